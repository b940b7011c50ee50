/**
 * What is refused before the app sees a request, as problem+json like every other refusal: what Node's HTTP parser
 * cannot read (oversized headers, malformed lines), and what the Node adapter cannot make a URL of (a Host header
 * that is not a host name, a backslash in the path).
 */
import type { Server } from "node:http";
import type { Duplex } from "node:stream";
import { buildProblem, problemResponse, PROBLEM_CONTENT_TYPE } from "../../shared/api/index.ts";

/** Why the parser refused the request, in words a client developer can act on (Node's `HPE_*` error codes). */
function detailFor(code: string | undefined): string {
  if (code === "HPE_HEADER_OVERFLOW")
    return "The request headers are too large (over 16 KiB in all); send fewer or shorter headers.";
  if (code === "HPE_INVALID_METHOD" || code === "HPE_INVALID_URL" || code === "HPE_INVALID_VERSION")
    return "The request line is not METHOD /path HTTP/1.1.";
  if (code === "HPE_INVALID_HEADER_TOKEN" || code === "HPE_INVALID_CONSTANT" || code === "HPE_LF_EXPECTED")
    return "A request header is malformed.";
  return "The request is not valid HTTP/1.1 and could not be read.";
}

/*
 * Always 400 malformed_request (the spec's "400: unparseable"), also for oversized headers where Node would say 431:
 * every answer carries a catalogued code, and its status is the code's.
 */
function clientErrorAnswer(error: Error & { code?: string }, docsUrl?: string): string {
  const body = JSON.stringify(
    buildProblem("malformed_request", { detail: detailFor(error.code), ...(docsUrl !== undefined ? { docsUrl } : {}) }),
  );
  return [
    "HTTP/1.1 400 Bad Request",
    `Content-Type: ${PROBLEM_CONTENT_TYPE}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/**
 * Replaces Node's default `clientError` answer (a bare status line and an empty body) with a problem+json one. A
 * connection already reset or half-written is only closed: there is nobody left to read an answer.
 */
export function answerClientErrorsAsProblems(server: Server, docsUrl?: string): void {
  server.on("clientError", (error: Error & { code?: string }, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorAnswer(error, docsUrl));
  });
}

/**
 * Why the Node adapter could not make a request of what arrived, from its RequestError's message: a backslash in the
 * path, an absolute URL it could not read, or (its "Invalid URL", "Invalid host header", "Missing host header") a Host
 * header the URL parser refuses.
 */
function requestErrorDetail(message: string): string {
  if (/backslash/i.test(message)) return "The request path holds a backslash; separate its segments with /.";
  if (/absolute/i.test(message))
    return "The request target is an absolute URL that could not be read; send a path such as /v1/invoices.";
  return "The Host header is missing or is not a host name (a name or address, and an optional :port), or the path does not start with /.";
}

/**
 * The adapter's `errorHandler`: it is called for a request the adapter could not build (without it the answer is a
 * 400 with an empty body), and for anything the app let escape, which the app's own error handler already prevents.
 */
export function requestErrorAsProblem(docsUrl?: string): (error: unknown) => Response {
  return (error) => {
    const detail = requestErrorDetail(error instanceof Error ? error.message : "");
    return problemResponse(
      buildProblem("malformed_request", { detail, ...(docsUrl !== undefined ? { docsUrl } : {}) }),
    );
  };
}
