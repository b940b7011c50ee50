/** What one API operation is (method, path, credential, schemas, success status) and how a request path is built from it. */
import type * as z from "zod/mini";
import { ApiError } from "./api-error.ts";
import type { IdPrefix } from "./ids.ts";
import type * as schemas from "./schemas.ts";

/** Which credential an operation takes: none, the public X-Sdk-Key, a Payment key (pk_) or a Payout key (rk_). */
export type OperationKey = "none" | "sdk" | "pk" | "rk";

/** The export name of a request body's schema in schemas.ts ("InvoiceCreateBodySchema"). */
export type BodySchemaName = Extract<keyof typeof schemas, `${string}BodySchema`>;

/** A list operation's query: an object of optional filters; a repeatable filter (`status`) is an array. */
export type QuerySchema = z.ZodMiniObject<Record<string, z.ZodMiniOptional>>;

export interface Operation {
  readonly method: "GET" | "POST";
  /** Path template; `{id}` is the one path parameter an operation may have. The clients call this one. */
  readonly path: string;
  /**
   * Other paths the same operation is served at, because some official client calls it there (same method, key,
   * body and answer). The stub serves each, /openapi.json lists each; the clients call `path` only.
   */
  readonly alsoAt?: readonly string[];
  readonly key: OperationKey;
  /** One line for people (the OpenAPI summary). */
  readonly summary: string;
  /** The OpenAPI tag it is listed under. */
  readonly tag: string;
  /**
   * True for routes that exist in no public material (api-gaps.md marks them "(ours)"); false for routes the spec
   * names and for shapes api-gaps.md fixes from the provider's public SDKs.
   */
  readonly ours: boolean;
  /** The `{id}` parameter: its field name in errors and the prefix every such id carries. */
  readonly id?: { readonly field: string; readonly prefix: IdPrefix };
  /** The query parameters it takes; any other is refused (query_parameter_unknown). None when absent. */
  readonly query?: QuerySchema;
  /**
   * The JSON body it takes, by the export name of its schema (requestBodySchema() gives the schema); no body when
   * absent. A name rather than the schema itself: the widget and terminal bundle the public operations to call them,
   * and never validate what they send, so the bodies' rules (currency lists, amount and text checks) stay out of
   * their bundles.
   */
  readonly body?: BodySchemaName;
  /** The body of a success answer. */
  readonly response: z.ZodMiniType;
  /** The status of a success answer; a create answers 200 with the existing resource when `idempotent` repeats it. */
  readonly status: 200 | 201;
  readonly idempotent?: boolean;
}

/** A filter a list takes repeated may be given once or as a list; the client repeats it in the query. */
type OnceOrRepeated<T> = T extends readonly (infer E)[] ? E | readonly E[] : T;

/** The query a client passes to a list operation, from the operation's query schema. */
export type QueryOf<O extends { readonly query: QuerySchema }> = {
  [K in keyof z.input<O["query"]>]?: OnceOrRepeated<NonNullable<z.input<O["query"]>[K]>>;
};

/** The names of the query parameters an operation takes, in the table's order. */
export function queryParameterNames(operation: Operation): string[] {
  return operation.query === undefined ? [] : Object.keys(operation.query.def.shape);
}

/**
 * "." and ".." are dot segments: encodeURIComponent leaves them alone and a URL parser removes them, so such an id
 * would reach another route ("/v1/invoices/.." is "/v1/"). Any other id, "%2e" included, is encoded safely.
 */
const DOT_SEGMENT = /^\.{1,2}$/;

/**
 * The request path of an operation with its `{id}` filled in, percent-encoded as one segment so an id can never step
 * into another route (an id "a/b" stays one segment, and the signer decodes it back as the spec requires).
 */
export function routePath(operation: Operation, id?: string): string {
  if (!operation.path.includes("{id}")) return operation.path;
  if (id === undefined || id === "") throw new TypeError(`${operation.method} ${operation.path} needs a non-empty id`);
  if (DOT_SEGMENT.test(id))
    throw new TypeError(`${operation.method} ${operation.path} cannot carry the id "${id}": it is a dot segment`);
  return operation.path.replace("{id}", encodeURIComponent(id));
}

/**
 * routePath for a client call, refusing before anything is sent: a blank id is field_required (because
 * "/v1/invoices/" would reach the list route or none), a dot-segment id field_invalid_format. Built as a bare
 * ApiError, not through buildProblem, so the widget's bundle does not carry the whole catalogue's wording.
 */
export function requestPath(operation: Operation, id?: string): string {
  if (operation.id !== undefined) {
    const field = operation.id.field;
    const refused =
      id === undefined || id.trim() === "" ? "field_required" : DOT_SEGMENT.test(id) ? "field_invalid_format" : null;
    if (refused !== null) {
      const detail = refused === "field_required" ? `${field} is empty` : `${field} "${id}" is not a valid id`;
      throw new ApiError({ code: refused, status: 400, field, detail: `${detail}; the request was not sent.` });
    }
  }
  // Checked above for every operation with an {id}: only the encoding of routePath is left to do.
  return id === undefined ? operation.path : operation.path.replace("{id}", encodeURIComponent(id));
}
