/**
 * Everything the relay remembers, in one SQL store (embedded PGlite or PostgreSQL, the same SQL): the provider's
 * webhook events (once per event_id), each invoice's status (only ever moving forward), the numbered stream of
 * status changes the tablets follow, paired devices, one-time pairing codes, and the tablets' sales.
 *
 * Several relay instances may share one PostgreSQL: a change is announced with NOTIFY on commit, and every instance
 * reads the numbered stream from where it stopped, so a webhook taken by one reaches tablets connected to another.
 */
import type { Payment } from "../../shared/api/schemas.ts";
import { statusRank } from "../status-order.ts";
import { GroupCommit } from "./group-commit.ts";
import { migrate } from "./migrations.ts";
import { openEmbedded, openPostgres, type SqlClient, type StoreKind } from "./sql.ts";

export type StoreLocation =
  { readonly kind: "embedded"; readonly dataDir: string } | { readonly kind: "postgres"; readonly url: string };

/** One forward move of an invoice's status, numbered shop-wide in commit order: what an event stream sends. */
export interface InvoiceUpdate {
  readonly seq: number;
  readonly invoice_id: string;
  readonly status: string;
  /** The webhook event that said it, or `read_…` for a signed read the relay made. */
  readonly event_id: string;
  /** Unix seconds. */
  readonly occurred_at: number;
  /** The invoice's payment, when the change came from a read of the invoice that had one. */
  readonly payment?: UpdatePayment;
}

/**
 * What a tablet needs of an invoice's payment (docs/relay.md#the-invoices-payment): token, network, amounts asked and
 * arrived.
 */
export interface UpdatePayment {
  readonly currency: string;
  readonly network: string;
  readonly expected: string;
  readonly paid?: string;
}

/**
 * Those figures of the service's invoice payment, whether the relay read the invoice or a webhook carried it (the
 * provider's invoice events carry the whole invoice, its payment included: its webhook docs' invoice.paid example).
 */
export function paymentFigures(payment: Payment): UpdatePayment {
  return {
    currency: payment.currency,
    network: payment.network,
    expected: payment.expected,
    ...(payment.paid === undefined ? {} : { paid: payment.paid }),
  };
}

export interface InvoiceState {
  readonly invoice_id: string;
  readonly status: string;
  /** Unix milliseconds of the relay's last change. */
  readonly updated_at: number;
}

export interface Device {
  readonly device_id: string;
  readonly name: string;
  readonly created_at: number;
  readonly last_seen_at: number | null;
  readonly revoked_at: number | null;
}

export interface StoredSale {
  readonly device_id: string;
  readonly device_name: string;
  readonly sale_id: string;
  readonly sale_date: string;
  /** The tablet's record, as it sent it (JSON text). */
  readonly record: string;
}

/** What a webhook delivery brings to the store, after its signature verified and its body was read. */
export interface IncomingEvent {
  readonly event_id: string;
  readonly event_type: string;
  /** Unix seconds. */
  readonly occurred_at: number;
  /** The raw body, kept as delivered. */
  readonly body: string;
  /** Set for invoice events: the status the event says the invoice has, and its payment when it has one. */
  readonly invoice?: { readonly invoice_id: string; readonly status: string; readonly payment?: UpdatePayment };
}

export type EventOutcome =
  { readonly stored: false } | { readonly stored: true; readonly update: InvoiceUpdate | null };

/** Notified by relay_advance_invoice (migrations 2 and 3) with each change's number. */
const UPDATES_CHANNEL = "relay_invoice_updates";
const REVOKED_CHANNEL = "relay_device_revoked";

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function deviceOf(row: Record<string, unknown>): Device {
  return {
    device_id: String(row.device_id),
    name: String(row.name),
    created_at: num(row.created_at),
    last_seen_at: numOrNull(row.last_seen_at),
    revoked_at: numOrNull(row.revoked_at),
  };
}

function updateOf(row: Record<string, unknown>): InvoiceUpdate {
  return {
    seq: num(row.seq),
    invoice_id: String(row.invoice_id),
    status: String(row.status),
    event_id: String(row.event_id),
    occurred_at: num(row.occurred_at),
    ...(typeof row.payment === "string" ? { payment: JSON.parse(row.payment) as UpdatePayment } : {}),
  };
}

export class RelayStore {
  readonly #sql: SqlClient;
  readonly #now: () => number;
  readonly #intake = new GroupCommit<IncomingEvent, EventOutcome>((events) => this.#recordEvents(events), {
    sizeOf: (event) => event.body.length,
  });

  private constructor(sql: SqlClient, now: () => number) {
    this.#sql = sql;
    this.#now = now;
  }

  /** Opens the store and applies pending migrations; rejects with one readable sentence when it cannot. */
  static async open(location: StoreLocation, now: () => number = Date.now): Promise<RelayStore> {
    let sql: SqlClient;
    try {
      sql = location.kind === "embedded" ? await openEmbedded(location.dataDir) : await openPostgres(location.url);
    } catch (error) {
      const where =
        location.kind === "embedded" ? `the embedded store in ${location.dataDir}` : "the PostgreSQL database";
      throw new Error(`cannot open ${where}: ${(error as Error).message}`);
    }
    try {
      await migrate(sql, now());
    } catch (error) {
      await sql.close().catch(() => undefined);
      throw new Error(`cannot migrate the store: ${(error as Error).message}`);
    }
    return new RelayStore(sql, now);
  }

  get kind(): StoreKind {
    return this.#sql.kind;
  }

  /** Resolves when the database answers (GET /healthz). */
  async ping(): Promise<void> {
    await this.#sql.query("SELECT 1");
  }

  /** Commits that stored webhook events so far (several events each under load): the bench's events per commit. */
  get eventCommits(): number {
    return this.#intake.commits;
  }

  /** Closes the store once every event handed in has been answered. */
  async close(): Promise<void> {
    await this.#intake.settled();
    await this.#sql.close();
  }

  // --- Webhook events and invoice statuses ------------------------------------------------------------------------

  /**
   * Stores a verified event once per event_id and moves its invoice forward. Resolves once the transaction holding it
   * has committed, so the webhook is acknowledged only when durable. Events arriving while a commit is under way are
   * written together in the next one (group commit, ./group-commit.ts): one statement, relay_record_events
   * (migrations 3 and 4), for the whole batch. An invoice's payment, when the event has one, rides on its change. A
   * redelivery (same event_id, stored before or earlier in the same batch) stores nothing and is `stored: false`.
   */
  recordEvent(event: IncomingEvent): Promise<EventOutcome> {
    return this.#intake.submit(event);
  }

  /**
   * Announces a webhook being read and verified, so that a commit about to start waits for it (briefly) and takes it
   * along; call the returned function once it is handed to recordEvent or refused.
   */
  eventOnTheWay(): () => void {
    return this.#intake.onTheWay();
  }

  /** One transaction (one statement) storing the events in their order; one outcome per event. */
  async #recordEvents(events: readonly IncomingEvent[]): Promise<EventOutcome[]> {
    const rows = await this.#sql.query<Record<string, unknown>>(
      `SELECT place, stored, seq, invoice_id, status, event_id, occurred_at, payment
       FROM relay_record_events($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        events.map((e) => e.event_id),
        events.map((e) => e.event_type),
        events.map((e) => e.occurred_at),
        events.map((e) => e.body),
        this.#now(),
        events.map((e) => e.invoice?.invoice_id ?? null),
        events.map((e) => e.invoice?.status ?? null),
        events.map((e) => (e.invoice ? statusRank(e.invoice.status) : null)),
        events.map((e) => (e.invoice?.payment ? JSON.stringify(e.invoice.payment) : null)),
      ],
    );
    const outcomes: EventOutcome[] = [];
    for (const row of rows) {
      outcomes[num(row.place) - 1] = !row.stored
        ? { stored: false }
        : { stored: true, update: row.seq === null ? null : updateOf(row) };
    }
    if (rows.length !== events.length) throw new Error(`the store answered ${rows.length} of ${events.length} events`);
    return outcomes;
  }

  /**
   * Records what a signed read of the invoice answered (moving it forward only, its payment passed on with the
   * change); returns the status now known.
   */
  async recordRead(
    invoiceId: string,
    status: string,
    occurredAt: number,
    payment?: UpdatePayment,
  ): Promise<InvoiceState> {
    await this.#sql.query("SELECT seq FROM relay_advance_invoice($1, $2, $3, $4, $5, $6, $7)", [
      invoiceId,
      status,
      statusRank(status),
      occurredAt,
      `read_${invoiceId}_${status}`,
      this.#now(),
      payment === undefined ? null : JSON.stringify(payment),
    ]);
    const state = await this.invoice(invoiceId);
    if (!state) throw new Error(`invoice ${invoiceId} vanished`);
    return state;
  }

  async invoice(invoiceId: string): Promise<InvoiceState | null> {
    const [row] = await this.#sql.query<Record<string, unknown>>(
      "SELECT invoice_id, status, updated_at FROM relay_invoices WHERE invoice_id = $1",
      [invoiceId],
    );
    return row
      ? { invoice_id: String(row.invoice_id), status: String(row.status), updated_at: num(row.updated_at) }
      : null;
  }

  /** The stream's changes after `seq`, oldest first, at most `limit`. */
  async updatesAfter(seq: number, limit = 500): Promise<InvoiceUpdate[]> {
    const rows = await this.#sql.query<Record<string, unknown>>(
      `SELECT seq, invoice_id, status, event_id, occurred_at, payment FROM relay_invoice_updates
       WHERE seq > $1 ORDER BY seq LIMIT $2`,
      [seq, limit],
    );
    return rows.map(updateOf);
  }

  async lastSeq(): Promise<number> {
    const [row] = await this.#sql.query<{ seq: unknown }>(
      "SELECT COALESCE(MAX(seq), 0) AS seq FROM relay_invoice_updates",
    );
    return num(row?.seq ?? 0);
  }

  /** How many events are stored (for tests and the bench: a redelivery adds none). */
  async eventCount(): Promise<number> {
    const [row] = await this.#sql.query<{ n: unknown }>("SELECT COUNT(*) AS n FROM relay_webhook_events");
    return num(row?.n ?? 0);
  }

  /**
   * Calls `wake` with the change's number whenever any instance committed a change to the stream, and with null once
   * after a lost connection (anything may have been missed).
   */
  onUpdates(wake: (seq: number | null) => void): Promise<() => Promise<void>> {
    return this.#sql.listen(UPDATES_CHANNEL, (payload) => wake(/^\d+$/.test(payload) ? Number(payload) : null));
  }

  /** Calls `revoked` with the device id whenever any instance revoked a device. */
  onDeviceRevoked(revoked: (deviceId: string) => void): Promise<() => Promise<void>> {
    return this.#sql.listen(REVOKED_CHANNEL, (payload) => {
      if (payload !== "") revoked(payload);
    });
  }

  // --- Pairing and devices ----------------------------------------------------------------------------------------

  async createPairing(codeHash: string, name: string, expiresAt: number): Promise<void> {
    await this.#sql.query(
      "INSERT INTO relay_pairings (code_hash, name, created_at, expires_at) VALUES ($1, $2, $3, $4)",
      [codeHash, name, this.#now(), expiresAt],
    );
  }

  /**
   * Trades an unused, unexpired pairing code for a new device, in one transaction: a code works once, even when two
   * tablets present it at the same moment. Null when the code is unknown, used or expired.
   */
  redeemPairing(codeHash: string, deviceId: string, tokenHash: string): Promise<Device | null> {
    return this.#sql.transaction(async (tx) => {
      const now = this.#now();
      const [pairing] = await tx.query<{ name: string }>(
        `UPDATE relay_pairings SET used_at = $2 WHERE code_hash = $1 AND used_at IS NULL AND expires_at > $2
         RETURNING name`,
        [codeHash, now],
      );
      if (!pairing) return null;
      const [row] = await tx.query<Record<string, unknown>>(
        `INSERT INTO relay_devices (device_id, name, token_hash, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4)
         RETURNING device_id, name, created_at, last_seen_at, revoked_at`,
        [deviceId, pairing.name, tokenHash, now],
      );
      return deviceOf(row!);
    });
  }

  /** The device holding this token, revoked or not; null for a token no device holds. */
  async deviceByTokenHash(tokenHash: string): Promise<Device | null> {
    const [row] = await this.#sql.query<Record<string, unknown>>(
      "SELECT device_id, name, created_at, last_seen_at, revoked_at FROM relay_devices WHERE token_hash = $1",
      [tokenHash],
    );
    return row ? deviceOf(row) : null;
  }

  async touchDevice(deviceId: string): Promise<void> {
    await this.#sql.query("UPDATE relay_devices SET last_seen_at = $2 WHERE device_id = $1", [deviceId, this.#now()]);
  }

  async listDevices(): Promise<Device[]> {
    const rows = await this.#sql.query<Record<string, unknown>>(
      "SELECT device_id, name, created_at, last_seen_at, revoked_at FROM relay_devices ORDER BY created_at, device_id",
    );
    return rows.map(deviceOf);
  }

  /** Revokes the device and tells every instance (their streams of it close); false when no such device. */
  revokeDevice(deviceId: string): Promise<boolean> {
    return this.#sql.transaction(async (tx) => {
      const [row] = await tx.query<{ device_id: string }>(
        "UPDATE relay_devices SET revoked_at = COALESCE(revoked_at, $2) WHERE device_id = $1 RETURNING device_id",
        [deviceId, this.#now()],
      );
      if (!row) return false;
      await tx.query("SELECT pg_notify($1, $2)", [REVOKED_CHANNEL, deviceId]);
      return true;
    });
  }

  // --- Sales ------------------------------------------------------------------------------------------------------

  /** Stores the tablet's record of one sale, replacing what it sent for that sale before. */
  async putSale(deviceId: string, saleId: string, saleDate: string, record: string): Promise<void> {
    await this.#sql.query(
      `INSERT INTO relay_sales (device_id, sale_id, sale_date, record, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (device_id, sale_id) DO UPDATE SET sale_date = $3, record = $4, updated_at = $5`,
      [deviceId, saleId, saleDate, record, this.#now()],
    );
  }

  /** Every device's sales of the day, oldest first by when the relay last heard of them. */
  async salesOfDay(date: string): Promise<StoredSale[]> {
    const rows = await this.#sql.query<Record<string, unknown>>(
      `SELECT s.device_id, d.name AS device_name, s.sale_id, s.sale_date, s.record
       FROM relay_sales s JOIN relay_devices d ON d.device_id = s.device_id
       WHERE s.sale_date = $1 ORDER BY s.updated_at, s.device_id, s.sale_id`,
      [date],
    );
    return rows.map((r) => ({
      device_id: String(r.device_id),
      device_name: String(r.device_name),
      sale_id: String(r.sale_id),
      sale_date: String(r.sale_date),
      record: String(r.record),
    }));
  }
}
