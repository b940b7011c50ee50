import { describe, expect, it, vi } from "vitest";
import { bip21, buildPaymentUri, eip681Native, paymentUriFor, eip681Token, solanaPay } from "./index.ts";
import { SandboxPaymentRefused } from "./payment-uri.ts";

const EVM_TO = "0x52908400098527886E0F7030069857D2E4169EE7";
const SOL_TO = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";
// Contracts as the API names them in payment.contract_address.
const USDT_ERC20 = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
const USDT_BEP20 = "0x55d398326f99059fF775485246999027B3197955";
const USDT_SOL = "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB";

describe("buildPaymentUri", () => {
  it("writes 10.5 USDT on Ethereum as an EIP-681 transfer of 10500000 on the USDT contract, chain 1", () => {
    expect(
      buildPaymentUri({
        is_test: false,
        network: "ERC20",
        currency: "USDT",
        address: EVM_TO,
        amount: "10.5",
        contract_address: USDT_ERC20,
      }),
    ).toEqual({
      uri: `ethereum:${USDT_ERC20}@1/transfer?address=${EVM_TO}&uint256=10500000`,
      kind: "eip681",
    });
  });

  it("writes 0.01 ETH as value=10000000000000000 wei", () => {
    expect(
      buildPaymentUri({
        is_test: false,
        network: "ERC20",
        currency: "ETH",
        address: EVM_TO,
        amount: "0.01",
        chain_id: 1,
      }),
    ).toEqual({
      uri: `ethereum:${EVM_TO}@1?value=10000000000000000`,
      kind: "eip681",
    });
  });

  it("uses 18 decimals for USDT on BNB Smart Chain, chain 56", () => {
    expect(
      buildPaymentUri({
        is_test: false,
        network: "BEP20",
        currency: "USDT",
        address: EVM_TO,
        amount: "10.5",
        contract_address: USDT_BEP20,
      }).uri,
    ).toBe(`ethereum:${USDT_BEP20}@56/transfer?address=${EVM_TO}&uint256=10500000000000000000`);
  });

  it("takes the invoice's chain id when it is the network's testnet (a sandbox on Polygon Amoy)", () => {
    const contract = "0x1111111111111111111111111111111111111111";
    expect(
      buildPaymentUri({
        network: "POLYGON",
        currency: "USDC",
        address: EVM_TO,
        amount: "2",
        contract_address: contract,
        chain_id: 80002,
        is_test: true,
      }).uri,
    ).toBe(`ethereum:${contract}@80002/transfer?address=${EVM_TO}&uint256=2000000`);
    expect(
      buildPaymentUri({
        is_test: false,
        network: "ERC20",
        currency: "ETH",
        address: EVM_TO,
        amount: "1",
        chain_id: 11155111,
      }).uri,
    ).toBe(`ethereum:${EVM_TO}@11155111?value=1000000000000000000`);
  });

  it("refuses a chain id of another chain rather than a QR paying on a chain the screen does not name", () => {
    // Polygon on screen, Ethereum mainnet in the QR: the wallet would pay on Ethereum.
    expect(() =>
      buildPaymentUri({
        is_test: false,
        network: "POLYGON",
        currency: "POL",
        address: EVM_TO,
        amount: "1",
        chain_id: 1,
      }),
    ).toThrow(/chain_id 1 is not Polygon PoS's chain id 137 or its testnet's, 80002/);
    // Another network's testnet (Holesky is Ethereum's, not Arbitrum's), and no chain at all.
    expect(() =>
      buildPaymentUri({
        is_test: false,
        network: "ARBITRUM",
        currency: "ETH",
        address: EVM_TO,
        amount: "1",
        chain_id: 17000,
      }),
    ).toThrow(/chain_id 17000/);
    expect(() =>
      buildPaymentUri({ is_test: false, network: "BASE", currency: "ETH", address: EVM_TO, amount: "1", chain_id: 0 }),
    ).toThrow(/chain_id 0/);
  });

  it("writes Solana Pay with spl-token for tokens and without it for SOL", () => {
    expect(
      buildPaymentUri({
        is_test: false,
        network: "SOL",
        currency: "USDT",
        address: SOL_TO,
        amount: "10.500000",
        contract_address: USDT_SOL,
      }),
    ).toEqual({
      uri: `solana:${SOL_TO}?amount=10.5&spl-token=${USDT_SOL}`,
      kind: "solana-pay",
    });
    expect(
      buildPaymentUri({ is_test: false, network: "SOL", currency: "SOL", address: SOL_TO, amount: "0.25" }),
    ).toEqual({
      uri: `solana:${SOL_TO}?amount=0.25`,
      kind: "solana-pay",
    });
  });

  it.each([
    ["TRC20", "USDT", "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", "15"],
    ["TON", "TON", "UQBvI0aFLnw2QbZgjMPCLRdtRHxhUyinQudg6sdiohIwg5jL", "3.25"],
    ["NEAR", "NEAR", "merchant.near", "1.000000000000000000000001"],
    ["SUI", "USDC", "0x5e93a736d04fbb25737aa40bee40171ef79f65fae833749e3c089fe7cc2161f1", "8"],
  ] as const)("encodes the bare address on %s (no URI standard)", (network, currency, address, amount) => {
    expect(buildPaymentUri({ is_test: false, network, currency, address, amount })).toEqual({
      uri: address,
      kind: "address",
    });
  });

  it("still checks the amount against the token's decimals on address-only chains", () => {
    expect(() =>
      buildPaymentUri({
        is_test: false,
        network: "NEAR",
        currency: "NEAR",
        address: "m.near",
        amount: "1.0000000000000000000000001",
      }),
    ).toThrow(/24 decimal/);
    expect(() =>
      buildPaymentUri({
        is_test: false,
        network: "TRC20",
        currency: "USDT",
        address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
        amount: "-1",
        contract_address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
      }),
    ).toThrow(/negative/);
  });

  it("refuses an amount finer than the token allows rather than rounding it", () => {
    expect(() =>
      buildPaymentUri({
        is_test: false,
        network: "ERC20",
        currency: "USDT",
        address: EVM_TO,
        amount: "10.1234567",
        contract_address: USDT_ERC20,
      }),
    ).toThrow(/6 decimal/);
    expect(() =>
      buildPaymentUri({ is_test: false, network: "SOL", currency: "SOL", address: SOL_TO, amount: "1e-3" }),
    ).toThrow(/plain decimal/);
  });

  it("refuses addresses that do not fit the chain", () => {
    expect(() =>
      buildPaymentUri({
        is_test: false,
        network: "ERC20",
        currency: "USDT",
        address: "0x123",
        amount: "1",
        contract_address: USDT_ERC20,
      }),
    ).toThrow(/EVM address/);
    expect(() =>
      buildPaymentUri({ is_test: false, network: "ERC20", currency: "ETH", address: `${EVM_TO}?value=1`, amount: "1" }),
    ).toThrow(/EVM address/);
    expect(() =>
      buildPaymentUri({ is_test: false, network: "SOL", currency: "SOL", address: "not-base58-0OIl", amount: "1" }),
    ).toThrow(/Solana address/);
    expect(() =>
      buildPaymentUri({ is_test: false, network: "ERC20", currency: "USDT", address: "", amount: "1" }),
    ).toThrow(/missing/);
  });

  it("falls back to the bare address when the network does not carry the token or the network is unknown", () => {
    expect(
      buildPaymentUri({ is_test: false, network: "BASE", currency: "USDT", address: EVM_TO, amount: "1" }),
    ).toEqual({ uri: EVM_TO, kind: "address" });
    expect(
      buildPaymentUri({
        is_test: false,
        network: "DOGE",
        currency: "DOGE",
        address: "DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L",
        amount: "1",
      }).kind,
    ).toBe("address");
  });

  it("writes BIP 21 only for BTC on a Bitcoin network, whatever the case of either", () => {
    const BTC_TO = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";
    expect(
      buildPaymentUri({ is_test: false, network: "bitcoin", currency: "btc", address: BTC_TO, amount: "1" }),
    ).toEqual({ uri: `bitcoin:${BTC_TO}?amount=1`, kind: "bip21" });
    expect(buildPaymentUri({ is_test: false, network: "BTC", currency: "ORDI", address: BTC_TO, amount: "1" })).toEqual(
      { uri: BTC_TO, kind: "address" },
    );
    expect(
      buildPaymentUri({ is_test: false, network: "LIGHTNING", currency: "BTC", address: BTC_TO, amount: "1" }),
    ).toEqual({ uri: BTC_TO, kind: "address" });
  });

  it("takes the network's own chain id when chain_id is null", () => {
    expect(
      buildPaymentUri({
        is_test: false,
        network: "BASE",
        currency: "ETH",
        address: EVM_TO,
        amount: "1",
        chain_id: null,
      }).uri,
    ).toBe(`ethereum:${EVM_TO}@8453?value=1000000000000000000`);
  });

  it("writes BIP 21 for Bitcoin", () => {
    expect(
      buildPaymentUri({
        is_test: false,
        network: "BTC",
        currency: "BTC",
        address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
        amount: "0.00100000",
      }),
    ).toEqual({
      uri: "bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.001",
      kind: "bip21",
    });
  });
});

describe("URI builders", () => {
  it("build the standard shapes", () => {
    expect(eip681Native({ address: EVM_TO, chainId: 8453, value: 5n })).toBe(`ethereum:${EVM_TO}@8453?value=5`);
    expect(eip681Token({ contract: EVM_TO, chainId: "10", to: EVM_TO, amount: 7n })).toBe(
      `ethereum:${EVM_TO}@10/transfer?address=${EVM_TO}&uint256=7`,
    );
    expect(bip21({ address: "1BoatSLRHtKNngkdXEeobR76b53LETtpyT", amount: "2.5" })).toBe(
      "bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT?amount=2.5",
    );
    expect(solanaPay({ recipient: SOL_TO, amount: "1" })).toBe(`solana:${SOL_TO}?amount=1`);
  });

  it("refuse an address, chain id or amount with anything before or after it, naming what is wrong", () => {
    const BTC_TO = "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq";
    for (const [prefix, suffix] of [
      ["x", ""],
      ["", "?value=1"],
    ] as const) {
      expect(() => eip681Native({ address: `${prefix}${EVM_TO}${suffix}`, chainId: 1, value: 1n })).toThrow(
        /^not an EVM address: /,
      );
      expect(() =>
        eip681Token({ contract: `${prefix}${EVM_TO}${suffix}`, chainId: 1, to: EVM_TO, amount: 1n }),
      ).toThrow(/^not an EVM token contract: /);
      expect(() => eip681Native({ address: EVM_TO, chainId: `${prefix}1${suffix}`, value: 1n })).toThrow(
        /^not an EIP-155 chain id: /,
      );
      expect(() => solanaPay({ recipient: `${prefix}${SOL_TO}${suffix}`, amount: "1" })).toThrow(
        /^not a Solana address: /,
      );
      expect(() => solanaPay({ recipient: SOL_TO, amount: "1", splToken: `${prefix}${USDT_SOL}${suffix}` })).toThrow(
        /^not a Solana token mint: /,
      );
      expect(() => bip21({ address: `${prefix}${BTC_TO}${suffix}`, amount: "1" })).toThrow(/^not a Bitcoin address: /);
      expect(() => bip21({ address: BTC_TO, amount: `${prefix}1${suffix}` })).toThrow(/^not a plain decimal amount: /);
      expect(() => solanaPay({ recipient: SOL_TO, amount: `${prefix}1${suffix}` })).toThrow(
        /^not a plain decimal amount: /,
      );
      expect(() =>
        eip681Token({ contract: USDT_ERC20, chainId: `${prefix}1${suffix}`, to: EVM_TO, amount: 1n }),
      ).toThrow(/^not an EIP-155 chain id: /);
    }
    expect(() => bip21({ address: BTC_TO, amount: "-1" })).toThrow(/^not a plain decimal amount: "-1"$/);
    expect(() => solanaPay({ recipient: SOL_TO, amount: "1e3" })).toThrow(/^not a plain decimal amount: "1e3"$/);
    // BIP 21's grammar (*digit ["." *digit]) allows leading zeros, so the URI builders do (UNSIGNED_DECIMAL).
    expect(bip21({ address: BTC_TO, amount: "01.5" })).toBe(`bitcoin:${BTC_TO}?amount=01.5`);
  });

  it("refuse a negative amount by its name and write a zero one", () => {
    expect(() => eip681Native({ address: EVM_TO, chainId: 1, value: -1n })).toThrow(/^value must not be negative$/);
    expect(() => eip681Token({ contract: USDT_ERC20, chainId: 1, to: EVM_TO, amount: -1n })).toThrow(
      /^amount must not be negative$/,
    );
    expect(eip681Native({ address: EVM_TO, chainId: 1, value: 0n })).toBe(`ethereum:${EVM_TO}@1?value=0`);
  });

  it("reject values that would corrupt the URI", () => {
    expect(() => eip681Native({ address: EVM_TO, chainId: "0", value: 1n })).toThrow(/chain id/);
    expect(() => eip681Native({ address: EVM_TO, chainId: 1, value: -1n })).toThrow(/negative/);
    expect(() => bip21({ address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", amount: "1&label=x" })).toThrow(
      /plain decimal/,
    );
    expect(() => solanaPay({ recipient: SOL_TO, amount: "1", splToken: "x&y" })).toThrow(/mint/);
  });
});

describe("a sandbox (is_test) payment", () => {
  const sepoliaUsdc = "0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238";
  const sandbox = { currency: "USDC", address: EVM_TO, amount: "10", is_test: true } as const;

  it("gets its wallet link on the network's testnet: Sepolia's chain id and the payment's testnet contract", () => {
    expect(
      buildPaymentUri({ ...sandbox, network: "ERC20", chain_id: 11155111, contract_address: sepoliaUsdc }).uri,
    ).toBe(`ethereum:${sepoliaUsdc}@11155111/transfer?address=${EVM_TO}&uint256=10000000`);
    expect(
      buildPaymentUri({
        ...sandbox,
        network: "SOL",
        address: SOL_TO,
        chain_id: 1,
        contract_address: "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU",
      }).kind,
    ).toBe("solana-pay");
  });

  it("gets no link and no QR, not even a bare address, when it quotes a main-net chain id or none", () => {
    const refused = [
      { ...sandbox, network: "ERC20", chain_id: 1, contract_address: USDT_ERC20 },
      { ...sandbox, network: "ERC20", contract_address: USDT_ERC20 },
      { ...sandbox, network: "SOL", address: SOL_TO, chain_id: 501, contract_address: USDT_SOL },
      {
        ...sandbox,
        currency: "USDT",
        network: "TRC20",
        address: "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL",
        chain_id: 728126428,
      },
      { ...sandbox, currency: "BTC", network: "BTC", address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq" },
    ];
    for (const payment of refused) {
      expect(() => buildPaymentUri(payment)).toThrow(SandboxPaymentRefused);
      expect(paymentUriFor(payment, "10")).toBeNull();
    }
    expect(() => buildPaymentUri(refused[0]!)).toThrow(
      /sandbox \(is_test\) invoice on Ethereum quotes chain_id 1, not its testnet Sepolia \(11155111\)/,
    );
  });

  it("tells the page's developer in the console why there is no QR, once for a refusal the screen asks about again", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const forged = {
        ...sandbox,
        network: "BASE",
        chain_id: 8453,
        contract_address: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
      };
      paymentUriFor(forged, "10");
      paymentUriFor(forged, "10");
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]?.[0])).toContain(
        "sandbox (is_test) invoice on Base quotes chain_id 8453, not its testnet Base Sepolia (84532)",
      );
    } finally {
      errors.mockRestore();
    }
  });

  it("gets no code for a token with no testnet contract (USDT on Sepolia), where a bare address would invite main-net USDT", () => {
    expect(() => buildPaymentUri({ ...sandbox, currency: "USDT", network: "ERC20", chain_id: 11155111 })).toThrow(
      /names no testnet contract/,
    );
    // The native coin needs no contract.
    expect(buildPaymentUri({ ...sandbox, currency: "ETH", network: "ERC20", chain_id: 11155111 }).uri).toBe(
      `ethereum:${EVM_TO}@11155111?value=10000000000000000000`,
    );
  });

  it("leaves a live invoice on the main net alone", () => {
    expect(
      buildPaymentUri({ ...sandbox, is_test: false, network: "ERC20", chain_id: 1, contract_address: USDT_ERC20 }).kind,
    ).toBe("eip681");
  });
});

describe("the token contract", () => {
  it("takes the token contract from the payment only", () => {
    const contract = "0x1111111111111111111111111111111111111111";
    expect(
      buildPaymentUri({
        is_test: false,
        network: "ERC20",
        currency: "USDT",
        address: EVM_TO,
        amount: "1.5",
        contract_address: contract,
        chain_id: 1,
      }),
    ).toEqual({
      uri: `ethereum:${contract}@1/transfer?address=${EVM_TO}&uint256=1500000`,
      kind: "eip681",
    });
  });

  it("shows the bare address for a token payment that names no contract, rather than guessing one", () => {
    expect(
      buildPaymentUri({ is_test: false, network: "ERC20", currency: "USDT", address: EVM_TO, amount: "1" }),
    ).toEqual({ uri: EVM_TO, kind: "address" });
    expect(buildPaymentUri({ is_test: false, network: "SOL", currency: "USDC", address: SOL_TO, amount: "1" })).toEqual(
      { uri: SOL_TO, kind: "address" },
    );
  });

  it("needs no contract for the native coin", () => {
    expect(
      buildPaymentUri({ is_test: false, network: "BASE", currency: "ETH", address: EVM_TO, amount: "0.5" }).uri,
    ).toBe(`ethereum:${EVM_TO}@8453?value=500000000000000000`);
  });
});

describe("paymentUriFor", () => {
  it("gives nothing to show until the payment has an address, or when its address cannot make a URI", () => {
    expect(paymentUriFor({ is_test: false, network: "TRC20", currency: "USDT" }, "3")).toBeNull();
    expect(paymentUriFor({ is_test: false, network: "ERC20", currency: "ETH", address: "0x123" }, "1")).toBeNull();
    expect(paymentUriFor({ is_test: false, network: "TRC20", currency: "USDT", address: "TXYZabc" }, "3")).toEqual({
      uri: "TXYZabc",
      kind: "address",
    });
  });

  it("makes no QR or link for an amount beyond 2^256 - 1 base units, on any chain family", () => {
    // A hostile or broken API's 10^80 (review finding): no wallet URI may carry a uint256 it cannot hold.
    const huge = `1${"0".repeat(80)}`;
    const payments = [
      {
        is_test: false,
        network: "ERC20",
        currency: "USDT",
        chain_id: 1,
        contract_address: USDT_ERC20,
        address: EVM_TO,
      },
      { is_test: false, network: "BASE", currency: "ETH", chain_id: 8453, address: EVM_TO },
      { is_test: false, network: "SOL", currency: "USDT", contract_address: USDT_SOL, address: SOL_TO },
      {
        is_test: false,
        network: "TRC20",
        currency: "USDT",
        contract_address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
        address: "TXYZabc",
      },
      { is_test: false, network: "ERC20", currency: "USDT", chain_id: 1, address: EVM_TO },
    ] as const;
    for (const payment of payments) {
      expect([payment.network, paymentUriFor(payment, huge)]).toEqual([payment.network, null]);
      expect(() => buildPaymentUri({ ...payment, amount: huge })).toThrow(/does not fit a uint256/);
    }
    // The largest amount that fits is still written out exactly: 2^256 - 1 base units of a 6-decimal token.
    const max = ((1n << 256n) - 1n).toString();
    const atMax = `${max.slice(0, -6)}.${max.slice(-6)}`;
    expect(paymentUriFor(payments[0], atMax)?.uri).toBe(
      `ethereum:${USDT_ERC20}@1/transfer?address=${EVM_TO}&uint256=${max}`,
    );
  });
});
