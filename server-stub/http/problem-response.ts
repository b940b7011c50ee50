/** Every error the stub answers: a catalogued code turned into an application/problem+json response. */
import { buildProblem, type ErrorCode } from "../../shared/api/index.ts";

export interface ProblemExtras {
  field?: string;
  errors?: { code: string; field: string; message: string }[];
  headers?: Record<string, string>;
}

/** Thrown by domain functions and middleware; the app's error handler turns it into a problem response. */
export class StubError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail: string,
    readonly extras: ProblemExtras = {},
  ) {
    super(`${code}: ${detail}`);
    this.name = "StubError";
  }
}

export const PROBLEM_CONTENT_TYPE = "application/problem+json";

export function problemResponse(code: ErrorCode, detail: string, extras: ProblemExtras = {}, docsUrl?: string): Response {
  const body = buildProblem(code, {
    detail,
    ...(extras.field !== undefined ? { field: extras.field } : {}),
    ...(extras.errors !== undefined ? { errors: extras.errors } : {}),
    ...(docsUrl !== undefined ? { docsUrl } : {}),
  });
  return new Response(JSON.stringify(body), {
    status: body.status,
    headers: { "content-type": PROBLEM_CONTENT_TYPE, ...extras.headers },
  });
}
