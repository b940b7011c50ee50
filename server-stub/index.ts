/** `crypto-checkout-kit/stub`: the API stub to start on a port (`startStub`) or use in process (`createStub`), its control client and fixtures. */
import { readFileSync } from "node:fs";
import { DEFAULT_FIXTURE_PATH } from "./fixture.ts";

export { startStub, type StartStubOptions, type RunningStub } from "./start-stub.ts";
export { createStub, createApp, type CreateAppOptions, type CreateStubOptions, type StubApp } from "./app.ts";
export {
  StubControl,
  type ProjectPatch,
  type KeyPatch,
  type MerchantPatch,
  type PlatformPatch,
  type FaultSpec,
  type SimulateStage,
  type JournalEntry,
  type WebhookEndpoint,
} from "./control/stub-control.ts";
export {
  CONTROL_OPERATIONS,
  type ControlOperationName,
  type ControlRequest,
  type ControlAnswer,
} from "./control/control-operations.ts";
export { SANDBOX } from "./sandbox.ts";
export { parseFixture, loadFixtureFile, DEFAULT_FIXTURE_PATH, type Fixture, type FixtureResult } from "./fixture.ts";
export type { StubConfig } from "./config.ts";

/** The seed fixture as plain JSON (a fresh copy each call): extend it and pass it to `startStub({ fixture })` or `reset()`. */
export function seedFixture(): Record<string, unknown> {
  return JSON.parse(readFileSync(DEFAULT_FIXTURE_PATH, "utf8")) as Record<string, unknown>;
}
