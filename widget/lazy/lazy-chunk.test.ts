import { afterEach, describe, expect, it, vi } from "vitest";
import { LazyChunk } from "./lazy-chunk.ts";

describe("LazyChunk", () => {
  it("loads once, however often it is asked, and then holds the value", async () => {
    const load = vi.fn(() => Promise.resolve(42));
    const chunk = new LazyChunk(load);
    expect(chunk.value).toBeUndefined();
    await Promise.all([chunk.load(), chunk.load()]);
    await chunk.load();
    expect(chunk.value).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load (the customer was offline)", async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce("ok");
    const chunk = new LazyChunk<string>(load);
    await chunk.load();
    expect(chunk.value).toBeUndefined();
    await chunk.load();
    expect(chunk.value).toBe("ok");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("says its last load failed until the next one starts, so a view can name what it cannot show", async () => {
    let answer: (value: string) => void = () => {};
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const chunk = new LazyChunk(load);
    expect(chunk.failed).toBe(false);
    await chunk.load();
    expect(chunk.failed).toBe(true);
    const again = chunk.load();
    expect(chunk.failed).toBe(false);
    answer("texts");
    await again;
    expect(chunk.failed).toBe(false);
    expect(chunk.value).toBe("texts");
  });

  it("gives its value to a view at once when it is here, and otherwise redraws the view once it arrives", async () => {
    const chunk = new LazyChunk(() => Promise.resolve("matrix"));
    const redraw = vi.fn();
    expect(chunk.valueOr(redraw)).toBeUndefined();
    await chunk.load();
    expect(redraw).toHaveBeenCalledTimes(1);
    expect(chunk.valueOr(redraw)).toBe("matrix");
    expect(redraw).toHaveBeenCalledTimes(1);
  });

  describe("prefetched", () => {
    afterEach(() => vi.useRealTimers());

    it("loads once, when the browser is idle (here, where it never says so, after a wait)", async () => {
      vi.useFakeTimers();
      const load = vi.fn(() => Promise.resolve("ending"));
      const chunk = new LazyChunk(load);
      chunk.prefetch();
      chunk.prefetch();
      expect(load).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(load).toHaveBeenCalledTimes(1);
      expect(chunk.value).toBe("ending");
    });

    it("has not failed when the prefetch did: the chunk is fetched again once it is asked for", async () => {
      vi.useFakeTimers();
      const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce("ending");
      const chunk = new LazyChunk<string>(load);
      chunk.prefetch();
      await vi.runAllTimersAsync();
      expect(load).toHaveBeenCalledTimes(1);
      expect(chunk.failed).toBe(false);
      await chunk.load();
      expect(load).toHaveBeenCalledTimes(2);
      expect(chunk.value).toBe("ending");
    });
  });
});
