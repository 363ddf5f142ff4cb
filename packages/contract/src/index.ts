// @club/contract: the club platform's /api/v2 contract as code. The document itself is `@club/contract/openapi.yaml`.

import type { CartProblemCode, ErrorCode, NoticeCode } from "./generated/schemas.js";

export type { components, operations, paths } from "./generated/api.js";
export { CART_PROBLEM_CODES, ERROR_CODES, ERROR_STATUS, NOTICE_CODES } from "./generated/codes.js";
export type * from "./generated/schemas.js";

/** Every code the platform words as a message (errors, notices, cart problems): what its texts must cover. */
export type MessageCode = ErrorCode | NoticeCode | CartProblemCode;
