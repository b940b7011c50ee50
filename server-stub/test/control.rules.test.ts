/** The /__stub control surface: Prefer: code=, the fault queue, the journal, reset, fixture validation, STUB_CONTROL=0. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createStub } from "../app.ts";
import { createClock } from "../clock.ts";
import { loadFixtureFile, parseFixture } from "../fixture.ts";
import { T0, expectProblem, invoiceBody, makeStub, okJson, sdkBody } from "./harness.ts";

type Json = Record<string, unknown>;

function controlRules(): void {
  describe("control: Prefer: code=", () => {
    it("answers one request with the catalogued problem asked for, and the next one normally", async () => {
      const s = makeStub();
      const res = await s.signed("GET", "/v1/invoices", { headers: { prefer: "code=exchange_rate_unavailable" } });
      const body = await expectProblem(res, "exchange_rate_unavailable", 503);
      expect(body.title).toBe("Service Unavailable");
      expect(res.headers.get("retry-after")).toBe("1");
      expect((await s.signed("GET", "/v1/invoices")).status).toBe(200);
    });

    it("works before authentication (a forced 500 needs no credentials) and ignores an uncatalogued code", async () => {
      const s = makeStub();
      await expectProblem(
        await s.raw("/v1/invoices", { headers: { prefer: "respond-async, code=internal_error" } }),
        "internal_error",
        500,
      );
      await expectProblem(await s.raw("/v1/invoices", { headers: { prefer: "code=teapot" } }), "unauthorized", 401);
    });
  });

  describe("control: fault queue", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("answers the next N matching requests with the code, then normally again", async () => {
      const s = makeStub();
      const fault = await okJson(
        await s.control("POST", "/__stub/faults", {
          method: "GET",
          path: "/v1/invoices",
          count: 2,
          code: "rate_limited",
        }),
        201,
      );
      expect(fault).toMatchObject({ method: "GET", path: "/v1/invoices", remaining: 2, code: "rate_limited" });
      // Another method or path does not consume the fault.
      expect((await s.signed("POST", "/v1/invoices", { body: invoiceBody() })).status).toBe(201);
      expect((await s.signed("GET", "/v1/invoices/inv_unknown")).status).toBe(404);
      for (let i = 0; i < 2; i++) {
        const res = await s.signed("GET", "/v1/invoices");
        await expectProblem(res, "rate_limited", 429);
        expect(res.headers.get("retry-after")).toBe("1");
      }
      expect((await s.signed("GET", "/v1/invoices")).status).toBe(200);
      expect(await okJson(await s.control("GET", "/__stub/faults"))).toEqual([]);
    });

    it("matches a path prefix ending in * for any method, and answers a status-only fault with that status's code", async () => {
      const s = makeStub();
      await okJson(await s.control("POST", "/__stub/faults", { path: "/v1/invoices/*", status: 500, count: 3 }), 201);
      await expectProblem(await s.signed("GET", "/v1/invoices/inv_a"), "internal_error", 500);
      await expectProblem(
        await s.signed("POST", "/v1/invoices/inv_a/cancel", { body: { reason: "x" } }),
        "internal_error",
        500,
      );
      // /v1/invoices itself is not under the prefix.
      expect((await s.signed("GET", "/v1/invoices")).status).toBe(200);
      await okJson(await s.control("POST", "/__stub/faults", { path: "/v1/time", status: 503 }), 201);
      const forced = await s.raw("/v1/time");
      expect(forced.status).toBe(503);
      expect(((await forced.json()) as Json).code).toBe("acceptance_disabled");
      await s.control("DELETE", "/__stub/faults");
      expect((await s.signed("GET", "/v1/invoices/inv_a")).status).toBe(404);
    });

    it("delays the answer by delay_ms and then serves the request normally", async () => {
      const s = makeStub();
      await okJson(await s.control("POST", "/__stub/faults", { path: "/v1/time", delay_ms: 5000 }), 201);
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      let settled: Response | undefined;
      const pending = s.raw("/v1/time").then((r) => (settled = r));
      await vi.advanceTimersByTimeAsync(4990);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(20);
      await pending;
      expect(settled?.status).toBe(200);
      vi.useRealTimers();
      expect((await s.raw("/v1/time")).status).toBe(200);
    });

    it("refuses a fault with an uncatalogued code or without a path, naming the field", async () => {
      const s = makeStub();
      const a = await expectProblem(
        await s.control("POST", "/__stub/faults", { path: "/v1/time", code: "teapot" }),
        "validation_failed",
        400,
      );
      expect(a.field).toBe("code");
      const b = await expectProblem(
        await s.control("POST", "/__stub/faults", { code: "internal_error" }),
        "validation_failed",
        400,
      );
      expect(b.field).toBe("path");
    });
  });

  describe("control: faults on the public routes", () => {
    it("answers a fault or an oversized body with the CORS headers the widget needs to read it, and journals it", async () => {
      const s = makeStub();
      await okJson(await s.control("POST", "/__stub/faults", { path: "/public/v1/sdk", code: "internal_error" }), 201);
      const faulted = await s.pub("POST", "/public/v1/sdk", {
        body: sdkBody(),
        headers: { "x-correlation-id": "c-1" },
      });
      await expectProblem(faulted.clone(), "internal_error", 500);
      expect(faulted.headers.get("access-control-allow-origin")).toBe("http://localhost:4311");
      expect(faulted.headers.get("x-correlation-id")).toBe("c-1");
      const big = await s.pub("POST", "/public/v1/sdk", { body: { ...sdkBody(), pad: "x".repeat(1_048_576) } });
      await expectProblem(big.clone(), "payload_too_large", 413);
      expect(big.headers.get("access-control-allow-origin")).toBe("http://localhost:4311");
      const preflight = await s.raw("/public/v1/sdk", {
        method: "OPTIONS",
        headers: { origin: "http://localhost:4311" },
      });
      expect(preflight.status).toBe(204);
      const journal = await okJson<Json[]>(await s.control("GET", "/__stub/journal"));
      expect(journal.map((e) => [e.method, e.status, e.code ?? null])).toEqual([
        ["POST", 500, "internal_error"],
        ["POST", 413, "payload_too_large"],
        ["OPTIONS", 204, null],
      ]);
      expect(journal[0]).toMatchObject({ correlation_id: "c-1" });
    });
  });

  describe("control: journal", () => {
    it("records every API request with method, path, status, code and key, and is cleared on DELETE", async () => {
      const s = makeStub();
      await s.signed("POST", "/v1/invoices", { body: invoiceBody() });
      await s.signed("GET", "/v1/invoices/inv_nothing", { headers: { "x-correlation-id": "corr-1" } });
      await s.raw("/v1/nowhere");
      const journal = await okJson<Json[]>(await s.control("GET", "/__stub/journal"));
      expect(journal).toEqual([
        expect.objectContaining({
          method: "POST",
          path: "/v1/invoices",
          status: 201,
          key_id: "pk_test_demo",
          time: 1_800_000_000,
        }),
        expect.objectContaining({
          method: "GET",
          path: "/v1/invoices/inv_nothing",
          status: 404,
          code: "invoice_not_found",
          correlation_id: "corr-1",
        }),
        expect.objectContaining({ method: "GET", path: "/v1/nowhere", status: 404, code: "route_not_found" }),
      ]);
      expect(journal[0]).not.toHaveProperty("code");
      expect((await s.control("DELETE", "/__stub/journal")).status).toBe(204);
      expect(await okJson(await s.control("GET", "/__stub/journal"))).toEqual([]);
    });
  });

  describe("control: reset and fixtures", () => {
    it("resets to the seed: invoices, clock patches and platform switches are gone", async () => {
      const s = makeStub();
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      await s.control("PATCH", "/__stub/projects/prj_demo_shop", { status: "Suspended" });
      await s.control("PATCH", "/__stub/platform", { channels_disabled: true });
      expect((await s.control("POST", "/__stub/reset")).status).toBe(204);
      await expectProblem(await s.signed("GET", `/v1/invoices/${String(inv.invoice_id)}`), "invoice_not_found", 404);
      expect((await s.signed("POST", "/v1/invoices", { body: invoiceBody() })).status).toBe(201);
      expect((await s.signed("GET", "/v1/payment-channels")).status).toBe(200);
    });

    it("resets to a given fixture document, replacing merchants, keys, projects and the clock", async () => {
      const s = makeStub();
      const fixture = {
        clock_start: 1_900_000_000,
        exchange_rates_usd: { USD: "1", USDT: "1" },
        merchants: [{ id: "mer_x", rate_limits: { global_per_second: 50, invoice_create_per_second: 10 } }],
        keys: [{ id: "pk_test_x", merchant_id: "mer_x", type: "payment", environment: "sandbox", secret: "sk_test_x" }],
        projects: [
          {
            id: "prj_x",
            merchant_id: "mer_x",
            environment: "sandbox",
            enabled_tokens: [{ currency: "USDT", network: "TRC20" }],
          },
        ],
      };
      expect((await s.control("POST", "/__stub/reset", fixture)).status).toBe(204);
      expect(await okJson(await s.control("GET", "/__stub/clock"))).toEqual({ now: 1_900_000_000 });
      await expectProblem(await s.signed("GET", "/v1/invoices"), "invalid_credentials", 401);
      const inv = await okJson(
        await s.signed("POST", "/v1/invoices", {
          key: "pk_test_x",
          secret: "sk_test_x",
          body: { project_id: "prj_x", amount: "10", currency: "USD", external_order_id: "a" },
        }),
        201,
      );
      expect(inv).toMatchObject({ project_id: "prj_x", status: "awaiting_client", expires_at: 1_900_000_900 });
    });

    it("puts the clock back on reset: time advanced by one test does not carry over into the next", async () => {
      const s = makeStub();
      await okJson(await s.control("POST", "/__stub/clock", { advance_seconds: 3600 }));
      expect((await s.control("POST", "/__stub/reset")).status).toBe(204);
      // The seed has no clock_start: the clock goes back to where the stub started it (T0 for this harness).
      expect(await okJson(await s.control("GET", "/__stub/clock"))).toEqual({ now: T0 });
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      expect(inv).toMatchObject({ created_at: T0, expires_at: T0 + 900 });
      // A fixture with its own clock_start sets it, and a later seed reset leaves it again.
      await s.control("POST", "/__stub/reset", { ...loadFixtureFile(), clock_start: 1_900_000_000 });
      expect(await okJson(await s.control("GET", "/__stub/clock"))).toEqual({ now: 1_900_000_000 });
      await s.control("POST", "/__stub/reset");
      expect(await okJson(await s.control("GET", "/__stub/clock"))).toEqual({ now: T0 });
    });

    it("resets a real-time stub without clock_start to real time, dropping any offset", async () => {
      let realMs = 1_750_000_000_500;
      const stub = createStub({
        fixture: loadFixtureFile(),
        clock: createClock({ realNowMs: () => realMs }),
        logError: () => undefined,
      });
      const control = async (method: string, path: string, body?: unknown) =>
        stub.app.request(`http://localhost:4010${path}`, {
          method,
          headers: { "x-stub-control": "1", ...(body !== undefined ? { "content-type": "application/json" } : {}) },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
      expect(await okJson(await control("POST", "/__stub/clock", { advance_seconds: 86_400 }))).toEqual({
        now: 1_750_086_400,
      });
      realMs += 2_000;
      expect((await control("POST", "/__stub/reset")).status).toBe(204);
      expect(await okJson(await control("GET", "/__stub/clock"))).toEqual({ now: 1_750_000_002 });
    });

    it("refuses a malformed CIDR in a key's ip_whitelist, from a PATCH or a fixture: 203.0.113.7/ would admit everyone", async () => {
      const s = makeStub();
      const bad = await expectProblem(
        await s.control("PATCH", "/__stub/keys/rk_test_office", { ip_whitelist: ["198.51.100.0/24", "203.0.113.7/"] }),
        "validation_failed",
        400,
      );
      expect(bad.field).toBe("ip_whitelist.1");
      expect(String(bad.detail)).toContain('"203.0.113.7/" is not an IP address or a CIDR');
      expect(s.store.keys.get("rk_test_office")?.ip_whitelist).not.toContain("203.0.113.7/");
      const fixture = structuredClone(loadFixtureFile()) as unknown as { keys: { ip_whitelist: string[] }[] };
      fixture.keys[0]!.ip_whitelist = ["10.0.0.0/33"];
      const parsed = parseFixture(fixture);
      expect(parsed.ok ? "accepted" : parsed.error).toMatch(
        /^Invalid fixture: keys\[0\]\.ip_whitelist\[0\]: "10\.0\.0\.0\/33" is not/,
      );
      await okJson(
        await s.control("PATCH", "/__stub/keys/rk_test_office", { ip_whitelist: ["203.0.113.7/32", "2001:db8::/32"] }),
      );
    });

    it("reads a fixture's figures as unsigned plain decimals: leading zeros read, a sign or an exponent refused", () => {
      const withFee = (fee: string) => {
        const fixture = structuredClone(loadFixtureFile()) as unknown as { merchants: { fee_percent: string }[] };
        fixture.merchants[0]!.fee_percent = fee;
        return parseFixture(fixture);
      };
      expect(withFee("01.5")).toMatchObject({ ok: true });
      for (const fee of ["-1", "1e2", ".5", " 1"]) {
        expect(withFee(fee), fee).toEqual({
          ok: false,
          error: 'Invalid fixture: merchants[0].fee_percent: a plain decimal string such as "10.50"',
          field: "merchants[0].fee_percent",
        });
      }
    });

    it("changes only the fields a PATCH sends: other fields keep their values, patches add up", async () => {
      const s = makeStub(undefined, { seedLimits: true });
      await okJson(await s.control("PATCH", "/__stub/platform", { network_unavailable: ["TRC20"] }));
      const platform = await okJson(await s.control("PATCH", "/__stub/platform", { channels_disabled: true }));
      expect(platform).toMatchObject({
        network_unavailable: ["TRC20"],
        channels_disabled: true,
        acceptance_disabled: false,
      });
      await okJson(
        await s.control("PATCH", "/__stub/merchants/mer_sandbox", { rate_limits: { invoice_create_per_second: 2 } }),
      );
      const merchant = await okJson(await s.control("PATCH", "/__stub/merchants/mer_sandbox", { fee_percent: "2" }));
      expect(merchant).toMatchObject({
        fee_percent: "2",
        suspended: false,
        rate_limits: { global_per_second: 30, invoice_create_per_second: 2 },
      });
      expect(merchant.withdrawal_whitelist).not.toBe(null);
      const key = await okJson(await s.control("PATCH", "/__stub/keys/rk_test_office", { revoked: false }));
      expect((key.ip_whitelist as string[]).length).toBeGreaterThan(0);
      const project = await okJson(await s.control("PATCH", "/__stub/projects/prj_demo_shop", { status: "Suspended" }));
      expect(project).toMatchObject({
        status: "Suspended",
        widget_active: true,
        integration: "Low-Code",
        invoice_ttl_seconds: 900,
      });
      const bad = await expectProblem(
        await s.control("PATCH", "/__stub/projects/prj_demo_shop", { widget_active: "yes" }),
        "validation_failed",
        400,
      );
      expect(bad.field).toBe("widget_active");
      await expectProblem(
        await s.control("PATCH", "/__stub/projects/prj_demo_shop", { colour: "red" }),
        "validation_failed",
        400,
      );
    });

    it("accepts the short fixture of docs/stub.md and can take an invoice with it", async () => {
      const page = readFileSync(fileURLToPath(new URL("../../docs/stub.md", import.meta.url)), "utf8");
      const section = page.slice(page.indexOf("\n## The API stub"));
      const json = /```json\n([\s\S]*?)\n```/.exec(section.slice(0, section.indexOf("\n## ", 1)))?.[1];
      expect(json, "docs/stub.md has a ```json block under ## The API stub").toBeDefined();
      const document = JSON.parse(json ?? "") as unknown;
      const parsed = parseFixture(document);
      expect(parsed).toMatchObject({ ok: true });
      const s = makeStub();
      expect((await s.control("POST", "/__stub/reset", document)).status).toBe(204);
      const res = await s.pub("POST", "/public/v1/sdk", {
        origin: "http://localhost:4010",
        body: sdkBody({ amount: "10.00", currency: "EUR" }),
      });
      const inv = await okJson(res, 201);
      expect(inv).toMatchObject({
        project_id: "prj_demo_shop",
        status: "awaiting_client",
        payment_methods: [{ currency: "USDT", network: "TRC20" }],
      });
      const confirmed = await okJson(
        await s.pub("POST", `/public/v1/sdk/invoices/${String(inv.invoice_id)}/confirm-payment`, {
          origin: "http://localhost:4010",
          body: { currency: "USDT", network: "TRC20" },
        }),
      );
      expect(confirmed).toMatchObject({ status: "awaiting_payment", payment: { expected: "10.8" } });
    });

    it("answers a bad fixture with validation_failed naming the failing path, and keeps the state", async () => {
      const s = makeStub();
      const bad = structuredClone(loadFixtureFile()) as unknown as { projects: Json[] };
      bad.projects[2]!.status = "Paused";
      const body = await expectProblem(await s.control("POST", "/__stub/reset", bad), "validation_failed", 400);
      expect(body.detail).toMatch(/projects\[2\]\.status/);
      const unknown = await expectProblem(
        await s.control("POST", "/__stub/reset", {
          merchants: [{ id: "m" }],
          keys: [{ id: "pk_test_a", merchant_id: "nobody", type: "payment", environment: "sandbox", secret: "s" }],
          projects: [],
        }),
        "validation_failed",
        400,
      );
      expect(unknown.detail).toMatch(/keys\[0\]\.merchant_id: unknown merchant nobody/);
      expect((await s.signed("POST", "/v1/invoices", { body: invoiceBody() })).status).toBe(201);
    });

    it("refuses a bad STUB_FIXTURE file with its name and the failing path", () => {
      const dir = mkdtempSync(join(tmpdir(), "stub-fixture-"));
      const file = join(dir, "broken.json");
      const f = structuredClone(loadFixtureFile()) as unknown as { keys: Json[] };
      f.keys[0]!.type = "admin";
      writeFileSync(file, JSON.stringify(f));
      expect(() => loadFixtureFile(file)).toThrow(/broken\.json: Invalid fixture: keys\[0\]\.type/);
      writeFileSync(file, "{ not json");
      expect(() => loadFixtureFile(file)).toThrow(/Cannot read fixture .*broken\.json/);
    });

    it("makes main.ts exit 1 with the file and the failing path for a bad STUB_FIXTURE, before listening", () => {
      const dir = mkdtempSync(join(tmpdir(), "stub-fixture-"));
      const file = join(dir, "bad-start.json");
      const f = structuredClone(loadFixtureFile()) as unknown as { merchants: Json[] };
      f.merchants[0]!.rate_limits = { global_per_second: -1 };
      writeFileSync(file, JSON.stringify(f));
      const main = fileURLToPath(new URL("../main.ts", import.meta.url));
      const run = spawnSync(process.execPath, ["--import", "tsx", main], {
        env: { ...process.env, STUB_FIXTURE: file, PORT: "0" },
        encoding: "utf8",
        timeout: 15_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/bad-start\.json: Invalid fixture: merchants\[0\]\.rate_limits\.global_per_second/);
    });

    it("reads and moves the clock, sweeping invoices past their deadline", async () => {
      const s = makeStub();
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      expect(await okJson(await s.control("POST", "/__stub/clock", { advance_seconds: 900 }))).toEqual({
        now: 1_800_000_900,
      });
      expect(s.store.invoices.get(String(inv.invoice_id))?.status).toBe("expired");
      expect(await okJson(await s.control("POST", "/__stub/clock", { now: 1_800_000_000 }))).toEqual({
        now: 1_800_000_000,
      });
    });
  });

  describe("control: who can reach it", () => {
    it("refuses a control request without X-Stub-Control: 1 (what a cross-site form sends) and changes nothing", async () => {
      const s = makeStub();
      await okJson(await s.control("PATCH", "/__stub/projects/prj_demo_shop", { widget_active: false }));
      // A form posting text/plain, or a simple fetch: no custom header, so no preflight the stub could refuse.
      const res = await s.raw("/__stub/reset", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "{}",
      });
      const body = await expectProblem(res, "forbidden", 403);
      expect(String(body.detail)).toContain("X-Stub-Control: 1");
      expect(s.store.projects.get("prj_demo_shop")?.widget_active).toBe(false);
      await expectProblem(await s.raw("/__stub/invoices"), "forbidden", 403);
      await expectProblem(await s.raw("/__stub/clock", { headers: { "x-stub-control": "yes" } }), "forbidden", 403);
      expect((await s.raw("/__stub/clock", { headers: { "x-stub-control": "1" } })).status).toBe(200);
    });

    it("never grants a cross-site preflight for /__stub/*, so a page elsewhere cannot add the header", async () => {
      const s = makeStub();
      const res = await s.raw("/__stub/reset", {
        method: "OPTIONS",
        headers: {
          origin: "https://evil.test",
          "access-control-request-method": "POST",
          "access-control-request-headers": "x-stub-control",
        },
      });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.get("access-control-allow-headers")).toBeNull();
    });

    it("answers only its own Host names: a DNS-rebinding name gets 403 on the control API, the API and the pages", async () => {
      const s = makeStub();
      for (const path of ["/__stub/invoices", "/v1/time", "/", "/pay/inv_x"]) {
        const res = await s.raw(path, { headers: { host: "attacker.test:4010", "x-stub-control": "1" } });
        const body = await expectProblem(res, "forbidden", 403);
        expect(String(body.detail), path).toContain("--allow-host attacker.test");
      }
      for (const host of ["localhost:4010", "127.0.0.1:4010", "[::1]:4010", "LOCALHOST"]) {
        expect((await s.raw("/v1/time", { headers: { host } })).status, host).toBe(200);
      }
    });

    it("answers the configured names and its public URL's host too (a LAN name with --host 0.0.0.0)", async () => {
      const s = makeStub(undefined, {
        config: { allowedHosts: ["shop.lan", "192.168.1.20"], publicUrl: "https://stub.example.test" },
      });
      for (const host of ["shop.lan:4010", "192.168.1.20", "stub.example.test"]) {
        expect((await s.raw("/v1/time", { headers: { host } })).status, host).toBe(200);
      }
      await expectProblem(await s.raw("/v1/time", { headers: { host: "other.lan" } }), "forbidden", 403);
    });
  });

  describe("pages: security headers", () => {
    it("sends the hosted page and the demo shop under a nonce-only CSP, unframeable, without referrer or sniffing", async () => {
      const s = makeStub();
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      const nonces = new Set<string>();
      for (const path of [
        `/pay/${String(inv.invoice_id)}`,
        `/pay/${String(inv.invoice_id)}`,
        "/",
        "/pay/inv_unknown",
      ]) {
        const res = await s.raw(path);
        const csp = res.headers.get("content-security-policy") ?? "";
        const nonce = /script-src 'nonce-([A-Za-z0-9+/=]{24})'(;|$)/.exec(csp)?.[1];
        expect(nonce, `${path}: ${csp}`).toBeDefined();
        nonces.add(nonce!);
        for (const directive of [
          "default-src 'none'",
          "frame-ancestors 'none'",
          "base-uri 'none'",
          "require-trusted-types-for 'script'",
          "connect-src 'self'",
        ]) {
          expect(csp, path).toContain(directive);
        }
        expect(csp, path).not.toContain("unsafe-inline");
        expect(res.headers.get("x-frame-options"), path).toBe("DENY");
        expect(res.headers.get("referrer-policy"), path).toBe("no-referrer");
        expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
        // Every script and style tag of the page carries this answer's nonce, so the page runs under its own policy.
        const html = await res.text();
        const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
        expect(tags.length, path).toBeGreaterThan(0);
        for (const tag of tags) expect(tag, path).toContain(`nonce="${nonce!}"`);
        // The widget calls the origin the page was loaded from: no absolute api-base (the hosted page names its own
        // routes by path).
        expect(html, path).not.toMatch(/api-base="(?!\/hosted-page")/);
      }
      // A fresh nonce per answer.
      expect(nonces.size).toBe(4);
    });
  });

  describe("control: switched off", () => {
    it("hides /__stub/ entirely when the control API is off (STUB_CONTROL=0)", async () => {
      const s = makeStub(undefined, { config: { control: false } });
      await expectProblem(await s.control("POST", "/__stub/reset"), "route_not_found", 404);
      await expectProblem(await s.raw("/__stub/reset", { method: "POST" }), "route_not_found", 404);
      await expectProblem(await s.control("GET", "/__stub/journal"), "route_not_found", 404);
      await expectProblem(
        await s.control("POST", "/__stub/faults", { path: "/v1/time", code: "internal_error" }),
        "route_not_found",
        404,
      );
      expect((await s.raw("/v1/time")).status).toBe(200);
    });

    it("is off with createStub({ control: false }) too", async () => {
      const { app } = createStub({ fixture: loadFixtureFile(), control: false, logError: () => undefined });
      const res = await app.request("http://localhost:4010/__stub/reset", {
        method: "POST",
        headers: { "x-stub-control": "1" },
      });
      await expectProblem(res, "route_not_found", 404);
      expect(await (await app.request("http://localhost:4010/")).text()).not.toContain("Sandbox wallet");
    });

    it("leaves the sandbox wallet off the demo shop, whose buttons would post to it", async () => {
      expect(await (await makeStub().raw("/")).text()).toContain("Sandbox wallet");
      expect(await (await makeStub(undefined, { config: { control: false } }).raw("/")).text()).not.toContain(
        "Sandbox wallet",
      );
    });

    it("offers the sandbox wallet on the hosted page of a sandbox invoice only while the control API is on", async () => {
      for (const control of [true, false]) {
        const s = makeStub(undefined, { config: { control } });
        const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
        const page = await (await s.raw(`/pay/${String(inv.invoice_id)}`)).text();
        expect(page.includes("Sandbox wallet"), `control ${control}`).toBe(control);
      }
    });
  });
}

controlRules();
