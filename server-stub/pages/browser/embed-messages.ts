/**
 * The embedded hosted page's messages to the page that frames it, in the provider's shape (shared/checkout/hosted-frame.ts):
 * to that page's origin alone and only when the project allows it, never to "*"; one final message per page.
 */
import {
  messageForStatus,
  type HostedMessageType,
  type PostedHostedMessage,
} from "../../../shared/checkout/hosted-frame.ts";

/** The page's <main> as pages/hosted-embed.ts writes it: the invoice, and the origins that may be told about it. */
export interface EmbeddingPolicy {
  readonly invoiceId: string;
  /** The project's allowed origins (and the stub's own), as frame-ancestors lists them. */
  readonly allowed: readonly string[];
  /** The project allows "*". */
  readonly anyOrigin: boolean;
}

/** The window the messages go to: the embedding page's. */
export interface EmbeddingWindow {
  postMessage(message: PostedHostedMessage, targetOrigin: string): void;
}

/** The policy the page carries in `data-invoice-id`, `data-embedding-origins` (JSON) and `data-any-origin`; null without an invoice. */
export function embeddingPolicyOf(main: HTMLElement): EmbeddingPolicy | null {
  const { invoiceId, embeddingOrigins } = main.dataset;
  if (invoiceId === undefined) return null;
  const listed: unknown = JSON.parse(embeddingOrigins ?? "[]");
  const allowed = Array.isArray(listed) ? listed.filter((origin): origin is string => typeof origin === "string") : [];
  return { invoiceId, allowed, anyOrigin: main.hasAttribute("data-any-origin") };
}

/**
 * The embedding page's origin as the frame can know it: `location.ancestorOrigins` in Chromium and WebKit, the
 * referrer's origin in Firefox (which has no ancestorOrigins); null when neither says.
 */
export function parentOriginOf(location: Location, referrer: string): string | null {
  const ancestors = location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors !== undefined && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return referrer === "" ? null : new URL(referrer).origin;
  } catch {
    return null;
  }
}

/** An origin postMessage addresses alone: not "*" (any origin at all) and not an opaque origin's "null". */
const addressable = (origin: string): boolean => origin !== "*" && origin !== "null";

/**
 * Where the messages go: the embedding page's origin when the project allows it (any addressable origin when it
 * allows "*"). With that origin unknown, a project allowing one origin alone can only be framed by that one
 * (frame-ancestors), so that one is the target. Otherwise nowhere: null, never "*".
 */
export function messageTarget(parentOrigin: string | null, policy: EmbeddingPolicy): string | null {
  if (parentOrigin !== null) {
    const allowed = policy.allowed.includes(parentOrigin) || policy.anyOrigin;
    return allowed && addressable(parentOrigin) ? parentOrigin : null;
  }
  const only = policy.allowed.length === 1 && !policy.anyOrigin ? policy.allowed[0] : undefined;
  return only !== undefined && addressable(only) ? only : null;
}

/**
 * Escape as a close: the key itself, not one an input method is composing with, and not one something in the page
 * already acted on (a handler that calls preventDefault keeps it).
 */
function isCloseKey(event: Event): boolean {
  const { key, isComposing } = event as Partial<KeyboardEvent>;
  return key === "Escape" && isComposing !== true && !event.defaultPrevented;
}

/**
 * Tells `parent` at `target` (see messageTarget) about the invoice of `main`: `paymos:succeeded` or `paymos:failed`
 * once, when the checkout inside reports a final status of this invoice, and `paymos:close` each time the customer
 * closes the page: its close button (`#embed-close`), or Escape anywhere in it (`keyboard`, the page's document). A
 * frame is a document of its own, so the embedder never hears a key pressed in it: the documented close message is how
 * Escape reaches the overlay or dialog around the frame, as the close button does (the widget's bar replaces that
 * button under `header=embedder`, and Escape is then the page's only close). With no target nothing is posted, and the
 * console says why.
 */
export function postEmbedMessages(
  main: HTMLElement,
  policy: EmbeddingPolicy,
  parent: EmbeddingWindow,
  target: string | null,
  keyboard: EventTarget,
): void {
  if (target === null) {
    console.warn(
      "[crypto-checkout] embedded payment page: the embedding page's origin is unknown or not allowed for this project, so no paymos:* messages are posted.",
    );
  }
  const post = (type: HostedMessageType, reason: string): void => {
    if (target !== null) parent.postMessage({ type, invoice_id: policy.invoiceId, reason }, target);
  };
  let ended = false;
  main.addEventListener("checkout-status-changed", (event) => {
    if (ended || event.detail.invoiceId !== policy.invoiceId) return;
    const message = messageForStatus(event.detail.status);
    if (message === null) return;
    post(message.type, message.reason);
    ended = true;
  });
  const close = (): void => post("paymos:close", "closed_by_customer");
  main.querySelector("#embed-close")?.addEventListener("click", close);
  keyboard.addEventListener("keydown", (event) => {
    if (isCloseKey(event)) close();
  });
}
