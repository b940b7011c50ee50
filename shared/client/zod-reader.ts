/** A zod schema of shared/api as the transport's ResponseReader: every answer either client reads is checked by one. */
import * as z from "zod/mini";
import type { Operation } from "../api/operation.ts";

export type ReadResult<T> = { ok: true; value: T } | { ok: false; issues: string[] };

/** Reads with `schema`; on failure the first three issues as `path: message`. */
export function zodReader<S extends z.core.$ZodType>(schema: S): (json: unknown) => ReadResult<z.output<S>> {
  return (json) => {
    const parsed = z.safeParse(schema, json);
    if (parsed.success) return { ok: true, value: parsed.data };
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`);
    return { ok: false, issues };
  };
}

/** The reader of an operation's success answer: its response schema. */
export function responseReader<O extends Operation>(
  operation: O,
): (json: unknown) => ReadResult<z.output<O["response"]>> {
  return zodReader<O["response"]>(operation.response);
}
