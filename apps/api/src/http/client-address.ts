import { type ForwardedRequest, type TrustedProxy, type TrustProxy, trustedProxy } from "@club/server-kit";
import type { Context } from "hono";

/** The request as the trusted-proxy rules read it: the socket's peer (under @hono/node-server) and X-Forwarded-For. */
export function forwardedRequest(c: Context): ForwardedRequest {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return { remoteAddress: incoming?.socket?.remoteAddress, forwardedFor: c.req.header("x-forwarded-for") };
}

const proxies = new Map<string, TrustedProxy>();
/** The rules of a TRUST_PROXY value, compiled once. */
export function proxiesOf(trust: TrustProxy): TrustedProxy {
  const key = JSON.stringify(trust);
  const known = proxies.get(key) ?? trustedProxy(trust);
  proxies.set(key, known);
  return known;
}

/**
 * The client's address, for rate limits: the rightmost address of the socket's peer and X-Forwarded-For that no
 * trusted hop added. Addresses a client wrote before the trusted hops' never choose a rate-limit bucket.
 */
export function clientAddress(c: Context, trust: TrustProxy): string {
  return proxiesOf(trust).clientAddress(forwardedRequest(c));
}
