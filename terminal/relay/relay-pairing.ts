/**
 * The shop's relay as this tablet knows it: where it is and the credential it gave this tablet. Kept beside the
 * settings in IndexedDB, never in them: a pairing link to another tablet must not carry it, and saving the settings
 * form must not drop it.
 */
export interface RelayPairing {
  /** The relay's base URL, normalised (checkServiceUrl): https://, or http:// on this device itself. */
  readonly url: string;
  /** The device credential the relay handed out once (POST /devices/pair); sent as a bearer token. */
  readonly token: string;
  readonly deviceId: string;
  /** The name the relay knows this tablet by ("Till 1"). */
  readonly name: string;
  readonly pairedAt: number;
}

/** Where this tablet's relay pairing is kept (the device's database; a map in tests). */
export interface RelayPairingStore {
  getRelay(): Promise<RelayPairing | undefined>;
  /** Null forgets it. */
  saveRelay(pairing: RelayPairing | null): Promise<void>;
}

/** The relay as staff recognise it: its host (name and port), or the text as given when it is no URL. */
export function relayHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
