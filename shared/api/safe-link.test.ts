import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { explorerUrlFor } from "../wallet/evm-transaction.ts";
import { parseReturnUrl } from "./return-url.ts";
import { isSafeLink, safeLinkUrl } from "./safe-link.ts";

/** Every URL the review tried, and whether a page may link it. */
const CASES: [string, boolean][] = [
  ["https://pay.example.com/pay/inv_1", true],
  ["https://tronscan.org/#/transaction/9a2f1c", true],
  ["HTTPS://SHOP.EXAMPLE/back", true],
  ["http://localhost:4010/pay/inv_1", true],
  ["http://127.0.0.1:4311/back", true],
  ["http://[::1]:4010/pay/inv_1", true],
  ["http://LOCALHOST/back", true],
  // The review's finding: explorer links took http on *.localhost while return_url did not. Neither does now.
  ["http://evil.localhost/tx/1", false],
  ["http://127.0.0.2/back", false],
  ["http://pay.example.com/pay/inv_1", false],
  ["https://user:pw@evil.example/", false],
  ["https://shop.example@evil.example/", false],
  ["http://user@localhost/", false],
  ["javascript:alert(1)", false],
  ["data:text/html,<b>x</b>", false],
  ["ftp://files.example/x", false],
  ["//evil.example/x", false],
  ["/relative/path", false],
  ["", false],
];

describe("safe links: one rule for return_url, payment_url and explorer_url", () => {
  it.each(CASES)("%s → %s", (url, safe) => {
    expect(isSafeLink(url)).toBe(safe);
    expect(safeLinkUrl(url)?.href ?? null).toBe(safe ? new URL(url).href : null);
  });

  it("is the rule the return_url check and the wallet's explorer link follow, URL for URL", () => {
    for (const [url, safe] of CASES) {
      expect([url, parseReturnUrl(url) !== null]).toEqual([url, safe]);
      expect([url, explorerUrlFor([{ tx_hash: "0xab", explorer_url: url }], "0xAB")]).toEqual([url, safe ? url : null]);
    }
  });

  it("refuses what is not a string, and every scheme but http(s)", () => {
    for (const value of [undefined, null, 42, {}, new URL("https://pay.example.com")]) expect(isSafeLink(value)).toBe(false);
    fc.assert(
      fc.property(fc.webUrl(), fc.constantFrom("javascript:", "data:", "file:", "ftp:", "vbscript:", "blob:"), (url, scheme) => {
        expect(isSafeLink(url.replace(/^https?:/, scheme))).toBe(false);
      }),
    );
  });
});
