/** Request and webhook signing over WebCrypto, shared by the clients (sign) and the stub (verify). */
export {
  acceptedStringsToSign,
  bodyHash,
  composeStringToSign,
  stringToSign,
  sign,
  verify,
  type SignatureParts,
} from "./request-signature.ts";
export {
  authorizationHeader,
  parseAuthorization,
  AUTH_SCHEME,
  type ParsedAuthorization,
} from "./authorization-header.ts";
export { canonicalQuery, encodeRfc3986, type QueryParams, type QueryValue } from "./canonical-query.ts";
export {
  signWebhook,
  webhookSignatureHeader,
  parseWebhookSignature,
  verifyWebhook,
  WEBHOOK_TOLERANCE_SECONDS,
  type ParsedWebhookSignature,
  type VerifyWebhookOptions,
} from "./webhook-signature.ts";
