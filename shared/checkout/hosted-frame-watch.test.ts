import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { HostedMessage } from "./hosted-frame.ts";
import { FRAME_LOAD_TIMEOUT_MS, HostedFrameWatch, type FrameEvents } from "./hosted-frame-watch.ts";

const PAYMENT_URL = "https://pay.example/pay/inv_1";
const frameWindow = { name: "the frame's window" };

/** A watch over fresh event targets, with what its owner was told. */
function watched() {
  const events: FrameEvents = { messages: new EventTarget(), violations: new EventTarget() };
  const told = { messages: [] as HostedMessage[], refused: 0 };
  let frame = { contentWindow: frameWindow } as unknown as HTMLIFrameElement;
  const watch = new HostedFrameWatch({
    paymentUrl: () => PAYMENT_URL,
    invoiceId: () => "inv_1",
    frame: () => frame,
    onMessage: (message) => told.messages.push(message),
    onRefused: () => told.refused++,
  });
  watch.start(events);
  /** The element draws a new iframe (shown again after a close). */
  const newFrame = () => (frame = { contentWindow: frameWindow } as unknown as HTMLIFrameElement);
  return { watch, events, told, newFrame };
}

const message = (origin: string, source: unknown, data: unknown) =>
  Object.assign(new Event("message"), { origin, source, data });

const violation = (effectiveDirective: string, blockedURI: string) =>
  Object.assign(new Event("securitypolicyviolation"), { effectiveDirective, blockedURI });

describe("HostedFrameWatch", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("passes on a message of its own frame at the payment page's origin, and nothing else", () => {
    const { events, told } = watched();
    const paid = { type: "paymos:succeeded", invoice_id: "inv_1", reason: "paid" };
    events.messages.dispatchEvent(message("https://evil.example", frameWindow, paid));
    events.messages.dispatchEvent(message("https://pay.example", { name: "another window" }, paid));
    events.messages.dispatchEvent(message("https://pay.example", frameWindow, { ...paid, invoice_id: "inv_2" }));
    expect(told.messages).toEqual([]);
    events.messages.dispatchEvent(message("https://pay.example", frameWindow, paid));
    expect(told.messages).toEqual([{ type: "paymos:succeeded", invoiceId: "inv_1", reason: "paid" }]);
  });

  it("tells the owner when the embedding page's CSP refuses this frame, not another resource", () => {
    const { events, told } = watched();
    events.violations.dispatchEvent(violation("img-src", "https://pay.example/logo.png"));
    events.violations.dispatchEvent(violation("frame-src", "https://other.example/"));
    expect(told.refused).toBe(0);
    events.violations.dispatchEvent(violation("frame-src", "https://pay.example/pay/inv_1"));
    expect(told.refused).toBe(1);
  });

  it("gives a frame shown FRAME_LOAD_TIMEOUT_MS to load", () => {
    const { watch, told, newFrame } = watched();
    watch.frameShown();
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS - 1);
    expect(told.refused).toBe(0);
    vi.advanceTimersByTime(1);
    expect(told.refused).toBe(1);

    // Shown again in a new iframe and loaded in time: nothing more.
    newFrame();
    watch.frameShown();
    watch.loaded();
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS);
    expect(told.refused).toBe(1);
  });

  it("keeps no deadline for the iframe that already loaded when it is shown again, and one for a new iframe", () => {
    const { watch, told, newFrame } = watched();
    // The phone's overlay: the iframe loads inside the closed dialog, then the dialog opens over it.
    watch.frameShown();
    watch.loaded();
    watch.frameShown();
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS);
    expect(told.refused).toBe(0);
    newFrame();
    watch.frameShown();
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS);
    expect(told.refused).toBe(1);
  });

  it("hears nothing and keeps no deadline once stopped", () => {
    const { watch, events, told } = watched();
    watch.frameShown();
    watch.stop();
    events.messages.dispatchEvent(
      message("https://pay.example", frameWindow, { type: "paymos:close", invoice_id: "inv_1" }),
    );
    events.violations.dispatchEvent(violation("frame-src", "https://pay.example/pay/inv_1"));
    vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS);
    expect(told).toEqual({ messages: [], refused: 0 });
  });
});
