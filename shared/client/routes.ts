/** Every method and path the clients call, in one table, so a route the spec leaves "not shown" is re-pointed here. */
import { ApiError } from "../api/api-error.ts";

/** Which credential a route takes: none, the public X-Sdk-Key, a Payment key (pk_) or a Payout key (rk_). */
export type RouteKey = "none" | "sdk" | "pk" | "rk";

export interface RouteDef {
  readonly method: "GET" | "POST";
  /** Path template; `{id}` is the one path parameter a route may have. */
  readonly path: string;
  readonly key: RouteKey;
  /**
   * True for routes that exist in no public material (api-gaps.md marks them "(ours)"); false for routes the spec
   * names and for shapes api-gaps.md fixes from the provider's public SDKs.
   */
  readonly ours: boolean;
  /** Field name of the `{id}` parameter, for the error when it is empty. */
  readonly param?: string;
}

/** Public routes for the widget and terminal (X-Sdk-Key, Origin checked, and the unsigned clock): all the SDK client's bundle needs. */
export const SDK_ROUTES = {
  time: { method: "GET", path: "/v1/time", key: "none", ours: false },
  sdkCreate: { method: "POST", path: "/public/v1/sdk", key: "sdk", ours: false },
  sdkCheckProject: { method: "GET", path: "/public/v1/sdk/projects/{id}", key: "sdk", ours: true, param: "project_id" },
  sdkGetInvoice: { method: "GET", path: "/public/v1/sdk/invoices/{id}", key: "sdk", ours: true, param: "invoice_id" },
  sdkConfirmPayment: { method: "POST", path: "/public/v1/sdk/invoices/{id}/confirm-payment", key: "sdk", ours: true, param: "invoice_id" },
  sdkCancelInvoice: { method: "POST", path: "/public/v1/sdk/invoices/{id}/cancel", key: "sdk", ours: true, param: "invoice_id" },
} as const satisfies Record<string, RouteDef>;

export const ROUTES = {
  ...SDK_ROUTES,

  // Merchant routes (signed).

  createInvoice: { method: "POST", path: "/v1/invoices", key: "pk", ours: false },
  getInvoice: { method: "GET", path: "/v1/invoices/{id}", key: "pk", ours: false, param: "invoice_id" },
  listInvoices: { method: "GET", path: "/v1/invoices", key: "pk", ours: false },
  confirmInvoicePayment: { method: "POST", path: "/v1/invoices/{id}/confirm-payment", key: "pk", ours: false, param: "invoice_id" },
  cancelInvoice: { method: "POST", path: "/v1/invoices/{id}/cancel", key: "pk", ours: false, param: "invoice_id" },
  simulateInvoicePayment: { method: "POST", path: "/v1/sandbox/invoices/{id}/simulate-payment", key: "pk", ours: false, param: "invoice_id" },

  createWithdrawal: { method: "POST", path: "/v1/withdrawals", key: "rk", ours: false },
  getWithdrawal: { method: "GET", path: "/v1/withdrawals/{id}", key: "rk", ours: false, param: "withdrawal_id" },
  listWithdrawals: { method: "GET", path: "/v1/withdrawals", key: "rk", ours: false },
  cancelWithdrawal: { method: "POST", path: "/v1/withdrawals/{id}/cancel", key: "rk", ours: false, param: "withdrawal_id" },
  simulateWithdrawalCompletion: { method: "POST", path: "/v1/sandbox/withdrawals/{id}/simulate-completion", key: "rk", ours: false, param: "withdrawal_id" },

  getBalances: { method: "GET", path: "/v1/balances", key: "rk", ours: false },

  createPaymentChannel: { method: "POST", path: "/v1/payment-channels", key: "pk", ours: false },
  getPaymentChannel: { method: "GET", path: "/v1/payment-channels/{id}", key: "pk", ours: false, param: "payment_channel_id" },
  listPaymentChannels: { method: "GET", path: "/v1/payment-channels", key: "pk", ours: false },
  blockPaymentChannel: { method: "POST", path: "/v1/payment-channels/{id}/block", key: "pk", ours: false, param: "payment_channel_id" },
  unblockPaymentChannel: { method: "POST", path: "/v1/payment-channels/{id}/unblock", key: "pk", ours: false, param: "payment_channel_id" },
  simulateDeposit: { method: "POST", path: "/v1/sandbox/payment-channels/{id}/simulate-deposit", key: "pk", ours: false, param: "payment_channel_id" },

  listDeposits: { method: "GET", path: "/v1/payment-channel-deposits", key: "pk", ours: false },
  getDeposit: { method: "GET", path: "/v1/payment-channel-deposits/{id}", key: "pk", ours: false, param: "payment_channel_deposit_id" },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;

/**
 * "." and ".." are dot segments: encodeURIComponent leaves them alone and a URL parser removes them, so such an id
 * would reach another route ("/v1/invoices/.." is "/v1/"). Any other id, "%2e" included, is encoded safely.
 */
const DOT_SEGMENT = /^\.{1,2}$/;

/**
 * The request path of a route with its `{id}` filled in, percent-encoded as one segment so an id can never step into
 * another route (an id "a/b" stays one segment, and the signer decodes it back as the spec requires).
 */
export function routePath(route: RouteDef, id?: string): string {
  if (!route.path.includes("{id}")) return route.path;
  if (id === undefined || id === "") throw new TypeError(`${route.method} ${route.path} needs a non-empty id`);
  if (DOT_SEGMENT.test(id)) throw new TypeError(`${route.method} ${route.path} cannot carry the id "${id}": it is a dot segment`);
  return route.path.replace("{id}", encodeURIComponent(id));
}

/**
 * routePath for a client call, refusing before anything is sent: a blank id is field_required (because
 * "/v1/invoices/" would reach the list route or none), a dot-segment id field_invalid_format. Built as a bare
 * ApiError, not through buildProblem, so the widget's bundle does not carry the whole catalogue's wording.
 */
export function requestPath(route: RouteDef, id?: string): string {
  if (route.param !== undefined) {
    const refused = id === undefined || id.trim() === "" ? "field_required" : DOT_SEGMENT.test(id) ? "field_invalid_format" : null;
    if (refused !== null) {
      const detail = refused === "field_required" ? `${route.param} is empty` : `${route.param} "${id}" is not a valid id`;
      throw new ApiError({ code: refused, status: 400, field: route.param, detail: `${detail}; the request was not sent.` });
    }
  }
  // Checked above for every route with an {id}: only the encoding of routePath is left to do.
  return id === undefined ? route.path : route.path.replace("{id}", encodeURIComponent(id));
}
