import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddress from 'proxy-addr';

/**
 * Who the client is: the connecting peer, unless that peer is one of the operator's proxies (the TRUSTED_PROXIES
 * setting, decision D-151), whose X-Forwarded-For is then walked from the right until a hop that is not one.
 */
export interface ClientAddresses {
  /** Express's `trust proxy`, so that `req.ip` is the same address. */
  trust: (address: string, hop: number) => boolean;
  /** The client's address, also for requests Express never sees (the persisted lane, D-126). */
  of(req: IncomingMessage): string;
}

/**
 * Only addresses and CIDR ranges: proxy-addr's names (`loopback`, `uniquelocal`, ...) would trust every peer on a
 * network, so that any client there could choose its own address (D-151).
 */
function checked(entry: string): string {
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  if (isIP(address) === 0) {
    throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range (e.g. 10.0.0.5 or 10.0.0.0/24)`);
  }
  return entry;
}

/** An empty list (the default) trusts no proxy: X-Forwarded-For is ignored and the peer is the client. */
export function clientAddresses(trustedProxies: readonly string[] = []): ClientAddresses {
  const trust = proxyAddress.compile(trustedProxies.map((entry) => checked(entry.trim())));
  return { trust, of: (req) => proxyAddress(req, trust) };
}
