/** The error a rule of the stub raises: a catalogued code and what went wrong; the HTTP layer answers it as a problem. */
import type { ErrorCode, ProblemError, ProblemInput } from "../../shared/api/index.ts";

export interface ProblemExtras {
  field?: string;
  errors?: ProblemError[];
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

  static fromProblem(p: ProblemInput): StubError {
    return new StubError(p.code, p.detail, {
      ...(p.field !== undefined ? { field: p.field } : {}),
      ...(p.errors !== undefined ? { errors: p.errors } : {}),
    });
  }
}
