/**
 * The invoice this tab created for an order, found again on a reload or a second mount instead of created anew.
 *
 * A public create of a web page's order reference is answered with a new invoice every time (docs/api-gaps.md, "each
 * public create is its own invoice"): a reference can be guessed and the public key is published, so the service
 * cannot tell the customer's repeat from a stranger's. What tells them apart is this tab: it keeps, in its
 * sessionStorage (per tab, per origin, gone with the tab), the invoice id of each order it created, and reads that
 * invoice when the very same create is asked for again, so a customer who reloads mid-payment sees the address they
 * may already have paid to.
 */
import type { PublicInvoice, SdkCreateBody } from "../../../shared/api/schemas.ts";
import type { CheckoutClient, CheckoutRequestOptions } from "../../../shared/checkout/checkout-client.ts";

const PREFIX = "crypto-checkout:invoice:";

type TabStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The create's every field: another amount, currency or network for the same reference is another invoice. */
const keyOf = (body: SdkCreateBody): string => PREFIX + JSON.stringify(Object.entries(body).sort());

function sessionStorageOrNull(): TabStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // refused (sandboxed frames, some privacy settings): every create is then a new invoice
  }
}

/** `client` with creates remembered in this tab; reads, confirms and cancels pass through. */
export function rememberingTabInvoices(
  client: CheckoutClient,
  storage: TabStorage | null = sessionStorageOrNull(),
): CheckoutClient {
  const recall = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const remember = (key: string, invoiceId: string | null): void => {
    try {
      if (invoiceId === null) storage?.removeItem(key);
      else storage?.setItem(key, invoiceId);
    } catch {
      // Full or refused: a reload then makes a new invoice, as without storage.
    }
  };
  return {
    async createInvoice(body: SdkCreateBody, options?: CheckoutRequestOptions): Promise<PublicInvoice> {
      const key = keyOf(body);
      const known = recall(key);
      if (known !== null) {
        try {
          const invoice = await client.getInvoice(known, options);
          // A final invoice (cancelled, expired, paid) ends that attempt; the page names a new reference for another.
          return invoice;
        } catch (error) {
          if ((error as { status?: number }).status !== 404) throw error;
          remember(key, null); // gone (another sandbox, a reset stub): create anew
        }
      }
      const created = await client.createInvoice(body, options);
      remember(key, created.invoice_id);
      return created;
    },
    getInvoice: (id, options) => client.getInvoice(id, options),
    confirmPayment: (id, method, options) => client.confirmPayment(id, method, options),
    cancelInvoice: (id, options) => client.cancelInvoice(id, options),
  };
}
