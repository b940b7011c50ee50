/** `crypto-checkout-kit/client`: the clients (SdkClient, MerchantClient), request and webhook signing and verification, ApiError and the contract's schemas and types. */
export * from "./client/index.ts";
export * from "./signing/index.ts";
export * from "./api/index.ts";
