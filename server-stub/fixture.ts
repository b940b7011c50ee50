/** The fixture format: the whole initial state of the stub as one JSON document, validated with zod. */
import * as z from "zod";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PACKAGE_ROOT } from "./package-root.ts";
import { NETWORK_CODES } from "../shared/api/networks.ts";
import { isDecimal, UNSIGNED_DECIMAL } from "../shared/decimal/plain-decimal.ts";
import { ipEntryProblem } from "./primitives/ip-allowlist.ts";
import { checkSingleLineText } from "../shared/api/single-line-text.ts";
import { MAX_RETURN_URL_LENGTH, checkReturnUrl, normalizedReturnUrl } from "../shared/api/return-url.ts";
import { checkSupportEmail } from "../shared/api/support-contact.ts";

/** A figure of the stub's own configuration: leading zeros are read ("01.5" can only mean 1.5 here), no sign. */
const decimal = z
  .string()
  .refine((value) => isDecimal(value, UNSIGNED_DECIMAL), 'a plain decimal string such as "10.50"');
const environment = z.enum(["sandbox", "production"]);
const token = z.object({ currency: z.string().min(1), network: z.enum(NETWORK_CODES) });

const rateLimits = z.object({
  /** Requests per second shared by all the merchant's keys (spec: 30). */
  global_per_second: z.number().int().positive().default(30),
  /** POST /v1/invoices per second (spec: 5). */
  invoice_create_per_second: z.number().int().positive().default(5),
});

const merchant = z.object({
  id: z.string().min(1),
  name: z.string().default(""),
  suspended: z.boolean().default(false),
  // prefault, not default: zod 4 hands a default back unparsed, so the figures above would have to be written again.
  rate_limits: rateLimits.prefault({}),
  /** Merchant fee on received payments, percent. */
  fee_percent: decimal.default("1"),
  /** Per-deposit cap in USD applied at confirm. */
  deposit_cap_usd: decimal.optional(),
  /** Per-withdrawal cap in USD (principal). */
  withdrawal_cap_usd: decimal.optional(),
  /** Maximum number of active (non-final) withdrawals. */
  withdrawal_quota: z.number().int().nonnegative().default(10),
  /** Destination whitelist; null means no whitelist is enforced. */
  withdrawal_whitelist: z
    .array(z.object({ network: z.enum(NETWORK_CODES), address: z.string().min(1) }))
    .nullable()
    .default(null),
  payment_channels_enabled: z.boolean().default(true),
  // One balance per token and network, as the provider's balances carry `network` (its PHP SDK's wire payloads).
  balances: z
    .array(z.object({ environment, currency: z.string().min(1), network: z.enum(NETWORK_CODES), available: decimal }))
    .default([]),
});

const key = z.object({
  id: z.string().regex(/^(pk|rk)_(test|live)_[A-Za-z0-9_]+$/, "pk_test_…, pk_live_…, rk_test_… or rk_live_…"),
  merchant_id: z.string().min(1),
  type: z.enum(["payment", "payout"]),
  environment,
  secret: z.string().min(1),
  /** The secret before the last rotation, accepted until previous_secret_expires_at (Unix seconds, wall time). */
  previous_secret: z.string().min(1).optional(),
  previous_secret_expires_at: z.number().int().optional(),
  revoked: z.boolean().default(false),
  /** Payout keys: IPs and CIDRs allowed to call; empty means the key is not active yet. */
  ip_whitelist: z
    .array(
      z.string().check((ctx) => {
        const problem = ipEntryProblem(ctx.value);
        if (problem !== null) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
      }),
    )
    .default([]),
  /** Restricts the key to these projects; absent means every project of the merchant. */
  project_ids: z.array(z.string()).optional(),
});

/**
 * A project's success_url or fail_url (ours): shared/api/return-url.ts's rules, kept in the normalized form the hosted
 * page links. A refusal carries the spec code (field_invalid_format, field_too_long) for the control API's answer.
 */
const returnUrl = z
  .string()
  .superRefine((value, ctx) => {
    const code = checkReturnUrl(value);
    if (code === null) return;
    const message =
      code === "field_too_long"
        ? `at most ${MAX_RETURN_URL_LENGTH} characters`
        : "an https URL (http only for localhost, 127.0.0.1 or [::1]) without user name or password";
    ctx.addIssue({ code: "custom", message, params: { code } });
  })
  .transform((value) => normalizedReturnUrl(value) ?? value);

/** A project's support_email (ours): shared/api/support-contact.ts's rule; a refusal carries its spec code, as returnUrl's. */
const supportEmail = z.string().superRefine((value, ctx) => {
  const code = checkSupportEmail(value);
  if (code === null) return;
  const message =
    code === "field_too_long"
      ? "at most 254 characters"
      : "a plain address: letters, digits and ._+- before one @, then a dotted host";
  ctx.addIssue({ code: "custom", message, params: { code } });
});

const project = z.object({
  id: z.string().regex(/^prj_[A-Za-z0-9_]+$/, "prj_…"),
  merchant_id: z.string().min(1),
  environment,
  name: z.string().default(""),
  /**
   * Ours: the shop's name as its customers know it, shown on the checkout ("Pay Demo shop"); absent = none shown. It is
   * shown as one line of text, so no control (line break, tab, NUL) and no bidi mark, override, embedding or isolate.
   */
  display_name: z
    .string()
    .superRefine((name, ctx) => {
      const code = checkSingleLineText(name);
      if (code === null) return;
      const message =
        "must not contain control characters (line breaks, tabs, NUL) or bidi marks, embeddings, overrides or isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069): the checkout shows it as one line of text";
      ctx.addIssue({ code: "custom", message, params: { code } });
    })
    .trim()
    .min(1)
    .max(100)
    .optional(),
  /**
   * Ours, after the provider's dashboard SuccessUrl and FailUrl: where the hosted page's way back leads once the
   * invoice is paid (success_url), and before the end or after any other end (fail_url). Absent = no such link.
   */
  success_url: returnUrl.optional(),
  fail_url: returnUrl.optional(),
  /**
   * Ours: where customers reach the merchant about a payment, shown with a prefilled e-mail or a link on the problem
   * screens (underpaid, overpaid, paid late): the e-mail as shared/api/support-contact.ts says, the page by the return
   * URLs' rule.
   */
  support_email: supportEmail.optional(),
  support_url: returnUrl.optional(),
  status: z.enum(["Active", "Suspended", "Archived"]).default("Active"),
  integration: z.enum(["Terminal", "Low-Code"]).default("Low-Code"),
  widget_active: z.boolean().default(false),
  allowed_origins: z.array(z.string()).default([]),
  enabled_tokens: z.array(token).default([]),
  /** Invoice deadline after creation, seconds (default 15 minutes). */
  invoice_ttl_seconds: z.number().int().positive().default(900),
});

const platform = z.object({
  /** true = every token; a list = these tokens only. */
  acceptance_disabled: z.union([z.boolean(), z.array(token)]).default(false),
  exchange_rate_unavailable: z.union([z.boolean(), z.array(z.string())]).default(false),
  network_unavailable: z.union([z.boolean(), z.array(z.enum(NETWORK_CODES))]).default(false),
  payment_method_unavailable: z.union([z.boolean(), z.array(token)]).default(false),
  outbound_frozen: z.union([z.boolean(), z.array(token)]).default(false),
  withdrawal_network_unavailable: z.union([z.boolean(), z.array(z.enum(NETWORK_CODES))]).default(false),
  channels_disabled: z.boolean().default(false),
});

export const FixtureSchema = z.object({
  /** Unix seconds the clock starts at (and returns to on reset); absent = real time, or the clock the stub was given. */
  clock_start: z.number().int().positive().optional(),
  /** Pins the key of the cursor MAC (reproducible cursors in tests); absent = a random key per stub process. */
  cursor_secret: z.string().min(16).optional(),
  /**
   * Ids from a per-prefix counter, the same sequence after every reset (snapshot tests). Default false: ids carry 128
   * random bits, since the public routes act on an invoice id alone and a guessable one hands others' invoices out.
   */
  deterministic_ids: z.boolean().default(false),
  /** Token or fiat currency → USD price. */
  exchange_rates_usd: z.record(z.string(), decimal).default({}),
  /** Minimum invoice value in USD: a default and per token/network overrides. */
  minimum_usd: decimal.default("1"),
  minimums: z.array(token.extend({ minimum_usd: decimal })).default([]),
  /** Confirmations a simulated transfer reports; seconds it stays in `confirming` (0 = straight to paid). */
  required_confirmations: z.number().int().positive().default(12),
  confirmation_seconds: z.number().int().nonnegative().default(0),
  /**
   * Seconds (business time) a new payment channel's rails take to provision: until then they have no address and the
   * channel is `provisioning`, as the provider's SDK README warns integrators. 0 provisions at once.
   */
  channel_provisioning_seconds: z.number().int().nonnegative().default(5),
  /** Token/network pairs paid out, with minimum and fee in the token. */
  withdrawal_policy: z.array(token.extend({ minimum: decimal, fee: decimal })).default([]),
  platform: platform.default({
    acceptance_disabled: false,
    exchange_rate_unavailable: false,
    network_unavailable: false,
    payment_method_unavailable: false,
    outbound_frozen: false,
    withdrawal_network_unavailable: false,
    channels_disabled: false,
  }),
  merchants: z.array(merchant).min(1),
  keys: z.array(key),
  projects: z.array(project),
});

/** The records as the fixture holds them (and the control API answers them): a project, a merchant, a key, the platform. */
export {
  project as FixtureProjectSchema,
  merchant as FixtureMerchantSchema,
  key as FixtureKeySchema,
  platform as PlatformSwitchesSchema,
};

export type Fixture = z.infer<typeof FixtureSchema>;
export type FixtureMerchant = z.infer<typeof merchant>;
export type FixtureKey = z.infer<typeof key>;
export type FixtureProject = z.infer<typeof project>;
export type PlatformSwitches = z.infer<typeof platform>;
export type TokenRef = z.infer<typeof token>;
export type Environment = z.infer<typeof environment>;

/**
 * A PATCH body over some fields of a record: every field optional, strict, and without the record's defaults, so a
 * field left out stays as it is (zod 4 applies a `.default()` even under `.partial()`, which made
 * `{ "integration": "Terminal" }` also reset widget_active, allowed_origins and enabled_tokens). Object fields
 * (rate_limits) are patches themselves, merged by the route.
 */
function patchOf<T extends z.ZodObject, K extends keyof z.output<T> & keyof T["shape"] & string>(
  schema: T,
  keys: readonly K[],
) {
  const shape: Record<string, z.ZodType> = {};
  for (const k of keys) shape[k] = withoutDefault(schema.shape[k] as z.ZodType).optional();
  return z.object(shape).strict() as unknown as z.ZodType<{ [P in K]?: WithoutDefaults<z.output<T>[P]> }>;
}

function withoutDefault(field: z.ZodType): z.ZodType {
  const inner = field instanceof z.ZodDefault || field instanceof z.ZodPrefault ? (field.unwrap() as z.ZodType) : field;
  if (!(inner instanceof z.ZodObject)) return inner;
  const shape = inner.shape as Record<string, z.ZodType>;
  return z
    .object(Object.fromEntries(Object.entries(shape).map(([k, f]) => [k, withoutDefault(f).optional()])))
    .strict();
}

type WithoutDefaults<V> = V extends readonly unknown[] ? V : V extends object ? { [P in keyof V]?: V[P] } : V;

export const PlatformPatchSchema = patchOf(platform, [
  "acceptance_disabled",
  "exchange_rate_unavailable",
  "network_unavailable",
  "payment_method_unavailable",
  "outbound_frozen",
  "withdrawal_network_unavailable",
  "channels_disabled",
]);
export const ProjectPatchSchema = patchOf(project, [
  "status",
  "integration",
  "widget_active",
  "allowed_origins",
  "enabled_tokens",
  "invoice_ttl_seconds",
  "success_url",
  "fail_url",
  "display_name",
  "support_email",
  "support_url",
]);
export const KeyPatchSchema = patchOf(key, [
  "secret",
  "previous_secret",
  "previous_secret_expires_at",
  "revoked",
  "ip_whitelist",
  "project_ids",
]);
export const MerchantPatchSchema = patchOf(merchant, [
  "suspended",
  "rate_limits",
  "fee_percent",
  "deposit_cap_usd",
  "withdrawal_cap_usd",
  "withdrawal_quota",
  "withdrawal_whitelist",
  "payment_channels_enabled",
]);

/** A refused fixture: the first five problems in words, and the path of the first one (`projects[0].display_name`). */
export type FixtureResult = { ok: true; fixture: Fixture } | { ok: false; error: string; field: string };

/** Validates a fixture document; the error names the first failing path (e.g. `projects[2].status`). */
export function parseFixture(input: unknown): FixtureResult {
  const r = FixtureSchema.safeParse(input);
  if (!r.success) return refused(r.error.issues.map((i) => ({ field: formatPath(i.path), message: i.message })));
  const f = r.data;
  const merchants = new Set(f.merchants.map((m) => m.id));
  const problems: FixtureProblem[] = [];
  f.keys.forEach((k, i) => {
    if (!merchants.has(k.merchant_id))
      problems.push({ field: `keys[${i}].merchant_id`, message: `unknown merchant ${k.merchant_id}` });
  });
  f.projects.forEach((p, i) => {
    if (!merchants.has(p.merchant_id))
      problems.push({ field: `projects[${i}].merchant_id`, message: `unknown merchant ${p.merchant_id}` });
  });
  for (const [label, ids] of [
    ["keys", f.keys.map((k) => k.id)],
    ["projects", f.projects.map((p) => p.id)],
    ["merchants", [...f.merchants.map((m) => m.id)]],
  ] as const) {
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (seen.has(id)) problems.push({ field: `${label}[${i}].id`, message: `duplicate id ${id}` });
      seen.add(id);
    });
  }
  return problems.length > 0 ? refused(problems) : { ok: true, fixture: f };
}

interface FixtureProblem {
  field: string;
  message: string;
}

function refused(problems: readonly FixtureProblem[]): FixtureResult {
  const lines = problems.slice(0, 5).map((p) => `${p.field}: ${p.message}`);
  return { ok: false, error: `Invalid fixture: ${lines.join("; ")}`, field: problems[0]?.field ?? "(root)" };
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(root)";
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i === 0 ? "" : "."}${String(p)}`)).join("");
}

/** The seed: a sandbox merchant with its keys and projects. Shipped as is, also as `crypto-checkout-kit/stub/seed.json`. */
export const DEFAULT_FIXTURE_PATH = join(PACKAGE_ROOT, "server-stub", "fixtures", "default.json");

/** Reads and validates a fixture file; throws an Error naming the file and the failing path. */
export function loadFixtureFile(path: string | URL = DEFAULT_FIXTURE_PATH): Fixture {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, "utf8"));
  } catch (e) {
    throw new Error(`Cannot read fixture ${String(path)}: ${(e as Error).message}`);
  }
  const r = parseFixture(raw);
  if (!r.ok) throw new Error(`${String(path)}: ${r.error}`);
  return r.fixture;
}

/** Where the seed says the stub is: `npm start`'s default address, which its projects' return links name. */
export const SEED_ORIGIN = "http://localhost:4010";

/**
 * The seed as served at `publicUrl`: its return links (success_url, fail_url), written for the stub's own demo page at
 * SEED_ORIGIN, lead to the same page on the stub actually serving it, whatever its port or public URL. A link the
 * return-link rule would refuse there (plain http to another machine) stays as the seed wrote it.
 */
export function seedServedAt(seed: Fixture, publicUrl: string): Fixture {
  const base = publicUrl.replace(/\/+$/, "");
  const moved = (url: string) =>
    url.startsWith(`${SEED_ORIGIN}/`) ? (normalizedReturnUrl(base + url.slice(SEED_ORIGIN.length)) ?? url) : url;
  return {
    ...seed,
    projects: seed.projects.map((p) => ({
      ...p,
      ...(p.success_url === undefined ? {} : { success_url: moved(p.success_url) }),
      ...(p.fail_url === undefined ? {} : { fail_url: moved(p.fail_url) }),
    })),
  };
}
