/** The one rule for which stored records a caller may see: read by id, listed, or found for an action. */
import type { Caller } from "./caller.ts";
import type { Environment } from "../store.ts";

/** What a record carries about its owner; withdrawals have no project, since they move the merchant's balance. */
export interface OwnedRecord {
  merchant_id: string;
  environment: Environment;
  project_id?: string;
}

/**
 * The caller's merchant and environment own the record and, when the key is scoped to projects and the record
 * belongs to one, the record's project is in that scope. Everything else is answered as if it did not exist (a
 * "not found" on a read, absent from a list), so a key learns nothing of another merchant's, environment's or
 * project's ids.
 */
export function callerMaySee(caller: Caller, record: OwnedRecord): boolean {
  if (record.merchant_id !== caller.merchant.id || record.environment !== caller.environment) return false;
  const scope = caller.key.project_ids;
  return scope === undefined || record.project_id === undefined || scope.includes(record.project_id);
}
