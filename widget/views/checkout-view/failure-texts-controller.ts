/**
 * The words of a failure: the problem texts (and the way out's, for the order-too-small screen) are chunks of their
 * own, fetched when the card is about to show one. While they come, the screen before stays; if they do not come in
 * time (WORDS_PATIENCE_MS) or cannot be fetched, the failure is named in the entry's words (see screenWithWords).
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { LazyChunk } from "../../lazy/lazy-chunk.ts";
import { widgetTexts, type Locale } from "../../i18n/locale.ts";
import {
  saysProblem,
  screenWithWords,
  wordsOfAll,
  type DrawnScreen,
  type FailureWords,
} from "./checkout-view-model.ts";
import { problemTextsChunk } from "./problem-texts-chunk.ts";
import { wayOutChunk } from "./way-out-chunk.ts";

/**
 * How long a failure waits for its own words (a chunk) before it is named in the entry's: a fetch that stalls (a CDN
 * hiccup) must not leave the customer on "Preparing" with nothing to press.
 */
export const WORDS_PATIENCE_MS = 4000;

export interface FailureTextsControllerOptions {
  /** The chunks that carry the words; the card's own by default (tests give their own). */
  problemTexts?: LazyChunk<unknown>;
  wayOut?: LazyChunk<unknown>;
}

/** What the card would draw now, before its words are counted. */
export interface NextScreen extends DrawnScreen {
  /** The refusal of an unsafe payment link is a failure too. */
  readonly refused: boolean;
}

export class FailureTextsController implements ReactiveController {
  /** Where the words of the screen drawn last stood; "coming" keeps the card busy. */
  words: FailureWords = "here";

  readonly #host: ReactiveControllerHost;
  readonly #problemTexts: LazyChunk<unknown>;
  readonly #wayOut: LazyChunk<unknown>;
  readonly #redraw = () => this.#host.requestUpdate();
  /** What the card drew last: it stays up while a failure's words are on their way (see screenWithWords). */
  #shown: DrawnScreen | null = null;
  /** Ends the wait for a failure's words (WORDS_PATIENCE_MS); `#overdue` once it has run out. */
  #timer: ReturnType<typeof setTimeout> | undefined;
  #overdue = false;
  #listeners: AbortController | undefined;

  constructor(host: ReactiveControllerHost, options: FailureTextsControllerOptions = {}) {
    this.#host = host;
    this.#problemTexts = options.problemTexts ?? problemTextsChunk;
    this.#wayOut = options.wayOut ?? wayOutChunk;
    host.addController(this);
  }

  hostConnected(): void {
    this.#listeners = new AbortController();
    // A failure named in the entry's words gets its own once the connection is back.
    window.addEventListener("online", () => this.refetch(), { signal: this.#listeners.signal });
  }

  hostDisconnected(): void {
    this.#listeners?.abort();
    clearTimeout(this.#timer);
  }

  /**
   * What the card draws for `next` in `locale`: `next` itself once its words are here, the screen before while they
   * come (their fetch starts here, and redraws the card either way), the entry's words once they are missing.
   */
  screenFor(next: NextScreen, locale: Locale): DrawnScreen {
    const { screen, state, refused } = next;
    // A language whose chunk arrived has all its words.
    this.words = widgetTexts.hasOwn(locale, screen.say)
      ? "here"
      : wordsOfAll([
          saysProblem(state, refused) ? this.#wordsOf(this.#problemTexts) : "here",
          screen.say === "order_below_minimum_title" ? this.#wordsOf(this.#wayOut) : "here",
        ]);
    this.#waitForWords(this.words);
    const drawn = screenWithWords({ screen, state }, this.words, this.#shown);
    this.#shown = drawn;
    return drawn;
  }

  /** Fetches the failure's words again (after "Try again", or once the connection is back), with fresh patience. */
  refetch(): void {
    this.#overdue = false;
    for (const chunk of [this.#problemTexts, this.#wayOut]) if (chunk.failed) void chunk.load().then(this.#redraw);
    this.#host.requestUpdate();
  }

  /** A new checkout: nothing was drawn for it yet. */
  reset(): void {
    this.#shown = null;
  }

  /** Where a chunk of a failure's words stands; the first ask starts its fetch, which redraws the card either way. */
  #wordsOf(chunk: LazyChunk<unknown>): FailureWords {
    if (chunk.value !== undefined) return "here";
    if (chunk.failed || this.#overdue) return "missing";
    void chunk.load().then(this.#redraw);
    return "coming";
  }

  /** Starts the patience for words on their way; ends it once nothing waits. */
  #waitForWords(words: FailureWords): void {
    if (words === "coming") {
      this.#timer ??= setTimeout(() => {
        this.#overdue = true;
        this.#host.requestUpdate();
      }, WORDS_PATIENCE_MS);
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (words === "here") this.#overdue = false;
  }
}
