import { describe, expect, it } from "vitest";
import { SaleController, type ActiveSaleStore, type SaleRun, type StartRun } from "./sale-controller.ts";
import type { Sale } from "./sale.ts";
import type { RunnerListener } from "./sale-runner.ts";
// The controller syncs the server clock through the payment chunk, imported on demand; loaded here up front so that
// import is never still in flight when the test file's environment is torn down.
import "./sale-runner.ts";
import { initialCheckoutState, type CheckoutState } from "../../shared/checkout/checkout-machine.ts";
import { TestHost } from "../test/test-host.ts";

const settings = {
  apiBase: "http://api.test",
  sdkKey: "pk_test_demo",
  projectId: "prj_demo_terminal",
  currency: "EUR",
  customerFeePercent: null,
  deviceId: "ABC123",
};

class MemoryStore implements ActiveSaleStore {
  log: string[] = [];
  beginSale(s: Sale) {
    this.log.push(`begin ${s.id}`);
    return Promise.resolve();
  }
  putSale() {
    return Promise.resolve();
  }
  endActiveSale() {
    this.log.push("end");
    return Promise.resolve();
  }
}

/** A run that records what staff asked for and lets the test play the session's states. */
function fakeRuns() {
  const calls: string[] = [];
  let listener: RunnerListener = () => undefined;
  let current: Sale | undefined;
  const startRun: StartRun = (_store, _settings, sale, onChange) => {
    listener = onChange;
    current = sale;
    const run: SaleRun = {
      session: {
        getState: () => initialCheckoutState,
        selectMethod: (m: { currency: string }) => calls.push(`select ${m.currency}`),
        cancel: () => calls.push("cancel"),
        retry: () => calls.push("retry"),
        setOnline: () => undefined,
        setHidden: () => undefined,
      } as unknown as SaleRun["session"],
      sale,
      start: () => calls.push(`start ${sale.body.amount}`),
      dispose: () => calls.push("dispose"),
      settled: () => Promise.resolve(),
      reportFromPage: (m) => calls.push(`page ${m.type}`),
      reportFromService: () => calls.push("service"),
    };
    return Promise.resolve(run);
  };
  const play = (status: CheckoutState["status"]) =>
    current &&
    listener(
      { ...initialCheckoutState, status },
      { ...current, status: status === "choosing_method" ? "awaiting_client" : (status as Sale["status"]) },
    );
  return { calls, startRun, play };
}

describe("the sale in progress", () => {
  it("stores the sale before its request leaves, then runs it; a second charge while it runs is refused", async () => {
    const store = new MemoryStore();
    const runs = fakeRuns();
    let paid = 0;
    const sale = new SaleController(new TestHost(), { startRun: runs.startRun, onPaid: () => paid++ });
    const started = await sale.charge(store, settings, { subtotalMinor: 1250n, tipMinor: 0n, note: "", items: [] });
    expect(store.log).toEqual([`begin ${started?.id}`]);
    expect(runs.calls).toEqual(["start 12.50"]);
    expect(sale.inProgress).toBe(true);
    expect(await sale.charge(store, settings, { subtotalMinor: 100n, tipMinor: 0n, note: "", items: [] })).toBeNull();
    runs.play("paid");
    runs.play("paid");
    expect([sale.inProgress, sale.running, paid]).toEqual([false, true, 1]);
  });

  it("passes staff's choices to the session and clears everything on New sale", async () => {
    const store = new MemoryStore();
    const runs = fakeRuns();
    const sale = new SaleController(new TestHost(), { startRun: runs.startRun });
    await sale.charge(store, settings, { subtotalMinor: 500n, tipMinor: 50n, note: "", items: [] });
    sale.selectMethod({ currency: "USDT", network: "TRC20" });
    sale.cancel();
    await sale.end(store);
    expect(runs.calls).toEqual(["start 5.50", "select USDT", "cancel", "dispose"]);
    expect(store.log.at(-1)).toBe("end");
    expect([sale.sale, sale.checkout, sale.running]).toEqual([undefined, undefined, false]);
  });
});
