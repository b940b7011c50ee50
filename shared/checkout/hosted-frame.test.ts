import { describe, expect, it } from "vitest";
import {
  acceptHostedMessage,
  embedUrlOf,
  isFrameRefusal,
  messageForStatus,
  reportedStatus,
  type EmbeddedFrame,
  type HostedMessage,
} from "./hosted-frame.ts";

/** Stand-ins for two windows: the filter compares them by identity, as a browser's MessageEvent.source is. */
const ownFrameWindow = { name: "the element's own iframe" };
const otherFrameWindow = { name: "another iframe on the same origin" };

const frame: EmbeddedFrame = { origin: "https://pay.example.com", window: ownFrameWindow, invoiceId: "inv_own" };

/** A message as the embedded page sends it, from its own frame: each test changes one thing. */
const genuine = {
  origin: "https://pay.example.com",
  source: ownFrameWindow,
  data: { type: "paymos:succeeded", invoice_id: "inv_own", reason: "paid" },
};

describe("acceptHostedMessage", () => {
  it("accepts the payment page's message from its own frame about its own invoice", () => {
    expect(acceptHostedMessage(genuine, frame)).toEqual({
      type: "paymos:succeeded",
      invoiceId: "inv_own",
      reason: "paid",
    });
    for (const type of ["paymos:failed", "paymos:close"]) {
      expect(acceptHostedMessage({ ...genuine, data: { ...genuine.data, type } }, frame)?.type).toBe(type);
    }
  });

  it("ignores a message from another origin, even from its own frame with its own invoice id", () => {
    expect(acceptHostedMessage({ ...genuine, origin: "https://evil.example" }, frame)).toBeNull();
    // The same host on another scheme or port is another origin.
    expect(acceptHostedMessage({ ...genuine, origin: "http://pay.example.com" }, frame)).toBeNull();
    expect(acceptHostedMessage({ ...genuine, origin: "https://pay.example.com:8443" }, frame)).toBeNull();
  });

  it("ignores a message from another window on the payment page's origin (another frame, a pop-up, the page itself)", () => {
    expect(acceptHostedMessage({ ...genuine, source: otherFrameWindow }, frame)).toBeNull();
    expect(acceptHostedMessage({ ...genuine, source: null }, frame)).toBeNull();
  });

  it("ignores everything while its frame has no window (not attached, or removed)", () => {
    expect(acceptHostedMessage({ ...genuine, source: null }, { ...frame, window: null })).toBeNull();
  });

  it("ignores a message about another invoice, even from its own frame and origin", () => {
    expect(
      acceptHostedMessage({ ...genuine, data: { ...genuine.data, invoice_id: "inv_someone_else" } }, frame),
    ).toBeNull();
    expect(acceptHostedMessage({ ...genuine, data: { type: "paymos:succeeded" } }, frame)).toBeNull();
  });

  it("ignores other shapes: another type, a string, null, an array", () => {
    expect(acceptHostedMessage({ ...genuine, data: { ...genuine.data, type: "paymos:paid" } }, frame)).toBeNull();
    expect(acceptHostedMessage({ ...genuine, data: JSON.stringify(genuine.data) }, frame)).toBeNull();
    expect(acceptHostedMessage({ ...genuine, data: null }, frame)).toBeNull();
    expect(acceptHostedMessage({ ...genuine, data: [genuine.data] }, frame)).toBeNull();
  });

  it("passes on a short string reason only", () => {
    expect(acceptHostedMessage({ ...genuine, data: { ...genuine.data, reason: 42 } }, frame)?.reason).toBeNull();
    expect(
      acceptHostedMessage({ ...genuine, data: { ...genuine.data, reason: "x".repeat(65) } }, frame)?.reason,
    ).toBeNull();
    expect(
      acceptHostedMessage({ ...genuine, data: { type: "paymos:close", invoice_id: "inv_own" } }, frame)?.reason,
    ).toBeNull();
  });
});

describe("reportedStatus", () => {
  const message = (type: HostedMessage["type"], reason: string | null): HostedMessage => ({
    type,
    invoiceId: "inv_own",
    reason,
  });

  it("reads paymos:succeeded as paid, or paid_over when its reason says so", () => {
    expect(reportedStatus(message("paymos:succeeded", null))).toBe("paid");
    expect(reportedStatus(message("paymos:succeeded", "paid"))).toBe("paid");
    expect(reportedStatus(message("paymos:succeeded", "paid_over"))).toBe("paid_over");
  });

  it("reads paymos:failed as the terminal failure its reason names, and nothing for a reason it does not know", () => {
    expect(reportedStatus(message("paymos:failed", "underpaid"))).toBe("underpaid");
    expect(reportedStatus(message("paymos:failed", "expired"))).toBe("expired");
    expect(reportedStatus(message("paymos:failed", "cancelled"))).toBe("cancelled");
    expect(reportedStatus(message("paymos:failed", "paid"))).toBeNull();
    expect(reportedStatus(message("paymos:failed", null))).toBeNull();
  });

  it("reads no status from paymos:close", () => {
    expect(reportedStatus(message("paymos:close", "cancelled"))).toBeNull();
  });
});

describe("embedUrlOf", () => {
  it("adds embed=true and the card's language to payment_url, keeping what it carries", () => {
    expect(embedUrlOf("https://pay.example.com/pay/inv_1", "ar")).toBe(
      "https://pay.example.com/pay/inv_1?embed=true&locale=ar",
    );
    expect(embedUrlOf("https://pay.example.com/invoice/inv_1?ref=x&embed=false", "en")).toBe(
      "https://pay.example.com/invoice/inv_1?ref=x&embed=true&locale=en",
    );
  });
  it("says header=embedder only when the app shows its own bar above the frame", () => {
    expect(embedUrlOf("https://pay.example.com/pay/inv_1", "en", { embedderHeader: true })).toBe(
      "https://pay.example.com/pay/inv_1?embed=true&locale=en&header=embedder",
    );
    expect(embedUrlOf("https://pay.example.com/pay/inv_1", "en", { embedderHeader: false })).toBe(
      "https://pay.example.com/pay/inv_1?embed=true&locale=en",
    );
  });
});

describe("isFrameRefusal", () => {
  const origin = "https://pay.example.com";

  it("is the shop page's CSP refusing a frame at the payment page's origin", () => {
    expect(
      isFrameRefusal(
        { effectiveDirective: "frame-src", blockedURI: "https://pay.example.com/pay/inv_1?embed=true" },
        origin,
      ),
    ).toBe(true);
    expect(isFrameRefusal({ effectiveDirective: "frame-src", blockedURI: "https://pay.example.com" }, origin)).toBe(
      true,
    );
  });

  it("is not another directive, nor a frame of another origin that merely starts alike", () => {
    expect(
      isFrameRefusal({ effectiveDirective: "img-src", blockedURI: "https://pay.example.com/logo.png" }, origin),
    ).toBe(false);
    expect(
      isFrameRefusal({ effectiveDirective: "frame-src", blockedURI: "https://pay.example.com.evil.example/x" }, origin),
    ).toBe(false);
  });
});

describe("messageForStatus", () => {
  it("posts paymos:succeeded for a paid status and paymos:failed for a terminal failure, the status as the reason", () => {
    expect(messageForStatus("paid")).toEqual({ type: "paymos:succeeded", reason: "paid" });
    expect(messageForStatus("paid_over")).toEqual({ type: "paymos:succeeded", reason: "paid_over" });
    for (const status of ["underpaid", "expired", "cancelled"]) {
      expect(messageForStatus(status)).toEqual({ type: "paymos:failed", reason: status });
    }
  });

  it("posts nothing for a status that ends nothing", () => {
    for (const status of ["awaiting_client", "awaiting_payment", "confirming", "underpaid_waiting", "", "PAID"]) {
      expect(messageForStatus(status), status).toBeNull();
    }
  });

  it("is read back by reportedStatus as the status it was posted for", () => {
    for (const status of ["paid", "paid_over", "underpaid", "expired", "cancelled"] as const) {
      const posted = messageForStatus(status);
      expect(posted).not.toBeNull();
      if (posted !== null)
        expect(reportedStatus({ type: posted.type, invoiceId: "inv_1", reason: posted.reason })).toBe(status);
    }
  });
});
