/** Widget rules of spec section 5: X-Sdk-Key, both origin checks with one body, same-origin, widget and integration switches, CORS. */
import { describe, expect, it } from "vitest";
import { expectProblem, makeStub, okJson, sdkBody } from "./harness.ts";

export function widgetRules(): void {
  describe("public SDK routes", () => {
    it("creates an invoice for the widget with payment methods and a payment_url", async () => {
      const s = makeStub();
      const res = await s.pub("POST", "/public/v1/sdk", { body: sdkBody() });
      expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:4311");
      const inv = await okJson(res, 201);
      expect(inv.status).toBe("awaiting_client");
      expect(inv.payment_url).toBe(`http://localhost:4010/pay/${String(inv.invoice_id)}`);
      expect(inv.payment_methods).toContainEqual({ currency: "USDT", network: "TRC20", chain_id: "728126428", minimum_amount: "1" });
    });

    it("answers widget_key_missing, widget_key_invalid and widget_key_not_found", async () => {
      const s = makeStub();
      await expectProblem(await s.pub("POST", "/public/v1/sdk", { key: null, body: sdkBody() }), "widget_key_missing", 401);
      await expectProblem(await s.pub("POST", "/public/v1/sdk", { key: "not a key!", body: sdkBody() }), "widget_key_invalid", 401);
      await expectProblem(await s.pub("POST", "/public/v1/sdk", { key: "pk_test_unknown", body: sdkBody() }), "widget_key_not_found", 401);
      await expectProblem(await s.pub("POST", "/public/v1/sdk", { key: "pk_test_revoked", body: sdkBody() }), "widget_key_not_found", 401);
    });

    it("answers origin_not_allowed with a byte-identical body from both checks", async () => {
      const s = makeStub((f) => {
        // http://localhost:9999 is allowed on the terminal project only: it passes the first check and fails the second.
        f.projects.find((p) => p.id === "prj_demo_terminal")!.allowed_origins.push("http://localhost:9999");
      });
      const first = await s.pub("POST", "/public/v1/sdk", { origin: "http://127.0.0.1:4311", body: sdkBody({ external_order_id: "x" }) });
      const second = await s.pub("POST", "/public/v1/sdk", { origin: "http://localhost:9999", body: sdkBody({ external_order_id: "x" }) });
      expect(first.status).toBe(401);
      expect(second.status).toBe(401);
      const [a, b] = [await first.text(), await second.text()];
      expect(JSON.parse(a).code).toBe("origin_not_allowed");
      expect(a).toBe(b);
    });

    it("skips the origin check for same-origin requests", async () => {
      const s = makeStub();
      expect((await s.pub("POST", "/public/v1/sdk", { origin: "http://localhost:4010", body: sdkBody() })).status).toBe(201);
      expect((await s.pub("POST", "/public/v1/sdk", { origin: null, body: sdkBody() })).status).toBe(201);
    });

    it("answers widget_inactive, terminal_not_enabled and embed_not_enabled", async () => {
      const s = makeStub();
      await expectProblem(await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ project_id: "prj_widget_off" }) }), "widget_inactive", 403);
      await expectProblem(await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ source: "terminal" }) }), "terminal_not_enabled", 403);
      await expectProblem(await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ project_id: "prj_demo_terminal" }) }), "embed_not_enabled", 403);
      expect((await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ project_id: "prj_demo_terminal", source: "terminal" }) })).status).toBe(201);
    });

    it("answers requested_amount_invalid for every amount failure on the public route", async () => {
      const s = makeStub();
      for (const amount of ["", "abc", "0", "-1", "1".repeat(21), null]) {
        const body = await expectProblem(await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ amount }) }), "requested_amount_invalid", 400);
        expect(body.field).toBe("amount");
      }
    });

    it("answers the CORS preflight with the Origin echoed and never credentials or null", async () => {
      const s = makeStub();
      const res = await s.raw("/public/v1/sdk", { method: "OPTIONS", headers: { origin: "http://shop.test", "access-control-request-method": "POST" } });
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe("http://shop.test");
      expect(res.headers.get("access-control-allow-headers")).toBe("content-type, x-sdk-key");
      expect(res.headers.get("vary")).toMatch(/Origin/);
      expect(res.headers.get("access-control-allow-credentials")).toBe(null);
      const nul = await s.raw("/public/v1/sdk", { method: "OPTIONS", headers: { origin: "null" } });
      expect(nul.headers.get("access-control-allow-origin")).toBe(null);
    });

    it("polls, confirms and cancels through the public invoice routes without fee or net", async () => {
      const s = makeStub();
      const inv = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      const id = String(inv.invoice_id);
      const confirmed = await okJson(await s.pub("POST", `/public/v1/sdk/invoices/${id}/confirm-payment`, { body: { currency: "USDT", network: "TRC20" } }));
      expect(confirmed.status).toBe("awaiting_payment");
      expect((confirmed.payment as Record<string, unknown>).expected).toBe("27");
      expect((confirmed.payment as Record<string, unknown>).address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      await s.control("POST", `/__stub/invoices/${id}/simulate`, { stage: "paid" });
      const polled = await okJson(await s.pub("GET", `/public/v1/sdk/invoices/${id}`));
      expect(polled.status).toBe("paid");
      expect(polled.payment).not.toHaveProperty("fee");
      expect(polled.payment).not.toHaveProperty("net");
      const other = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      const cancelled = await okJson(await s.pub("POST", `/public/v1/sdk/invoices/${String(other.invoice_id)}/cancel`));
      expect(cancelled.status).toBe("cancelled");
    });
  });
}
