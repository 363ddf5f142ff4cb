// @club/api-client: the typed SDK for the club platform's /api/v2.

// The contract's types (paths, operations, components, one per schema such as Cart or ErrorCode), re-exported so
// callers need one import.
export type * from "@club/contract";
export type { CartQueue, CartQueueOptions, CartQueueState } from "./cart-queue.js";
export { createCartQueue } from "./cart-queue.js";
export type { ClubClient, ClubClientOptions, ClubMethod } from "./client.js";
export { createClubClient } from "./client.js";
export type { CouponLookup, CouponLookupOptions, CouponLookupResult } from "./coupon-lookup.js";
export { createCouponLookup } from "./coupon-lookup.js";
export type { ApiErrorBody } from "./errors.js";
export { ApiError, isApiError, NetworkError } from "./errors.js";
export type { Interceptor, InterceptorContext } from "./interceptors.js";
export type { LatestLookup, LatestLookupOptions, LatestLookupResult } from "./latest-lookup.js";
export { createLatestLookup } from "./latest-lookup.js";
export type { ClubPaths } from "./managed-paths.js";
