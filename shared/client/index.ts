/** API clients: the public SdkClient (widget, terminal) and the signed MerchantClient, with paging and retry rules. */
export { SdkClient, type SdkClientOptions, type ServerTimeReading } from "./sdk-client.ts";
export {
  MerchantClient,
  type MerchantClientOptions,
  type InvoiceListQuery,
  type WithdrawalListQuery,
  type PaymentChannelListQuery,
  type DepositFeedQuery,
  type PageOptions,
} from "./merchant-client.ts";
export { paginate, CursorIterator, DEFAULT_MAX_PAGES, type CursorPage, type PaginateOptions } from "./paginate.ts";
export { readWebhook, type WebhookReading } from "./webhook-receiver.ts";
export {
  DEFAULT_RETRY,
  backoffDelayMs,
  retryDelayMs,
  resolveRetryPolicy,
  abortableSleep,
  type RetryOptions,
  type RetrySafety,
  type AttemptOutcome,
} from "./retry-policy.ts";
export { DEFAULT_TIMEOUT_MS, type CallOptions, type FetchLike } from "./transport.ts";
export { newCorrelationId } from "./correlation-id.ts";
export { ServerClock, type ServerClockOptions } from "./server-clock.ts";
