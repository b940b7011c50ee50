/** What a checkout session needs of the API: the four public calls a customer's checkout makes (SdkClient fits it). */
import type { PublicInvoice, SdkCreateBody } from "../api/schemas.ts";
import type { ChosenMethod } from "./checkout-machine.ts";

export interface CheckoutRequestOptions {
  readonly signal?: AbortSignal;
}

/** The part of SdkClient a checkout needs; SdkClient fits it, tests pass a fake. */
export interface CheckoutClient {
  createInvoice(body: SdkCreateBody, options?: CheckoutRequestOptions): Promise<PublicInvoice>;
  getInvoice(invoiceId: string, options?: CheckoutRequestOptions): Promise<PublicInvoice>;
  confirmPayment(invoiceId: string, method: ChosenMethod, options?: CheckoutRequestOptions): Promise<PublicInvoice>;
  cancelInvoice(invoiceId: string, options?: CheckoutRequestOptions): Promise<PublicInvoice>;
}
