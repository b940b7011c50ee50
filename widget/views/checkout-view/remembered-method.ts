/** The customer's last accepted method on this shop, kept on their device only (localStorage of the page's origin). */

export interface MethodRef {
  readonly currency: string;
  readonly network: string;
}

const KEY = "crypto-checkout:last-method";

/**
 * Reads and writes the last method. localStorage is per origin, so each shop (and the hosted page) keeps its own, and
 * nothing leaves the device. Storage may be refused (private windows, sandboxed frames, a full quota): the checkout
 * then simply offers nothing first.
 */
export class RememberedMethod {
  readonly #storage: Pick<Storage, "getItem" | "setItem"> | null;

  constructor(storage: Pick<Storage, "getItem" | "setItem"> | null = RememberedMethod.#localStorage()) {
    this.#storage = storage;
  }

  read(): MethodRef | null {
    try {
      const value: unknown = JSON.parse(this.#storage?.getItem(KEY) ?? "null");
      if (typeof value !== "object" || value === null) return null;
      const { currency, network } = value as Record<string, unknown>;
      return typeof currency === "string" && typeof network === "string" ? { currency, network } : null;
    } catch {
      return null;
    }
  }

  save({ currency, network }: MethodRef): void {
    try {
      this.#storage?.setItem(KEY, JSON.stringify({ currency, network }));
    } catch {
      // Refused or full: remembering is a convenience, the payment goes on.
    }
  }

  static #localStorage(): Storage | null {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  }
}
