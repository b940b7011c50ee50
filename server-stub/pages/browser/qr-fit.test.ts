import { describe, expect, it } from "vitest";
import { QR_EDGE, fittedQrEdge } from "./qr-fit.ts";

describe("fittedQrEdge", () => {
  it("shrinks the code by what overflows the frame", () => {
    // 952 px of content in a 783 px frame with a 240 px code: 169 px too tall.
    expect(fittedQrEdge(240, 783, 952)).toBe(QR_EDGE.min);
    expect(fittedQrEdge(240, 783, 850)).toBe(173);
  });
  it("grows it into the room left under the content, up to the roomy size", () => {
    expect(fittedQrEdge(150, 700, 650)).toBe(200);
    expect(fittedQrEdge(150, 900, 650)).toBe(QR_EDGE.max);
  });
  it("keeps a fit as it is, and never goes below what a phone scans", () => {
    expect(fittedQrEdge(180, 650, 650)).toBe(180);
    expect(fittedQrEdge(180, 650, 650.4)).toBe(179);
    expect(fittedQrEdge(QR_EDGE.min, 500, 900)).toBe(QR_EDGE.min);
  });
});
