import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  amountDue,
  erc20TransferData,
  explorerUrlFor,
  hexQuantity,
  walletTransaction,
  WalletPaymentRefused,
  type WalletPaymentInput,
} from "./evm-transaction.ts";

const TO = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const USDT_ETH = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
const USDT_BSC = "0x55d398326f99059fF775485246999027B3197955";

const usdtOnEthereum: WalletPaymentInput = {
  is_test: false,
  currency: "USDT",
  network: "ERC20",
  chain_id: 1,
  contract_address: USDT_ETH,
  address: TO,
  expected: "10.5",
  paid: "0",
  remaining: "10.5",
};

const USDC_SEPOLIA = "0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238";
const usdcOnSepolia: WalletPaymentInput = {
  ...usdtOnEthereum,
  currency: "USDC",
  chain_id: 11155111,
  contract_address: USDC_SEPOLIA,
};

describe("erc20TransferData", () => {
  it("encodes transfer(address,uint256) as selector a9059cbb and two 32-byte words", () => {
    expect(erc20TransferData(TO, 10_500_000n)).toBe(
      "0xa9059cbb" +
        "0000000000000000000000005aaeb6053f3e94c9b9a09f33669435e7ef1beaed" +
        "0000000000000000000000000000000000000000000000000000000000a037a0",
    );
  });
  it("takes the largest uint256 and refuses anything above it", () => {
    const max = (1n << 256n) - 1n;
    expect(erc20TransferData(TO, max).slice(-64)).toBe("f".repeat(64));
    expect(() => erc20TransferData(TO, max + 1n)).toThrow(RangeError);
  });
  it("refuses a recipient that is not an EVM address", () => {
    expect(() => erc20TransferData("TXYZ", 1n)).toThrow(WalletPaymentRefused);
  });
  it("is always 4 + 64 bytes of lowercase hex", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }), (units) =>
        /^0xa9059cbb[0-9a-f]{128}$/.test(erc20TransferData(TO, units)),
      ),
    );
  });
});

describe("hexQuantity", () => {
  it("writes JSON-RPC quantities without leading zeros", () => {
    expect(hexQuantity(0n)).toBe("0x0");
    expect(hexQuantity(56n)).toBe("0x38");
    expect(hexQuantity(1_500_000_000_000_000_000n)).toBe("0x14d1120d7b160000");
  });
});

describe("walletTransaction", () => {
  it("sends a 6-decimal token (USDT on Ethereum) to the contract with transfer calldata and no value", () => {
    expect(walletTransaction(usdtOnEthereum, "10.50")).toEqual({
      chainId: "0x1",
      to: USDT_ETH,
      value: "0x0",
      data: "0xa9059cbb0000000000000000000000005aaeb6053f3e94c9b9a09f33669435e7ef1beaed0000000000000000000000000000000000000000000000000000000000a037a0",
    });
  });
  it("sends an 18-decimal token (USDT on BNB Smart Chain) with its maximum 18 decimals exactly", () => {
    const amount = "25.123456789012345678";
    const tx = walletTransaction(
      {
        ...usdtOnEthereum,
        network: "BEP20",
        chain_id: 56,
        contract_address: USDT_BSC,
        expected: amount,
        remaining: amount,
      },
      amount,
    );
    expect(tx.chainId).toBe("0x38");
    expect(tx.to).toBe(USDT_BSC);
    expect(tx.data?.slice(-64)).toBe("0000000000000000000000000000000000000000000000015ca872d6fef4f34e");
  });
  it("sends the native coin to the address with its value in wei and no calldata", () => {
    const eth: WalletPaymentInput = {
      is_test: false,
      currency: "ETH",
      network: "BASE",
      chain_id: 8453,
      address: TO,
      expected: "1.5",
    };
    expect(walletTransaction(eth, "1.5")).toEqual({ chainId: "0x2105", to: TO, value: "0x14d1120d7b160000" });
    expect(walletTransaction({ ...eth, expected: "0.000000000000000001" }, "0.000000000000000001").value).toBe("0x1");
  });
  it("switches the wallet to the network's testnet when a sandbox invoice quotes it (Sepolia), the same chain ids the QR takes", () => {
    expect(walletTransaction({ ...usdcOnSepolia, is_test: true }, "10.50")).toMatchObject({
      chainId: "0xaa36a7",
      to: USDC_SEPOLIA,
    });
  });
  it("asks a wallet for nothing when a sandbox invoice quotes the main net, where its address belongs to nobody", () => {
    expect(() => walletTransaction({ ...usdtOnEthereum, is_test: true }, "10.5")).toThrow(
      /sandbox \(is_test\) invoice on Ethereum quotes chain_id 1, not its testnet Sepolia \(11155111\)/,
    );
    expect(walletTransaction({ ...usdtOnEthereum, is_test: false }, "10.5").chainId).toBe("0x1");
  });
  it("refuses a remaining that is not expected − paid, whichever field is wrong", () => {
    // The screen and the API agree on 6.5, but 10.5 − 1 is 9.5: the payment contradicts itself.
    expect(() => walletTransaction({ ...usdtOnEthereum, paid: "1", remaining: "6.5" }, "6.5")).toThrow(
      /payment.remaining "6.5" is not payment.expected "10.5" minus payment.paid "1"/,
    );
    // Nothing paid, yet remaining is less than expected.
    expect(() => walletTransaction({ ...usdtOnEthereum, paid: "0", remaining: "1" }, "10.5")).toThrow(
      WalletPaymentRefused,
    );
    // Equal in value, written differently: accepted.
    expect(walletTransaction({ ...usdtOnEthereum, paid: "0.50", remaining: "10.000" }, "10").value).toBe("0x0");
  });
  it("asks for the remainder once part is paid, and refuses the full amount then", () => {
    const partPaid = { ...usdtOnEthereum, paid: "4", remaining: "6.5" };
    expect(amountDue(partPaid)).toBe("6.5");
    expect(walletTransaction(partPaid, "6.5").data?.slice(-64)).toBe((6_500_000).toString(16).padStart(64, "0"));
    expect(() => walletTransaction(partPaid, "10.5")).toThrow(/not the amount due, "6.5"/);
  });

  const refusals: [string, WalletPaymentInput, string, RegExp][] = [
    [
      "a network that is not EVM",
      { ...usdtOnEthereum, network: "TRC20", chain_id: 728126428 },
      "10.5",
      /not an EVM chain/,
    ],
    [
      "a chain id that is not the network's",
      { ...usdtOnEthereum, chain_id: 56 },
      "10.5",
      /chain_id 56 is not ERC20's chain id 1 or its testnet's, 11155111/,
    ],
    ["another network's testnet", { ...usdtOnEthereum, chain_id: 80002 }, "10.5", /chain_id 80002/],
    [
      "a token without contract_address",
      { ...usdtOnEthereum, contract_address: undefined },
      "10.5",
      /contract_address is missing/,
    ],
    [
      "a malformed contract_address",
      { ...usdtOnEthereum, contract_address: "0x123" },
      "10.5",
      /contract_address "0x123"/,
    ],
    ["a missing address", { ...usdtOnEthereum, address: undefined }, "10.5", /payment.address/],
    ["a zero amount", { ...usdtOnEthereum, expected: "0", remaining: "0" }, "0", /not positive/],
    ["an amount that is not the expected one", usdtOnEthereum, "10.4", /not the amount due/],
    ["more decimals than the token has", usdtOnEthereum, "10.5000001", /cannot be paid in USDT/],
    ["a token whose decimals are unknown", { ...usdtOnEthereum, currency: "DAI" }, "10.5", /decimals of DAI/],
    ["paid without remaining", { ...usdtOnEthereum, paid: "1", remaining: undefined }, "9.5", /remaining is missing/],
  ];
  for (const [what, payment, amount, hint] of refusals) {
    it(`refuses ${what}, naming the field`, () => {
      expect(() => walletTransaction(payment, amount)).toThrow(WalletPaymentRefused);
      expect(() => walletTransaction(payment, amount)).toThrow(hint);
    });
  }
});

describe("explorerUrlFor", () => {
  const transfers = [
    { tx_hash: "0xAbC", explorer_url: "https://etherscan.io/tx/0xabc" },
    { tx_hash: "0xdef", explorer_url: "javascript:alert(1)" },
  ];
  it("links the API's https explorer page of the wallet's transaction, whatever the hash's case", () => {
    expect(explorerUrlFor(transfers, "0xabc")).toBe("https://etherscan.io/tx/0xabc");
  });
  it("gives nothing for an unknown hash or a link that is not https", () => {
    expect(explorerUrlFor(transfers, "0x999")).toBeNull();
    expect(explorerUrlFor(transfers, "0xdef")).toBeNull();
    expect(explorerUrlFor(undefined, "0xabc")).toBeNull();
  });
});

describe("an amount beyond 2^256 - 1 base units", () => {
  it("is refused before any transaction is made, whichever field carries it", () => {
    const huge = `1${"0".repeat(80)}`;
    expect(() => walletTransaction({ ...usdtOnEthereum, expected: huge, remaining: huge }, huge)).toThrow(
      WalletPaymentRefused,
    );
    expect(() => walletTransaction({ ...usdtOnEthereum, expected: huge, remaining: huge }, huge)).toThrow(
      /does not fit a uint256/,
    );
    expect(() =>
      walletTransaction(
        { ...usdtOnEthereum, currency: "ETH", contract_address: undefined, expected: huge, remaining: huge },
        huge,
      ),
    ).toThrow(WalletPaymentRefused);
    expect(() => walletTransaction({ ...usdtOnEthereum, paid: huge }, "10.5")).toThrow(WalletPaymentRefused);
  });
});
