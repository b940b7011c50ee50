/**
 * `crypto-checkout-kit/client`: what docs/widget.md's Install section promises, by name: the clients (SdkClient,
 * MerchantClient) and their options, request signing, webhook signing and verification, ApiError, and the contract's
 * schemas of resources, request bodies and problems with their types. Schema-building helpers, the error catalogue's
 * wording and what only the stub uses stay internal. etc/client.api.md records this surface; a test fails when it
 * changes without the report (`npm run api:report` rewrites it).
 */

// Clients.
export { SdkClient, type SdkClientOptions, type ServerTimeReading } from "./client/sdk-client.ts";
export {
  MerchantClient,
  type MerchantClientOptions,
  type InvoiceListQuery,
  type WithdrawalListQuery,
  type PaymentChannelListQuery,
  type DepositFeedQuery,
  type PageOptions,
} from "./client/merchant-client.ts";
export type { CursorIterator, CursorPage } from "./client/paginate.ts";
export type { RetryOptions } from "./client/retry-policy.ts";
export type { CallOptions, FetchLike } from "./client/transport.ts";

// Request signing (what MerchantClient does for every call, for those who send requests themselves).
export { sign, stringToSign, bodyHash, type SignatureParts } from "./signing/request-signature.ts";
export { authorizationHeader, AUTH_SCHEME } from "./signing/authorization-header.ts";
export { canonicalQuery, type QueryParams, type QueryValue } from "./signing/canonical-query.ts";

// Webhooks: read a delivery (signature verified, event typed, an unknown type delivered as such), or only verify
// one on its raw body; sign one to test your own endpoint.
export { readWebhook, type WebhookReading } from "./client/webhook-receiver.ts";
export {
  parseWebhookEvent,
  isKnownWebhookEventType,
  type WebhookEvent,
  type WebhookEventReading,
  type InvoiceWebhookEvent,
  type WithdrawalWebhookEvent,
  type DepositWebhookEvent,
  type UnknownWebhookEvent,
  type ReceivedWebhookEnvelope,
} from "./api/webhook-event.ts";
export {
  verifyWebhook,
  signWebhook,
  webhookSignatureHeader,
  WEBHOOK_TOLERANCE_SECONDS,
  type VerifyWebhookOptions,
} from "./signing/webhook-signature.ts";

// The merchant's server deciding whether to ship: a verified webhook, re-read with the signed API, against the order.
export {
  confirmOrderPayment,
  type ConfirmOrderPaymentInput,
  type FulfilmentVerdict,
  type MerchantOrder,
  type RefusalReason,
  type WebhookHeaders,
} from "./client/order-confirmation.ts";

// Errors: one class, switched on by `code`, and the reading of an error answer into one.
export { ApiError, isApiError, type ApiErrorInit, type ClientErrorCode, type ProblemError } from "./api/api-error.ts";
export { apiErrorFromResponse, type FromResponseOptions } from "./api/error-response.ts";
export { ERROR_CODES, type ErrorCode } from "./api/codes.ts";
export { ProblemDetailsSchema, type ProblemDetails } from "./api/problem.ts";

// The contract's schemas (zod/mini) and their types: resources, pages, statuses, webhooks and request bodies.
export {
  InvoiceSchema,
  type Invoice,
  PublicInvoiceSchema,
  type PublicInvoice,
  PaymentSchema,
  type Payment,
  PublicPaymentSchema,
  type PublicPayment,
  PaymentMethodSchema,
  type PaymentMethod,
  OrderSchema,
  type Order,
  TransferSchema,
  type Transfer,
  WithdrawalSchema,
  type Withdrawal,
  PaymentChannelSchema,
  type PaymentChannel,
  ChannelNetworkSchema,
  type ChannelNetwork,
  DepositSchema,
  type Deposit,
  BalanceSchema,
  BalancesSchema,
  type Balance,
  TimeSchema,
  type ServerTime,
  InvoicePageSchema,
  WithdrawalPageSchema,
  PaymentChannelPageSchema,
  type Page,
  DepositFeedPageSchema,
  type DepositFeedPage,
  InvoiceStatusSchema,
  type InvoiceStatus,
  WithdrawalStatusSchema,
  type WithdrawalStatus,
  PaymentChannelStatusSchema,
  type PaymentChannelStatus,
  DepositStatusSchema,
  type DepositStatus,
  NetworkSchema,
  WebhookEnvelopeSchema,
  type WebhookEnvelope,
  WebhookEventTypeSchema,
  type WebhookEventType,
  webhookDataSchema,
  InvoiceCreateBodySchema,
  type InvoiceCreateBody,
  SdkCreateBodySchema,
  type SdkCreateBody,
  SdkSourceSchema,
  type SdkSource,
  ConfirmPaymentBodySchema,
  type ConfirmPaymentBody,
  CancelInvoiceBodySchema,
  type CancelInvoiceBody,
  SimulatePaymentBodySchema,
  type SimulatePaymentBody,
  SimulatePaymentStageSchema,
  type SimulatePaymentStage,
  WithdrawalCreateBodySchema,
  type WithdrawalCreateBody,
  WithdrawalCancelBodySchema,
  type WithdrawalCancelBody,
  ChannelCreateBodySchema,
  type ChannelCreateBody,
  SimulateDepositBodySchema,
  type SimulateDepositBody,
} from "./api/schemas.ts";
export {
  isFinalInvoiceStatus,
  isPaidInvoiceStatus,
  type FinalInvoiceStatus,
  type PaidInvoiceStatus,
} from "./api/statuses.ts";
export type { NetworkCode } from "./api/networks.ts";
