import { describe, expect, it } from "vitest";
import { CHAINS, evmChainIdOf, NETWORK_CODES, networkName, paymentNetworkName } from "./chains.ts";
import { NETWORKS } from "./networks.ts";

describe("chains and the network table", () => {
  it("gives every non-native token of a chain a contract, and nothing else one", () => {
    for (const code of NETWORK_CODES) {
      const chain = CHAINS[code];
      expect(chain.decimals[chain.native]).toBeGreaterThan(0);
      for (const [token, info] of Object.entries(NETWORKS[code].tokens)) {
        expect(info.decimals).toBe(chain.decimals[token]);
        expect(info.contract === undefined).toBe(token === chain.native);
      }
      expect(Object.keys(NETWORKS[code].tokens)).toEqual(Object.keys(chain.decimals));
      expect(NETWORKS[code]).toMatchObject({
        code,
        name: chain.name,
        family: chain.family,
        chainId: chain.chainId,
        native: chain.native,
      });
    }
  });

  it("gives every network a numeric main-net id and a different testnet id, both safe integers", () => {
    for (const code of NETWORK_CODES) {
      const { chainId, testnet } = CHAINS[code];
      expect(Number.isSafeInteger(chainId) && Number.isSafeInteger(testnet.chainId)).toBe(true);
      expect(testnet.chainId).not.toBe(chainId);
    }
    expect([
      CHAINS.ERC20.chainId,
      CHAINS.ERC20.testnet.chainId,
      CHAINS.TRC20.testnet.chainId,
      CHAINS.TON.chainId,
    ]).toEqual([1, 11155111, 3448148188, -239]);
  });

  it("never gives a testnet token the main net's contract, so a sandbox invoice cannot name one", () => {
    for (const code of NETWORK_CODES) {
      for (const [token, info] of Object.entries(NETWORKS[code].testnetTokens)) {
        expect(info.decimals).toBe(CHAINS[code].decimals[token]);
        if (info.contract !== undefined)
          expect(info.contract.toLowerCase()).not.toBe(NETWORKS[code].tokens[token]?.contract?.toLowerCase());
        if (token === CHAINS[code].native) expect(info.contract).toBeUndefined();
      }
    }
  });

  it("names networks in words, and unknown ones by their code", () => {
    expect(networkName("TRC20")).toBe("Tron");
    expect(networkName("BEP20")).toBe("BNB Smart Chain");
    expect(networkName("DOGE")).toBe("DOGE");
  });

  it("names a sandbox payment's network by its testnet, and an unknown network by its code either way", () => {
    expect(paymentNetworkName("TRC20", true)).toBe("Tron Nile testnet");
    expect(paymentNetworkName("ERC20", true)).toBe("Sepolia");
    expect(paymentNetworkName("TRC20", false)).toBe("Tron");
    expect(paymentNetworkName("DOGE", true)).toBe("DOGE");
    expect(paymentNetworkName("DOGE", false)).toBe("DOGE");
  });

  it("lets a wallet be sent to an EVM network's own chain id or its testnet's, and to no other chain", () => {
    expect(evmChainIdOf(CHAINS.ERC20, 1)).toBe(1);
    expect(evmChainIdOf(CHAINS.ERC20, 11155111)).toBe(11155111);
    expect(evmChainIdOf(CHAINS.POLYGON, 80002)).toBe(80002);
    expect(evmChainIdOf(CHAINS.ERC20, CHAINS.BEP20.chainId)).toBeNull();
    expect(evmChainIdOf(CHAINS.ERC20, CHAINS.BEP20.testnet.chainId)).toBeNull();
  });
});
