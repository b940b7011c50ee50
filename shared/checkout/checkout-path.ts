/**
 * Which way an invoice just created is paid, decided alike by the widget and the terminal: our own screens over the
 * public invoice routes, or the provider's hosted payment page where the service has no such routes.
 */
import type { CheckoutClient } from "./checkout-client.ts";

/**
 * Why: `read-answered` the public invoice read answered; `read-not-found` it answered 404 for the invoice just
 * created, so the service has no such route (the provider documents none); `read-failed` it failed otherwise (the
 * checkout goes on natively and shows that failure).
 */
export type PathProbeReason = "read-answered" | "read-not-found" | "read-failed";

export interface PathProbe {
  /** The provider's hosted payment page takes over: nothing else can choose the method or follow the payment. */
  readonly hosted: boolean;
  readonly reason: PathProbeReason;
}

/**
 * One read of the invoice just created through the public route (ours). A 404 for an invoice the same service has
 * just made can only mean the route is absent, and with it the routes that choose the method and cancel.
 */
export async function probeCheckoutPath(
  client: Pick<CheckoutClient, "getInvoice">,
  invoiceId: string,
): Promise<PathProbe> {
  try {
    await client.getInvoice(invoiceId);
    return { hosted: false, reason: "read-answered" };
  } catch (err) {
    const status = (err as { status?: unknown } | null)?.status;
    return status === 404 ? { hosted: true, reason: "read-not-found" } : { hosted: false, reason: "read-failed" };
  }
}
