/**
 * Serves the control API from its one table (control/control-operations.ts): method, path, body check and success
 * status come from the operation, so routes/control.routes.ts only supplies each operation's handler.
 */
import type { Hono } from "hono";
import * as z from "zod";
import { isErrorCode } from "../../shared/api/codes.ts";
import {
  CONTROL_PATH_PREFIX,
  type ControlBody,
  type ControlBodyOutput,
  type ControlOperation,
} from "../control/control-operations.ts";
import { StubError } from "../domain/stub-error.ts";
import { parseFixture } from "../fixture.ts";
import type { StubContext, StubEnv } from "./context.ts";
import { jsonBody } from "./request-body.ts";
import { parseBody } from "./request-parse.ts";

/** One request to a control operation: the path's `{id}` ("" when it has none) and the checked body. */
export interface ControlCall<O extends ControlOperation> {
  readonly c: StubContext;
  readonly id: string;
  readonly body: ControlBodyOutput<O>;
}

/**
 * Answers the operation's success: the answer is sent as JSON with the table's status (nothing for 204). Its shape is
 * the table's answer schema, which server-stub/control/control-operations.test.ts holds every answer to.
 */
export type ControlHandler<O extends ControlOperation> = (call: ControlCall<O>) => unknown;

export type ServeControl = <O extends ControlOperation>(operation: O, handler: ControlHandler<O>) => void;

/** The registrar of an app's control routes. It refuses a path outside the prefix the request pipeline guards. */
export function controlOperationRoutes(app: Hono<StubEnv>): ServeControl {
  return (operation, handler) => {
    if (!operation.path.startsWith(CONTROL_PATH_PREFIX))
      throw new Error(`${operation.method} ${operation.path}: control paths live under ${CONTROL_PATH_PREFIX}`);
    app.on(operation.method, operation.path.replace("{id}", ":id"), async (c) => {
      const body = checkedBody(c, operation.body) as ControlBodyOutput<typeof operation>;
      const answer: unknown = await handler({ c, id: c.req.param("id") ?? "", body });
      return operation.status === 204 ? c.body(null, 204) : c.json(answer, operation.status);
    });
  };
}

/** The body by its rules (see ControlBody); undefined for an operation that takes none. */
function checkedBody(c: StubContext, body: ControlBody | undefined): unknown {
  switch (body?.rules) {
    case undefined:
      return undefined;
    case "contract":
      return parseBody(c, body.schema);
    case "fixture": {
      const input = jsonBody(c, false);
      if (input === undefined) return undefined;
      const r = parseFixture(input);
      if (!r.ok) throw new StubError("validation_failed", r.error, { field: r.field });
      return r.fixture;
    }
    case "control":
      return controlBody(c, body.schema);
  }
}

/** 400 naming the first failing field; a check that names its spec code (success_url: field_invalid_format) answers with it. */
function controlBody(c: StubContext, schema: z.ZodType): unknown {
  const r = schema.safeParse(jsonBody(c, false) ?? {});
  if (r.success) return r.data;
  const first = r.error.issues[0];
  const path = first && first.path.length > 0 ? first.path.join(".") : "(body)";
  const named: unknown = first?.code === "custom" ? first.params?.code : undefined;
  const code = typeof named === "string" && isErrorCode(named) ? named : "validation_failed";
  throw new StubError(
    code,
    `${path}: ${first?.message ?? "invalid"}`,
    first && first.path.length > 0 ? { field: path } : {},
  );
}
