import { describe, expect, it } from "vitest";
import { detailsRows, detailsText } from "./final-details-rows.ts";
import { translator, widgetTexts } from "../../i18n/locale.ts";
import { paymentRecordTexts } from "../../../shared/i18n/customer/payment-record-texts.ts";
import { finalDetailsEn } from "../../i18n/ending-messages.ts";
import { invoiceAt } from "../../../shared/test/checkout-fixtures.ts";
import { SUPPORTED_LOCALES } from "../../../shared/i18n/supported-locales.ts";

widgetTexts.addEnglish({ ...paymentRecordTexts, ...finalDetailsEn });
const t = translator("en");

const transfer = (tx_hash: string, amount: string, explorer_url?: string) => ({
  tx_hash,
  amount,
  status: "confirmed" as const,
  created_at: 1_767_000_000,
  ...(explorer_url === undefined ? {} : { explorer_url }),
});

describe("the final screen's details", () => {
  it("lists shop, order, invoice, order amount, network, asked, arrived, time and each transfer, and copies them as plain lines", () => {
    const invoice = invoiceAt("paid", {
      merchant_name: "Demo shop",
      completed_at: 1_767_000_120,
      payment: {
        paid: "25.000000",
        transfers: [
          transfer("0xaaa", "20.000000", "https://tronscan.org/#/transaction/0xaaa"),
          transfer("0xbbb", "5.000000", "https://tronscan.org/#/transaction/0xbbb"),
        ],
      },
    });
    const rows = detailsRows(invoice, t, "en");
    expect(rows.map((r) => `${r.label}: ${r.shown}`)).toEqual([
      "Shop: Demo shop",
      "Order reference: order-1",
      "Invoice: inv_74BPZFhr9qy9Uz2fbRkdJX",
      "Order amount: $25.00",
      // A sandbox invoice: its testnet, with the network's code support searches by.
      "Network: Tron Nile testnet (TRC20)",
      "Asked: 25.000000 USDT",
      "Arrived: 25.000000 USDT",
      `Time: ${new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(1_767_000_120_000)}`,
      "Transfer 1: 20.000000 USDT",
      "Transfer 2: 5.000000 USDT",
    ]);
    expect(rows[8]?.explorer).toEqual({
      href: "https://tronscan.org/#/transaction/0xaaa",
      text: "View transfer 1 on the explorer",
    });
    expect(detailsText(rows)).toBe(
      [
        "Shop: Demo shop",
        "Order reference: order-1",
        "Invoice: inv_74BPZFhr9qy9Uz2fbRkdJX",
        "Order amount: 25.00 USD",
        "Network: Tron Nile testnet (TRC20)",
        "Asked: 25.000000 USDT",
        "Arrived: 25.000000 USDT",
        // Support reads the time in UTC, whatever the customer's time zone.
        "Time: 2025-12-29T09:22:00.000Z",
        "Transfer 1: 20.000000 USDT 0xaaa https://tronscan.org/#/transaction/0xaaa",
        "Transfer 2: 5.000000 USDT 0xbbb https://tronscan.org/#/transaction/0xbbb",
      ].join("\n"),
    );
  });

  it("gives the order's amount and no network when no method was chosen", () => {
    const rows = detailsRows(invoiceAt("expired", { payment: null }), t, "en");
    expect(detailsText(rows)).toBe(
      "Order reference: order-1\nInvoice: inv_74BPZFhr9qy9Uz2fbRkdJX\nOrder amount: 25.00 USD\nTime: 2023-11-14T22:13:20.000Z",
    );
  });

  it("says 0 arrived for an expired payment nobody sent", () => {
    expect(detailsText(detailsRows(invoiceAt("expired"), t, "en"))).toContain("Arrived: 0 USDT");
  });

  it("links an explorer only over https (http on localhost); a javascript:, data: or public http: one is not linked", () => {
    const urls = [
      "javascript:alert(1)",
      "http://explorer.example/tx/1",
      "data:text/html,x",
      "not a url",
      "http://explorer.localhost/tx/1",
      "http://localhost:4010/tx/1",
    ];
    const invoice = invoiceAt("underpaid", {
      payment: { paid: "1", transfers: urls.map((u, i) => transfer(`0x${i}`, "1", u)) },
    });
    const rows = detailsRows(invoice, t, "en").slice(7);
    // http on a *.localhost name is refused, as a return address always was: one rule for every link (page-link.ts).
    expect(rows.map((r) => r.explorer?.href)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      "http://localhost:4010/tx/1",
    ]);
    // The refused link is not in the copied text either; the hash still is.
    expect(detailsText(rows)).not.toContain("javascript:");
    expect(detailsText(rows)).toContain("Transfer 1: 1 USDT 0x0");
  });

  it("shows and copies a reference, hash and link a stranger chose as one line each: no forged line, no reordering", () => {
    const invoice = invoiceAt("underpaid", {
      order: {
        ...invoiceAt("underpaid").order,
        external_id: "order-1\nSupport: call +1 555 0100 to claim your refund\u202E",
      },
      payment: {
        paid: "1",
        transfers: [
          transfer("0xabc\r\nArrived: 25 USDT", "1", "https://tronscan.org/#/tx/1\nRefund desk: +1 555 0100"),
        ],
      },
    });
    const rows = detailsRows(invoice, t, "en");
    const order = rows.find((row) => row.label === "Order reference");
    const firstTransfer = rows.find((row) => row.label === "Transfer 1");
    expect(order?.shown).toBe("order-1 Support: call +1 555 0100 to claim your refund");
    expect(firstTransfer?.txHash).toBe("0xabc Arrived: 25 USDT");
    expect(firstTransfer?.explorer?.href).toBe("https://tronscan.org/#/tx/1Refund%20desk:%20+1%20555%200100");
    const lines = detailsText(rows).split("\n");
    expect(lines).toEqual([
      "Order reference: order-1 Support: call +1 555 0100 to claim your refund",
      "Invoice: inv_74BPZFhr9qy9Uz2fbRkdJX",
      "Order amount: 25.00 USD",
      "Network: Tron Nile testnet (TRC20)",
      "Asked: 25.000000 USDT",
      "Arrived: 1 USDT",
      "Time: 2023-11-14T22:13:20.000Z",
      "Transfer 1: 1 USDT 0xabc Arrived: 25 USDT https://tronscan.org/#/tx/1Refund%20desk:%20+1%20555%200100",
    ]);
  });

  it.each(SUPPORTED_LOCALES)(
    "in %s, a multi-line reference stays on its own row and the copied text has one line per row",
    async (locale) => {
      await widgetTexts.load(locale);
      const invoice = invoiceAt("paid", {
        order: { ...invoiceAt("paid").order, external_id: "order-1\u2069\nSupport: call +1 555 0100" },
        payment: { paid: "25" },
      });
      const rows = detailsRows(invoice, translator(locale), locale);
      const text = detailsText(rows);
      expect(text.split("\n")).toHaveLength(rows.length);
      expect(text).not.toMatch(/[\r\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
      expect(rows[0]?.shown).toBe("order-1 Support: call +1 555 0100");
    },
  );

  it("speaks the customer's language", async () => {
    await widgetTexts.load("de");
    const rows = detailsRows(invoiceAt("paid", { payment: { paid: "25" } }), translator("de"), "de");
    expect(rows.map((r) => r.label)).toEqual([
      "Bestellreferenz",
      "Rechnung",
      "Bestellbetrag",
      "Netzwerk",
      "Verlangt",
      "Eingegangen",
      "Zeit",
    ]);
  });
});
