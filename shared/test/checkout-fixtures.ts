/** Test support: invoices and errors as the API returns them, for the checkout tests of shared/, widget/ and terminal/. */

import { ApiError, isErrorCode, isFinalInvoiceStatus, statusOf, type PublicInvoice } from "../api/index.ts";
import { checkoutErrorFrom, type CheckoutError, type CheckoutOperation } from "../checkout/checkout-error.ts";
import { loadErrorCatalogue } from "../checkout/error-ui.ts";

// Errors as the session reports them: read with the catalogue's table, which it loads before reporting one with an answer.
await loadErrorCatalogue();

export const CREATED_AT = 1_700_000_000;
export const EXPIRES_AT = CREATED_AT + 900;

type PaymentOverrides = Partial<NonNullable<PublicInvoice["payment"]>>;

export function invoiceAt(
  status: PublicInvoice["status"],
  overrides: Partial<Omit<PublicInvoice, "payment">> & { payment?: PaymentOverrides | null } = {},
): PublicInvoice {
  const { payment, ...rest } = overrides;
  const withPayment = payment !== null && (payment !== undefined || status !== "awaiting_client");
  const inv: PublicInvoice = {
    invoice_id: "inv_74BPZFhr9qy9Uz2fbRkdJX",
    project_id: "prj_demo_shop",
    status,
    is_final: isFinalInvoiceStatus(status),
    is_test: true,
    payment_url: "http://localhost:4010/pay/inv_74BPZFhr9qy9Uz2fbRkdJX",
    order: { external_id: "order-1", amount: "25.00", currency: "USD" },
    created_at: CREATED_AT,
    updated_at: CREATED_AT,
    expires_at: EXPIRES_AT,
    ...rest,
  };
  if (withPayment) {
    inv.payment = {
      currency: "USDT",
      network: "TRC20",
      chain_id: 3448148188,
      contract_address: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
      expected: "25.000000",
      address: "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
      ...payment,
    };
  } else if (status === "awaiting_client" && inv.payment_methods === undefined) {
    inv.payment_methods = [
      { currency: "USDT", network: "TRC20", chain_id: 3448148188 },
      { currency: "USDC", network: "BASE", chain_id: 84532, minimum_amount: "1.00" },
    ];
  }
  return inv;
}

/** The error as SdkClient throws it for a catalogued or client code. */
export function apiError(code: string, extra: { retryAfter?: number; status?: number } = {}): ApiError {
  if (code === "network_error") return ApiError.network(new TypeError("Failed to fetch"));
  if (code === "timeout") return ApiError.timeout();
  if (code === "aborted") return ApiError.aborted();
  const status = extra.status ?? (isErrorCode(code) ? statusOf(code) : 500);
  return new ApiError({ code, status, ...(extra.retryAfter !== undefined ? { retryAfter: extra.retryAfter } : {}) });
}

export function failureOf(
  code: string,
  operation: CheckoutOperation,
  extra: { retryAfter?: number } = {},
): CheckoutError {
  return checkoutErrorFrom(apiError(code, extra), operation);
}
