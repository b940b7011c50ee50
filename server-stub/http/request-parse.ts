/** Request parsing shared by the routes: bodies through the contract's schemas, path ids and list parameters. */
import type * as z from "zod/mini";
import {
  checkId,
  messageFor,
  validate,
  type BodySchemaName,
  type Operation,
  type ValidateOptions,
} from "../../shared/api/index.ts";
import { requestBodySchema } from "../../shared/api/request-bodies.ts";
import type * as schemas from "../../shared/api/schemas.ts";
import type { AppDeps, StubContext } from "./context.ts";
import type { PageRequest } from "../domain/record-lists.ts";
import { StubError } from "../domain/stub-error.ts";
import { CONTROL_OPERATIONS } from "../control/control-operations.ts";
import { jsonBody } from "./request-body.ts";

/**
 * Fields a body once took and takes no more, each with what to do instead. A request that still sends one is
 * refused (400 validation_failed naming it) rather than having it stripped like any unknown key: its sender meant
 * something by it that would otherwise silently not happen.
 */
export type RetiredFields = Readonly<Record<string, string>>;

/**
 * The per-invoice `return_url` this stub once took (ours) is gone from both creates: the provider has none, and on the
 * public route it let anyone holding the published key put their link on the shop's hosted page. A create that still
 * sends it is told where the way back lives now (RetiredFields above).
 */
const PATCH_PROJECT = CONTROL_OPERATIONS.patchProject;
export const RETIRED_INVOICE_CREATE_FIELDS = {
  return_url:
    "the hosted page's way back to the shop is the project's success_url (once paid) and fail_url (before the end, or any other end), " +
    `as the provider's dashboard settings SuccessUrl and FailUrl; set them in the stub's fixture or with ${PATCH_PROJECT.method} ${PATCH_PROJECT.path}.`,
} as const;

export interface BodyOptions extends ValidateOptions {
  retired?: RetiredFields;
}

/** The body validated by its operation's schema (see parseBody). */
export function operationBody<N extends BodySchemaName>(
  c: StubContext,
  operation: Operation & { readonly body: N },
  opts: BodyOptions = {},
): z.infer<(typeof schemas)[N]> {
  // TypeScript cannot carry N through the index into schemas.ts; requestBodySchema's own signature is the proof.
  return parseBody(c, requestBodySchema(operation), opts) as z.infer<(typeof schemas)[N]>;
}

/** The body validated by a contract schema; the first failing field (or several: validation_failed) is thrown. */
export function parseBody<S extends z.ZodMiniType>(c: StubContext, schema: S, opts: BodyOptions = {}): z.infer<S> {
  const input = jsonBody(c, true);
  if (opts.retired !== undefined && typeof input === "object" && input !== null) {
    for (const [field, instead] of Object.entries(opts.retired)) {
      if (Object.hasOwn(input, field))
        throw new StubError("validation_failed", `${field} is not a field of this route: ${instead}`, { field });
    }
  }
  const r = validate(schema, input, opts);
  if (!r.ok) throw StubError.fromProblem(r.problem);
  return r.value;
}

/*
 * One id rule for every id a request carries, in a path, a query or a body (bodies through the contract's idField):
 * shared/api checkId, so an all-zero GUID is entity_id_empty and anything else malformed field_invalid_format.
 */
function checkedId(value: string, prefix: string, field: string): string {
  const code = checkId(value, prefix);
  if (code !== null) throw new StubError(code, messageFor(code, field), { field });
  return value;
}

/** The operation's `{id}` with its prefix: 400 field_invalid_format / entity_id_empty naming its field. */
export function pathId(c: StubContext, id: { readonly prefix: string; readonly field: string }): string {
  return checkedId(c.req.param("id") ?? "", id.prefix, id.field);
}

/** An optional id filter such as `project_id`: the same rule as path ids, naming the parameter. */
export function queryId(url: URL, name: string, prefix: string): string | undefined {
  const value = url.searchParams.get(name);
  return value === null ? undefined : checkedId(value, prefix, name);
}

/** `limit`: 1 to 100 (default 50). */
export function pageLimit(url: URL): number {
  const raw = url.searchParams.get("limit");
  if (raw === null) return 50;
  if (!/^-?\d+$/.test(raw))
    throw new StubError("field_invalid_format", "limit must be an integer.", { field: "limit" });
  const n = Number(raw);
  if (n < 1 || n > 100)
    throw new StubError("field_out_of_range", "limit must be between 1 and 100.", { field: "limit" });
  return n;
}

/** The page a list request asks for (`limit`, `cursor`), with the stub's cursor key and the time it is asked at. */
export function pageRequest(url: URL, { config, clock }: Pick<AppDeps, "config" | "clock">): PageRequest {
  return {
    limit: pageLimit(url),
    cursor: url.searchParams.get("cursor"),
    cursorSecret: config.cursorSecret,
    now: clock.now(),
  };
}

/** An optional Unix-seconds filter such as created_from. */
export function unixParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  if (!/^\d{1,12}$/.test(raw))
    throw new StubError("field_invalid_format", `${name} must be Unix seconds.`, { field: name });
  return Number(raw);
}

/** Repeated filters such as `status`: each must be one of the schema's values (field_invalid_enum naming the parameter). */
export function enumParams(url: URL, name: string, schema: z.ZodMiniType, noun: string): string[] {
  const values = url.searchParams.getAll(name);
  for (const v of values) {
    if (!schema.safeParse(v).success)
      throw new StubError("field_invalid_enum", `${name} "${v}" is not ${noun}.`, { field: name });
  }
  return values;
}
