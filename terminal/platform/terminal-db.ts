/**
 * The terminal's IndexedDB: settings, the sales of this device and the pointer to the sale in progress. It keeps the
 * records and their keys; their shapes belong to the features that own them (settings/, sale/), which name them when
 * the shell opens the database (`TerminalDb.open<TerminalSettings, PinAttempts, Sale>()`) and read it through ports of
 * their own (SettingsStore, SaleStore, SalesStore), so storage imports no feature.
 */
import { openDB, type DBSchema, type IDBPDatabase } from "idb";

/** What the database reads of a sale: its key and the time that orders the history. */
export interface StoredSale {
  readonly id: string;
  readonly createdAt: number;
}

interface TerminalSchema<Settings, PinAttempts, Sale extends StoredSale, Relay> extends DBSchema {
  /**
   * The key decides the shape: "current" holds the settings, "pin-attempts" the wrong PINs in a row, "relay" the
   * shop relay's pairing (its URL and this device's credential).
   */
  settings: { key: "current" | "pin-attempts" | "relay"; value: Settings | PinAttempts | Relay };
  sales: { key: string; value: Sale; indexes: { "by-created": number } };
  meta: { key: string; value: string };
}

const DB_NAME = "crypto-terminal";
const DB_VERSION = 1;
const ACTIVE_SALE = "active-sale";

export class TerminalDb<Settings, PinAttempts, Sale extends StoredSale, Relay = unknown> {
  private constructor(private readonly db: IDBPDatabase<TerminalSchema<Settings, PinAttempts, Sale, Relay>>) {}

  static async open<Settings, PinAttempts, Sale extends StoredSale, Relay = unknown>(
    name = DB_NAME,
  ): Promise<TerminalDb<Settings, PinAttempts, Sale, Relay>> {
    const db = await openDB<TerminalSchema<Settings, PinAttempts, Sale, Relay>>(name, DB_VERSION, {
      upgrade(db) {
        db.createObjectStore("settings");
        const sales = db.createObjectStore("sales", { keyPath: "id" });
        sales.createIndex("by-created", "createdAt");
        db.createObjectStore("meta");
      },
    });
    return new TerminalDb<Settings, PinAttempts, Sale, Relay>(db);
  }

  async getSettings(): Promise<Settings | undefined> {
    return (await this.db.get("settings", "current")) as Settings | undefined;
  }

  async saveSettings(settings: Settings): Promise<void> {
    await this.db.put("settings", settings, "current");
  }

  /**
   * Beside the settings rather than in them: saving the settings form or a pairing link must not reset the count, and
   * the count is no setting to share. No new object store, so no schema version change.
   */
  async getPinAttempts(): Promise<PinAttempts | undefined> {
    return (await this.db.get("settings", "pin-attempts")) as PinAttempts | undefined;
  }

  async savePinAttempts(attempts: PinAttempts): Promise<void> {
    await this.db.put("settings", attempts, "pin-attempts");
  }

  /**
   * The shop relay's pairing, beside the settings rather than in them: neither a settings pairing link nor the
   * settings form carries or drops it. Null removes it.
   */
  async getRelay(): Promise<Relay | undefined> {
    return (await this.db.get("settings", "relay")) as Relay | undefined;
  }

  async saveRelay(relay: Relay | null): Promise<void> {
    await (relay === null ? this.db.delete("settings", "relay") : this.db.put("settings", relay, "relay"));
  }

  /** A text kept under a key of its own (the relay's outbox, as JSON). */
  getMeta(key: string): Promise<string | undefined> {
    return this.db.get("meta", key);
  }

  async putMeta(key: string, value: string): Promise<void> {
    await this.db.put("meta", value, key);
  }

  /** Writes the sale and marks it in progress in one transaction, so a crash cannot leave one without the other. */
  async beginSale(sale: Sale): Promise<void> {
    const tx = this.db.transaction(["sales", "meta"], "readwrite");
    await Promise.all([tx.objectStore("sales").put(sale), tx.objectStore("meta").put(sale.id, ACTIVE_SALE), tx.done]);
  }

  async putSale(sale: Sale): Promise<void> {
    await this.db.put("sales", sale);
  }

  getSale(id: string): Promise<Sale | undefined> {
    return this.db.get("sales", id);
  }

  async activeSale(): Promise<Sale | undefined> {
    const id = await this.db.get("meta", ACTIVE_SALE);
    return id ? this.db.get("sales", id) : undefined;
  }

  async endActiveSale(): Promise<void> {
    await this.db.delete("meta", ACTIVE_SALE);
  }

  /** Newest first. */
  async listSales(): Promise<Sale[]> {
    const all = await this.db.getAllFromIndex("sales", "by-created");
    return all.reverse();
  }

  close(): void {
    this.db.close();
  }
}
