import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FailureTextsController, WORDS_PATIENCE_MS } from "./failure-texts-controller.ts";
import { screenOf } from "./checkout-view-model.ts";
import { LazyChunk } from "../../lazy/lazy-chunk.ts";
import { initialCheckoutState, type CheckoutState } from "../../../shared/checkout/checkout-machine.ts";
import { failureOf, invoiceAt } from "../../../shared/test/checkout-fixtures.ts";

const choosing: CheckoutState = {
  ...initialCheckoutState,
  status: "choosing_method",
  invoice: invoiceAt("awaiting_client"),
  invoiceId: "inv_74BPZFhr9qy9Uz2fbRkdJX",
};
const failed: CheckoutState = { ...choosing, status: "failed", error: failureOf("invalid_amount", "create") };
const next = (state: CheckoutState) => ({ screen: screenOf(state), state, refused: false });

/** A chunk of words whose fetch the test answers (or fails) when it likes. */
function wordsChunk() {
  const answers: { resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(() => new Promise<string>((resolve, reject) => answers.push({ resolve, reject })));
  return { chunk: new LazyChunk(load), load, answers };
}

class FakeCard {
  redraws = 0;
  addController(): void {}
  removeController(): void {}
  requestUpdate(): void {
    this.redraws++;
  }
  readonly updateComplete = Promise.resolve(true);
}

let card: FakeCard;
let problems: ReturnType<typeof wordsChunk>;
let controller: FailureTextsController;

beforeEach(() => {
  vi.stubGlobal("window", new EventTarget());
  card = new FakeCard();
  problems = wordsChunk();
  controller = new FailureTextsController(card, { problemTexts: problems.chunk, wayOut: wordsChunk().chunk });
  controller.hostConnected();
});

afterEach(() => {
  controller.hostDisconnected();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("FailureTextsController", () => {
  it("keeps the screen shown before while a failure's words come, then draws the failure with them", async () => {
    expect(controller.screenFor(next(choosing), "en").screen.view).toBe("methods");
    expect(controller.screenFor(next(failed), "en").screen.view, "the method list stays a moment").toBe("methods");
    expect(controller.words).toBe("coming");
    expect(problems.load).toHaveBeenCalledTimes(1);
    problems.answers[0]?.resolve("texts");
    await vi.waitFor(() => expect(card.redraws).toBe(1));
    const drawn = controller.screenFor(next(failed), "en");
    expect(controller.words).toBe("here");
    expect(drawn.screen).toEqual(screenOf(failed));
    expect(drawn.screen.view).toBe("panel");
  });

  it("draws nothing but the first frame's loading panel when nothing was drawn before the words", () => {
    expect(controller.screenFor(next(failed), "en").screen).toMatchObject({ view: "panel", tone: "progress" });
  });

  it("names the failure in the entry's words once its words are overdue, with a retry that fetches them", () => {
    vi.useFakeTimers();
    controller.screenFor(next(failed), "en");
    vi.advanceTimersByTime(WORDS_PATIENCE_MS - 1);
    expect(card.redraws).toBe(0);
    vi.advanceTimersByTime(1);
    expect(card.redraws, "the patience ran out: the card redraws").toBe(1);
    expect(controller.screenFor(next(failed), "en").screen).toMatchObject({
      view: "panel",
      title: "stopped_title",
      unsaid: true,
    });
    expect(controller.words).toBe("missing");
  });

  it("names the failure at once when its words cannot be fetched, and fetches them again when asked", async () => {
    controller.screenFor(next(failed), "en");
    problems.answers[0]?.reject(new TypeError("Failed to fetch"));
    await vi.waitFor(() => expect(problems.chunk.failed).toBe(true));
    expect(controller.screenFor(next(failed), "en").screen).toMatchObject({ title: "stopped_title", unsaid: true });
    controller.refetch();
    expect(problems.load).toHaveBeenCalledTimes(2);
  });

  it("fetches missing words again once the connection is back", async () => {
    controller.screenFor(next(failed), "en");
    problems.answers[0]?.reject(new TypeError("Failed to fetch"));
    await vi.waitFor(() => expect(problems.chunk.failed).toBe(true));
    window.dispatchEvent(new Event("online"));
    expect(problems.load).toHaveBeenCalledTimes(2);
  });

  it("forgets what was drawn for a checkout that starts over", () => {
    controller.screenFor(next(choosing), "en");
    controller.reset();
    expect(controller.screenFor(next(failed), "en").screen).toMatchObject({ view: "panel", tone: "progress" });
  });
});
