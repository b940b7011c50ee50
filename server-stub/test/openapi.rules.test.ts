/** GET /openapi.json: a parseable OpenAPI 3.1 document listing every API route the app serves, with resolvable schemas. */
import * as z from "zod";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../shared/api/index.ts";
import { invoiceBody, makeStub, okJson, sdkBody } from "./harness.ts";

type Json = Record<string, unknown>;

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, Json & { security: Json[]; responses: Record<string, Json> }>>;
  components: {
    schemas: Record<string, Json & { properties?: Record<string, Json> }>;
    securitySchemes: Record<string, Json>;
  };
}

/** Follows a local JSON pointer such as #/components/schemas/Invoice; undefined when it leads nowhere. */
function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let at: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const part = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (at === null || typeof at !== "object" || !(part in at)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

function refsIn(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) refsIn(n, out);
  else if (node !== null && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

/** A zod validator of one component, its $refs rewired to $defs, to check real answers against the document. */
function validatorOf(doc: Doc, name: string) {
  const defs = JSON.parse(
    JSON.stringify(doc.components.schemas).replaceAll("#/components/schemas/", "#/$defs/"),
  ) as Json;
  return z.fromJSONSchema({ $ref: `#/$defs/${name}`, $defs: defs } as Parameters<typeof z.fromJSONSchema>[0]);
}

function openApiRules(): void {
  describe("GET /openapi.json", () => {
    it("is an OpenAPI 3.1 document with an operation for every API route the app registers, and no other", async () => {
      const s = makeStub();
      const res = await s.raw("/openapi.json");
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const doc = (await okJson(res)) as unknown as Doc;
      expect(doc.openapi).toBe("3.1.0");
      const served = new Set(
        s.app.routes
          .filter((r) => r.method !== "ALL" && (r.path.startsWith("/v1/") || r.path.startsWith("/public/")))
          .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:([a-z_]+)/g, "{$1}")}`),
      );
      const documented = new Set(
        Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`)),
      );
      expect(served.size).toBeGreaterThan(20);
      expect([...documented].sort()).toEqual([...served].sort());
    });

    it("resolves every $ref and carries the catalogue's codes in the problem schema", async () => {
      const s = makeStub();
      const doc = (await okJson(await s.raw("/openapi.json"))) as unknown as Doc;
      const refs = refsIn(doc);
      expect(refs.length).toBeGreaterThan(30);
      for (const ref of new Set(refs)) expect(resolvePointer(doc, ref), ref).toBeDefined();
      expect(doc.components.schemas.ProblemDetails!.properties!.code).toEqual({
        type: "string",
        enum: [...ERROR_CODES],
      });
      for (const [path, ops] of Object.entries(doc.paths)) {
        for (const op of Object.values(ops)) {
          expect(op.responses["4XX"], path).toEqual({ $ref: "#/components/responses/Problem" });
          const schemes = op.security.flatMap((sec) => Object.keys(sec));
          if (path === "/v1/time") expect(schemes).toEqual([]);
          // The PHP SDK's spelling of simulate-payment sits under /public/ and is signed all the same.
          else if (path.startsWith("/public/") && !path.endsWith("/simulate-payment"))
            expect(schemes).toEqual(["SdkKey"]);
          else expect(schemes).toEqual(["HmacSignature", "RequestTimestamp"]);
        }
      }
      expect(doc.components.securitySchemes.SdkKey).toMatchObject({ type: "apiKey", in: "header", name: "X-Sdk-Key" });
      expect(doc.components.securitySchemes.HmacSignature).toMatchObject({
        type: "apiKey",
        in: "header",
        name: "Authorization",
      });
    });

    it("describes what the stub really answers: invoices, public invoices, pages and problems validate against it", async () => {
      const s = makeStub();
      const doc = (await okJson(await s.raw("/openapi.json"))) as unknown as Doc;
      const inv = await okJson(
        await s.signed("POST", "/v1/invoices", {
          body: invoiceBody({ currency: "USDT", network: "TRC20", amount: "10" }),
        }),
        201,
      );
      expect(validatorOf(doc, "Invoice").safeParse(inv).success).toBe(true);
      expect(validatorOf(doc, "Invoice").safeParse({ ...inv, status: "lost" }).success).toBe(false);
      const pub = await okJson(await s.pub("POST", "/public/v1/sdk", { body: sdkBody() }), 201);
      expect(validatorOf(doc, "PublicInvoice").safeParse(pub).success).toBe(true);
      // The public invoice has a contract of its own, not `{}` (its schema ends in a transform zod cannot describe).
      expect(validatorOf(doc, "PublicInvoice").safeParse({}).success).toBe(false);
      expect(validatorOf(doc, "PublicInvoice").safeParse({ ...(pub as Json), status: "lost" }).success).toBe(false);
      const page = await okJson(await s.signed("GET", "/v1/invoices"));
      expect(validatorOf(doc, "InvoicePage").safeParse(page).success).toBe(true);
      const problem = (await (await s.signed("GET", "/v1/invoices/inv_nope")).json()) as Json;
      expect(validatorOf(doc, "ProblemDetails").safeParse(problem).success).toBe(true);
      expect(validatorOf(doc, "ProblemDetails").safeParse({ ...problem, code: "made_up" }).success).toBe(false);
      const body = validatorOf(doc, "InvoiceCreateBody");
      expect(body.safeParse(invoiceBody()).success).toBe(true);
      expect(body.safeParse({ amount: "1" }).success).toBe(false);
    });
  });
}

openApiRules();
