/**
 * Issue 32, mediums 1 and 2: what a stranger holding only the published key (a script, so any Origin or none) can do
 * with `POST /public/v1/sdk`. No link and no words of theirs on the shop's hosted page; the order reference is no key
 * to the shop's own invoices, and client_id guesses learn nothing.
 */
import { describe, expect, it } from "vitest";
import { expectProblem, invoiceBody, makeStub, okJson, sdkBody } from "./harness.ts";

/** What a stranger's script sends: the shop's public key, no Origin header (not a browser). */
const STRANGER = { origin: null } as const;

/** Every link a hosted page's HTML carries. */
function links(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]!);
}

function publicRouteRules(): void {
  describe("the public route: nobody but the merchant writes on the merchant's pages (issue 32)", () => {
    it("puts no link of a stranger's on the hosted page: return_url is refused, the only links are the project's", async () => {
      const s = makeStub();
      await expectProblem(
        await s.pub("POST", "/public/v1/sdk", {
          ...STRANGER,
          body: sdkBody({ return_url: "https://evil.example/refund" }),
        }),
        "validation_failed",
        400,
      );
      const inv = await okJson(await s.pub("POST", "/public/v1/sdk", { ...STRANGER, body: sdkBody() }), 201);
      const html = await (await s.raw(`/pay/${String(inv.invoice_id)}`)).text();
      const project = s.store.projects.get("prj_demo_shop")!;
      expect(links(html)).toEqual([project.fail_url]);
      expect(html).not.toContain("evil.example");
    });

    it("refuses an order reference or client id that is not one plain line, so none reaches the hosted page", async () => {
      const s = makeStub();
      const forged = [
        "order-1040\nSupport: call +1 555 0100 to claim your refund",
        "order\r1040",
        "order\u20281040",
        "\u202Eorder-1040",
        "order\u2066-1040\u2069",
        "order\u0000",
        "order\u200F-1040",
        "order\u0085",
      ];
      for (const text of forged) {
        const byOrder = await expectProblem(
          await s.pub("POST", "/public/v1/sdk", { ...STRANGER, body: sdkBody({ external_order_id: text }) }),
          "field_invalid_format",
          400,
        );
        expect(byOrder.field, JSON.stringify(text)).toBe("external_order_id");
        const byClient = await expectProblem(
          await s.pub("POST", "/public/v1/sdk", { ...STRANGER, body: sdkBody({ client_id: text }) }),
          "field_invalid_format",
          400,
        );
        expect(byClient.field, JSON.stringify(text)).toBe("client_id");
      }
      expect(s.store.invoices.size).toBe(0);
      // One plain line in any script passes: names, e-mail addresses, Arabic and Hebrew order references.
      for (const text of ["order-1040", "ملف-١٠٤٠", "הזמנה 1040", "customer+tag@example.com", "注文 1040"]) {
        await okJson(
          await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ external_order_id: text, client_id: text }) }),
          201,
        );
      }
    });

    it("never returns, reveals or lets anyone cancel an invoice the shop made with the signed API", async () => {
      const s = makeStub();
      const fields = {
        external_order_id: "order-1040",
        amount: "25.00",
        currency: "EUR",
        client_id: "alice@example.com",
      };
      const shops = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody(fields) }), 201);
      const repeat = await okJson(await s.pub("POST", "/public/v1/sdk", { ...STRANGER, body: sdkBody(fields) }), 201);
      expect(repeat.invoice_id).not.toBe(shops.invoice_id);
      expect(JSON.stringify(repeat)).not.toContain(String(shops.invoice_id));
      // The stranger's own invoice is theirs to cancel; the shop's is untouched.
      await okJson(await s.pub("POST", `/public/v1/sdk/invoices/${String(repeat.invoice_id)}/cancel`, STRANGER));
      const after = await okJson(await s.signed("GET", `/v1/invoices/${String(shops.invoice_id)}`));
      expect(after.status).toBe("awaiting_client");
      // A repeat of the repeat is another invoice of the stranger's, never the shop's.
      const again = await okJson(await s.pub("POST", "/public/v1/sdk", { ...STRANGER, body: sdkBody(fields) }), 201);
      expect([repeat.invoice_id, shops.invoice_id]).not.toContain(again.invoice_id);
    });

    it("cannot block the shop's own signed create of the same order", async () => {
      const s = makeStub();
      const fields = { external_order_id: "order-1041", amount: "25.00", currency: "EUR" };
      const first = await okJson(
        await s.pub("POST", "/public/v1/sdk", { ...STRANGER, body: sdkBody({ ...fields, amount: "1.00" }) }),
        201,
      );
      const shops = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody(fields) }), 201);
      expect(shops.invoice_id).not.toBe(first.invoice_id);
      expect(
        (await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody(fields) }), 200)).invoice_id,
      ).toBe(shops.invoice_id);
    });

    it("answers a stranger's repeat of a customer's reference with an invoice of its own, whatever client_id it guesses", async () => {
      const s = makeStub();
      const order = { external_order_id: "order-1042", amount: "25.00", currency: "EUR" };
      // The customer's own checkout, then a stranger's guesses.
      const customers = await okJson(
        await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ ...order, client_id: "alice@example.com" }) }),
        201,
      );
      const answers = [];
      for (const guess of ["alice@example.com", "bob@example.com", undefined]) {
        const res = await s.pub("POST", "/public/v1/sdk", {
          ...STRANGER,
          body: sdkBody({ ...order, ...(guess === undefined ? {} : { client_id: guess }) }),
        });
        answers.push({ status: res.status, body: (await res.json()) as Record<string, unknown> });
      }
      // Each is a new invoice, told apart only by its id: nothing says whether alice's order exists.
      expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
      const ids = answers.map((a) => a.body.invoice_id);
      expect(new Set([...ids, customers.invoice_id]).size).toBe(4);
      const withoutIds = (b: Record<string, unknown>) =>
        JSON.stringify({ ...b, invoice_id: "", payment_url: "", created_at: 0, expires_at: 0 });
      expect(new Set(answers.map((a) => withoutIds(a.body))).size).toBe(1);
      expect(JSON.stringify(answers)).not.toContain("alice@example.com");
      // The merchant's record keeps the customer's own client_id.
      expect((await okJson(await s.signed("GET", `/v1/invoices/${String(customers.invoice_id)}`))).order).toMatchObject(
        { client_id: "alice@example.com" },
      );
    });

    it("a stranger who takes a guessed reference first neither hands the customer that invoice nor blocks checkout", async () => {
      const s = makeStub();
      const order = { external_order_id: "order-1043", amount: "25.00", currency: "EUR" };
      const strangers = await okJson(await s.pub("POST", "/public/v1/sdk", { ...STRANGER, body: sdkBody(order) }), 201);
      const customers = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody(order) }), 201);
      expect(customers.invoice_id).not.toBe(strangers.invoice_id);
      // The stranger cancels the invoice they made; the customer's is not theirs to touch.
      await okJson(await s.pub("POST", `/public/v1/sdk/invoices/${String(strangers.invoice_id)}/cancel`, STRANGER));
      const read = await okJson(await s.pub("GET", `/public/v1/sdk/invoices/${String(customers.invoice_id)}`));
      expect(read.status).toBe("awaiting_client");

      // With another total first, the customer's create is not refused as a conflict.
      const other = { external_order_id: "order-1044", amount: "25.00", currency: "EUR" };
      await okJson(
        await s.pub("POST", "/public/v1/sdk", { ...STRANGER, body: sdkBody({ ...other, amount: "1.00" }) }),
        201,
      );
      const blocked = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody(other) }), 201);
      expect(blocked.order).toMatchObject({ amount: "25" });
    });

    it("keeps the terminal's repeat by reference: its references are its own unguessable ones", async () => {
      const s = makeStub();
      const sale = { external_order_id: "POS-7Q2M4K-20270115-8HD2K9QX", amount: "4.80", currency: "EUR" };
      const first = await okJson(
        await s.pub("POST", "/public/v1/sdk", {
          body: sdkBody({ ...sale, source: "terminal", project_id: "prj_demo_terminal" }),
        }),
        201,
      );
      const again = await okJson(
        await s.pub("POST", "/public/v1/sdk", {
          body: sdkBody({ ...sale, source: "terminal", project_id: "prj_demo_terminal" }),
        }),
        200,
      );
      expect(again.invoice_id).toBe(first.invoice_id);
    });
  });
}

publicRouteRules();
