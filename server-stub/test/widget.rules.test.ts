/** Widget rules of spec section 5: X-Sdk-Key, both origin checks with one body, same-origin, widget and integration switches, CORS. */
import { describe, expect, it } from "vitest";
import { expectProblem, invoiceBody, makeStub, okJson, sdkBody } from "./harness.ts";

function widgetRules(): void {
  describe("public SDK routes", () => {
    it("creates an invoice for the widget with payment methods and a payment_url", async () => {
      const s = makeStub();
      const res = await s.pub("POST", "/public/v1/sdk", { body: sdkBody() });
      expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:4311");
      const inv = await okJson(res, 201);
      expect(inv.status).toBe("awaiting_client");
      expect(inv.payment_url).toBe(`http://localhost:4010/pay/${String(inv.invoice_id)}`);
      expect(inv.payment_methods).toContainEqual({
        currency: "USDT",
        network: "TRC20",
        chain_id: 3448148188,
        minimum_amount: "1",
      });
    });

    it("never shows the order's client_id on the public routes: the merchant's customer reference is not the key holder's", async () => {
      const s = makeStub();
      const created = await okJson(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ client_id: "alice@example.test" }) }),
        201,
      );
      const id = String(created.invoice_id);
      expect((created.order as Record<string, unknown>).client_id).toBe("alice@example.test");
      const answers = [
        await s.pub("GET", `/public/v1/sdk/invoices/${id}`),
        await s.pub("POST", `/public/v1/sdk/invoices/${id}/confirm-payment`, {
          body: { currency: "USDT", network: "TRC20" },
        }),
        await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ client_id: "bob@example.test" }) }),
      ];
      for (const res of answers) {
        const text = await res.text();
        expect(res.status, text).toBeLessThan(300);
        expect(text).not.toContain("client_id");
        expect(text).not.toContain("@example.test");
      }
      // The merchant's own signed read still has it.
      const own = await okJson(await s.signed("GET", `/v1/invoices/${id}`));
      expect((own.order as Record<string, unknown>).client_id).toBe("alice@example.test");
    });

    it("answers widget_key_missing, widget_key_invalid and widget_key_not_found", async () => {
      const s = makeStub();
      await expectProblem(
        await s.pub("POST", "/public/v1/sdk", { key: null, body: sdkBody() }),
        "widget_key_missing",
        401,
      );
      await expectProblem(
        await s.pub("POST", "/public/v1/sdk", { key: "not a key!", body: sdkBody() }),
        "widget_key_invalid",
        401,
      );
      await expectProblem(
        await s.pub("POST", "/public/v1/sdk", { key: "pk_test_unknown", body: sdkBody() }),
        "widget_key_not_found",
        401,
      );
      await expectProblem(
        await s.pub("POST", "/public/v1/sdk", { key: "pk_test_revoked", body: sdkBody() }),
        "widget_key_not_found",
        401,
      );
    });

    it("answers origin_not_allowed with a byte-identical body from both checks", async () => {
      const s = makeStub((f) => {
        // http://localhost:9999 is allowed on the terminal project only: it passes the first check and fails the second.
        f.projects.find((p) => p.id === "prj_demo_terminal")!.allowed_origins.push("http://localhost:9999");
      });
      const first = await s.pub("POST", "/public/v1/sdk", {
        origin: "http://127.0.0.1:4311",
        body: sdkBody({ external_order_id: "x" }),
      });
      const second = await s.pub("POST", "/public/v1/sdk", {
        origin: "http://localhost:9999",
        body: sdkBody({ external_order_id: "x" }),
      });
      expect(first.status).toBe(401);
      expect(second.status).toBe(401);
      const [a, b] = [await first.text(), await second.text()];
      expect((JSON.parse(a) as { code: string }).code).toBe("origin_not_allowed");
      expect(a).toBe(b);
    });

    it("checks the Origin first against the active-widget projects of the key's own scope", async () => {
      const s = makeStub((f) => {
        f.projects.find((p) => p.id === "prj_demo_shop")!.allowed_origins.push("http://shop-only.test");
      });
      // pk_test_scoped may use prj_demo_terminal only: prj_demo_shop's origins are not the key's.
      await expectProblem(
        await s.pub("POST", "/public/v1/sdk", {
          key: "pk_test_scoped",
          origin: "http://shop-only.test",
          body: sdkBody(),
        }),
        "origin_not_allowed",
        401,
      );
      await expectProblem(
        await s.pub("POST", "/public/v1/sdk", { key: "pk_test_scoped", body: sdkBody() }),
        "forbidden",
        403,
      );
      expect(
        (
          await s.pub("POST", "/public/v1/sdk", {
            key: "pk_test_demo",
            origin: "http://shop-only.test",
            body: sdkBody(),
          })
        ).status,
      ).toBe(201);
    });

    it("compares the Origin byte for byte with the allowed origins, normalized once from the policy", async () => {
      const s = makeStub((f) => {
        const shop = f.projects.find((p) => p.id === "prj_demo_shop")!;
        // Written loosely in the policy: upper case, the default port and a trailing slash are normalized away once.
        shop.allowed_origins.push("https://shop.example", "HTTPS://Upper.Example:443/");
      });
      let n = 0;
      const create = (origin: string) =>
        s.pub("POST", "/public/v1/sdk", { origin, body: sdkBody({ external_order_id: `origin-${++n}` }) });
      expect((await create("https://shop.example")).status).toBe(201);
      expect((await create("https://upper.example")).status).toBe(201);
      const refused = await (await create("http://evil.test")).text();
      const malformed = [
        "https://shop.example/",
        "https://shop.example/checkout",
        "https://evil@shop.example",
        "https://shop%2Eexample",
        "https://shop.example:",
        "https://shop.example:443",
        "HTTPS://shop.example",
        "https://SHOP.example",
        "https://shop.example.",
        "https://shop.example?x",
        "https://shop.example#x",
        "https:shop.example",
        "https:/shop.example",
        "https://shop.example/.",
        "https://user:pass@shop.example",
        "https://shop.example:0443",
        "https://Upper.Example",
        "https://upper.example:443",
        "http://localhost:4010/",
      ];
      for (const origin of malformed) {
        const res = await create(origin);
        expect([origin, res.status]).toEqual([origin, 401]);
        expect(await res.text()).toBe(refused);
      }
      // The wildcard allows any serialized origin, never a malformed one.
      const open = makeStub((f) => {
        f.projects.find((p) => p.id === "prj_demo_shop")!.allowed_origins = ["*"];
      });
      expect(
        (await open.pub("POST", "/public/v1/sdk", { origin: "https://anyone.test", body: sdkBody() })).status,
      ).toBe(201);
      await expectProblem(
        await open.pub("POST", "/public/v1/sdk", { origin: "https://evil@anyone.test", body: sdkBody() }),
        "origin_not_allowed",
        401,
      );
    });

    it("normalizes allowed origins set through the control API too", async () => {
      const s = makeStub();
      await okJson(
        await s.control("PATCH", "/__stub/projects/prj_demo_shop", {
          allowed_origins: ["HTTPS://Patched.Example:443"],
        }),
      );
      expect(
        (await s.pub("POST", "/public/v1/sdk", { origin: "https://patched.example", body: sdkBody() })).status,
      ).toBe(201);
      await expectProblem(
        await s.pub("POST", "/public/v1/sdk", { origin: "https://patched.example/", body: sdkBody() }),
        "origin_not_allowed",
        401,
      );
    });

    it("skips the origin check for same-origin requests", async () => {
      const s = makeStub();
      expect((await s.pub("POST", "/public/v1/sdk", { origin: "http://localhost:4010", body: sdkBody() })).status).toBe(
        201,
      );
      expect((await s.pub("POST", "/public/v1/sdk", { origin: null, body: sdkBody() })).status).toBe(201);
    });

    it("answers widget_inactive, terminal_not_enabled and embed_not_enabled", async () => {
      const s = makeStub();
      await expectProblem(
        await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ project_id: "prj_widget_off" }) }),
        "widget_inactive",
        403,
      );
      await expectProblem(
        await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ source: "terminal" }) }),
        "terminal_not_enabled",
        403,
      );
      await expectProblem(
        await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ project_id: "prj_demo_terminal" }) }),
        "embed_not_enabled",
        403,
      );
      expect(
        (
          await s.pub("POST", "/public/v1/sdk", {
            body: sdkBody({ project_id: "prj_demo_terminal", source: "terminal" }),
          })
        ).status,
      ).toBe(201);
    });

    it("answers embed_not_enabled and terminal_not_enabled after the integration is switched through the control API", async () => {
      const s = makeStub();
      const patched = await okJson(
        await s.control("PATCH", "/__stub/projects/prj_demo_shop", { integration: "Terminal" }),
      );
      // Only the field sent changes: the widget stays on and the origins and tokens stay as they were.
      expect(patched).toMatchObject({ integration: "Terminal", widget_active: true, status: "Active" });
      expect(patched.allowed_origins).toContain("http://localhost:4311");
      expect(patched.enabled_tokens).toHaveLength(12);
      await expectProblem(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), "embed_not_enabled", 403);
      expect((await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ source: "terminal" }) })).status).toBe(201);
      await okJson(await s.control("PATCH", "/__stub/projects/prj_demo_terminal", { integration: "Low-Code" }));
      await expectProblem(
        await s.pub("POST", "/public/v1/sdk", {
          body: sdkBody({ project_id: "prj_demo_terminal", source: "terminal" }),
        }),
        "terminal_not_enabled",
        403,
      );
      expect(
        (await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ project_id: "prj_demo_terminal" }) })).status,
      ).toBe(201);
      // The widget switch is checked before the integration (spec section 5 order), whatever the source.
      await okJson(await s.control("PATCH", "/__stub/projects/prj_demo_shop", { widget_active: false }));
      await expectProblem(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), "widget_inactive", 403);
      await expectProblem(
        await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ source: "terminal" }) }),
        "widget_inactive",
        403,
      );
    });

    it("(ours) checks a project for a source as a create would, in the create's order, without making an invoice", async () => {
      const s = makeStub();
      const check = (
        id: string,
        source: string | null = "terminal",
        o: { key?: string | null; origin?: string | null } = {},
      ) => s.pub("GET", `/public/v1/sdk/projects/${id}${source === null ? "" : `?source=${source}`}`, o);
      expect(await okJson(await check("prj_demo_terminal"))).toEqual({
        project_id: "prj_demo_terminal",
        source: "terminal",
        environment: "sandbox",
      });
      await expectProblem(
        await check("prj_demo_terminal", "terminal", { key: "pk_test_unknown" }),
        "widget_key_not_found",
        401,
      );
      await expectProblem(
        await check("prj_demo_terminal", "terminal", { origin: "http://evil.test" }),
        "origin_not_allowed",
        401,
      );
      await expectProblem(await check("prj_nope"), "project_not_found", 404);
      await expectProblem(await check("prj_other_shop"), "project_not_found", 404);
      await expectProblem(await check("prj_widget_off"), "widget_inactive", 403);
      await expectProblem(await check("prj_demo_shop"), "terminal_not_enabled", 403);
      await expectProblem(await check("prj_demo_terminal", "embed"), "embed_not_enabled", 403);
      await expectProblem(await check("prj_suspended", "embed"), "project_state_invalid", 409);
      await expectProblem(await check("prj_no_tokens", "embed", { origin: null }), "tokens_required", 409);
      await expectProblem(await check("prj_demo_terminal", null), "field_required", 400);
      await expectProblem(await check("prj_demo_terminal", "pos"), "field_invalid_format", 400);
      await expectProblem(await check("inv_1"), "field_invalid_format", 400);
      const invoices = await okJson<unknown[]>(await s.control("GET", "/__stub/invoices"));
      expect(invoices).toEqual([]);
    });

    it("never shows payment.fee or payment.net on a public invoice, while the signed invoice carries them", async () => {
      const s = makeStub();
      const body = sdkBody();
      const created = await okJson(await s.pub("POST", "/public/v1/sdk", { body }), 201);
      const id = String(created.invoice_id);
      const confirmed = await okJson(
        await s.pub("POST", `/public/v1/sdk/invoices/${id}/confirm-payment`, {
          body: { currency: "USDT", network: "TRC20" },
        }),
      );
      await okJson(await s.control("POST", `/__stub/invoices/${id}/simulate`, { stage: "overpaid" }));
      const signed = await okJson<{ payment: Record<string, unknown> }>(await s.signed("GET", `/v1/invoices/${id}`));
      expect(signed.payment).toMatchObject({ paid: "29.7", fee: "0.297", net: "29.403" });
      const polled = await okJson(await s.pub("GET", `/public/v1/sdk/invoices/${id}`));
      expect(polled.status).toBe("paid_over");
      for (const inv of [confirmed, polled]) {
        expect(inv.payment).toMatchObject({ currency: "USDT", network: "TRC20", expected: "27" });
        expect(inv.payment).not.toHaveProperty("fee");
        expect(inv.payment).not.toHaveProperty("net");
      }
      expect(polled.payment).toEqual({ ...signed.payment, fee: undefined, net: undefined });
    });

    it("lists payment_methods while awaiting_client only, with readable minimums never below the true minimum", async () => {
      const s = makeStub();
      const created = await okJson<{
        invoice_id: string;
        payment_methods: { currency: string; network: string; minimum_amount?: string }[];
      }>(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      const minimum = (currency: string, network: string) =>
        created.payment_methods.find((m) => m.currency === currency && m.network === network)?.minimum_amount;
      // 5 USD at 3000 USD/ETH is 0.001666…, 1 USD is 0.000333…: six significant digits, rounded up.
      expect(minimum("ETH", "ERC20")).toBe("0.00166667");
      expect(minimum("ETH", "ARBITRUM")).toBe("0.000333334");
      expect(minimum("USDT", "ERC20")).toBe("5");
      expect(created.payment_methods).toHaveLength(12);
      const polled = await okJson(await s.pub("GET", `/public/v1/sdk/invoices/${created.invoice_id}`));
      expect(polled.payment_methods).toEqual(created.payment_methods);
      const confirmed = await okJson(
        await s.pub("POST", `/public/v1/sdk/invoices/${created.invoice_id}/confirm-payment`, {
          body: { currency: "ETH", network: "ARBITRUM" },
        }),
      );
      expect(confirmed.status).toBe("awaiting_payment");
      expect(confirmed).not.toHaveProperty("payment_methods");
      // expected stays exact (the decided quote rule), not shortened like the minimums: 27 USD / 3000.
      expect((confirmed.payment as Record<string, unknown>).expected).toBe("0.009");
      expect(await okJson(await s.pub("GET", `/public/v1/sdk/invoices/${created.invoice_id}`))).not.toHaveProperty(
        "payment_methods",
      );
      // Nor on the merchant's view, even while awaiting_client.
      const other = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      expect(await okJson(await s.signed("GET", `/v1/invoices/${String(other.invoice_id)}`))).not.toHaveProperty(
        "payment_methods",
      );
    });

    it("answers requested_amount_invalid for every amount failure on the public route", async () => {
      const s = makeStub();
      for (const amount of ["", "abc", "0", "-1", "1".repeat(21), null]) {
        const body = await expectProblem(
          await s.pub("POST", "/public/v1/sdk", { body: sdkBody({ amount }) }),
          "requested_amount_invalid",
          400,
        );
        expect(body.field).toBe("amount");
      }
    });

    it("dates every public answer by the stub's clock and lets any allowed origin read that Date", async () => {
      const s = makeStub();
      const created = await s.pub("POST", "/public/v1/sdk", { body: sdkBody() });
      expect(created.headers.get("access-control-expose-headers")?.split(", ")).toContain("date");
      const { invoice_id: id, created_at: createdAt } = await okJson<{ invoice_id: string; created_at: number }>(
        created,
        201,
      );
      expect(Date.parse(created.headers.get("date") ?? "")).toBe(createdAt * 1000);
      await okJson(await s.control("POST", "/__stub/clock", { advance_seconds: 600 }));
      const polled = await s.pub("GET", `/public/v1/sdk/invoices/${id}`);
      expect(Date.parse(polled.headers.get("date") ?? "")).toBe((createdAt + 600) * 1000);
    });

    it("answers the CORS preflight exactly as api-gaps fixes it: Origin echoed, the two headers, Vary: Origin", async () => {
      const s = makeStub();
      const preflight = (origin: string, path = "/public/v1/sdk") =>
        s.raw(path, {
          method: "OPTIONS",
          headers: {
            origin,
            "access-control-request-method": "POST",
            "access-control-request-headers": "content-type, x-sdk-key",
          },
        });
      for (const path of ["/public/v1/sdk", "/public/v1/sdk/invoices/inv_x/confirm-payment"]) {
        const res = await preflight("http://localhost:4311", path);
        expect(res.status).toBe(204);
        expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:4311");
        expect(res.headers.get("access-control-allow-headers")).toBe("content-type, x-sdk-key");
        expect(res.headers.get("access-control-allow-methods")).toBe("GET, POST, OPTIONS");
        expect(res.headers.get("vary")).toBe("Origin");
        expect(res.headers.get("access-control-allow-credentials")).toBe(null);
        expect(await res.text()).toBe("");
      }
      const nul = await preflight("null");
      expect(nul.headers.get("access-control-allow-origin")).toBe(null);
      expect(nul.headers.get("access-control-allow-credentials")).toBe(null);
      expect(nul.headers.get("vary")).toBe("Origin");
    });

    it("answers a disallowed origin's preflight too (it carries no key), then refuses the request with a problem it can read", async () => {
      const s = makeStub();
      // A preflight has no X-Sdk-Key, so whose allowed origins apply is unknown: the real request is where it is refused.
      const pre = await s.raw("/public/v1/sdk", {
        method: "OPTIONS",
        headers: { origin: "http://evil.test", "access-control-request-method": "POST" },
      });
      expect(pre.status).toBe(204);
      expect(pre.headers.get("access-control-allow-origin")).toBe("http://evil.test");
      expect(pre.headers.get("access-control-allow-credentials")).toBe(null);
      const res = await s.pub("POST", "/public/v1/sdk", { origin: "http://evil.test", body: sdkBody() });
      await expectProblem(res.clone(), "origin_not_allowed", 401);
      expect(res.headers.get("access-control-allow-origin")).toBe("http://evil.test");
      expect(res.headers.get("vary")).toMatch(/\bOrigin\b/);
      expect(res.headers.get("access-control-allow-credentials")).toBe(null);
      expect(s.store.invoices.size).toBe(0);
    });

    it("polls, confirms and cancels through the public invoice routes without fee or net", async () => {
      const s = makeStub();
      const inv = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      const id = String(inv.invoice_id);
      const confirmed = await okJson(
        await s.pub("POST", `/public/v1/sdk/invoices/${id}/confirm-payment`, {
          body: { currency: "USDT", network: "TRC20" },
        }),
      );
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

widgetRules();
