import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import type { Request, RequestHandler } from 'express';
import type { GatewayMetrics } from './metrics';

export interface MetricsAccess {
  /** Networks that may scrape without a token, e.g. ["127.0.0.0/8", "10.0.0.0/8"] (decision D-115). */
  networks: string[];
  /** A bearer token that opens /metrics from anywhere; undefined: networks only. */
  token?: string;
}

/** The default: the instance's own host only. */
export const DEFAULT_METRICS_NETWORKS = ['127.0.0.0/8', '::1/128'];

function blockListOf(networks: string[]): BlockList {
  const list = new BlockList();
  for (const network of networks) {
    const [address, prefix] = network.split('/');
    if (!address) continue;
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The connecting peer, not X-Forwarded-For: a scraper talks to each instance directly (its counts are its own). */
function peerAllowed(req: Request, list: BlockList): boolean {
  const raw = req.socket.remoteAddress;
  if (!raw) return false;
  const mapped = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
  return list.check(mapped, isIPv4(mapped) ? 'ipv4' : 'ipv6');
}

/** GET /metrics in the Prometheus text format, for a configured network or the configured bearer token. */
export function metricsRoute(metrics: GatewayMetrics, access: MetricsAccess): RequestHandler {
  const list = blockListOf(access.networks);
  return (req, res, next) => {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const allowed = access.token && bearer ? sameSecret(bearer, access.token) : peerAllowed(req, list);
    if (!allowed) {
      res.status(403).type('text/plain').send('Forbidden');
      return;
    }
    metrics.registry.metrics().then((text) => {
      res.setHeader('Cache-Control', 'no-store');
      res.type(metrics.registry.contentType).send(text);
    }, next);
  };
}
