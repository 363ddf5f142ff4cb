import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";

/**
 * Which hops in front of a server are proxies it runs: none (`false`), the nearest `n` (a hop count), or those whose
 * address is in a list of addresses and CIDR ranges (`loopback`, `linklocal` and `uniquelocal` name proxy-addr's
 * ranges).
 */
export type TrustProxy = false | number | readonly string[];

/** Where TRUST_PROXY's values are explained, for the error of a value that is none of them. */
const TRUST_PROXY_VALUES = "false, true (one hop), a hop count, or a comma-separated list of addresses/CIDRs";

/**
 * Reads TRUST_PROXY: `false`/`0`/`no` trusts no hop; `true`/`yes` trusts one (the proxy in front, the layout of a
 * load balancer before each server); a number trusts that many; anything else is a list of addresses or CIDR
 * ranges, each checked here so that a typo stops the server at start. Throws an Error naming the bad entry.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "no" || text === "") return false;
  if (text === "true" || text === "yes") return 1;
  if (/^\d+$/.test(text)) return Number(text) || false;
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    try {
      proxyAddr.compile(entry);
    } catch {
      throw new Error(`"${entry}" is not an address or CIDR range (${TRUST_PROXY_VALUES})`);
    }
  }
  return entries;
}

/** What proxy-addr reads of a request: the socket's peer and the X-Forwarded-For chain. */
export interface ForwardedRequest {
  /** The socket's peer (`c.env.incoming.socket.remoteAddress` under @hono/node-server); absent in-process. */
  remoteAddress: string | undefined;
  /** The request's X-Forwarded-For header, as received. */
  forwardedFor: string | undefined;
}

/** What a server believes of a request's forwarding headers, by its TRUST_PROXY. */
export interface TrustedProxy {
  /**
   * The client's address: the rightmost untrusted address of the socket's peer and the X-Forwarded-For chain (the
   * leftmost when every hop is trusted); "unknown" when the socket's is not known and no hop vouches for another.
   */
  clientAddress(request: ForwardedRequest): string;
  /** How many hops of the chain, from the socket's peer inwards, are trusted proxies. */
  trustedHops(request: ForwardedRequest): number;
  /**
   * A forwarding header that each proxy sets or appends to (X-Forwarded-Host, X-Forwarded-Proto): the value the
   * outermost trusted hop wrote (the rightmost with one hop), never one the client put before it; undefined when the
   * socket's peer is not trusted.
   */
  forwardedValue(request: ForwardedRequest, header: string | undefined): string | undefined;
}

/** Reads requests by a TRUST_PROXY value (`parseTrustProxy`'s). */
export function trustedProxy(trust: TrustProxy): TrustedProxy {
  // A hop count trusts by position only, so it also holds for in-process requests, which have no socket.
  const trusts: (address: string, hop: number) => boolean =
    trust === false
      ? () => false
      : typeof trust === "number"
        ? (_address, hop) => hop < trust
        : proxyAddr.compile([...trust]);
  const chain = ({ remoteAddress, forwardedFor }: ForwardedRequest) =>
    proxyAddr.all(
      {
        headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
        socket: { remoteAddress: remoteAddress ?? "" },
      } as unknown as IncomingMessage,
      trusts,
    );
  const trustedHops = (request: ForwardedRequest) => chain(request).length - 1;
  return {
    clientAddress(request) {
      return chain(request).at(-1) || "unknown";
    },
    trustedHops,
    forwardedValue(request, header) {
      const hops = trustedHops(request);
      // The peer itself is trusted (it is the first hop) when any address of the chain is believed, or when it is
      // the only one and a trusted proxy.
      const peerTrusted = hops > 0 || trusts(request.remoteAddress ?? "", 0);
      if (!peerTrusted || !header) return undefined;
      const values = header.split(",").map((value) => value.trim());
      return values[Math.max(0, values.length - Math.max(1, hops))] || undefined;
    },
  };
}
