/** What Node's HTTP parser refuses before the app sees a request (oversized headers, malformed lines), as problem+json. */
import type { Server } from "node:http";
import type { Duplex } from "node:stream";
import { buildProblem, PROBLEM_CONTENT_TYPE } from "../../shared/api/index.ts";

/** Why the parser refused the request, in words a client developer can act on (Node's `HPE_*` error codes). */
function detailFor(code: string | undefined): string {
  if (code === "HPE_HEADER_OVERFLOW") return "The request headers are too large (over 16 KiB in all); send fewer or shorter headers.";
  if (code === "HPE_INVALID_METHOD" || code === "HPE_INVALID_URL" || code === "HPE_INVALID_VERSION") return "The request line is not METHOD /path HTTP/1.1.";
  if (code === "HPE_INVALID_HEADER_TOKEN" || code === "HPE_INVALID_CONSTANT" || code === "HPE_LF_EXPECTED") return "A request header is malformed.";
  return "The request is not valid HTTP/1.1 and could not be read.";
}

/*
 * Always 400 malformed_request (the spec's "400: unparseable"), also for oversized headers where Node would say 431:
 * every answer carries a catalogued code, and its status is the code's.
 */
function clientErrorAnswer(error: Error & { code?: string }, docsUrl?: string): string {
  const body = JSON.stringify(buildProblem("malformed_request", { detail: detailFor(error.code), ...(docsUrl !== undefined ? { docsUrl } : {}) }));
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
