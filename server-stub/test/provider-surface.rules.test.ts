/**
 * Provider-surface mode (issue 29): only what the provider documents is served, the signed API, `POST /public/v1/sdk`
 * and the hosted page; our own public routes answer 404 to every caller. And the hosted page's own routes, in both
 * modes: same origin only, in no merchant-facing document.
 */
import { describe, expect, it } from "vitest";
import { PUBLIC_OPERATIONS } from "../../shared/api/public-operations.ts";
import { expectProblem, invoiceBody, makeStub, okJson, sdkBody } from "./harness.ts";

const OURS = Object.values(PUBLIC_OPERATIONS).filter((op) => op.ours);

/** Each of our routes as a request: the invoice or project id filled in. */
function oursRequests(invoiceId: string): { method: string; path: string; body?: unknown }[] {
  return OURS.map((op) => ({
    method: op.method,
    path:
      op.path.replace("{id}", op.path.includes("/projects/") ? "prj_demo_shop" : invoiceId) +
      (op.path.includes("/projects/") ? "?source=embed" : ""),
    ...(op.method === "POST" && op.path.endsWith("confirm-payment")
      ? { body: { currency: "USDT", network: "TRC20" } }
      : {}),
  }));
}

function providerSurfaceRules(): void {
  describe("provider-surface mode", () => {
    it("answers each of our public routes 404 route_not_found to every caller, readable by a browser", async () => {
      const s = makeStub(undefined, { config: { providerSurface: true } });
      expect(OURS.map((op) => op.path).sort()).toEqual([
        "/public/v1/sdk/invoices/{id}",
        "/public/v1/sdk/invoices/{id}/cancel",
        "/public/v1/sdk/invoices/{id}/confirm-payment",
        "/public/v1/sdk/projects/{id}",
      ]);
      const created = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      const callers = [
        { origin: "http://localhost:4311" }, // an allowed page
        { origin: "https://elsewhere.example" }, // a page the project does not allow
        { origin: null }, // a script
        { key: null, origin: null }, // no key at all
        { origin: "http://localhost:4010" }, // the stub's own origin
      ];
      for (const request of oursRequests(String(created.invoice_id))) {
        for (const caller of callers) {
          const res = await s.pub(request.method, request.path, {
            ...caller,
            ...(request.body ? { body: request.body } : {}),
          });
          await expectProblem(res, "route_not_found", 404);
          if (caller.origin === "http://localhost:4311")
            expect(res.headers.get("access-control-allow-origin"), request.path).toBe("http://localhost:4311");
        }
      }
      // Nothing moved: the invoice still awaits the customer's choice.
      expect(s.store.invoices.get(String(created.invoice_id))?.status).toBe("awaiting_client");
    });

    it("serves what the provider documents: the signed API, the public create, the hosted page and its own routes", async () => {
      const s = makeStub(undefined, { config: { providerSurface: true } });
      const signed = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      expect((await okJson(await s.signed("GET", `/v1/invoices/${String(signed.invoice_id)}`))).status).toBe(
        "awaiting_client",
      );
      const pub = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      for (const id of [signed.invoice_id, pub.invoice_id]) {
        const page = await s.raw(`/pay/${String(id)}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('api-base="/hosted-page"');
        expect(
          (
            await okJson(
              await s.raw(`/hosted-page/public/v1/sdk/invoices/${String(id)}`, {
                headers: { "x-sdk-key": "pk_test_demo", "sec-fetch-site": "same-origin" },
              }),
            )
          ).invoice_id,
        ).toBe(id);
      }
      expect(
        (await okJson(await s.raw("/hosted-page/v1/time", { headers: { "sec-fetch-site": "same-origin" } })))
          .server_time,
      ).toBeTypeOf("number");
    });

    it("answers the hosted page's own routes to the page alone: a caller naming no origin finds none of them", async () => {
      const s = makeStub(undefined, { config: { providerSurface: true } });
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      const path = `/hosted-page/public/v1/sdk/invoices/${String(inv.invoice_id)}`;
      const key = { "x-sdk-key": "pk_test_demo" };
      // A script on a server with the published key: no Origin, no Sec-Fetch-Site. Read, method choice, cancel.
      await expectProblem(await s.raw(path, { headers: key }), "route_not_found", 404);
      for (const action of ["confirm-payment", "cancel"]) {
        const res = await s.raw(`${path}/${action}`, {
          method: "POST",
          headers: { ...key, "content-type": "application/json" },
          body: JSON.stringify({ currency: "USDT", network: "TRC20" }),
        });
        await expectProblem(res, "route_not_found", 404);
      }
      expect(s.store.invoices.get(String(inv.invoice_id))?.status).toBe("awaiting_client");
      // The page itself: its reads carry Sec-Fetch-Site: same-origin, its POSTs its Origin.
      await okJson(await s.raw(path, { headers: { ...key, "sec-fetch-site": "same-origin" } }));
      await okJson(
        await s.raw(`${path}/cancel`, { method: "POST", headers: { ...key, origin: "http://localhost:4010" } }),
      );
      expect(s.store.invoices.get(String(inv.invoice_id))?.status).toBe("cancelled");
    });

    it("leaves our routes out of /openapi.json, and serves and lists them by default", async () => {
      type Doc = { paths: Record<string, unknown> };
      const provider = await okJson<Doc>(
        await makeStub(undefined, { config: { providerSurface: true } }).raw("/openapi.json"),
      );
      const full = await okJson<Doc>(await makeStub().raw("/openapi.json"));
      for (const op of OURS) {
        expect(provider.paths, op.path).not.toHaveProperty([op.path]);
        expect(full.paths, op.path).toHaveProperty([op.path]);
      }
      expect(provider.paths).toHaveProperty(["/public/v1/sdk"]);
      expect(provider.paths).toHaveProperty(["/v1/invoices"]);
      for (const doc of [provider, full])
        expect(Object.keys(doc.paths).filter((p) => p.includes("hosted-page"))).toEqual([]);
      const s = makeStub();
      const created = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      await okJson(await s.pub("GET", `/public/v1/sdk/invoices/${String(created.invoice_id)}`));
    });

    it("keeps the hosted page's own routes to its own origin: to any other they do not exist", async () => {
      const s = makeStub();
      const inv = await okJson(await s.signed("POST", "/v1/invoices", { body: invoiceBody() }), 201);
      const path = `/hosted-page/public/v1/sdk/invoices/${String(inv.invoice_id)}`;
      const key = { "x-sdk-key": "pk_test_demo" };
      await okJson(await s.raw(path, { headers: key }));
      await okJson(
        await s.raw(path, { headers: { ...key, origin: "http://localhost:4010", "sec-fetch-site": "same-origin" } }),
      );
      const foreigners: Record<string, string>[] = [
        { origin: "http://localhost:4311" },
        { origin: "https://elsewhere.example" },
        { origin: "http://localhost:4311", "sec-fetch-site": "cross-site" },
      ];
      for (const foreign of foreigners) {
        const res = await s.raw(path, { headers: { ...key, ...foreign } });
        await expectProblem(res, "route_not_found", 404);
        expect(res.headers.get("access-control-allow-origin")).toBeNull();
      }
      // It reads every invoice of the key's merchant, whatever the project's widget switch: the hosted page serves them all.
      await okJson(await s.control("PATCH", "/__stub/projects/prj_demo_shop", { widget_active: false }));
      await okJson(await s.raw(path, { headers: key }));
      await okJson(
        await s.raw(`/hosted-page/public/v1/sdk/invoices/${String(inv.invoice_id)}/confirm-payment`, {
          method: "POST",
          headers: { ...key, "content-type": "application/json" },
          body: JSON.stringify({ currency: "USDT", network: "TRC20" }),
        }),
      );
      expect(s.store.invoices.get(String(inv.invoice_id))?.status).toBe("awaiting_payment");
    });
  });
}

providerSurfaceRules();
