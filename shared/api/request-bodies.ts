/** The schema of an operation's request body, for those who validate bodies (the stub) or describe them (OpenAPI). */
import type { BodySchemaName, Operation } from "./operation.ts";
import * as schemas from "./schemas.ts";

export function requestBodySchema<N extends BodySchemaName>(
  operation: Operation & { readonly body: N },
): (typeof schemas)[N] {
  return schemas[operation.body];
}
