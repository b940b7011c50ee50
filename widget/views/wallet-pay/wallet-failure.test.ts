import { describe, expect, it } from "vitest";
import { walletFailure } from "./wallet-failure.ts";

describe("walletFailure", () => {
  it.each([
    [{ code: 4001, message: "User rejected the request." }, "accounts", "rejected"],
    [{ code: 4001, message: "User denied transaction signature." }, "send", "rejected"],
    [{ code: 4100, message: "Unauthorized" }, "accounts", "locked"],
    [{ code: -32002, message: "Request already pending" }, "accounts", "locked"],
    [{ code: 4902, message: "Unrecognized chain ID" }, "switch", "unknown_chain"],
    [{ code: -32603, data: { originalError: { code: 4902 } } }, "switch", "unknown_chain"],
    [{ code: 4001, message: "User rejected the request." }, "switch", "switch_refused"],
    [{ code: -32603, message: "Internal error" }, "switch", "switch_refused"],
    [{ code: -32000, message: "insufficient funds for gas * price + value" }, "send", "insufficient"],
    [{ code: -32603, message: "Insufficient funds for transfer" }, "send", "insufficient"],
    [{ code: -32603, message: "Internal JSON-RPC error." }, "send", "failed"],
    [new Error("boom"), "send", "failed"],
    ["a string", "accounts", "failed"],
    [null, "send", "failed"],
  ] as const)("%j while %s → %s", (error, step, failure) => {
    expect(walletFailure(error, step)).toBe(failure);
  });
});
