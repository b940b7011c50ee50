/**
 * Watches an embedded hosted payment page for the element that shows it (the widget's card, the terminal's payment
 * screen): the frame's accepted messages, a refusal by the embedding page's own CSP, and a frame that fails or never
 * loads. Each element decides what to show; this is what both must notice, written once.
 */
import { acceptHostedMessage, isFrameRefusal, type HostedMessage } from "./hosted-frame.ts";

/**
 * How long a frame may take to load before its element gives up on it. A page refused by the payment page's own
 * frame-ancestors still "loads" (the browser's error page), which no parent can tell: each element keeps a way to the
 * page outside the frame for that one.
 */
export const FRAME_LOAD_TIMEOUT_MS = 15_000;

/** The element showing the frame, as the watch reads it: read afresh on every event, since each may change. */
export interface HostedFrameOwner {
  /** The invoice's payment_url: its origin is the only one whose messages count. */
  paymentUrl(): string;
  /** The invoice the messages must be about. */
  invoiceId(): string;
  /** The iframe showing the page now, or null when it shows something else. */
  frame(): HTMLIFrameElement | null;
  /** A message of the page's, accepted by the embed contract (acceptHostedMessage). */
  onMessage(message: HostedMessage): void;
  /** The frame cannot show the page: the embedding page's CSP refused it, or it failed or did not load in time. */
  onRefused(): void;
}

/** Where the watch listens: the window for messages, the document for CSP violations (an element passes its own). */
export interface FrameEvents {
  readonly messages: EventTarget;
  readonly violations: EventTarget;
}

export class HostedFrameWatch {
  readonly #owner: HostedFrameOwner;
  #listeners: AbortController | undefined;
  #loadTimer: ReturnType<typeof setTimeout> | undefined;
  /** The iframe whose load event came last: shown again (the phone's overlay opened over it), it has nothing to load. */
  #loadedFrame: HTMLIFrameElement | null = null;

  constructor(owner: HostedFrameOwner) {
    this.#owner = owner;
  }

  /** Starts listening (the element was connected); `stop()` undoes it. */
  start(events: FrameEvents): void {
    this.stop();
    this.#listeners = new AbortController();
    const options = { signal: this.#listeners.signal };
    events.messages.addEventListener("message", (e) => this.#onMessage(e as MessageEvent), options);
    events.violations.addEventListener(
      "securitypolicyviolation",
      (e) => isFrameRefusal(e as SecurityPolicyViolationEvent, this.#origin()) && this.failed(),
      options,
    );
  }

  /** Stops listening and forgets the load deadline (the element was disconnected). */
  stop(): void {
    this.#listeners?.abort();
    this.#listeners = undefined;
    clearTimeout(this.#loadTimer);
  }

  /**
   * A frame was just shown (first, or again after a close): it has FRAME_LOAD_TIMEOUT_MS to load. The same iframe shown
   * again after it loaded (a dialog opened over it) fires no second load event, so it gets no deadline.
   */
  frameShown(): void {
    clearTimeout(this.#loadTimer);
    const frame = this.#owner.frame();
    if (frame !== null && frame === this.#loadedFrame) return;
    this.#loadTimer = setTimeout(this.failed, FRAME_LOAD_TIMEOUT_MS);
  }

  /** The frame's load event: the deadline is met. */
  readonly loaded = (): void => {
    clearTimeout(this.#loadTimer);
    this.#loadedFrame = this.#owner.frame();
  };

  /** The frame's error event, a CSP refusal or a missed deadline: the owner is told (and ignores news of a frame it no longer shows). */
  readonly failed = (): void => {
    clearTimeout(this.#loadTimer);
    this.#owner.onRefused();
  };

  #origin(): string {
    return new URL(this.#owner.paymentUrl()).origin;
  }

  #onMessage(event: MessageEvent): void {
    const message = acceptHostedMessage(event, {
      origin: this.#origin(),
      window: this.#owner.frame()?.contentWindow ?? null,
      invoiceId: this.#owner.invoiceId(),
    });
    if (message) this.#owner.onMessage(message);
  }
}
