export { ConfigError, issueLines } from "./config-error.js";
export { sanitizeClubCss } from "./css-sanitizer.js";
export { type GracefulShutdownOptions, gracefulShutdown, type ShutdownState } from "./shutdown.js";
export {
  type ForwardedRequest,
  parseTrustProxy,
  type TrustedProxy,
  type TrustProxy,
  trustedProxy,
} from "./trusted-proxy.js";
