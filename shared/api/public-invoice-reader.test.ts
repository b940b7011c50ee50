// The lean reader the widget bundles must accept, refuse and strip exactly like PublicInvoiceSchema (zod).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NETWORK_CODES } from "./networks.ts";
import { readPublicInvoice } from "./public-invoice-reader.ts";
import { INVOICE_STATUSES, PublicInvoiceSchema } from "./schemas.ts";

const invoice = {
  invoice_id: "inv_74BPZFhr9qy9Uz2fbRkdJX",
  project_id: "prj_demo_shop",
  status: "awaiting_payment",
  is_final: false,
  is_test: true,
  payment_url: "http://localhost:4010/pay/inv_74BPZFhr9qy9Uz2fbRkdJX",
  order: { external_id: "order-1", amount: "10.50", currency: "USD", network: "TRC20" },
  payment: {
    currency: "USDT",
    network: "TRC20",
    chain_id: "728126428",
    contract_address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    expected: "10.50",
    address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    exchange_rate: "1",
    paid: "0",
    remaining: "10.50",
    fee: "0.10",
    net: "10.40",
    transfers: [{ tx_hash: "abc", amount: "1", status: "confirming", created_at: 1700000100, required_confirmations: 19 }],
  },
  payment_methods: [{ currency: "USDT", network: "TRC20", chain_id: "728126428", minimum_amount: "1" }],
  created_at: 1700000000,
  updated_at: 1700000100,
  expires_at: 1700000900,
};

/** Both readers' verdict on the same JSON: the value when accepted, "refused" otherwise. */
function both(json: unknown): [unknown, unknown] {
  const zod = PublicInvoiceSchema.safeParse(json);
  const lean = readPublicInvoice(json);
  return [zod.success ? zod.data : "refused", lean.ok ? lean.value : "refused"];
}

/** Every path to a value inside `v` (objects and arrays), root excluded. */
function paths(v: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof v !== "object" || v === null) return [];
  return Object.entries(v).flatMap(([k, child]) => {
    const p = [...prefix, Array.isArray(v) ? Number(k) : k];
    return [p, ...paths(child, p)];
  });
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === DELETE && Array.isArray(node)) node.splice(Number(last), 1); // what JSON can express: no holes
  else if (value === DELETE) delete node[last];
  else node[last] = value;
  return copy;
}
const DELETE = Symbol("delete");

const replacement = fc.oneof(
  fc.constant(DELETE),
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -1, 1.5),
  fc.string(),
  fc.constantFrom("0", "10.50", "1e5", "-1", "01", ".5", "inv_", "inv_x", "prj_", "prj_y", "paid", "refunded", ...NETWORK_CODES, "BTC"),
  fc.constant([]),
  fc.constant({}),
);

describe("readPublicInvoice", () => {
  it("reads the api-gaps shape like PublicInvoiceSchema: fee and net dropped, methods dropped after awaiting_client", () => {
    const [zod, lean] = both(invoice);
    expect(lean).toEqual(zod);
    expect(lean).not.toHaveProperty("payment.fee");
    expect(lean).not.toHaveProperty("payment_methods");
    const [zodAc, leanAc] = both({ ...invoice, status: "awaiting_client", payment: undefined });
    expect(leanAc).toEqual(zodAc);
    expect(leanAc).toHaveProperty("payment_methods", invoice.payment_methods);
  });

  it("says where the body is wrong", () => {
    const read = readPublicInvoice({ ...invoice, payment: { ...invoice.payment, expected: 10.5 } });
    expect(read).toEqual({ ok: false, issues: ["payment.expected: expected decimal string"] });
    expect(readPublicInvoice("<html>")).toEqual({ ok: false, issues: ["(root): expected object"] });
  });

  it("agrees with PublicInvoiceSchema on every status with one field changed, removed or added anywhere", () => {
    const all = paths(invoice);
    fc.assert(
      fc.property(fc.constantFrom(...INVOICE_STATUSES), fc.constantFrom(...all), replacement, fc.boolean(), (status, path, value, extraKey) => {
        let json = setAt({ ...invoice, status }, path, value);
        if (extraKey) json = setAt(json, [...path.slice(0, -1), "added_by_a_newer_server"], value);
        const [zod, lean] = both(json);
        expect(lean).toEqual(zod);
      }),
      { numRuns: 2000 },
    );
  });

  it("agrees on any JSON value at all", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const [zod, lean] = both(json);
        expect(lean).toEqual(zod);
      }),
    );
  });
});
