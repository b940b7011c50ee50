import { afterEach, describe, expect, it, vi } from "vitest";
import { newCorrelationId } from "./correlation-id.ts";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newCorrelationId", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is a UUID v4, different each time", () => {
    const ids = new Set(Array.from({ length: 50 }, newCorrelationId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it("still gives a UUID v4 where randomUUID is missing (insecure context)", () => {
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    const ids = new Set(Array.from({ length: 50 }, newCorrelationId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
