// Guards the widget's size budget (25 KB min+gzip for everything on the English path): a bundle that imports ApiError or the network table alone must not carry zod's
// schema machinery, our schemas or the catalogue's wording; one that imports SdkClient must not carry the catalogue. The @__PURE__ / @__NO_SIDE_EFFECTS__ marks in schemas.ts,
// codes.ts and networks.ts are what make that true, and they are easy to lose in an edit.
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { describe, expect, it } from "vitest";

const ENTRY = "__api_tree_shaking_entry__";
const INDEX = fileURLToPath(new URL("./index.ts", import.meta.url));
const SDK_CLIENT = fileURLToPath(new URL("../client/sdk-client.ts", import.meta.url));
const SESSION = fileURLToPath(new URL("../checkout/checkout-session.ts", import.meta.url));

async function bundle(source: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    plugins: [
      {
        name: "entry",
        // vite hands the lib entry over as an absolute path, hence the suffix match.
        resolveId: (id) => (id.endsWith(ENTRY) ? "\0entry" : null),
        load: (id) => (id === "\0entry" ? source.replaceAll("@api", INDEX).replaceAll("@sdk-client", SDK_CLIENT).replaceAll("@session", SESSION) : null),
      },
    ],
    build: { write: false, minify: false, lib: { entry: ENTRY, formats: ["es"], fileName: "entry" } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  // The entry chunk first, lazy chunks after a marker.
  const chunks = outputs.flatMap((o) => o.output).filter((c) => c.type === "chunk");
  chunks.sort((a, b) => Number(b.isEntry) - Number(a.isEntry));
  return chunks.map((chunk) => chunk.code).join("\n//# chunk\n");
}

describe("tree shaking of shared/api", () => {
  it("the checkout session leaves the developer hints in a chunk of their own", async () => {
    const code = await bundle(`export { CheckoutSession } from "@session";`);
    const [entry] = code.split("\n//# chunk\n");
    expect(entry).toContain("merchant_configuration");
    expect(entry).not.toContain("allowed origins");
    expect(code).toContain("allowed origins");
  });

  it("ApiError alone brings neither zod nor the schemas nor the catalogue's conditions", async () => {
    const code = await bundle(`import { ApiError } from "@api"; export const e = ApiError.timeout();`);
    expect(code).toContain("retry-after");
    expect(code).not.toMatch(/\$ZodObject|ZodMini/);
    expect(code).not.toContain("awaiting_client");
    expect(code).not.toContain("Required field empty");
    expect(code).not.toContain("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
  });

  it("the network table alone brings no zod schemas", async () => {
    const code = await bundle(`import { NETWORKS } from "@api"; export const n = NETWORKS;`);
    expect(code).toContain("TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t");
    expect(code).not.toMatch(/\$ZodObject|ZodMini/);
  });

  it("the public invoice schema leaves the request-body schemas out", async () => {
    const code = await bundle(`import { PublicInvoiceSchema } from "@api"; export const s = PublicInvoiceSchema;`);
    expect(code).toContain("awaiting_client");
    expect(code).not.toContain("field_percentage_out_of_range");
    expect(code).not.toContain("requested_amount_invalid");
  });

  it("SdkClient brings the public invoice schema but neither the catalogue nor the request-body schemas", async () => {
    const code = await bundle(`import { SdkClient } from "@sdk-client"; export const c = SdkClient;`);
    expect(code).toContain("awaiting_client");
    expect(code).toContain("/public/v1/sdk");
    // It reads invoices with the lean reader: no zod at all, not even its module-level set-up.
    expect(code).not.toMatch(/\$ZodObject|ZodMini|__zod_globalConfig/);
    expect(code).not.toContain("/v1/withdrawals");
    expect(code).not.toContain("Required field empty");
    expect(code).not.toContain("payment_channel_simulation_sandbox_only");
    expect(code).not.toContain("field_percentage_out_of_range");
  });
});
