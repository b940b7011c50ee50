// What each browser-side import brings into a bundle: the catalogue's wording, the developer hints and the merchant
// routes stay out of the bundles that do not use them. Every probe is read from the catalogues at test time, and a
// control bundle that does use them must contain every probe, so a probe that no bundle could ever contain fails here.
import { fileURLToPath } from "node:url";
import { build, type Rolldown } from "vite";
import { beforeAll, describe, expect, it } from "vitest";
import { ERROR_CATALOGUE } from "./codes.ts";
import { CLIENT_DEVELOPER_HINTS, DEVELOPER_HINTS } from "../checkout/error-hints.ts";
import { OPERATIONS } from "./operations.ts";
import { PUBLIC_OPERATIONS } from "./public-operations.ts";

const ENTRY = "__api_tree_shaking_entry__";
const ALIASES = {
  "@api": fileURLToPath(new URL("./index.ts", import.meta.url)),
  "@sdk-client": fileURLToPath(new URL("../client/sdk-client.ts", import.meta.url)),
  "@operations": fileURLToPath(new URL("./operations.ts", import.meta.url)),
  "@session": fileURLToPath(new URL("../checkout/checkout-session.ts", import.meta.url)),
  "@hints": fileURLToPath(new URL("../checkout/error-hints.ts", import.meta.url)),
};
const CHUNK_MARK = "\n//# chunk\n";

/** The chunks of the bundle of `source` (with the aliases above), the entry chunk first. */
async function bundledChunks(source: string): Promise<Rolldown.OutputChunk[]> {
  let code = source;
  for (const [alias, path] of Object.entries(ALIASES)) code = code.replaceAll(alias, path);
  const result = await build({
    configFile: false,
    logLevel: "silent",
    plugins: [
      {
        name: "entry",
        // vite hands the lib entry over as an absolute path, hence the suffix match.
        resolveId: (id) => (id.endsWith(ENTRY) ? "\0entry" : null),
        load: (id) => (id === "\0entry" ? code : null),
      },
    ],
    build: { write: false, minify: false, lib: { entry: ENTRY, formats: ["es"], fileName: "entry" } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((c) => c.type === "chunk");
  return chunks.sort((a, b) => Number(b.isEntry) - Number(a.isEntry));
}

/** The bundle of `source`, entry chunk first and the other chunks after CHUNK_MARK. */
async function bundle(source: string): Promise<string> {
  return (await bundledChunks(source)).map((chunk) => chunk.code).join(CHUNK_MARK);
}

/**
 * Words of a text as its source spells them: its longest stretch without a full stop, quote or backtick (which a
 * bundler may re-quote or escape), at most 40 characters.
 */
const opening = (text: string) =>
  text
    .split(/[."'`]/)
    .map((part) => part.trim().slice(0, 40).trim())
    .reduce((longest, part) => (part.length > longest.length ? part : longest), "");

const conditionProbes = Object.values(ERROR_CATALOGUE).map((entry) => opening(entry.condition));
const hintProbes = [...Object.values(DEVELOPER_HINTS), ...Object.values(CLIENT_DEVELOPER_HINTS)].map(opening);
/** Paths only the merchant client calls (the widget and terminal bundle the SDK routes alone), as string literals. */
const sdkPaths = new Set<string>(Object.values(PUBLIC_OPERATIONS).map((route) => route.path));
const merchantPathProbes = Object.values(OPERATIONS)
  .map((route) => route.path)
  .filter((path) => !sdkPaths.has(path))
  .map((path) => JSON.stringify(path));

function missing(code: string, probes: readonly string[]): string[] {
  return probes.filter((probe) => !code.includes(probe));
}
function present(code: string, probes: readonly string[]): string[] {
  return probes.filter((probe) => code.includes(probe));
}

describe("tree shaking of shared/", () => {
  it("has probes for every catalogue entry, hint and merchant route", () => {
    expect(conditionProbes.length).toBe(Object.keys(ERROR_CATALOGUE).length);
    expect(conditionProbes.every((probe) => probe.length >= 10)).toBe(true);
    expect(hintProbes.every((probe) => probe.length >= 10)).toBe(true);
    expect(merchantPathProbes.length).toBeGreaterThan(0);
  });

  describe("a control bundle that uses the catalogue, the hints and every route", () => {
    let control: string;
    beforeAll(async () => {
      control = await bundle(`
        import { ERROR_CATALOGUE } from "@api";
        import { DEVELOPER_HINTS, CLIENT_DEVELOPER_HINTS } from "@hints";
        import { OPERATIONS } from "@operations";
        export const all = [ERROR_CATALOGUE, DEVELOPER_HINTS, CLIENT_DEVELOPER_HINTS, OPERATIONS];
      `);
    });

    it("contains every probe", () => {
      expect(missing(control, conditionProbes)).toEqual([]);
      expect(missing(control, hintProbes)).toEqual([]);
      expect(missing(control, merchantPathProbes)).toEqual([]);
    });
  });

  it("ApiError and the reading of an error answer bring neither zod nor the catalogue's conditions", async () => {
    const code = await bundle(
      `import { ApiError, apiErrorFromResponse } from "@api"; export const e = [ApiError.timeout(), apiErrorFromResponse];`,
    );
    expect(code).toContain("retry-after");
    expect(code).not.toMatch(/\$ZodObject|ZodMini/);
    expect(present(code, conditionProbes)).toEqual([]);
  });

  it("SdkClient leaves the reading of an error answer in a chunk of its own, which only a failed call loads", async () => {
    const chunks = await bundledChunks(`import { SdkClient } from "@sdk-client"; export const c = SdkClient;`);
    const reading = chunks.filter((chunk) => chunk.code.includes("retry-after"));
    expect(reading.map((chunk) => chunk.isDynamicEntry)).toEqual([true]);
  });

  it("SdkClient brings zod and the public invoice schema, but neither the catalogue's conditions nor the merchant routes", async () => {
    const code = await bundle(`import { SdkClient } from "@sdk-client"; export const c = SdkClient;`);
    expect(code).toMatch(/ZodMini/);
    expect(code).toContain("awaiting_client");
    expect(code).toContain(PUBLIC_OPERATIONS.sdkCreateInvoice.path);
    expect(present(code, conditionProbes)).toEqual([]);
    expect(present(code, merchantPathProbes)).toEqual([]);
  });

  it("SdkClient leaves out the request bodies' schemas, which the operation table names instead of holding", async () => {
    const bodyRules = /function (invoiceCreateBody|requiredText|amountField)\b/;
    const control = await bundle(`import { SdkCreateBodySchema } from "@api"; export const s = SdkCreateBodySchema;`);
    expect(control).toMatch(bodyRules);
    const code = await bundle(`import { SdkClient } from "@sdk-client"; export const c = SdkClient;`);
    expect(code).not.toMatch(bodyRules);
  });

  it("the checkout session leaves the developer hints in a chunk of their own", async () => {
    const code = await bundle(`export { CheckoutSession } from "@session";`);
    const [entry, ...lazy] = code.split(CHUNK_MARK);
    expect(present(entry!, hintProbes)).toEqual([]);
    expect(missing(lazy.join(CHUNK_MARK), hintProbes)).toEqual([]);
    expect(present(entry!, conditionProbes)).toEqual([]);
  });
});
