import { describe, expect, it } from "vitest";
import { walletUri } from "./wallet-uri.ts";

describe("walletUri", () => {
  it("builds an EIP-681 token transfer for an ERC-20 payment", () => {
    const r = walletUri(
      {
        is_test: false,
        currency: "USDT",
        network: "ERC20",
        chain_id: 1,
        address: "0x1111111111111111111111111111111111111111",
        contract_address: "0xdAC17F958D2ee523a2206206994597C13D831ec7",
      },
      "10.5",
    );
    expect(r?.uri).toBe(
      "ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=0x1111111111111111111111111111111111111111&uint256=10500000",
    );
    expect(r?.linkable).toBe(true);
  });
  it("encodes the bare address for Tron, with no wallet link", () => {
    const r = walletUri({ is_test: false, currency: "USDT", network: "TRC20", address: "TXYZabc" }, "3");
    expect(r).toEqual({ uri: "TXYZabc", linkable: false });
  });
  it("has nothing to show before an address exists", () => {
    expect(walletUri({ is_test: false, currency: "USDT", network: "TRC20" }, "3")).toBeNull();
  });
});
