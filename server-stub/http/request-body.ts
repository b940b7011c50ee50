/** Reads request bodies under the 1 MiB limit (Content-Length or chunked) and parses JSON bodies. */
import type { MiddlewareHandler } from "hono";
import type { StubContext, StubEnv } from "./context.ts";
import { StubError } from "./problem-response.ts";

export const MAX_BODY_BYTES = 1_048_576;

const tooLarge = (): StubError => new StubError("payload_too_large", `The request body is larger than ${MAX_BODY_BYTES} bytes (1 MiB).`);

/** The body's bytes, or null when there is none; throws payload_too_large as soon as the limit is crossed. */
export async function readBodyWithin(req: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array | null> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw tooLarge();
  if (!req.body) return null;
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (total === 0) return null;
  if (chunks.length === 1) return chunks[0] ?? null;
  const out = new Uint8Array(total);
  let at = 0;
  for (const ch of chunks) {
    out.set(ch, at);
    at += ch.byteLength;
  }
  return out;
}

export function bodyReader(): MiddlewareHandler<StubEnv> {
  return async (c, next) => {
    c.set("rawBody", await readBodyWithin(c.req.raw));
    await next();
  };
}

const decoder = new TextDecoder("utf-8", { fatal: true });

function isJsonType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || (type.startsWith("application/") && type.endsWith("+json"));
}

/**
 * The parsed JSON body. `required` routes refuse a missing body with malformed_request; others get undefined.
 * A body with another Content-Type is 415, one that is not JSON is 400 malformed_request.
 */
export function jsonBody(c: StubContext, required: boolean): unknown {
  const raw = c.get("rawBody");
  if (raw === null || raw === undefined) {
    if (required) throw new StubError("malformed_request", "The request needs a JSON body.");
    return undefined;
  }
  if (!isJsonType(c.req.header("content-type"))) {
    throw new StubError("unsupported_media_type", "Send the body as Content-Type: application/json.");
  }
  try {
    return JSON.parse(decoder.decode(raw));
  } catch {
    throw new StubError("malformed_request", "The request body is not valid JSON.");
  }
}

/** Refuses query parameters a route does not take (query_parameter_unknown, field = the parameter). */
export function checkQuery(c: StubContext, allowed: readonly string[]): void {
  const url = new URL(c.req.url);
  for (const name of url.searchParams.keys()) {
    if (!allowed.includes(name)) {
      throw new StubError("query_parameter_unknown", `Unknown query parameter "${name}".`, { field: name });
    }
  }
}
