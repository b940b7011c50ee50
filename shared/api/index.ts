/** The contract in one import: error catalogue, networks, schemas, validation, ids, decimals, problems and ApiError. */

export * from "./codes.ts";
export * from "./networks.ts";
export * from "./network-aliases.ts";
export { CHAINS, networkName, type Chain } from "./chains.ts";
export * from "./schemas.ts";
export * from "./validate.ts";
export * from "./ids.ts";
export * from "./decimal.ts";
export * from "./problem.ts";
