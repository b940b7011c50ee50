/** The OpenAPI 3.1 document of the API the stub serves, generated from the contract's zod schemas and catalogue. */
import * as z from "zod";
import * as contract from "../shared/api/index.ts";
import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  MAX_ID_TAIL_LENGTH,
  ProblemDetailsSchema,
  WebhookEnvelopeSchema,
  type Operation,
} from "../shared/api/index.ts";
import { OPERATIONS } from "../shared/api/operations.ts";
import { requestBodySchema } from "../shared/api/request-bodies.ts";

type Json = Record<string, unknown>;

/**
 * Component names: each schema the table uses is named after its export in shared/api, less "Schema"
 * (InvoiceSchema → Invoice), so the document names what the code names and nobody keeps a second list.
 */
const exportedSchemaNames = new Map<unknown, string>(
  Object.entries(contract)
    .filter(([name, value]) => name.endsWith("Schema") && value instanceof z.core.$ZodType)
    .map(([name, value]) => [value, name.slice(0, -"Schema".length)]),
);

function componentName(schema: z.core.$ZodType): string {
  const name = exportedSchemaNames.get(schema);
  if (name === undefined) throw new Error("openapi: a schema of the operation table is not exported from shared/api");
  return name;
}

/**
 * What a response schema documents. A pipe into a transform (the public invoice drops stale payment_methods) has no
 * JSON Schema of its output, and zod would write `{}`; the transform only removes keys, so its input object is the
 * honest description of what is sent.
 */
function documented(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def;
  return def.type === "pipe" && (def as z.core.$ZodPipeDef).out._zod.def.type === "transform"
    ? (def as z.core.$ZodPipeDef).in
    : schema;
}

/** Components from a set of schemas, shared ones as $refs; `io` picks the request (input) or response (output) view. */
function components(schemas: Map<string, z.core.$ZodType>, io: "input" | "output"): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of schemas) registry.add(documented(schema), { id });
  const out = z.toJSONSchema(registry, { uri: (id) => `#/components/schemas/${id}`, io, unrepresentable: "any" });
  const result: Record<string, Json> = {};
  for (const [id, schema] of Object.entries(out.schemas)) {
    // The document declares the dialect once; a fragment $id on each component would only confuse resolvers.
    const { $schema: _dialect, $id: _id, ...rest } = schema as Json;
    result[id] = rest;
  }
  return result;
}

/** A schema inlined in a parameter, without the dialect marker only a document root carries. */
function inline(schema: z.core.$ZodType): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as Json;
  return rest;
}

/** The query parameters of an operation, one per field of its query schema; a repeatable one (an array) explodes. */
function queryParameters(operation: Operation): Json[] {
  if (operation.query === undefined) return [];
  return Object.entries(operation.query.def.shape).map(([name, field]) => {
    const { description, ...schema } = inline(field._zod.def.innerType);
    return {
      name,
      in: "query",
      ...(schema.type === "array" ? { style: "form", explode: true } : {}),
      ...(typeof description === "string" ? { description } : {}),
      schema,
    };
  });
}

const SECURITY: Record<Operation["key"], Json[]> = {
  none: [],
  pk: [{ HmacSignature: [], RequestTimestamp: [] }],
  rk: [{ HmacSignature: [], RequestTimestamp: [] }],
  sdk: [{ SdkKey: [] }],
};

const KEY_NOTE: Record<Operation["key"], string | null> = {
  none: null,
  pk: "Payment key (pk_).",
  rk: "Payout key (rk_) from a whitelisted IP.",
  sdk: null,
};

function operation(operationId: string, op: Operation): Json {
  const parameters: Json[] = [];
  if (op.id)
    parameters.push({
      name: "id",
      in: "path",
      required: true,
      description: `The ${op.id.field}.`,
      schema: { type: "string", pattern: `^${op.id.prefix}[A-Za-z0-9_-]{1,${MAX_ID_TAIL_LENGTH}}$` },
    });
  parameters.push(...queryParameters(op));
  const answer = { content: { "application/json": { schema: REF(componentName(op.response)) } } };
  const responses: Json = { [String(op.status)]: { description: "Success.", ...answer } };
  if (op.idempotent)
    responses["200"] = { description: "The existing resource: an idempotent repeat of the same create.", ...answer };
  responses["4XX"] = { $ref: "#/components/responses/Problem" };
  responses["5XX"] = { $ref: "#/components/responses/Problem" };
  const keyNote = KEY_NOTE[op.key];
  return {
    operationId,
    summary: op.summary,
    ...(keyNote !== null ? { description: keyNote } : {}),
    tags: [op.tag],
    security: SECURITY[op.key],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body !== undefined
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: REF(componentName(requestBodySchema({ ...op, body: op.body }))) },
            },
          },
        }
      : {}),
    responses,
  };
}

const REF = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });

const cached = new Map<boolean, string>();

/**
 * The document as JSON text (built once per surface: it only depends on code). With `providerSurface`, the
 * operations marked `ours` are left out, as that mode does not serve them.
 */
export function openApiJson(options: { providerSurface?: boolean } = {}): string {
  const providerSurface = options.providerSurface === true;
  let text = cached.get(providerSurface);
  if (text === undefined) {
    text = JSON.stringify(buildOpenApiDocument({ providerSurface }));
    cached.set(providerSurface, text);
  }
  return text;
}

export function buildOpenApiDocument(options: { providerSurface?: boolean } = {}): Json {
  const operations: [string, Operation][] = Object.entries(OPERATIONS).filter(
    ([, op]) => !(options.providerSurface === true && op.ours),
  );
  const paths: Record<string, Json> = {};
  for (const [id, op] of operations) {
    (paths[op.path] ??= {})[op.method.toLowerCase()] = operation(id, op);
    // The same operation at a client's other spelling: one more path, its own operationId, the same contract.
    for (const [n, alias] of (op.alsoAt ?? []).entries())
      (paths[alias] ??= {})[op.method.toLowerCase()] = { ...operation(id, op), operationId: `${id}At${n + 2}` };
  }
  const named = (schemas: z.core.$ZodType[]) => new Map(schemas.map((schema) => [componentName(schema), schema]));
  const responses = named([...operations.map(([, op]) => op.response), WebhookEnvelopeSchema, ProblemDetailsSchema]);
  const bodies = named(
    operations.flatMap(([, op]) => (op.body !== undefined ? [requestBodySchema({ ...op, body: op.body })] : [])),
  );
  const schemas = { ...components(responses, "output"), ...components(bodies, "input") };
  // The problem's code is one of the catalogue's, whatever zod says of the open string in the shared schema.
  const problem = schemas[componentName(ProblemDetailsSchema)] as Json & { properties: Record<string, Json> };
  problem.properties.code = { type: "string", enum: [...ERROR_CODES] };
  // The shared schema reads the provider's `field: null` as absent; the stub itself never sends null.
  problem.properties.field = {
    type: "string",
    description: "The one field the problem is about; absent (never null) otherwise.",
  };
  problem.properties.status = {
    type: "integer",
    enum: [...new Set(Object.values(ERROR_CATALOGUE).map((e) => e.status))].sort((a, b) => a - b),
  };
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Merchant payment service (stub)",
      version: "1",
      description:
        "The merchant API as the stub serves it. Every error is application/problem+json with a catalogued `code`.",
    },
    servers: [{ url: "/" }],
    tags: [...new Set(operations.map(([, op]) => op.tag))].map((name) => ({ name })),
    paths,
    webhooks: {
      event: {
        post: {
          summary:
            "An event delivered to each registered endpoint (X-Webhook-Id, X-Webhook-Timestamp, X-Webhook-Signature: t=…,v1=…).",
          requestBody: {
            required: true,
            content: { "application/json": { schema: REF(componentName(WebhookEnvelopeSchema)) } },
          },
          responses: { "2XX": { description: "Received; anything else is retried with backoff." } },
        },
      },
    },
    components: {
      schemas,
      responses: {
        Problem: {
          description: "An RFC 9457 problem; `code` says which rule refused the request.",
          headers: {
            "Retry-After": { description: "Seconds to wait (429 and 503).", schema: { type: "integer" } },
          },
          content: { "application/problem+json": { schema: REF(componentName(ProblemDetailsSchema)) } },
        },
      },
      securitySchemes: {
        HmacSignature: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description:
            "`HMAC-SHA256 <key_id>:<base64 HMAC-SHA256 of timestamp\\nMETHOD\\npath\\n?query\\nbody_sha256_hex>` with the key's secret.",
        },
        RequestTimestamp: {
          type: "apiKey",
          in: "header",
          name: "X-Request-Timestamp",
          description: "Unix seconds; within 300 seconds of server time (GET /v1/time).",
        },
        SdkKey: {
          type: "apiKey",
          in: "header",
          name: "X-Sdk-Key",
          description:
            "The public Payment key id (pk_test_… / pk_live_…); the page's Origin must be allowed for the project.",
        },
      },
    },
  };
}
