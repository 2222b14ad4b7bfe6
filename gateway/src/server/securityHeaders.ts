import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

const NONCE = Symbol('cspNonce');
type NoncedResponse = ServerResponse & { [NONCE]?: string };

/** A fresh nonce for this answer's page: its script and style tags carry it, and so does its CSP. */
export function pageNonce(res: ServerResponse): string {
  const nonce = randomBytes(16).toString('base64');
  (res as NoncedResponse)[NONCE] = nonce;
  return nonce;
}

const nonceSource = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as NoncedResponse)[NONCE] ?? ''}'`;

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** Directives every policy shares: nothing may frame a gateway answer, no plugins, no <base>, forms post here. */
const LOCKED = {
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
};

/**
 * The portal's pages (decision D-160): scripts only from here or carrying this answer's nonce (Vite's entry and
 * preloads, index.html's colour-mode script, later the server-rendered page's data), style elements likewise (emotion,
 * Tiptap and next-themes are given the nonce by the web client; the style attributes React sets go through the CSSOM,
 * which CSP does not govern); images may come from the provider's https hosts (team photos), data: and blob: (an
 * upload's preview).
 */
const PAGE_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", nonceSource],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", nonceSource],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'none'"],
  ...LOCKED,
};

/**
 * GraphiQL (D-160): the same scripts, monaco's three workers from /assets (and blob: ones monaco may wrap them in),
 * its codicon font, and inline styles: monaco writes <style> elements and style attributes without a nonce.
 */
const PLAYGROUND_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", nonceSource],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  ...LOCKED,
};

/** JSON, plain text, assets and errors load nothing and run nothing when opened as a document. */
const ANSWER_DIRECTIVES = { defaultSrc: ["'none'"], ...LOCKED };

export interface SecurityHeaders {
  /** Every answer: set first, before the gateway routes the request (the persisted lane's answers included). */
  answer: HeaderMiddleware;
  /** Replaces the answer's policy on a portal page; call pageNonce(res) first. */
  page: HeaderMiddleware;
  /** Replaces the answer's policy on the GraphQL playground; call pageNonce(res) first. */
  playground: HeaderMiddleware;
}

/**
 * Issue #24 §2 (decision D-160): helmet's headers on everything the gateway serves, with `frame-ancestors 'none'`
 * (and X-Frame-Options DENY for old browsers), nosniff, `Referrer-Policy: strict-origin-when-cross-origin`, and HSTS
 * in production only (behind TLS; a development http:// origin must not be pinned to https).
 */
export function securityHeaders({ production }: { production: boolean }): SecurityHeaders {
  const csp = (directives: Record<string, Iterable<string | typeof nonceSource>>) =>
    helmet.contentSecurityPolicy({ useDefaults: false, directives });
  return {
    answer: helmet({
      contentSecurityPolicy: { useDefaults: false, directives: ANSWER_DIRECTIVES },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: production ? { maxAge: ONE_YEAR_S, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
    }),
    page: csp(PAGE_DIRECTIVES),
    playground: csp(PLAYGROUND_DIRECTIVES),
  };
}

/** For the listener: the answer's headers are set synchronously, and helmet's fixed options cannot fail. */
export function withSecurityHeaders(
  headers: SecurityHeaders,
  listener: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  const ignore = () => undefined;
  return (req, res) => {
    headers.answer(req, res, ignore);
    listener(req, res);
  };
}
