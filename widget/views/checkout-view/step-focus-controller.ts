/**
 * Focus that follows the card's steps. When the screen changes under the customer (the network chosen, the payment
 * confirmed, any ending) the element that had focus is gone, and focus would fall to the page's body: no focus ring,
 * and a screen reader loses its place. This moves it to the new screen's heading instead (made focusable with
 * tabindex=-1; the card's :focus-visible ring shows where it is). It never takes focus on the first screen, nor from
 * the page: only once the customer has been in the card, and only while focus is still in it or fell out of it.
 * The method list moves focus between its own two steps (method-choice.ts). This comes with the payment screen's
 * chunk (payment-screen-bundle.ts): the first frame needs none of it.
 *
 * Each change is announced once. A screen reader reads the heading that takes focus; the card's live region, which
 * says each screen's headline, then stays quiet for that change (the card leaves it empty while `focusSaid` holds its
 * words, and writes it only after this has run: never the words for a moment, taken back). It speaks when focus stays
 * where it is: a part of the payment arriving on the same screen, or any change while the customer is elsewhere on
 * the page or has not been in the card.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";

export type StepFocusHost = ReactiveControllerHost &
  HTMLElement & {
    readonly renderRoot: ParentNode;
    /** What the live region said when focus moved to the new screen's heading: the card stops saying it. */
    focusSaid: string | undefined;
    /** What the live region says of the screen just drawn (the card writes it after this controller has run). */
    readonly said: string;
  };

/** The method list: its heading is in its own shadow root, drawn after the card's update. */
const METHOD_LIST = "cc-method-choice";

/** Which screen the card shows, by its heading: a state panel's or the payment screen's text, or the method list. */
function stepOf(root: ParentNode): string | null {
  if (root.querySelector(METHOD_LIST)) return METHOD_LIST;
  const heading = root.querySelector(".panel > h2, h2#pay");
  return heading ? heading.id + heading.textContent : null;
}

/**
 * The payment screen's heading is for screen readers only: when focus is on it, the screen it names shows the ring.
 * Adopted into the card's shadow root with the controller, so the entry's styles carry none of it.
 */
const hiddenHeadingRing = new CSSStyleSheet();
hiddenHeadingRing.replaceSync(".stack:has(>.visually-hidden:focus-visible){outline:3px solid var(--cc-accent)}");

export class StepFocusController implements ReactiveController {
  readonly #host: StepFocusHost;
  /** The screen drawn last; null before the first. */
  #step: string | null;

  constructor(host: StepFocusHost) {
    this.#host = host;
    this.#step = stepOf(host.renderRoot);
    const root = host.shadowRoot;
    if (root) root.adoptedStyleSheets = [...root.adoptedStyleSheets, hiddenHeadingRing];
    host.addController(this);
  }

  hostUpdated(): void {
    const root = this.#host.renderRoot;
    const step = stepOf(root);
    const before = this.#step;
    this.#step = step;
    if (!step || !before || step === before) return;
    // Still in the card, or fallen to the body with the element that had it: anywhere else on the page, it stays.
    const active = document.activeElement;
    if (active && active !== document.body && !this.#host.matches(":focus-within")) {
      this.#quiet(undefined);
      return;
    }
    this.#quiet(this.#host.said);
    const choice = root.querySelector<HTMLElement & { updateComplete?: Promise<unknown> }>(METHOD_LIST);
    if (choice) void choice.updateComplete?.then(() => focusHeading(choice.shadowRoot?.querySelector("h2")));
    else focusHeading(root.querySelector<HTMLElement>(".panel > h2, h2#pay"));
  }

  /** The live region leaves `said` to the focused heading (or, undefined, says every screen again). */
  #quiet(said: string | undefined): void {
    if (this.#host.focusSaid === said) return;
    this.#host.focusSaid = said;
    this.#host.requestUpdate();
  }
}

function focusHeading(heading: HTMLElement | null | undefined): void {
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus();
}

const following = new WeakSet<Element>();

/**
 * Focus follows the steps of each `<crypto-checkout>` once the customer has been in it: the first focus inside one
 * (a token or a button, through any shadow root it sits in) starts its controller. Before that, the card's screens
 * change without the customer: nothing to follow, no focus to take from the page.
 */
document.addEventListener("focusin", (event) => {
  for (const target of event.composedPath())
    if (target instanceof Element && target.localName === "crypto-checkout" && !following.has(target)) {
      following.add(target);
      new StepFocusController(target as StepFocusHost);
    }
});
