/**
 * Reads a public invoice out of JSON with the same rules as PublicInvoiceSchema, in a few hundred bytes: the
 * widget's bundle (25 KB for everything) cannot carry zod, and this is the one response shape it reads.
 * public-invoice-reader.test.ts holds it to PublicInvoiceSchema on generated and mutated invoices.
 */

import { DECIMAL_PATTERN } from "./decimal.ts";
import { NETWORK_CODES } from "./chains.ts";
import type { PublicInvoice } from "./schemas.ts";
import { INVOICE_STATUSES, TRANSFER_STATUSES } from "./statuses.ts";

export type ReadResult<T> = { ok: true; value: T } | { ok: false; issues: string[] };

/** A check that returns the (stripped) value or throws where and why it failed. */
type Reader = (value: unknown, path: string) => unknown;

class ReadIssue extends Error {}

const fail = (path: string, expected: string): never => {
  throw new ReadIssue(`${path || "(root)"}: expected ${expected}`);
};

const is = (expected: string, test: (v: unknown) => boolean): Reader => (v, path) => (test(v) ? v : fail(path, expected));

const str = is("string", (v) => typeof v === "string");
const bool = is("boolean", (v) => typeof v === "boolean");
/** Integer Unix seconds and counts: what zod's int() accepts (a safe integer). */
const int = is("integer", Number.isSafeInteger);
const decimal = is("decimal string", (v) => typeof v === "string" && DECIMAL_PATTERN.test(v));
const oneOf = (list: readonly string[]) => is(list.join("|"), (v) => list.includes(v as string));
const id = (prefix: string) => is(`${prefix}…`, (v) => typeof v === "string" && v.length > prefix.length && v.startsWith(prefix));
const network = oneOf(NETWORK_CODES);

/** Marks a key optional: absent (or undefined) passes and reads as undefined, which obj leaves out. */
const opt = (r: Reader): Reader => (v, path) => (v === undefined ? v : r(v, path));

/**
 * An object with these keys (unknown keys are dropped, like zod's default object). Only an optional key reads as
 * undefined (every other reader throws on it), so a key that reads undefined is one to leave absent.
 */
const obj = (shape: Record<string, Reader>): Reader => (v, path) => {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return fail(path, "object");
  const out: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(shape)) {
    const value = read((v as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
    if (value !== undefined) out[key] = value;
  }
  return out;
};

const arr = (item: Reader): Reader => (v, path) =>
  Array.isArray(v) ? v.map((x, i) => item(x, `${path}.${i}`)) : fail(path, "array");

const transfer = obj({
  tx_hash: str,
  amount: decimal,
  status: oneOf(TRANSFER_STATUSES),
  created_at: int,
  confirmed_at: opt(int),
  required_confirmations: opt(int),
  confirmations: opt(int),
  explorer_url: opt(str),
});

const invoice = obj({
  invoice_id: id("inv_"),
  project_id: id("prj_"),
  status: oneOf(INVOICE_STATUSES),
  is_final: bool,
  is_test: bool,
  payment_url: str,
  order: obj({ external_id: str, client_id: opt(str), amount: decimal, currency: str, network: opt(network) }),
  created_at: int,
  updated_at: int,
  expires_at: opt(int),
  completed_at: opt(int),
  // No fee or net: what the customer may see of a payment (those keys are dropped like any unknown one).
  payment: opt(
    obj({
      currency: str,
      network,
      chain_id: str,
      contract_address: opt(str),
      expected: decimal,
      address: opt(str),
      exchange_rate: opt(decimal),
      paid: opt(decimal),
      remaining: opt(decimal),
      transfers: opt(arr(transfer)),
    }),
  ),
  payment_methods: opt(arr(obj({ currency: str, network, chain_id: str, minimum_amount: opt(decimal) }))),
});

/**
 * The invoice as the widget and terminal see it, or the first thing wrong with it. payment_methods are kept only
 * while awaiting_client: a screen must never offer a choice the invoice can no longer take.
 */
export function readPublicInvoice(json: unknown): ReadResult<PublicInvoice> {
  try {
    const value = invoice(json, "") as PublicInvoice;
    if (value.status !== "awaiting_client") delete value.payment_methods;
    return { ok: true, value };
  } catch (e) {
    if (e instanceof ReadIssue) return { ok: false, issues: [e.message] };
    throw e;
  }
}
