import { describe, expect, it } from "vitest";
import { newOrderId, ORDER_ID_PATTERN } from "./order-id.ts";
import { newDeviceId } from "../settings/device-id.ts";

describe("order ids", () => {
  it("has the device, the UTC date and a random part", () => {
    const id = newOrderId("ABC123", new Date("2026-03-04T23:30:00Z"));
    expect(id).toMatch(ORDER_ID_PATTERN);
    expect(id.startsWith("POS-ABC123-20260304-")).toBe(true);
  });

  it("does not repeat across many sales on one device", () => {
    const dev = newDeviceId();
    const now = new Date();
    const ids = new Set(Array.from({ length: 5000 }, () => newOrderId(dev, now)));
    expect(ids.size).toBe(5000);
  });

  it("avoids letters staff could misread", () => {
    const id = newOrderId("ABCDEF", new Date(), (b) => b.map((_, i) => i * 37));
    const random = id.split("-").at(-1) ?? "";
    expect(random).toHaveLength(8);
    expect(random).not.toMatch(/[ILOU]/);
  });
});
