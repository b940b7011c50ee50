import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { CSV_COLUMNS, csvCell, localIsoTime, salesCsv } from "./sales-csv.ts";
import { parseCsv } from "../test/csv-reader.ts";
import { filterSales } from "./history-filter.ts";
import type { Sale } from "../sale/sale.ts";

/** A row's cell under the header `column`. */
const cell = (row: readonly string[] | undefined, column: (typeof CSV_COLUMNS)[number]) =>
  row?.[CSV_COLUMNS.indexOf(column)];

function sale(over: Partial<Sale> & { note?: string } = {}): Sale {
  return {
    id: "POS-ABCDEF-20260304-AAAAAAAA",
    createdAt: Date.UTC(2026, 2, 4, 12, 0, 0),
    updatedAt: 0,
    body: {
      source: "terminal",
      project_id: "prj_demo_terminal",
      amount: "13.75",
      currency: "EUR",
      external_order_id: "POS-ABCDEF-20260304-AAAAAAAA",
    },
    subtotal: "12.50",
    tip: "1.25",
    note: "",
    status: "paid",
    invoiceId: "inv_1",
    payment: { currency: "USDT", network: "TRC20" },
    ...over,
  };
}

describe("sales CSV", () => {
  it("has a header and one row per sale with amount, token, network and the token amounts asked and received", () => {
    const rows = parseCsv(
      salesCsv([
        sale(),
        sale({
          status: "underpaid",
          payment: { currency: "USDT", network: "TRC20", expected: "13.75", received: "6.875" },
        }),
      ]),
    );
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows[1]).toEqual([
      "2026-03-04T12:00:00.000Z",
      "POS-ABCDEF-20260304-AAAAAAAA",
      "inv_1",
      "paid",
      "13.75",
      "EUR",
      "1.25",
      "USDT",
      "TRC20",
      "",
      "",
      "",
      "",
      localIsoTime(Date.UTC(2026, 2, 4, 12)),
      "service",
      "Tron",
      "false",
    ]);
    expect([cell(rows[2], "token_asked"), cell(rows[2], "token_received")]).toEqual(["13.75", "6.875"]);
  });

  it("names a sandbox sale's network as its screen and receipt do, apart from the same network's main net", () => {
    const rows = parseCsv(salesCsv([sale({ test: true }), sale(), sale({ test: true, payment: undefined })]));
    expect(rows.slice(1).map((row) => [cell(row, "network"), cell(row, "network_name"), cell(row, "test")])).toEqual([
      ["TRC20", "Tron Nile testnet", "true"],
      ["TRC20", "Tron", "false"],
      ["", "", "true"],
    ]);
  });

  it("gives the time in UTC and as the screen shows it, in the device's zone with its offset", () => {
    const zone = process.env.TZ;
    try {
      for (const [tz, local] of [
        ["Europe/Berlin", "2026-03-04T13:00:00+01:00"],
        ["America/St_Johns", "2026-03-04T08:30:00-03:30"],
        ["Asia/Tokyo", "2026-03-04T21:00:00+09:00"],
        ["UTC", "2026-03-04T12:00:00+00:00"],
      ] as const) {
        process.env.TZ = tz;
        const row = parseCsv(salesCsv([sale()]))[1];
        expect([row?.[0], cell(row, "created_at_local")], tz).toEqual(["2026-03-04T12:00:00.000Z", local]);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("says in confirmed_by whether the service or only the payment page in this browser told the status", () => {
    const rows = parseCsv(
      salesCsv([
        sale({ learntFrom: "service" }),
        sale({ checkoutPath: "hosted", learntFrom: "browser-message" }),
        sale({ status: "expired", checkoutPath: "hosted", learntFrom: "browser-message" }),
        // A record stored before the field existed learnt its status from the service.
        sale(),
      ]),
    );
    expect(rows.slice(1).map((row) => [cell(row, "status"), cell(row, "confirmed_by")])).toEqual([
      ["paid", "service"],
      ["paid", "payment page (browser)"],
      ["expired", "payment page (browser)"],
      ["paid", "service"],
    ]);
    // Every row has every column, the new one included.
    expect(rows.every((row) => row.length === CSV_COLUMNS.length)).toBe(true);
  });

  it("lists a sale's quick items in one cell", () => {
    const items = [
      { name: "Espresso", unitPrice: "2.40", quantity: 2 },
      { name: "Cake, lemon", unitPrice: "3.50", quantity: 1 },
    ];
    expect(parseCsv(salesCsv([sale({ items })]))[1]?.[10]).toBe("2 x Espresso @ 2.40; 1 x Cake, lemon @ 3.50");
  });

  it("round-trips any note, quotes and line breaks included, with an apostrophe only before a formula's first sign", () => {
    const formulaStart = /^[=+\-@\t\r]/;
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `=${s}`),
        ),
        (note) => {
          const rows = parseCsv(salesCsv([sale({ note })]));
          expect(rows).toHaveLength(2);
          expect(cell(rows[1], "note")).toBe(formulaStart.test(note) ? `'${note}` : note);
        },
      ),
    );
  });

  it("defuses notes a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("table 4")).toBe("table 4");
  });
});

describe("history filter", () => {
  const sales = [
    sale({ status: "paid" }),
    sale({ status: "expired" }),
    sale({ status: "awaiting_client", createdAt: Date.UTC(2026, 2, 6, 12) }),
  ];
  it("groups statuses and keeps everything under all", () => {
    expect(filterSales(sales, "all", "")).toHaveLength(3);
    expect(filterSales(sales, "paid", "").map((s) => s.status)).toEqual(["paid"]);
    expect(filterSales(sales, "problem", "").map((s) => s.status)).toEqual(["expired"]);
    expect(filterSales(sales, "open", "").map((s) => s.status)).toEqual(["awaiting_client"]);
  });
  it("filters by local day", () => {
    const day = new Date(Date.UTC(2026, 2, 6, 12));
    const key = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
    expect(filterSales(sales, "all", key)).toHaveLength(1);
  });
});
