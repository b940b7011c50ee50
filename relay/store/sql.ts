/**
 * The one SQL connection the relay's store speaks through, with two implementations running identical SQL: PGlite
 * (PostgreSQL compiled to WebAssembly, in-process, in a folder on disk: nothing to install) and a real PostgreSQL
 * server through `pg`. LISTEN/NOTIFY works on both, so the store's fan-out is written once.
 */
import { mkdirSync } from "node:fs";

export type StoreKind = "embedded" | "postgres";

export interface SqlQueries {
  /** Runs one statement with $1… parameters and returns its rows. */
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface SqlClient extends SqlQueries {
  readonly kind: StoreKind;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlQueries) => Promise<T>): Promise<T>;
  /** Calls `onPayload` for each NOTIFY on the channel (from any connection, this one included); returns the unsubscriber. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The embedded store: PGlite on a folder of its own (created when missing). */
export async function openEmbedded(dataDir: string): Promise<SqlClient> {
  mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(dataDir);
  return {
    kind: "embedded",
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await db.query<Row>(text, [...params])).rows;
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(text: string, params: readonly unknown[] = []) =>
            (await tx.query<Row>(text, [...params])).rows,
        }),
      ),
    async listen(channel, onPayload) {
      const unsubscribe = await db.listen(channel, onPayload);
      return () => unsubscribe();
    },
    close: () => db.close(),
  };
}

/** A PostgreSQL server: a pool for queries, one dedicated connection held open for LISTEN (re-opened when lost). */
export async function openPostgres(databaseUrl: string): Promise<SqlClient> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // A server that goes away errors idle clients; the pool replaces them, and the next query says what went wrong.
  pool.on("error", () => undefined);
  await pool.query("SELECT 1");

  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listener: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const connectListener = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", (n) => {
      for (const fn of listeners.get(n.channel) ?? []) fn(n.payload ?? "");
    });
    client.on("error", () => {
      // The connection dropped: LISTEN again on a new one. Events notified meanwhile are not lost: every
      // subscriber reads the store from its last position when the next notification (or a resubscribe) wakes it.
      if (listener === client) listener = null;
      void client.end().catch(() => undefined);
      if (!closed) reconnectTimer = setTimeout(() => void connectListener().catch(() => undefined), 500);
    });
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    listener = client;
    // After a reconnect, wake every subscriber once so it catches up with what was notified while deaf.
    for (const [, fns] of listeners) for (const fn of fns) fn("");
  };
  await connectListener();

  return {
    kind: "postgres",
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await pool.query(text, [...params])).rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work({
          query: async <Row>(text: string, params: readonly unknown[] = []) =>
            (await client.query(text, [...params])).rows as Row[],
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      let fns = listeners.get(channel);
      if (!fns) {
        fns = new Set();
        listeners.set(channel, fns);
        await listener?.query(`LISTEN ${quoteIdent(channel)}`);
      }
      fns.add(onPayload);
      return () => {
        fns.delete(onPayload);
        return Promise.resolve();
      };
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a channel name: ${name}`);
  return `"${name}"`;
}
