/** Transport rules: problem+json everywhere, body limit, media type, 404/405, unknown query parameters, 500, rate limits. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { authorizationHeader, sign } from "../../shared/signing/index.ts";
import { loadFixtureFile } from "../fixture.ts";
import { expectProblem, invoiceBody, makeStub, okJson, sdkBody, T0 } from "./harness.ts";

function transportRules(): void {
  describe("transport", () => {
    it("answers GET /v1/time without credentials", async () => {
      const s = makeStub();
      expect(await okJson(await s.raw("/v1/time"))).toEqual({
        server_time: 1_800_000_000,
        sandbox_time: 1_800_000_000,
      });
    });

    it("serves the widget bundle, its chunks and source maps from dist/widget, and nothing else under that name", async () => {
      const dist = mkdtempSync(join(tmpdir(), "stub-dist-"));
      mkdirSync(join(dist, "widget"));
      writeFileSync(join(dist, "widget", "crypto-checkout.js"), "export const entry = 1;\n");
      writeFileSync(join(dist, "widget", "crypto-checkout.de-3f2a.js"), "export const de = 1;\n");
      writeFileSync(join(dist, "widget", "crypto-checkout.js.map"), '{"version":3}');
      const s = makeStub(undefined, { config: { distDir: dist } });
      const entry = await s.raw("/crypto-checkout.js");
      expect(entry.status).toBe(200);
      expect(entry.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect(entry.headers.get("access-control-allow-origin")).toBe("*");
      expect(await entry.text()).toBe("export const entry = 1;\n");
      expect(await (await s.raw("/crypto-checkout.de-3f2a.js")).text()).toBe("export const de = 1;\n");
      const map = await s.raw("/crypto-checkout.js.map");
      expect([map.status, map.headers.get("content-type"), await map.text()]).toEqual([
        200,
        "application/json",
        '{"version":3}',
      ]);
      const head = await s.raw("/crypto-checkout.js", { method: "HEAD" });
      expect([head.status, await head.text()]).toEqual([200, ""]);
      expect((await s.raw("/crypto-checkout.missing.js")).status).toBe(404);
      await expectProblem(await s.raw("/crypto-checkout.js", { method: "POST" }), "route_not_found", 404);
      await expectProblem(await s.raw("/crypto-checkout.css"), "route_not_found", 404);
    });

    it("answers malformed JSON with 400 malformed_request as problem+json", async () => {
      const s = makeStub();
      await expectProblem(await s.signed("POST", "/v1/invoices", { rawBody: '{"amount": ' }), "malformed_request", 400);
    });

    it("refuses a body that is not UTF-8 and reads one with a byte-order mark", async () => {
      const s = makeStub();
      const json = new TextEncoder().encode(JSON.stringify(invoiceBody({ client_id: "caf\u00e9" })));
      // "é" cut in half: a lone continuation byte, which a lenient decoder would turn into U+FFFD.
      const broken = json.slice();
      broken[broken.indexOf(0xc3)] = 0x80;
      await expectProblem(await s.signed("POST", "/v1/invoices", { rawBody: broken }), "malformed_request", 400);
      const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...json]);
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { rawBody: withBom }), 201);
      expect(inv.order).toMatchObject({ client_id: "caf\u00e9" });
    });

    it("accepts a body of exactly 1,048,576 bytes and refuses one more byte with 413", async () => {
      const s = makeStub();
      const pad = (n: number) => JSON.stringify({ ...invoiceBody({ external_order_id: "big" }), pad: "" }).length + n;
      const make = (total: number) => {
        const base = JSON.stringify({ ...invoiceBody({ external_order_id: "big" }), pad: "" });
        return base.replace('"pad":""', `"pad":"${"x".repeat(total - base.length)}"`);
      };
      expect(pad(0)).toBeLessThan(1_048_576);
      const exact = make(1_048_576);
      expect(new TextEncoder().encode(exact).length).toBe(1_048_576);
      expect((await s.signed("POST", "/v1/invoices", { rawBody: exact })).status).toBe(201);
      await expectProblem(
        await s.signed("POST", "/v1/invoices", { rawBody: make(1_048_577) }),
        "payload_too_large",
        413,
      );
    });

    it("reads a chunked body (no Content-Length) up to 1,048,576 bytes and refuses one more byte with 413", async () => {
      const s = makeStub();
      const make = (total: number) => {
        const base = JSON.stringify({ ...invoiceBody({ external_order_id: "chunked" }), pad: "" });
        return new TextEncoder().encode(base.replace('"pad":""', `"pad":"${"x".repeat(total - base.length)}"`));
      };
      // Streamed in 64 KiB pieces so the limit is crossed mid-stream, as a chunked upload would cross it.
      const chunked = (bytes: Uint8Array) =>
        new ReadableStream<Uint8Array>({
          start(ctrl) {
            for (let at = 0; at < bytes.length; at += 65_536) ctrl.enqueue(bytes.slice(at, at + 65_536));
            ctrl.close();
          },
        });
      const exact = make(1_048_576);
      expect(exact.length).toBe(1_048_576);
      const headersFor = async (bytes: Uint8Array) => ({
        "content-type": "application/json",
        "x-request-timestamp": String(s.clock.now()),
        authorization: authorizationHeader(
          "pk_test_demo",
          await sign("sk_test_demo_secret", {
            timestamp: s.clock.now(),
            method: "POST",
            path: "/v1/invoices",
            body: bytes,
          }),
        ),
      });
      const ok = await s.raw("/v1/invoices", {
        method: "POST",
        body: chunked(exact),
        headers: await headersFor(exact),
        duplex: "half",
      } as RequestInit);
      expect(ok.status).toBe(201);
      const over = make(1_048_577);
      const res = await s.raw("/v1/invoices", {
        method: "POST",
        body: chunked(over),
        headers: await headersFor(over),
        duplex: "half",
      } as RequestInit);
      await expectProblem(res, "payload_too_large", 413);
    });

    it("answers a non-JSON Content-Type with 415", async () => {
      const s = makeStub();
      const res = await s.signed("POST", "/v1/invoices", {
        rawBody: JSON.stringify(invoiceBody()),
        headers: { "content-type": "text/plain" },
      });
      await expectProblem(res, "unsupported_media_type", 415);
    });

    it("takes application/json with any parameters in any case, and answers every other media type (+json ones too) with 415", async () => {
      const s = makeStub();
      for (const type of [
        "application/problem+json",
        "application/merge-patch+json",
        "application/vnd.api+json",
        "text/json",
        "application/jsonx",
        "application/json-seq",
        "application/x-json",
        "json",
        "*/*",
      ]) {
        const res = await s.signed("POST", "/v1/invoices", {
          rawBody: JSON.stringify(invoiceBody()),
          headers: { "content-type": type },
        });
        expect([type, res.status]).toEqual([type, 415]);
        await expectProblem(res, "unsupported_media_type", 415);
        const widget = await s.pub("POST", "/public/v1/sdk", { body: sdkBody(), headers: { "content-type": type } });
        expect([type, widget.status]).toEqual([type, 415]);
      }
      for (const type of [
        "application/json",
        "Application/JSON",
        "application/json; charset=utf-8",
        "APPLICATION/JSON;CHARSET=UTF-8",
        'application/json ; charset="utf-8"',
      ]) {
        expect([
          type,
          (
            await s.signed("POST", "/v1/invoices", {
              rawBody: JSON.stringify(invoiceBody()),
              headers: { "content-type": type },
            })
          ).status,
        ]).toEqual([type, 201]);
      }
    });

    it("answers a known path with the wrong method with 405 and an Allow header", async () => {
      const s = makeStub();
      const res = await s.raw("/v1/invoices", { method: "DELETE" });
      const body = await expectProblem(res, "method_not_allowed", 405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(body.title).toBe("Method Not Allowed");
    });

    it("answers an unknown path with 404 route_not_found", async () => {
      const s = makeStub();
      await expectProblem(await s.raw("/v1/nothing-here"), "route_not_found", 404);
    });

    it("answers a malformed percent-escape in any path with a 4xx, never a 500: 400 malformed_request for the terminal", async () => {
      const s = makeStub();
      await expectProblem(await s.raw("/terminal/%E0%A4%A"), "malformed_request", 400);
      const paths = [
        "/terminal/%E0%A4%A",
        "/terminal/assets/%ZZ.js",
        "/pay/%E0%A4%A",
        "/%E0%A4%A",
        "/crypto-checkout%E0%A4%A.js",
        "/v1/invoices/%E0%A4%A",
        "/public/v1/sdk/invoices/%E0%A4%A",
        "/openapi.json%E0",
        "/__stub/projects/%E0%A4%A",
      ];
      for (const path of paths) {
        const res = await s.raw(path, { headers: { "x-stub-control": "1" } });
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.status, path).toBeLessThan(500);
      }
    });

    it("builds payment_url from the configured public URL, not from the request's Host", async () => {
      const s = makeStub(undefined, { config: { publicUrl: "https://pay.shop.test/", allowedHosts: ["alias.test"] } });
      const inv = await okJson(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody(), headers: { host: "alias.test" } }),
        201,
      );
      expect(inv.payment_url).toBe(`https://pay.shop.test/pay/${String(inv.invoice_id)}`);
      const pub = await okJson(
        await s.pub("POST", "/public/v1/sdk", { body: sdkBody(), headers: { host: "alias.test" } }),
        201,
      );
      expect(pub.payment_url).toBe(`https://pay.shop.test/pay/${String(pub.invoice_id)}`);
      // Without one (an app built in process), npm start's address: still not the Host sent.
      const bare = makeStub(undefined, { config: { publicUrl: undefined, allowedHosts: ["alias.test"] } });
      const other = await okJson(
        await bare.signed("POST", "/v1/invoices", { body: invoiceBody(), headers: { host: "alias.test" } }),
        201,
      );
      expect(other.payment_url).toBe(`http://localhost:4010/pay/${String(other.invoice_id)}`);
    });

    it("refuses an unsupported query parameter with query_parameter_unknown naming it", async () => {
      const s = makeStub();
      const body = await expectProblem(
        await s.signed("GET", "/v1/invoices", { query: "?colour=red" }),
        "query_parameter_unknown",
        400,
      );
      expect(body.field).toBe("colour");
    });

    it("answers an unexpected failure with 500 internal_error and no stack trace", async () => {
      const s = makeStub();
      // A broken store stands in for any bug: the error handler must still answer the catalogue's problem.
      s.store.invoices.get = () => {
        throw new Error("boom at secret/place.ts:12");
      };
      const res = await s.signed("GET", "/v1/invoices/inv_abc");
      const text = await res.clone().text();
      await expectProblem(res, "internal_error", 500);
      expect(text).not.toContain("place.ts");
      expect(text).not.toContain("boom");
    });

    it("seeds mer_sandbox with the spec's limits: 30 requests per second and 5 invoice creations per second", () => {
      const seed = loadFixtureFile().merchants.find((m) => m.id === "mer_sandbox")!;
      expect(seed.rate_limits).toMatchObject({ global_per_second: 30, invoice_create_per_second: 5 });
    });

    it("applies one id rule to every id in a path, a body or a query: all-zero GUID → entity_id_empty, bad → field_invalid_format", async () => {
      const s = makeStub();
      const zero = "00000000-0000-0000-0000-000000000000";
      const paths: [key: string, method: string, path: (id: string) => string, field: string, prefix: string][] = [
        ["pk_test_demo", "GET", (id) => `/v1/invoices/${id}`, "invoice_id", "inv_"],
        ["pk_test_demo", "POST", (id) => `/v1/invoices/${id}/cancel`, "invoice_id", "inv_"],
        ["pk_test_demo", "GET", (id) => `/v1/payment-channels/${id}`, "payment_channel_id", "pc_"],
        ["pk_test_demo", "GET", (id) => `/v1/payment-channel-deposits/${id}`, "payment_channel_deposit_id", "pcd_"],
        ["rk_test_demo", "GET", (id) => `/v1/withdrawals/${id}`, "withdrawal_id", "wdr_"],
        ["rk_test_demo", "POST", (id) => `/v1/withdrawals/${id}/cancel`, "withdrawal_id", "wdr_"],
        ["rk_test_demo", "POST", (id) => `/v1/sandbox/withdrawals/${id}/simulate-completion`, "withdrawal_id", "wdr_"],
      ];
      for (const [key, method, path, field, prefix] of paths) {
        for (const id of [zero, `${prefix}${zero}`, "0".repeat(32), `${prefix}${"0".repeat(32)}`]) {
          const body = await expectProblem(
            await s.signed(method, path(id), { key, ...(method === "POST" ? { body: { reason: "x" } } : {}) }),
            "entity_id_empty",
            400,
          );
          expect([path(id), body.field]).toEqual([path(id), field]);
        }
        const bad = await expectProblem(
          await s.signed(method, path(`x${prefix}abc`), {
            key,
            ...(method === "POST" ? { body: { reason: "x" } } : {}),
          }),
          "field_invalid_format",
          400,
        );
        expect(bad.field).toBe(field);
      }
      const queries: [path: string, name: string, prefix: string][] = [
        ["/v1/invoices", "project_id", "prj_"],
        ["/v1/payment-channels", "project_id", "prj_"],
        ["/v1/payment-channel-deposits", "project_id", "prj_"],
        ["/v1/payment-channel-deposits", "payment_channel_id", "pc_"],
      ];
      for (const [path, name, prefix] of queries) {
        const empty = await expectProblem(
          await s.signed("GET", path, { query: `?${name}=${prefix}${zero}` }),
          "entity_id_empty",
          400,
        );
        expect([path, empty.field]).toEqual([path, name]);
        const bad = await expectProblem(
          await s.signed("GET", path, { query: `?${name}=shop` }),
          "field_invalid_format",
          400,
        );
        expect([path, bad.field]).toEqual([path, name]);
      }
      const body = await expectProblem(
        await s.signed("POST", "/v1/invoices", { body: invoiceBody({ project_id: `prj_${zero}` }) }),
        "entity_id_empty",
        400,
      );
      expect(body.field).toBe("project_id");
    });

    it("limits a merchant to 30 requests per second across all keys, with Retry-After and the limit named", async () => {
      let realMs = T0 * 1000;
      const s = makeStub(undefined, { seedLimits: true, realNowMs: () => realMs });
      for (let i = 0; i < 15; i++)
        expect((await s.signed("GET", "/v1/invoices", { key: "pk_test_demo" })).status).toBe(200);
      for (let i = 0; i < 15; i++)
        expect((await s.signed("GET", "/v1/balances", { key: "rk_test_demo" })).status).toBe(200);
      const res = await s.signed("GET", "/v1/invoices", { key: "pk_test_rotating" });
      const body = await expectProblem(res, "rate_limited", 429);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(body.detail).toMatch(/30 requests per second/);
      // One-second windows of real time: the next second starts afresh.
      realMs += 1000;
      expect((await s.signed("GET", "/v1/invoices")).status).toBe(200);
    });

    it("keeps a full rate-limit window when the business clock moves: only real time opens the next one", async () => {
      let realMs = T0 * 1000;
      const s = makeStub(undefined, { seedLimits: true, realNowMs: () => realMs });
      for (let i = 0; i < 5; i++)
        expect((await s.signed("POST", "/v1/invoices", { body: invoiceBody() })).status).toBe(201);
      for (let i = 0; i < 20; i++) expect((await s.signed("GET", "/v1/invoices")).status).toBe(200);
      await expectProblem(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), "rate_limited", 429);
      // The control API's clock moves, forward or back: the limits stay full in this real second.
      s.clock.advance(3600);
      await expectProblem(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), "rate_limited", 429);
      s.clock.set(T0 - 86_400);
      await expectProblem(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), "rate_limited", 429);
      // 30 requests in this real second (the refused creates count too): the global limit holds as well.
      for (let i = 0; i < 2; i++) expect((await s.signed("GET", "/v1/invoices")).status).toBe(200);
      await expectProblem(await s.signed("GET", "/v1/invoices"), "rate_limited", 429);
      realMs += 1000;
      expect((await s.signed("POST", "/v1/invoices", { body: invoiceBody() })).status).toBe(201);
    });

    it("counts the public SDK routes (X-Sdk-Key) in the merchant's global limit, in both directions", async () => {
      let realMs = T0 * 1000;
      const s = makeStub(undefined, { seedLimits: true, realNowMs: () => realMs });
      const created = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      const poll = () => s.pub("GET", `/public/v1/sdk/invoices/${String(created.invoice_id)}`);
      for (let i = 0; i < 19; i++) expect((await poll()).status).toBe(200);
      for (let i = 0; i < 10; i++) expect((await s.signed("GET", "/v1/invoices")).status).toBe(200);
      const widget = await poll();
      const body = await expectProblem(widget, "rate_limited", 429);
      expect(widget.headers.get("retry-after")).toBe("1");
      expect(body.detail).toMatch(/30 requests per second per merchant/);
      await expectProblem(await s.signed("GET", "/v1/invoices"), "rate_limited", 429);
      realMs += 1000;
      // A new window: signed requests first, then the widget finds the bucket they filled.
      for (let i = 0; i < 30; i++) expect((await s.signed("GET", "/v1/invoices")).status).toBe(200);
      await expectProblem(await poll(), "rate_limited", 429);
    });

    it("limits invoice creation to 5 per second per merchant, naming that limit", async () => {
      let realMs = T0 * 1000;
      const s = makeStub(undefined, { seedLimits: true, realNowMs: () => realMs });
      for (let i = 0; i < 5; i++)
        expect((await s.signed("POST", "/v1/invoices", { body: invoiceBody() })).status).toBe(201);
      const res = await s.signed("POST", "/v1/invoices", { body: invoiceBody() });
      const body = await expectProblem(res, "rate_limited", 429);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(body.detail).toMatch(/invoice creation is limited to 5 requests per second/);
      // Reads still pass: the creation limit is its own window inside the global one.
      expect((await s.signed("GET", "/v1/invoices")).status).toBe(200);
      realMs += 1000;
      expect((await s.signed("POST", "/v1/invoices", { body: invoiceBody() })).status).toBe(201);
    });

    it("takes the limits from the fixture per merchant", async () => {
      const s = makeStub((f) => {
        f.merchants[0]!.rate_limits.global_per_second = 2;
      });
      await s.signed("GET", "/v1/invoices");
      await s.signed("GET", "/v1/invoices");
      await expectProblem(await s.signed("GET", "/v1/invoices"), "rate_limited", 429);
    });
  });
}

transportRules();
