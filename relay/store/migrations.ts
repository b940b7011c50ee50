/**
 * The relay's schema as numbered migrations, applied in order at start. Each runs once, recorded in
 * relay_schema_migrations; several instances starting together on one PostgreSQL take turns (an advisory lock held
 * for the migrating transaction), so exactly one applies each step. Never edit a released step: add the next.
 */
import type { SqlClient } from "./sql.ts";

/** Times are Unix milliseconds in bigint columns, and JSON is kept as text: the same values from both drivers. */
export const MIGRATIONS: readonly { readonly version: number; readonly name: string; readonly sql: string }[] = [
  {
    version: 1,
    name: "events, invoices, devices, pairings, sales",
    sql: `
CREATE TABLE relay_webhook_events (
  event_id    text PRIMARY KEY,
  event_type  text NOT NULL,
  occurred_at bigint NOT NULL,
  body        text NOT NULL,
  received_at bigint NOT NULL
);
CREATE TABLE relay_invoices (
  invoice_id  text PRIMARY KEY,
  status      text NOT NULL,
  occurred_at bigint NOT NULL,
  updated_at  bigint NOT NULL
);
CREATE TABLE relay_invoice_updates (
  seq         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  invoice_id  text NOT NULL,
  status      text NOT NULL,
  event_id    text NOT NULL,
  occurred_at bigint NOT NULL,
  created_at  bigint NOT NULL
);
CREATE TABLE relay_devices (
  device_id    text PRIMARY KEY,
  name         text NOT NULL,
  token_hash   text NOT NULL UNIQUE,
  created_at   bigint NOT NULL,
  last_seen_at bigint,
  revoked_at   bigint
);
CREATE TABLE relay_pairings (
  code_hash  text PRIMARY KEY,
  name       text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at    bigint
);
CREATE TABLE relay_sales (
  device_id  text NOT NULL REFERENCES relay_devices (device_id),
  sale_id    text NOT NULL,
  sale_date  text NOT NULL,
  record     text NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (device_id, sale_id)
);
CREATE INDEX relay_sales_by_date ON relay_sales (sale_date);
`,
  },
];

/** Any constant will do: it names the lock every instance takes to migrate. */
const MIGRATION_LOCK = 3_900_001;

/** Applies the migrations not yet applied; returns the schema version now in force. */
export async function migrate(sql: SqlClient, now: number): Promise<number> {
  return sql.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.query(
      "CREATE TABLE IF NOT EXISTS relay_schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)",
    );
    const rows = await tx.query<{ version: number | string }>("SELECT version FROM relay_schema_migrations");
    const applied = new Set(rows.map((r) => Number(r.version)));
    const newest = Math.max(0, ...applied);
    const known = MIGRATIONS.at(-1)?.version ?? 0;
    if (newest > known)
      throw new Error(
        `the database's schema is version ${newest}, newer than this relay knows (${known}): run the newer relay`,
      );
    for (const m of MIGRATIONS) {
      if (applied.has(m.version)) continue;
      for (const statement of m.sql.split(";").map((s) => s.trim())) if (statement !== "") await tx.query(statement);
      await tx.query("INSERT INTO relay_schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
        m.version,
        m.name,
        now,
      ]);
    }
    return known;
  });
}
