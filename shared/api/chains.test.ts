import { describe, expect, it } from "vitest";
import { CHAINS, NETWORK_CODES, networkName } from "./chains.ts";
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
      expect(NETWORKS[code]).toMatchObject({ code, name: chain.name, family: chain.family, chainId: chain.chainId, native: chain.native });
    }
  });

  it("names networks in words, and unknown ones by their code", () => {
    expect(networkName("TRC20")).toBe("Tron");
    expect(networkName("BEP20")).toBe("BNB Smart Chain");
    expect(networkName("DOGE")).toBe("DOGE");
  });
});
