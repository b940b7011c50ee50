/** Every error the stub answers: a catalogued code (a StubError of the domain) turned into application/problem+json. */
import { buildProblem, problemResponse, type ErrorCode } from "../../shared/api/index.ts";
import type { ProblemExtras } from "../domain/stub-error.ts";

/**
 * Seconds a 503 asks the client to wait: every 503 carries Retry-After, as /openapi.json promises for 429 and 503, so
 * a client's backoff (the provider's SDKs honour it) has a floor whichever rule answered.
 */
const RETRY_AFTER_503 = "1";

export function problemFor(code: ErrorCode, detail: string, extras: ProblemExtras = {}, docsUrl?: string): Response {
  const body = buildProblem(code, {
    detail,
    // `field` names the one field a problem is about, whatever its status (a 409 on a reused external_order_id
    // carries it, as the provider's own conflict vector does); a rule about no single field passes none.
    ...(extras.field !== undefined ? { field: extras.field } : {}),
    ...(extras.errors !== undefined ? { errors: extras.errors } : {}),
    ...(docsUrl !== undefined ? { docsUrl } : {}),
  });
  const headers =
    body.status === 503 && extras.headers?.["retry-after"] === undefined
      ? { ...extras.headers, "retry-after": RETRY_AFTER_503 }
      : extras.headers;
  return problemResponse(body, headers);
}
