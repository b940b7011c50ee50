/**
 * The operation table of the whole contract: every route the clients call, the stub serves and /openapi.json
 * describes, public and signed. Browser code imports public-operations.ts alone, to keep the merchant schemas out.
 */
import { PUBLIC_OPERATIONS } from "./public-operations.ts";
import { SIGNED_OPERATIONS } from "./signed-operations.ts";

export const OPERATIONS = { ...PUBLIC_OPERATIONS, ...SIGNED_OPERATIONS };

export type OperationName = keyof typeof OPERATIONS;
