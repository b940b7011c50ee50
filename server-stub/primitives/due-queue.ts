/** Items due at a time (Unix seconds), taken in time order: a binary min-heap, so a sweep costs what is due, not what is held. */
export class DueQueue<T> {
  readonly #heap: { due: number; item: T }[] = [];

  get size(): number {
    return this.#heap.length;
  }

  add(due: number, item: T): void {
    const heap = this.#heap;
    heap.push({ due, item });
    let at = heap.length - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (heap[parent]!.due <= heap[at]!.due) break;
      [heap[parent], heap[at]] = [heap[at]!, heap[parent]!];
      at = parent;
    }
  }

  /** Removes and returns, earliest first, every item due at or before `now`. */
  takeDue(now: number): T[] {
    const taken: T[] = [];
    while (this.#heap.length > 0 && this.#heap[0]!.due <= now) taken.push(this.#pop());
    return taken;
  }

  #pop(): T {
    const heap = this.#heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        const right = left + 1;
        let least = at;
        if (left < heap.length && heap[left]!.due < heap[least]!.due) least = left;
        if (right < heap.length && heap[right]!.due < heap[least]!.due) least = right;
        if (least === at) break;
        [heap[least], heap[at]] = [heap[at]!, heap[least]!];
        at = least;
      }
    }
    return top.item;
  }
}
