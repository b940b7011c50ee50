/**
 * The provider's SDK conformance contract, case by case (issue #30): our signing, schemas, webhook verification,
 * MerchantClient's bytes on the wire and the stub, each held against the facts of `conformance/contract.json`
 * (written out as our own data in provider-contract.ts). Every case is one test named after the contract key it
 * checks, so a failure says which fact broke. The client is checked against the contract's expected bytes, never
 * against our own verifier, which would accept whatever the client signed. A case where we differ on purpose is
 * listed in DOCUMENTED_DIFFERENCES, checks what we do instead, and must be named in docs/api-gaps.md.
 */
import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { makeStub, okJson, SEED_SECRETS } from "../../../server-stub/test/harness.ts";
import { signatureMatches } from "../../../server-stub/http/signature-check.ts";
import { MerchantClient } from "../../client/merchant-client.ts";
import { DEFAULT_MAX_PAGES, paginate } from "../../client/paginate.ts";
import { DEFAULT_RETRY } from "../../client/retry-policy.ts";
import {
  AUTH_SCHEME,
  authorizationHeader,
  bodyHash,
  canonicalQuery,
  parseAuthorization,
  sign,
  signWebhook,
  stringToSign,
  verifyWebhook,
  type SignatureParts,
} from "../../signing/index.ts";
import {
  invoiceFixture,
  invoiceListItemFixture,
  jsonResponse,
  problem,
  recordingSleep,
  rejection,
  scriptedFetch,
  type ScriptedReply,
} from "../../test/scripted-fetch.ts";
import { ERROR_CATALOGUE, type ErrorCode } from "../../api/codes.ts";
import { OPERATIONS } from "../../api/operations.ts";
import { apiErrorFromProblem, apiErrorFromResponse, ProblemDetailsSchema } from "../../api/problem.ts";
import { InvoicePageSchema, WebhookEnvelopeSchema } from "../../api/schemas.ts";
import { parseWebhookEvent } from "../../api/webhook-event.ts";
import {
  ERROR_CLASSES,
  GET_QUERY_FILTERS,
  PAGINATION,
  PROBLEM_VECTORS,
  QUERY,
  REQUEST_SIGNING,
  RESOURCES,
  RETRY,
  SIGNING_VECTORS,
  WEBHOOK_VECTOR,
  type SigningVector,
} from "./provider-contract.ts";

interface ContractCase {
  /** The contract key the case checks, e.g. "query.sort_repeated_values". */
  readonly name: string;
  readonly check: () => Promise<void> | void;
}

/**
 * Cases where we differ from the provider's SDK on purpose, each with its reason in docs/api-gaps.md ("Conformance
 * contract"): the retry policy (README, "Retries") and the path spelling (the spec signs the URL-decoded path).
 */
const DOCUMENTED_DIFFERENCES = [
  "retry.default_max_retries",
  "retry.default_base_delay_ms",
  "retry.transport_errors",
  "retry.http_5xx",
  "request_signing.path_spelling",
] as const;

const VECTOR_NOW_MS = Number(SIGNING_VECTORS.post_signing.timestamp) * 1000;
const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const macBase64 = (secret: string, text: string) => createHmac("sha256", secret).update(text, "utf8").digest("base64");

/** The contract's canonical text of a vector, built from its own fields with node:crypto (not with our signing code). */
function contractText(v: SigningVector): string {
  return [v.timestamp, v.method.toUpperCase(), v.path, v.query, v.body === "" ? "" : sha256Hex(v.body)].join("\n");
}

function partsOf(v: SigningVector): SignatureParts {
  return {
    timestamp: v.timestamp,
    method: v.method,
    path: v.path,
    query: v.query,
    body: v.body === "" ? null : v.body,
  };
}

/** A MerchantClient holding the vectors' key, on the vectors' clock, answering from a script; retries recorded, not waited. */
function vectorClient(...replies: ScriptedReply[]) {
  const scripted = scriptedFetch(...replies);
  const sleep = recordingSleep();
  const { api_key, api_secret } = SIGNING_VECTORS.post_signing;
  const client = new MerchantClient({
    baseUrl: "https://api.paymos.io",
    keyId: api_key,
    secret: api_secret,
    fetch: scripted.fetch,
    now: () => VECTOR_NOW_MS,
    retry: { sleep: sleep.sleep, random: () => 0.5 },
  });
  return { client, requests: scripted.requests, delays: sleep.delays };
}

const networkFailure = (): ScriptedReply => ({ throws: new TypeError("fetch failed") });

// -----------------------------------------------------------------------------------------------------------------
// request_signing
// -----------------------------------------------------------------------------------------------------------------

const requestSigningCases: ContractCase[] = [
  {
    name: "request_signing.algorithm",
    check: async () => {
      const v = SIGNING_VECTORS.post_signing;
      expect(AUTH_SCHEME).toBe(REQUEST_SIGNING.algorithm);
      expect(await sign(v.api_secret, partsOf(v))).toBe(macBase64(v.api_secret, contractText(v)));
    },
  },
  {
    name: "request_signing.signature_encoding",
    check: async () => {
      expect(REQUEST_SIGNING.signature_encoding).toBe("base64");
      const signature = await sign("sk_test_secret", { timestamp: 1, method: "GET", path: "/v1/balances" });
      expect(signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(signature, "base64")).toHaveLength(32);
    },
  },
  {
    name: "request_signing.timestamp_header",
    check: async () => {
      const { client, requests } = vectorClient(jsonResponse([]));
      await client.getBalances();
      expect(requests[0]?.headers[REQUEST_SIGNING.timestamp_header.toLowerCase()]).toBe(
        SIGNING_VECTORS.post_signing.timestamp,
      );
      // The stub reads the same header: without it a signed request is timestamp_missing.
      const stub = makeStub();
      const res = await stub.signed("GET", "/v1/invoices", { headers: { "x-request-timestamp": "" } });
      expect(((await res.json()) as { code: string }).code).toBe("timestamp_missing");
    },
  },
  {
    name: "request_signing.authorization_format",
    check: () => {
      const v = SIGNING_VECTORS.post_signing;
      const expected = REQUEST_SIGNING.authorization_format
        .replace("{api_key}", v.api_key)
        .replace("{signature}", v.signature);
      expect(authorizationHeader(v.api_key, v.signature)).toBe(expected);
      expect(parseAuthorization(expected)).toEqual({ ok: true, keyId: v.api_key, signature: v.signature });
    },
  },
  {
    name: "request_signing.canonical_format",
    check: async () => {
      expect(REQUEST_SIGNING.canonical_format).toHaveLength(5);
      for (const v of Object.values(SIGNING_VECTORS)) expect(await stringToSign(partsOf(v))).toBe(contractText(v));
      // Lowercase methods are signed in uppercase; no trailing newline after the body hash.
      expect(await stringToSign({ timestamp: 7, method: "post", path: "/v1/invoices", body: "{}" })).toBe(
        `7\nPOST\n/v1/invoices\n\n${sha256Hex("{}")}`,
      );
    },
  },
  {
    name: "request_signing.body_hash",
    check: async () => {
      expect(await bodyHash('{"amount":"10.00"}')).toBe(SIGNING_VECTORS.post_signing.body_sha256);
      for (const none of [undefined, null, "", new Uint8Array()])
        expect(await bodyHash(none)).toBe(REQUEST_SIGNING.body_hash.no_body);
      expect(sha256Hex("")).toBe(REQUEST_SIGNING.body_hash.never);
    },
  },
  {
    // Differs on purpose: the spec signs the URL-decoded path, the SDK the path as it sends it (RFC 3986-encoded).
    // Our clients sign the decoded path; every verifier accepts both, so both kinds of clients work with the stub.
    name: "request_signing.path_spelling",
    check: () => {
      const sent = "/v1/payment-channels/pc_%281%29";
      const parts = { timestamp: 1700000000, method: "GET", path: sent };
      const overDecoded = macBase64("sk_test_secret", "1700000000\nGET\n/v1/payment-channels/pc_(1)\n\n");
      const overSent = macBase64("sk_test_secret", `1700000000\nGET\n${sent}\n\n`);
      expect(signatureMatches(["sk_test_secret"], parts, overDecoded)).toBe(true);
      expect(signatureMatches(["sk_test_secret"], parts, overSent)).toBe(true);
    },
  },
];

// -----------------------------------------------------------------------------------------------------------------
// query
// -----------------------------------------------------------------------------------------------------------------

const queryCases: ContractCase[] = [
  {
    name: "query.encoding",
    check: () => {
      expect(QUERY.encoding).toBe("RFC3986");
      expect(canonicalQuery({ q: "it's (a)*test!~ ä/" })).toBe("?q=it%27s%20%28a%29%2Atest%21~%20%C3%A4%2F");
    },
  },
  {
    name: "query.sort_keys",
    check: () => {
      expect(canonicalQuery({ status: "paid", limit: 50, cursor: "c", created_from: 1 })).toBe(
        "?created_from=1&cursor=c&limit=50&status=paid",
      );
    },
  },
  {
    name: "query.sort_repeated_values",
    check: async () => {
      expect(canonicalQuery(GET_QUERY_FILTERS)).toBe(SIGNING_VECTORS.get_query_signing.query);
      // MerchantClient sends and signs the sorted values, however the caller ordered them.
      const { client, requests } = vectorClient(
        jsonResponse({ items: [], next_cursor: null }),
        jsonResponse({ items: [], next_cursor: null }),
      );
      await client.listInvoices({ status: ["paid_over", "paid", "expired"] });
      await client.listInvoices({ status: ["expired", "paid", "paid_over"] });
      expect(requests.map((r) => r.query)).toEqual([
        "?status=expired&status=paid&status=paid_over",
        "?status=expired&status=paid&status=paid_over",
      ]);
      // The stub accepts what the provider would: values sent in another order, signed over the canonical form.
      const stub = makeStub();
      const secret = SEED_SECRETS.pk_test_demo ?? "";
      const timestamp = stub.deps.clock.now();
      const canonical = await sign(secret, {
        timestamp,
        method: "GET",
        path: "/v1/invoices",
        query: "?status=paid&status=paid_over",
      });
      const res = await stub.signed("GET", "/v1/invoices", {
        query: "?status=paid_over&status=paid",
        headers: { authorization: authorizationHeader("pk_test_demo", canonical) },
      });
      expect(InvoicePageSchema.safeParse(await okJson(res)).success).toBe(true);
    },
  },
  {
    name: "query.include_leading_question_mark_in_signature",
    check: async () => {
      const v = SIGNING_VECTORS.get_query_signing;
      expect(contractText(v).split("\n")[3]).toBe(v.query);
      // Given without its "?", the query is signed with it; an empty one is an empty component, no lone "?".
      expect(await sign(v.api_secret, { ...partsOf(v), query: v.query.slice(1) })).toBe(v.signature);
      expect(
        (await stringToSign({ timestamp: 1, method: "GET", path: "/v1/balances", query: "?" })).split("\n")[3],
      ).toBe("");
    },
  },
];

// -----------------------------------------------------------------------------------------------------------------
// retry: the four differences are ours on purpose (README "Retries"); the other two agree.
// -----------------------------------------------------------------------------------------------------------------

const retryCases: ContractCase[] = [
  {
    name: "retry.default_max_retries",
    check: async () => {
      expect([RETRY.default_max_retries, DEFAULT_RETRY.maxRetries]).toEqual([2, 3]);
      const { client, requests } = vectorClient(
        problem("internal_error"),
        problem("internal_error"),
        problem("internal_error"),
        problem("internal_error"),
      );
      expect((await rejection(client.getBalances())).code).toBe("internal_error");
      expect(requests).toHaveLength(1 + DEFAULT_RETRY.maxRetries);
    },
  },
  {
    name: "retry.default_base_delay_ms",
    check: async () => {
      expect([RETRY.default_base_delay_ms, DEFAULT_RETRY.baseMs]).toEqual([150, 250]);
      // Full jitter: a uniform delay under base × 2^n (random() is 0.5 here), where the SDK waits 150 × 2^n exactly.
      const { client, delays } = vectorClient(networkFailure(), networkFailure(), jsonResponse([]));
      await client.getBalances();
      expect(delays).toEqual([125, 250]);
    },
  },
  {
    name: "retry.retry_after",
    check: async () => {
      expect(RETRY.retry_after).toBe(true);
      const { client, delays } = vectorClient(problem("rate_limited", { "retry-after": "2" }), jsonResponse([]));
      await client.getBalances();
      expect(delays).toEqual([2000]);
    },
  },
  {
    name: "retry.transport_errors",
    check: async () => {
      expect(RETRY.transport_errors).not.toContain("POST");
      // Agrees for GET and for a POST that may have acted (confirm-payment: not sent again)...
      const read = vectorClient(networkFailure(), jsonResponse([]));
      await read.client.getBalances();
      expect(read.requests).toHaveLength(2);
      const confirm = vectorClient(networkFailure());
      expect(
        (await rejection(confirm.client.confirmInvoicePayment("inv_1", { currency: "USDT", network: "TRC20" }))).code,
      ).toBe("network_error");
      expect(confirm.requests).toHaveLength(1);
      // ...and differs for creates: external_order_id makes a repeated create return the same invoice, so it is retried.
      const create = vectorClient(networkFailure(), jsonResponse(invoiceFixture(), 201));
      await create.client.createInvoice({
        project_id: "prj_1",
        amount: "10.00",
        currency: "USDT",
        external_order_id: "order-1",
      });
      expect(create.requests).toHaveLength(2);
      expect(create.requests[1]?.body).toBe(create.requests[0]?.body);
    },
  },
  {
    name: "retry.http_5xx",
    check: async () => {
      expect(RETRY.http_5xx).not.toContain("POST");
      const read = vectorClient(problem("exchange_rate_unavailable"), jsonResponse([]));
      await read.client.getBalances();
      expect(read.requests).toHaveLength(2);
      const confirm = vectorClient(problem("internal_error"));
      await rejection(confirm.client.confirmInvoicePayment("inv_1", { currency: "USDT", network: "TRC20" }));
      expect(confirm.requests).toHaveLength(1);
      const create = vectorClient(problem("internal_error"), jsonResponse(invoiceFixture(), 201));
      await create.client.createInvoice({
        project_id: "prj_1",
        amount: "10.00",
        currency: "USDT",
        external_order_id: "order-1",
      });
      expect(create.requests).toHaveLength(2);
    },
  },
  {
    name: "retry.http_429",
    check: async () => {
      expect(RETRY.http_429).toContain("POST");
      // A 429 is refused before the server acts: even confirm-payment is sent again.
      const { client, requests } = vectorClient(
        problem("rate_limited", { "retry-after": "1" }),
        jsonResponse(invoiceFixture()),
      );
      await client.confirmInvoicePayment("inv_1", { currency: "USDT", network: "TRC20" });
      expect(requests.map((r) => r.method)).toEqual(["POST", "POST"]);
    },
  },
];

// -----------------------------------------------------------------------------------------------------------------
// pagination
// -----------------------------------------------------------------------------------------------------------------

const endlessPages = (pageNumber: { n: number }) => () => {
  pageNumber.n += 1;
  return Promise.resolve({ items: [pageNumber.n], next_cursor: `c${pageNumber.n}` });
};

const paginationCases: ContractCase[] = [
  {
    name: "pagination.default_max_pages",
    check: async () => {
      expect(DEFAULT_MAX_PAGES).toBe(PAGINATION.default_max_pages);
      const fetched = { n: 0 };
      const iterator = paginate(endlessPages(fetched));
      let items = 0;
      for await (const _ of iterator) items++;
      expect([fetched.n, items, iterator.cursor]).toEqual([100, 100, "c100"]);
    },
  },
  {
    name: "pagination.next_cursor_field",
    check: async () => {
      const { client, requests } = vectorClient(
        jsonResponse({
          items: [invoiceListItemFixture({ invoice_id: "inv_a" })],
          [PAGINATION.next_cursor_field]: "next-1",
        }),
        jsonResponse({ items: [], [PAGINATION.next_cursor_field]: null }),
      );
      const ids: string[] = [];
      for await (const item of client.paginateInvoices()) ids.push(item.invoice_id);
      expect(ids).toEqual(["inv_a"]);
      expect(requests[1]?.query).toBe("?cursor=next-1");
    },
  },
  {
    name: "pagination.reject_repeated_cursor",
    check: async () => {
      const pages = [
        { items: [1], next_cursor: "c1" },
        { items: [2], next_cursor: "c1" },
      ];
      const error = await rejection(
        (async () => {
          for await (const _ of paginate(() => Promise.resolve(pages.shift() ?? { items: [], next_cursor: null }))) {
            // drain
          }
        })(),
      );
      expect(error.code).toBe("invalid_response");
    },
  },
];

// -----------------------------------------------------------------------------------------------------------------
// errors: each status means what the SDK's class for it says, in our catalogue, the stub and ApiError.
// -----------------------------------------------------------------------------------------------------------------

/** Whether an error of the SDK's class may clear by itself (the SDK retries rate_limit, server and unavailable). */
const TRANSIENT_CLASSES: ReadonlySet<string> = new Set(["rate_limit", "server", "unavailable"]);

const errorCases: ContractCase[] = Object.entries(ERROR_CLASSES).map(([statusText, errorClass]) => ({
  name: `errors.${statusText}`,
  check: async () => {
    const status = Number(statusText);
    const codes = (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter(
      (code) => ERROR_CATALOGUE[code].status === status,
    );
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      const error = await apiErrorFromResponse(problem(code));
      expect([code, error.status, error.code]).toEqual([code, status, code]);
      // One 503 code the spec says retrying does not help with; every other code follows its class.
      const transient = TRANSIENT_CLASSES.has(errorClass) && code !== "payment_channels_disabled";
      expect([code, error.retryable]).toEqual([code, transient]);
    }
  },
}));

// -----------------------------------------------------------------------------------------------------------------
// resources: the operation table has each route, and the stub serves it (unsigned: 401, never 404 or 405).
// -----------------------------------------------------------------------------------------------------------------

const resourceStub = makeStub();

const resourceCases: ContractCase[] = RESOURCES.map((op) => ({
  name: `resources.${op.resource}.${op.operation}`,
  check: async () => {
    const ours = Object.values(OPERATIONS).filter((o) => o.method === op.method && o.path === op.path);
    expect(ours).toHaveLength(1);
    const path = op.path.replace("{id}", "inv_74BPZFhr9qy9Uz2fbRkdJX");
    const res = await resourceStub.raw(path, { method: op.method });
    if (op.path === "/v1/time") {
      expect(res.status).toBe(200);
    } else {
      expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([401, "unauthorized"]);
    }
  },
}));

// -----------------------------------------------------------------------------------------------------------------
// vectors: the exact bytes, reproduced by our signer, sent by MerchantClient, accepted by the stub.
// -----------------------------------------------------------------------------------------------------------------

function signingVectorCases(name: keyof typeof SIGNING_VECTORS, sendWithClient: () => Promise<void>): ContractCase[] {
  const v: SigningVector = SIGNING_VECTORS[name];
  return [
    {
      name: `vectors.${name}.signature`,
      check: async () => {
        expect(await sign(v.api_secret, partsOf(v))).toBe(v.signature);
        expect(await bodyHash(v.body)).toBe(v.body_sha256);
        expect(authorizationHeader(v.api_key, await sign(v.api_secret, partsOf(v)))).toBe(
          `HMAC-SHA256 ${v.api_key}:${v.signature}`,
        );
      },
    },
    { name: `vectors.${name}.client_bytes`, check: sendWithClient },
    {
      name: `vectors.${name}.stub_verifier`,
      check: () => {
        const parts = { ...partsOf(v), query: v.query };
        expect(signatureMatches([v.api_secret], parts, v.signature)).toBe(true);
        expect(signatureMatches(["sk_test_other"], parts, v.signature)).toBe(false);
        expect(signatureMatches([v.api_secret], { ...parts, timestamp: "1700000001" }, v.signature)).toBe(false);
      },
    },
  ];
}

const vectorCases: ContractCase[] = [
  ...signingVectorCases("post_signing", async () => {
    const v = SIGNING_VECTORS.post_signing;
    const { client, requests } = vectorClient(jsonResponse(invoiceFixture(), 201));
    // The vector's body is a fragment of a create; the client sends the bytes it is given and signs them.
    await client.createInvoice(JSON.parse(v.body) as Parameters<MerchantClient["createInvoice"]>[0]);
    expect(requests[0]).toMatchObject({ method: v.method, path: v.path, query: v.query, body: v.body });
    expect(requests[0]?.headers.authorization).toBe(`HMAC-SHA256 ${v.api_key}:${v.signature}`);
    expect(requests[0]?.headers["x-request-timestamp"]).toBe(v.timestamp);
  }),
  ...signingVectorCases("post_empty_body_signing", async () => {
    // Our cancel always carries a reason, so the body-less POSTs (block, simulate-completion) show the client's side:
    // no body sent, the last component empty, checked against a MAC made with node:crypto.
    const v = SIGNING_VECTORS.post_empty_body_signing;
    const { client, requests } = vectorClient(jsonResponse({}), jsonResponse({}));
    await client.blockPaymentChannel("pc_1").catch(() => undefined);
    await client.simulateWithdrawalCompletion("wdr_1").catch(() => undefined);
    for (const [request, path] of [
      [requests[0], "/v1/payment-channels/pc_1/block"],
      [requests[1], "/v1/sandbox/withdrawals/wdr_1/simulate-completion"],
    ] as const) {
      expect(request?.body).toBeUndefined();
      expect(request?.headers.authorization).toBe(
        `HMAC-SHA256 ${v.api_key}:${macBase64(v.api_secret, `${v.timestamp}\nPOST\n${path}\n\n`)}`,
      );
    }
  }),
  ...signingVectorCases("get_query_signing", async () => {
    const v = SIGNING_VECTORS.get_query_signing;
    const { client, requests } = vectorClient(jsonResponse({ items: [], next_cursor: null }));
    await client.listInvoices(GET_QUERY_FILTERS);
    expect(requests[0]).toMatchObject({ method: v.method, path: v.path, query: v.query, body: undefined });
    expect(requests[0]?.headers.authorization).toBe(`HMAC-SHA256 ${v.api_key}:${v.signature}`);
  }),
  {
    name: "vectors.webhook.signature",
    check: async () => {
      const w = WEBHOOK_VECTOR;
      expect(await signWebhook(w.secret, w.timestamp, w.raw_body)).toBe(w.signature);
    },
  },
  {
    name: "vectors.webhook.header",
    check: async () => {
      const w = WEBHOOK_VECTOR;
      // Two v1 (a rotation), the second matching: verifies under the secret, and not under another.
      expect(await verifyWebhook(w.header, w.raw_body, [w.secret], { now: w.now })).toBe(true);
      expect(await verifyWebhook(w.header, w.raw_body, ["whsec_other"], { now: w.now })).toBe(false);
      expect(await verifyWebhook(w.header, w.raw_body.replace("inv_123", "inv_124"), [w.secret], { now: w.now })).toBe(
        false,
      );
      // The same MAC in uppercase hex verifies, as the SDK's verifier reads either case (src/webhooks.ts).
      expect(
        await verifyWebhook(
          w.header.toUpperCase().replace("T=", "t=").replaceAll("V1=", "v1="),
          w.raw_body,
          [w.secret],
          { now: w.now },
        ),
      ).toBe(true);
    },
  },
  {
    name: "vectors.webhook.tolerance_seconds",
    check: async () => {
      const w = WEBHOOK_VECTOR;
      for (const [delta, ok] of [
        [w.tolerance_seconds, true],
        [-w.tolerance_seconds, true],
        [w.tolerance_seconds + 1, false],
        [-w.tolerance_seconds - 1, false],
      ] as const) {
        expect([delta, await verifyWebhook(w.header, w.raw_body, [w.secret], { now: w.now + delta })]).toEqual([
          delta,
          ok,
        ]);
      }
    },
  },
  {
    name: "vectors.webhook.raw_body",
    check: () => {
      // The envelope reads (its data is a fragment, so only the envelope: the signing vector is about bytes)...
      expect(WebhookEnvelopeSchema.parse(JSON.parse(WEBHOOK_VECTOR.raw_body))).toMatchObject({
        event_id: "evt_123",
        version: 1,
      });
      // ...and an event type newer than ours is delivered as an unknown event, as the SDK's constructEvent delivers it.
      const newer = WEBHOOK_VECTOR.raw_body.replace("invoice.paid", "invoice.refunded");
      expect(parseWebhookEvent(newer)).toMatchObject({
        ok: true,
        event: { kind: "unknown", event_type: "invoice.refunded", data: { invoice_id: "inv_123" } },
      });
    },
  },
  {
    name: "vectors.problem_details.flat",
    check: async () => {
      const flat = PROBLEM_VECTORS.flat;
      expect(ProblemDetailsSchema.safeParse(flat).success).toBe(true);
      const error = await apiErrorFromResponse(new Response(JSON.stringify(flat), { status: flat.status }));
      expect(error).toMatchObject({
        code: "conflict",
        status: 409,
        title: "Conflict",
        detail: "Conflict.",
        type: "about:blank",
        field: "client_request_id",
      });
    },
  },
  {
    name: "vectors.problem_details.multi",
    check: async () => {
      const multi = PROBLEM_VECTORS.multi;
      const error = await apiErrorFromResponse(new Response(JSON.stringify(multi), { status: multi.status }));
      // The top-level code is authoritative; the entry is read, and the problem names no single field.
      expect(error).toMatchObject({
        code: "validation_failed",
        status: 400,
        errors: [{ code: "field_required", field: "address", message: "Required." }],
      });
      expect(error.field).toBeUndefined();
      expect(apiErrorFromProblem(ProblemDetailsSchema.parse(multi)).errors).toEqual(multi.errors);
      // The SDK types an entry's field string | null, and reads errors[] whatever the code (src/types.ts, src/errors.ts).
      const nullField = {
        ...multi,
        code: "conflict",
        status: 409,
        errors: [{ code: "field_required", field: null, message: "Required." }],
      };
      const read = await apiErrorFromResponse(new Response(JSON.stringify(nullField), { status: 409 }));
      expect(read).toMatchObject({ code: "conflict", errors: [{ code: "field_required", message: "Required." }] });
      expect(ProblemDetailsSchema.safeParse(nullField).success).toBe(true);
    },
  },
];

const CASES: readonly ContractCase[] = [
  ...requestSigningCases,
  ...queryCases,
  ...retryCases,
  ...paginationCases,
  ...errorCases,
  ...resourceCases,
  ...vectorCases,
];

describe("the provider's conformance contract (conformance/contract.json), case by case", () => {
  for (const c of CASES) {
    const differs = (DOCUMENTED_DIFFERENCES as readonly string[]).includes(c.name);
    it(differs ? `${c.name} (differs on purpose: docs/api-gaps.md)` : c.name, c.check);
  }

  it("covers every key of the contract once, and names each documented difference in docs/api-gaps.md", () => {
    const names = CASES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = [
      ...Object.keys(REQUEST_SIGNING).map((k) => `request_signing.${k}`),
      ...Object.keys(QUERY).map((k) => `query.${k}`),
      ...Object.keys(RETRY).map((k) => `retry.${k}`),
      ...Object.keys(PAGINATION).map((k) => `pagination.${k}`),
      ...Object.keys(ERROR_CLASSES).map((k) => `errors.${k}`),
      ...RESOURCES.map((op) => `resources.${op.resource}.${op.operation}`),
      ...Object.keys(SIGNING_VECTORS).map((k) => `vectors.${k}.signature`),
      "vectors.webhook.signature",
      "vectors.problem_details.flat",
      "vectors.problem_details.multi",
    ];
    for (const key of keys) expect(names).toContain(key);
    expect(RESOURCES).toHaveLength(21);
    const gaps = readFileSync(new URL("../../../docs/api-gaps.md", import.meta.url), "utf8");
    for (const name of DOCUMENTED_DIFFERENCES) expect([name, gaps.includes(`\`${name}\``)]).toEqual([name, true]);
  });
});
