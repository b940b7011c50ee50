/**
 * `crypto-checkout-kit/playwright`: a Playwright `test` whose `stub` is one API stub per worker (on a free port, reset
 * before each test, and the `baseURL`), with the widget's (`checkout`) and the terminal's (`terminal`) page objects.
 */
import { test as base, expect } from "@playwright/test";
import { startStub, type StartStubOptions } from "../server-stub/start-stub.ts";
import { StubControl } from "../server-stub/control/stub-control.ts";
import { SANDBOX } from "../server-stub/sandbox.ts";
import { CheckoutPage } from "./checkout-page.ts";
import { TerminalPage } from "./terminal-page.ts";

export interface CheckoutKitOptions {
  /**
   * Base URL of a stub that is already running (e.g. `npx crypto-checkout-stub --port 4010`): the suite uses it
   * instead of starting its own. Every worker then shares it, so run such a suite with `workers: 1`.
   */
  stubURL: string | undefined;
  /** Initial state of each worker's own stub: a fixture document or the path of a JSON file; default the seed. */
  stubFixture: StartStubOptions["fixture"];
  /**
   * Serve each worker's stub over HTTPS: `true` with the stub's own kept certificate for localhost, or your own
   * `{ certPath, keyPath }`. The browser must trust it: set `ignoreHTTPSErrors: true` beside it, or trust the file.
   */
  stubHttps: StartStubOptions["https"];
  /**
   * Start each worker's stub with only the provider's documented surface (`startStub({ providerSurface: true })`):
   * our own public routes answer 404 and the widget takes the hosted page. Default false.
   */
  stubProviderSurface: boolean;
}

export interface CheckoutKitWorkerFixtures extends CheckoutKitOptions {
  /** The worker's stub: its control API, reset to its fixture before each test. */
  stub: StubControl;
}

export interface CheckoutKitFixtures {
  checkout: CheckoutPage;
  terminal: TerminalPage;
  /** Resets the worker's stub before every test, whether the test names `stub` or not. */
  resetStub: void;
}

export const test = base.extend<CheckoutKitFixtures, CheckoutKitWorkerFixtures>({
  stubURL: [undefined, { option: true, scope: "worker" }],
  stubFixture: [undefined, { option: true, scope: "worker" }],
  stubHttps: [false, { option: true, scope: "worker" }],
  stubProviderSurface: [false, { option: true, scope: "worker" }],
  stub: [
    async ({ stubURL, stubFixture, stubHttps, stubProviderSurface }, use) => {
      if (stubURL !== undefined) {
        await use(new StubControl(stubURL));
        return;
      }
      const running = await startStub({
        port: 0,
        ...(stubFixture === undefined ? {} : { fixture: stubFixture }),
        https: stubHttps,
        providerSurface: stubProviderSurface,
        // An unexpected error reaches the test as a 500 internal_error problem; printing its stack too would mostly
        // print the deliberate connection drops of `fault({ drop: true })`.
        logError: () => undefined,
      });
      await use(running.control);
      await running.stop();
    },
    { scope: "worker" },
  ],
  resetStub: [
    async ({ stub }, use) => {
      await stub.reset();
      await use();
    },
    { auto: true },
  ],
  baseURL: async ({ stub }, use) => {
    await use(stub.url);
  },
  checkout: async ({ page, stub }, use) => {
    await use(new CheckoutPage(page, stub.url));
  },
  terminal: async ({ page, stub }, use) => {
    await use(new TerminalPage(page, stub.url));
  },
});

export { expect, StubControl, CheckoutPage, TerminalPage, SANDBOX };
export { seedFixture } from "../server-stub/index.ts";
export type {
  ProjectPatch,
  KeyPatch,
  MerchantPatch,
  PlatformPatch,
  FaultSpec,
  SimulateStage,
  JournalEntry,
  WebhookEndpoint,
} from "../server-stub/control/stub-control.ts";
export type { CheckoutAttributesInput, OpenOptions, RecordedEvent } from "./checkout-page.ts";
export type { SetupOptions } from "./terminal-page.ts";
