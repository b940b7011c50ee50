/**
 * The contract in one import: error catalogue, networks, schemas, validation, ids, decimals, problems and ApiError.
 * The operation tables are imported from their own modules (public-operations.ts, signed-operations.ts,
 * operations.ts): building their query schemas at load time would put zod into every bundle importing this index.
 */

export * from "./codes.ts";
export * from "./networks.ts";
export * from "./network-aliases.ts";
export { CHAINS, networkName, type Chain } from "./chains.ts";
export * from "./schemas.ts";
export * from "./validate.ts";
export * from "./ids.ts";
export * from "./amount-checks.ts";
export * from "./problem.ts";
export {
  routePath,
  requestPath,
  queryParameterNames,
  type BodySchemaName,
  type Operation,
  type OperationKey,
  type QueryOf,
  type QuerySchema,
} from "./operation.ts";
