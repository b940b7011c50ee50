/** Who makes a signed request: the key it was signed with, that key's merchant and the environment the key is for. */
import type { Environment, KeyRecord, MerchantRecord } from "../store.ts";

export interface Caller {
  key: KeyRecord;
  merchant: MerchantRecord;
  environment: Environment;
}
