import { describe, expect, it } from "vitest";
import { ipAllowed, ipEntryProblem, ipMatches, parseIp } from "./ip-allowlist.ts";

describe("ip allowlist", () => {
  it("matches IPv4 addresses and CIDRs", () => {
    expect(ipMatches("203.0.113.7", "203.0.113.0/24")).toBe(true);
    expect(ipMatches("203.0.114.7", "203.0.113.0/24")).toBe(false);
    expect(ipMatches("10.0.0.1", "10.0.0.1")).toBe(true);
    expect(ipMatches("10.0.0.2", "10.0.0.1")).toBe(false);
    expect(ipMatches("1.2.3.4", "0.0.0.0/0")).toBe(true);
  });
  it("matches IPv6 addresses and CIDRs", () => {
    expect(ipMatches("2001:db8::1", "2001:db8::/32")).toBe(true);
    expect(ipMatches("2001:db9::1", "2001:db8::/32")).toBe(false);
    expect(ipMatches("::1", "::1/128")).toBe(true);
    expect(ipMatches("fe80::1%eth0", "fe80::/10")).toBe(true);
  });
  it("treats an IPv4-mapped IPv6 peer as its IPv4 address", () => {
    expect(parseIp("::ffff:127.0.0.1")).toEqual({ v: 4, n: 0x7f000001n });
    expect(ipMatches("::ffff:203.0.113.9", "203.0.113.0/24")).toBe(true);
    expect(ipMatches("::ffff:198.51.100.1", "203.0.113.0/24")).toBe(false);
  });
  it("never matches across families or garbage", () => {
    expect(ipMatches("127.0.0.1", "::1/128")).toBe(false);
    expect(ipMatches("not-an-ip", "0.0.0.0/0")).toBe(false);
    expect(ipMatches("1.2.3.4", "1.2.3.4/33")).toBe(false);
    expect(ipAllowed(undefined, ["0.0.0.0/0"])).toBe(false);
  });
  it("never reads a malformed prefix length as /0: 203.0.113.7/ admits nobody", () => {
    for (const entry of [
      "203.0.113.7/",
      "203.0.113.7/x",
      "203.0.113.7/ 8",
      "203.0.113.7/-0",
      "203.0.113.7/0x1",
      "2001:db8::/",
      "203.0.113.7/8/8",
    ]) {
      expect(ipMatches("198.51.100.1", entry), entry).toBe(false);
      expect(ipEntryProblem(entry), entry).toMatch(/is not an IP address or a CIDR/);
    }
    for (const entry of ["203.0.113.7", "203.0.113.0/24", "0.0.0.0/0", "2001:db8::/32", "::1"])
      expect(ipEntryProblem(entry), entry).toBeNull();
  });
});
