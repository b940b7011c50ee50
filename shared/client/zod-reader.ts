/** A zod schema as a transport ResponseReader, for the merchant client (the SDK client reads with a lean reader). */
import * as z from "zod/mini";
import type { ReadResult } from "../api/public-invoice-reader.ts";

/** Reads with `schema`; on failure the first three issues as `path: message`. */
export function zodReader<S extends z.core.$ZodType>(schema: S): (json: unknown) => ReadResult<z.output<S>> {
  return (json) => {
    const parsed = z.safeParse(schema, json);
    if (parsed.success) return { ok: true, value: parsed.data };
    const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`);
    return { ok: false, issues };
  };
}
