/** Reads request bodies under the 1 MiB limit (Content-Length or chunked) and parses JSON bodies. */
import { Buffer, isUtf8 } from "node:buffer";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { requestUrl, type StubContext } from "./context.ts";
import { StubError } from "../domain/stub-error.ts";

export const MAX_BODY_BYTES = 1_048_576;

const tooLarge = (): StubError =>
  new StubError("payload_too_large", `The request body is larger than ${MAX_BODY_BYTES} bytes (1 MiB).`);

/** Where a request's body comes from: its declared length and its bytes as a Node stream (null: no body). */
interface BodySource {
  declaredLength: string | undefined;
  stream: Readable | null;
}

/**
 * The body of a request as one Node stream, so served and in-process requests go through one reader. Under
 * @hono/node-server it is the IncomingMessage itself: going through the Web Request would build a ReadableStream, an
 * AbortController and a full Request per call, most of the stub's cost per request. In-process requests (app.request,
 * app.fetch: the rule tests, createStub users) have no IncomingMessage; their Web body is read as a Node stream.
 */
function bodySource(c: StubContext): BodySource {
  const incoming = c.env?.incoming;
  if (incoming !== undefined && typeof incoming.on === "function") {
    const declared = incoming.headers["content-length"];
    // No Content-Length and no Transfer-Encoding: HTTP/1.1 says there is no body (a GET, most of the time).
    const none = (declared === undefined || declared === "0") && incoming.headers["transfer-encoding"] === undefined;
    return { declaredLength: declared, stream: none ? null : incoming };
  }
  const req = c.req.raw;
  return {
    declaredLength: req.headers.get("content-length") ?? undefined,
    stream: req.body === null ? null : Readable.fromWeb(req.body as WebReadableStream<Uint8Array>),
  };
}

/** The body's bytes, or null when there is none; rejects with payload_too_large as soon as the limit is crossed. */
export function readBodyWithin(
  { declaredLength, stream }: BodySource,
  limit = MAX_BODY_BYTES,
): Promise<Uint8Array | null> {
  if (declaredLength !== undefined && Number(declaredLength) > limit) return Promise.reject(tooLarge());
  if (stream === null) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const cleanup = () => {
      stream.off("data", onData);
      stream.off("end", onEnd);
      stream.off("error", onError);
      stream.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > limit) {
        cleanup();
        // Keep reading and dropping the rest so the 413 reaches a client that is still uploading.
        stream.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(total === 0 ? null : chunks.length === 1 ? (chunks[0] ?? null) : Buffer.concat(chunks, total));
    };
    const onError = (e: Error) => {
      cleanup();
      reject(e);
    };
    const onClose = () => {
      cleanup();
      reject(new Error("The client closed the connection before the body was complete."));
    };
    stream.on("data", onData);
    stream.on("end", onEnd);
    stream.on("error", onError);
    stream.on("close", onClose);
  });
}

/** Reads the request body once, under the limit, into the context's `rawBody`. */
export async function readRequestBody(c: StubContext): Promise<void> {
  c.set("rawBody", await readBodyWithin(bodySource(c)));
}

/** True for `application/json` with any parameters, in any case: the only request media type the contract takes (not `+json`). */
function isJsonType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  if (contentType === "application/json") return true;
  const semicolon = contentType.indexOf(";");
  return (semicolon < 0 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase() === "application/json";
}

/**
 * The parsed JSON body. `required` routes refuse a missing body with malformed_request; others get undefined.
 * A body with any Content-Type but application/json (parameters and case aside) is 415, one that is not JSON is 400 malformed_request.
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
    // Invalid UTF-8 is refused rather than decoded to U+FFFD; isUtf8 and toString are both native and far cheaper
    // than a fatal TextDecoder.
    if (!isUtf8(raw)) throw new Error("not UTF-8");
    // A leading byte-order mark is skipped, as the TextDecoder did (RFC 8259 lets a parser ignore it).
    const bom = raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf ? 3 : 0;
    // The bytes from Node are a Buffer already; only a BOM or a Web Request body needs a new view.
    const bytes =
      bom === 0 && Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset + bom, raw.byteLength - bom);
    return JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new StubError("malformed_request", "The request body is not valid JSON.");
  }
}

/** Refuses query parameters a route does not take (query_parameter_unknown, field = the parameter). */
export function checkQuery(c: StubContext, allowed: readonly string[]): void {
  for (const name of requestUrl(c).searchParams.keys()) {
    if (!allowed.includes(name)) {
      throw new StubError("query_parameter_unknown", `Unknown query parameter "${name}".`, { field: name });
    }
  }
}
