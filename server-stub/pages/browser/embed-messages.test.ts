/** The embedded hosted page's messages as the browser runs them: to the embedding page alone, never to "*", one ending each. */
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PostedHostedMessage } from "../../../shared/checkout/hosted-frame.ts";
import {
  embeddingPolicyOf,
  messageTarget,
  parentOriginOf,
  postEmbedMessages,
  type EmbeddingPolicy,
} from "./embed-messages.ts";

/** Just enough of the page's <main>: its data attributes, its close button and the events bubbling through it. */
class FakeMain extends EventTarget {
  readonly closeButton = new EventTarget();
  constructor(
    readonly dataset: Record<string, string>,
    readonly attributes: readonly string[] = [],
  ) {
    super();
  }
  hasAttribute(name: string): boolean {
    return this.attributes.includes(name);
  }
  querySelector(selector: string): EventTarget | null {
    return selector === "#embed-close" ? this.closeButton : null;
  }
}

const asElement = (fake: FakeMain) => fake as unknown as HTMLElement;

/** The embedding window: what was posted, and to which origin. */
function parentWindow() {
  const posted: { message: PostedHostedMessage; target: string }[] = [];
  return { posted, postMessage: (message: PostedHostedMessage, target: string) => posted.push({ message, target }) };
}

const policy: EmbeddingPolicy = {
  invoiceId: "inv_own",
  allowed: ["https://shop.example", "http://localhost:4010"],
  anyOrigin: false,
};

/** A key pressed in the page, as its document hears it; `prevented`: something in the page already acted on it. */
function keydown(key: string, options: { composing?: boolean; prevented?: boolean } = {}): Event {
  const event = Object.assign(new Event("keydown", { cancelable: true }), {
    key,
    isComposing: options.composing ?? false,
  });
  if (options.prevented === true) event.preventDefault();
  return event;
}

const statusChanged = (invoiceId: string, status: string) =>
  new CustomEvent("checkout-status-changed", { detail: { invoiceId, status, previous: null } });

afterEach(() => vi.restoreAllMocks());

describe("embeddingPolicyOf", () => {
  it("reads the invoice, the allowed origins and whether any origin is allowed from the page's <main>", () => {
    const main = new FakeMain({ invoiceId: "inv_1", embeddingOrigins: '["https://shop.example",7]' }, [
      "data-any-origin",
    ]);
    expect(embeddingPolicyOf(asElement(main))).toEqual({
      invoiceId: "inv_1",
      allowed: ["https://shop.example"],
      anyOrigin: true,
    });
    expect(embeddingPolicyOf(asElement(new FakeMain({ embeddingOrigins: "[]" })))).toBeNull();
  });
});

describe("parentOriginOf", () => {
  const location = (ancestorOrigins?: string[]) => ({ ancestorOrigins }) as unknown as Location;

  it("takes the first ancestor origin where the browser lists them, else the referrer's origin, else nothing", () => {
    expect(parentOriginOf(location(["https://shop.example"]), "https://other.example/page")).toBe(
      "https://shop.example",
    );
    expect(parentOriginOf(location(), "https://shop.example/cart?x=1")).toBe("https://shop.example");
    expect(parentOriginOf(location([]), "https://shop.example/cart")).toBe("https://shop.example");
    expect(parentOriginOf(location(), "")).toBeNull();
    expect(parentOriginOf(location(), "not a url")).toBeNull();
  });
});

describe("messageTarget", () => {
  it("is the embedding page's origin when the project allows it, and nothing when it does not", () => {
    expect(messageTarget("https://shop.example", policy)).toBe("https://shop.example");
    expect(messageTarget("https://evil.example", policy)).toBeNull();
    expect(messageTarget("https://evil.example", { ...policy, anyOrigin: true })).toBe("https://evil.example");
    expect(messageTarget("null", { ...policy, anyOrigin: true })).toBeNull();
    expect(messageTarget("*", { ...policy, anyOrigin: true })).toBeNull();
  });

  it("with the embedding page's origin unknown, is the one origin a project allowing one alone can be framed by", () => {
    expect(messageTarget(null, { ...policy, allowed: ["https://shop.example"] })).toBe("https://shop.example");
    expect(messageTarget(null, policy)).toBeNull();
    expect(messageTarget(null, { ...policy, allowed: ["https://shop.example"], anyOrigin: true })).toBeNull();
  });

  it("is never '*', and never an origin that is neither the parent's nor allowed", () => {
    const origin = fc.oneof(
      fc.constantFrom("*", "null", "https://shop.example"),
      fc.webUrl().map((u) => new URL(u).origin),
    );
    fc.assert(
      fc.property(fc.option(origin), fc.array(origin, { maxLength: 3 }), fc.boolean(), (parent, allowed, anyOrigin) => {
        const target = messageTarget(parent, {
          invoiceId: "inv_1",
          allowed: allowed.filter((o) => o !== "*"),
          anyOrigin,
        });
        expect(target).not.toBe("*");
        if (target !== null) expect(target === parent || allowed.includes(target)).toBe(true);
      }),
    );
  });
});

describe("postEmbedMessages", () => {
  it("posts the invoice's ending once, in the provider's shape, to the target alone", () => {
    const main = new FakeMain({});
    const parent = parentWindow();
    postEmbedMessages(asElement(main), policy, parent, "https://shop.example", new EventTarget());
    main.dispatchEvent(statusChanged("inv_own", "awaiting_payment"));
    main.dispatchEvent(statusChanged("inv_someone_else", "paid"));
    expect(parent.posted).toEqual([]);
    main.dispatchEvent(statusChanged("inv_own", "paid_over"));
    main.dispatchEvent(statusChanged("inv_own", "expired"));
    expect(parent.posted).toEqual([
      {
        message: { type: "paymos:succeeded", invoice_id: "inv_own", reason: "paid_over" },
        target: "https://shop.example",
      },
    ]);
  });

  it("names a failure by its status, and posts paymos:close each time the customer closes the page", () => {
    const main = new FakeMain({});
    const parent = parentWindow();
    postEmbedMessages(asElement(main), policy, parent, "http://localhost:4010", new EventTarget());
    main.closeButton.dispatchEvent(new Event("click"));
    main.dispatchEvent(statusChanged("inv_own", "underpaid"));
    main.closeButton.dispatchEvent(new Event("click"));
    expect(parent.posted.map(({ message }) => [message.type, message.reason])).toEqual([
      ["paymos:close", "closed_by_customer"],
      ["paymos:failed", "underpaid"],
      ["paymos:close", "closed_by_customer"],
    ]);
    expect(new Set(parent.posted.map(({ target }) => target))).toEqual(new Set(["http://localhost:4010"]));
  });

  it("posts paymos:close for Escape pressed anywhere in the page, not for other keys or one already acted on", () => {
    const main = new FakeMain({});
    const parent = parentWindow();
    const keyboard = new EventTarget();
    postEmbedMessages(asElement(main), policy, parent, "https://shop.example", keyboard);
    keyboard.dispatchEvent(keydown("Enter"));
    keyboard.dispatchEvent(keydown("Escape", { composing: true }));
    keyboard.dispatchEvent(keydown("Escape", { prevented: true }));
    expect(parent.posted).toEqual([]);
    keyboard.dispatchEvent(keydown("Escape"));
    expect(parent.posted).toEqual([
      {
        message: { type: "paymos:close", invoice_id: "inv_own", reason: "closed_by_customer" },
        target: "https://shop.example",
      },
    ]);
  });

  it("without a target posts nothing, and the console says why", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const main = new FakeMain({});
    const parent = parentWindow();
    const keyboard = new EventTarget();
    postEmbedMessages(asElement(main), policy, parent, null, keyboard);
    main.dispatchEvent(statusChanged("inv_own", "paid"));
    main.closeButton.dispatchEvent(new Event("click"));
    keyboard.dispatchEvent(keydown("Escape"));
    expect(parent.posted).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no paymos:* messages are posted"));
  });
});
