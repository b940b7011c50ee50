/**
 * The relay's schema as numbered migrations, applied in order at start. Each runs once, recorded in
 * relay_schema_migrations; several instances starting together on one PostgreSQL take turns (an advisory lock held
 * for the migrating transaction), so exactly one applies each step. Never edit a released step: add the next.
 */
import type { SqlClient } from "./sql.ts";

/** Times are Unix milliseconds in bigint columns, and JSON is kept as text: the same values from both drivers. */
export const MIGRATIONS: readonly {
  readonly version: number;
  readonly name: string;
  /** Run in order, in the migrating transaction. */
  readonly statements: readonly string[];
}[] = [
  {
    version: 1,
    name: "events, invoices, devices, pairings, sales",
    statements: statementsOf(`
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
`),
  },
  {
    version: 2,
    name: "one round trip per webhook: status ranks and the intake as functions",
    // The same SQL and PL/pgSQL on PGlite and PostgreSQL; a function's body is one statement.
    statements: [
      `ALTER TABLE relay_invoices ADD COLUMN status_rank smallint NOT NULL DEFAULT 0`,
      // The invoice's payment (JSON text) when the change came from a read of the invoice: tablets show its figures.
      `ALTER TABLE relay_invoice_updates ADD COLUMN payment text`,
      `-- The ranks of the statuses known when this step was written (relay/status-order.ts gives them from now on).
UPDATE relay_invoices SET status_rank = CASE
  WHEN status IN ('paid', 'paid_over', 'underpaid', 'expired', 'cancelled') THEN 3
  WHEN status IN ('confirming', 'underpaid_waiting') THEN 2
  WHEN status = 'awaiting_payment' THEN 1
  ELSE 0 END`,
      `-- Moves an invoice to a status when that is a move forward, numbering the change and announcing it on commit; returns
-- the change, or no row when the status is no news. relay/status-order.ts states the rule; this is its SQL.
CREATE FUNCTION relay_advance_invoice(
  p_invoice_id text, p_status text, p_rank smallint, p_occurred_at bigint, p_event_id text, p_now bigint,
  p_payment text DEFAULT NULL
) RETURNS SETOF relay_invoice_updates LANGUAGE plpgsql AS $$
DECLARE
  moved integer;
  change relay_invoice_updates;
BEGIN
  -- The upsert locks the invoice's row whether or not it moves, and its WHERE reads the row as last committed: two
  -- deliveries about one invoice decide one after the other.
  INSERT INTO relay_invoices AS known (invoice_id, status, status_rank, occurred_at, updated_at)
  VALUES (p_invoice_id, p_status, p_rank, p_occurred_at, p_now)
  ON CONFLICT (invoice_id) DO UPDATE
    SET status = EXCLUDED.status, status_rank = EXCLUDED.status_rank, occurred_at = EXCLUDED.occurred_at,
        updated_at = EXCLUDED.updated_at
    WHERE known.status <> EXCLUDED.status
      AND (EXCLUDED.status_rank > known.status_rank
        -- Same rank: only confirming <-> underpaid_waiting, and only for news no older than what is known.
        OR (EXCLUDED.status_rank = known.status_rank AND known.status_rank = 2
          AND EXCLUDED.occurred_at >= known.occurred_at));
  GET DIAGNOSTICS moved = ROW_COUNT;
  IF moved = 0 THEN
    RETURN;
  END IF;
  -- Numbers are handed out under a lock held until commit, so a reader that has seen number n has seen every number
  -- below it: a stream that resumes after n misses nothing committed later with a smaller number.
  PERFORM pg_advisory_xact_lock(3900002);
  INSERT INTO relay_invoice_updates (invoice_id, status, event_id, occurred_at, created_at, payment)
  VALUES (p_invoice_id, p_status, p_event_id, p_occurred_at, p_now, p_payment)
  RETURNING * INTO change;
  PERFORM pg_notify('relay_invoice_updates', change.seq::text);
  RETURN NEXT change;
END
$$`,
      `-- One webhook's intake in one statement: the event stored once per event_id, then its invoice moved forward. One row:
-- stored false for a redelivery; stored true with the change's columns, all null when the status was no news or the
-- event is not about an invoice (p_invoice_id null).
CREATE FUNCTION relay_record_event(
  p_event_id text, p_event_type text, p_occurred_at bigint, p_body text, p_now bigint,
  p_invoice_id text, p_status text, p_rank smallint
) RETURNS TABLE (stored boolean, seq bigint, invoice_id text, status text, event_id text, occurred_at bigint)
LANGUAGE plpgsql AS $$
DECLARE
  change relay_invoice_updates;
BEGIN
  INSERT INTO relay_webhook_events (event_id, event_type, occurred_at, body, received_at)
  VALUES (p_event_id, p_event_type, p_occurred_at, p_body, p_now)
  ON CONFLICT ON CONSTRAINT relay_webhook_events_pkey DO NOTHING;
  IF NOT FOUND THEN
    RETURN QUERY SELECT false, NULL::bigint, NULL::text, NULL::text, NULL::text, NULL::bigint;
    RETURN;
  END IF;
  IF p_invoice_id IS NOT NULL THEN
    SELECT * INTO change FROM relay_advance_invoice(p_invoice_id, p_status, p_rank, p_occurred_at, p_event_id, p_now);
  END IF;
  RETURN QUERY SELECT true, change.seq, change.invoice_id, change.status, change.event_id, change.occurred_at;
END
$$`,
    ],
  },
  {
    version: 3,
    name: "group commit: many webhooks in one statement, numbering lock taken first",
    statements: [
      `-- The numbering lock is now taken before the invoice's row: every writer of invoices (a batch of webhooks, a read)
-- takes this lock first and rows after it, so two writers never wait for each other in opposite orders.
CREATE OR REPLACE FUNCTION relay_advance_invoice(
  p_invoice_id text, p_status text, p_rank smallint, p_occurred_at bigint, p_event_id text, p_now bigint,
  p_payment text DEFAULT NULL
) RETURNS SETOF relay_invoice_updates LANGUAGE plpgsql AS $$
DECLARE
  moved integer;
  change relay_invoice_updates;
BEGIN
  -- Numbers are handed out under this lock, held until commit, so a reader that has seen number n has seen every
  -- number below it: a stream that resumes after n misses nothing committed later with a smaller number.
  PERFORM pg_advisory_xact_lock(3900002);
  INSERT INTO relay_invoices AS known (invoice_id, status, status_rank, occurred_at, updated_at)
  VALUES (p_invoice_id, p_status, p_rank, p_occurred_at, p_now)
  ON CONFLICT (invoice_id) DO UPDATE
    SET status = EXCLUDED.status, status_rank = EXCLUDED.status_rank, occurred_at = EXCLUDED.occurred_at,
        updated_at = EXCLUDED.updated_at
    WHERE known.status <> EXCLUDED.status
      AND (EXCLUDED.status_rank > known.status_rank
        -- Same rank: only confirming <-> underpaid_waiting, and only for news no older than what is known.
        OR (EXCLUDED.status_rank = known.status_rank AND known.status_rank = 2
          AND EXCLUDED.occurred_at >= known.occurred_at));
  GET DIAGNOSTICS moved = ROW_COUNT;
  IF moved = 0 THEN
    RETURN;
  END IF;
  INSERT INTO relay_invoice_updates (invoice_id, status, event_id, occurred_at, created_at, payment)
  VALUES (p_invoice_id, p_status, p_event_id, p_occurred_at, p_now, p_payment)
  RETURNING * INTO change;
  PERFORM pg_notify('relay_invoice_updates', change.seq::text);
  RETURN NEXT change;
END
$$`,
      `-- A batch of webhooks' intake in one statement, so in one transaction: the events in the arrays' order, each stored
-- once per event_id (a second one of the same id in the batch is a redelivery) and its invoice moved forward, as
-- relay_record_event does for one. One row per event, numbered by its place (1…): stored false for a redelivery;
-- stored true with the change's columns, all null when the status was no news or the event is not about an invoice.
-- The numbering lock is taken first, before any row: batches of several instances go one after the other.
CREATE FUNCTION relay_record_events(
  p_event_ids text[], p_event_types text[], p_occurred_ats bigint[], p_bodies text[], p_now bigint,
  p_invoice_ids text[], p_statuses text[], p_ranks smallint[]
) RETURNS TABLE (place integer, stored boolean, seq bigint, invoice_id text, status text, event_id text,
  occurred_at bigint)
LANGUAGE plpgsql AS $$
DECLARE
  change relay_invoice_updates;
  i integer;
BEGIN
  PERFORM pg_advisory_xact_lock(3900002);
  FOR i IN 1 .. COALESCE(array_length(p_event_ids, 1), 0) LOOP
    INSERT INTO relay_webhook_events (event_id, event_type, occurred_at, body, received_at)
    VALUES (p_event_ids[i], p_event_types[i], p_occurred_ats[i], p_bodies[i], p_now)
    ON CONFLICT ON CONSTRAINT relay_webhook_events_pkey DO NOTHING;
    IF NOT FOUND THEN
      RETURN QUERY SELECT i, false, NULL::bigint, NULL::text, NULL::text, NULL::text, NULL::bigint;
      CONTINUE;
    END IF;
    change := NULL;
    IF p_invoice_ids[i] IS NOT NULL THEN
      SELECT * INTO change FROM relay_advance_invoice(
        p_invoice_ids[i], p_statuses[i], p_ranks[i], p_occurred_ats[i], p_event_ids[i], p_now);
    END IF;
    RETURN QUERY SELECT i, true, change.seq, change.invoice_id, change.status, change.event_id, change.occurred_at;
  END LOOP;
END
$$`,
    ],
  },
  {
    version: 4,
    name: "webhook events pass the invoice's payment on with the change",
    statements: [
      // Replaced, not overloaded: a relay of this version calls it with the payments, and one function of the name
      // keeps the calls unambiguous.
      `DROP FUNCTION relay_record_events(text[], text[], bigint[], text[], bigint, text[], text[], smallint[])`,
      `-- As in migration 3, and each event's payment (JSON text, or null) stored with the change it makes and returned
-- with it, so tablets get the token, network and amounts the invoice event carried.
CREATE FUNCTION relay_record_events(
  p_event_ids text[], p_event_types text[], p_occurred_ats bigint[], p_bodies text[], p_now bigint,
  p_invoice_ids text[], p_statuses text[], p_ranks smallint[], p_payments text[]
) RETURNS TABLE (place integer, stored boolean, seq bigint, invoice_id text, status text, event_id text,
  occurred_at bigint, payment text)
LANGUAGE plpgsql AS $$
DECLARE
  change relay_invoice_updates;
  i integer;
BEGIN
  PERFORM pg_advisory_xact_lock(3900002);
  FOR i IN 1 .. COALESCE(array_length(p_event_ids, 1), 0) LOOP
    INSERT INTO relay_webhook_events (event_id, event_type, occurred_at, body, received_at)
    VALUES (p_event_ids[i], p_event_types[i], p_occurred_ats[i], p_bodies[i], p_now)
    ON CONFLICT ON CONSTRAINT relay_webhook_events_pkey DO NOTHING;
    IF NOT FOUND THEN
      RETURN QUERY SELECT i, false, NULL::bigint, NULL::text, NULL::text, NULL::text, NULL::bigint, NULL::text;
      CONTINUE;
    END IF;
    change := NULL;
    IF p_invoice_ids[i] IS NOT NULL THEN
      SELECT * INTO change FROM relay_advance_invoice(
        p_invoice_ids[i], p_statuses[i], p_ranks[i], p_occurred_ats[i], p_event_ids[i], p_now, p_payments[i]);
    END IF;
    RETURN QUERY SELECT i, true, change.seq, change.invoice_id, change.status, change.event_id, change.occurred_at,
      change.payment;
  END LOOP;
END
$$`,
    ],
  },
];

/** Statements without semicolons of their own, in one text. */
function statementsOf(sql: string): string[] {
  return sql
    .split(";")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

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
      for (const statement of m.statements) await tx.query(statement);
      await tx.query("INSERT INTO relay_schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
        m.version,
        m.name,
        now,
      ]);
    }
    return known;
  });
}
