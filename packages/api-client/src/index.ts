// @club/api-client: the typed SDK for the club platform's /api/v2.

export type { CartQueue, CartQueueOptions, CartQueueState } from "./cart-queue.js";
export { createCartQueue } from "./cart-queue.js";
export type { ClubClient, ClubClientOptions, ClubMethod } from "./client.js";
export { createClubClient } from "./client.js";
export type { CouponLookup, CouponLookupOptions, CouponLookupResult } from "./coupon-lookup.js";
export { createCouponLookup } from "./coupon-lookup.js";
export type { ApiErrorBody } from "./errors.js";
export { ApiError, isApiError, NetworkError } from "./errors.js";
export type { components, operations, paths } from "./generated/api.js";
export type * from "./generated/schemas.js";
export type { Interceptor, InterceptorContext } from "./interceptors.js";
export type { ClubPaths } from "./managed-paths.js";
