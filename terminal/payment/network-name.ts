/** A network's name in words (never only its code), as shown beside every address, QR and receipt line. */
import { NETWORKS, isNetworkCode } from "../../shared/api/networks.ts";

export function networkName(code: string): string {
  return isNetworkCode(code) ? NETWORKS[code].name : code;
}
