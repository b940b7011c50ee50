import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { pageLink } from "./page-link.ts";
import { checkReturnUrl } from "./return-url.ts";
import { explorerUrlFor } from "../wallet/evm-transaction.ts";

const linked = (value: unknown) => pageLink(value)?.href ?? null;

describe("pageLink: the one rule for payment, explorer and return links", () => {
  it("takes https anywhere and http only on this machine's own names", () => {
    expect(linked("https://pay.example.com/pay/inv_1")).toBe("https://pay.example.com/pay/inv_1");
    expect(linked("http://localhost:4010/pay/inv_1")).toBe("http://localhost:4010/pay/inv_1");
    expect(linked("http://127.0.0.1:4311/pay/inv_1")).toBe("http://127.0.0.1:4311/pay/inv_1");
    expect(linked("http://[::1]:4010/x")).toBe("http://[::1]:4010/x");
    expect(linked("http://pay.example.com/pay/inv_1")).toBeNull();
  });
  it("refuses http on a *.localhost name, as return_url always did", () => {
    expect(linked("http://explorer.localhost/tx/1")).toBeNull();
    expect(linked("http://shop.localhost:4010/")).toBeNull();
    expect(checkReturnUrl("http://shop.localhost/")).toBe("field_invalid_format");
  });
  it("refuses other schemes, credentials and what is not a string", () => {
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "https://user:pw@evil.example/",
      "https://user@evil.example/",
      "not a url",
      "",
    ]) {
      expect(linked(bad), bad).toBeNull();
    }
    expect(linked(undefined)).toBeNull();
    expect(linked(42)).toBeNull();
  });
  it("gives the address as the parser reads it: a line break inside the string is not in the link", () => {
    expect(linked("https://tronscan.org/#/tx/1\nSupport: call +1 555 0100")).toBe(
      "https://tronscan.org/#/tx/1Support:%20call%20+1%20555%200100",
    );
    expect(linked("https://tronscan.org/#/tx/1\nSupport")).not.toContain("\n");
  });
  it("never accepts a URL whose scheme is not http(s)", () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.constantFrom("javascript:", "data:", "file:", "ftp:", "vbscript:"), (url, scheme) => {
        expect(pageLink(url.replace(/^https?:/, scheme))).toBeNull();
      }),
    );
  });
});

/** Every URL the security review tried, and whether a page may link it. */
const REVIEWED: [string, boolean][] = [
  ["https://pay.example.com/pay/inv_1", true],
  ["https://tronscan.org/#/transaction/9a2f1c", true],
  ["HTTPS://SHOP.EXAMPLE/back", true],
  ["http://localhost:4010/pay/inv_1", true],
  ["http://127.0.0.1:4311/back", true],
  ["http://[::1]:4010/pay/inv_1", true],
  ["http://LOCALHOST/back", true],
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

describe("the return address check and the wallet's explorer link follow pageLink, URL for URL", () => {
  it.each(REVIEWED)("%s → %s", (url, linkable) => {
    expect(linked(url)).toBe(linkable ? new URL(url).href : null);
    expect(checkReturnUrl(url) === null).toBe(linkable);
    expect(explorerUrlFor([{ tx_hash: "0xab", explorer_url: url }], "0xAB")).toBe(linkable ? new URL(url).href : null);
  });
});
