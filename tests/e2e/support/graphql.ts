import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';

/** The web build's persisted documents (id → text): a request's id names its operation. */
const DOCUMENTS = JSON.parse(readFileSync(new URL('../../../gateway/persisted-queries.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

/** The persisted id of the web client's operation `name`. */
export function documentId(name: string): string {
  const found = Object.keys(DOCUMENTS).find((id) => operationName(DOCUMENTS[id]!) === name);
  if (!found) throw new Error(`gateway/persisted-queries.json has no ${name}: build the web client first (build_web)`);
  return found;
}

const operationName = (text: string) => /^(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1];

export const isGraphQL = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/graphql';

/** The name of the operation a GraphQL request runs ("loadersDashboardPageQuery"). */
export function operationOf(r: Request): string {
  const body = r.postDataJSON() as { doc_id?: string; query?: string } | null;
  return operationName((body?.doc_id ? DOCUMENTS[body.doc_id] : body?.query) ?? '') ?? 'anonymous';
}

/**
 * The GraphQL operations the page sends from now on, by name and in order. Tests count requests against a later
 * request they wait for, and wait for answers with `settled()`, never for time (issue #28).
 */
export function recordOperations(page: Page): { readonly sent: string[]; settled(): Promise<void> } {
  const sent: string[] = [];
  const inFlight = new Set<Request>();
  let waiters: (() => void)[] = [];
  const done = (r: Request) => {
    if (!inFlight.delete(r) || inFlight.size > 0) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };
  page.on('request', (r) => {
    if (!isGraphQL(r)) return;
    sent.push(operationOf(r));
    inFlight.add(r);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    sent,
    /** Resolves once every request sent so far has its answer (and what the gateway asked upstream for it). */
    settled: () => new Promise<void>((resolve) => (inFlight.size === 0 ? resolve() : waiters.push(resolve))),
  };
}

/** Resolves with the next request of operation `name` the page sends. */
export const sending = (page: Page, name: string) => page.waitForRequest((r) => isGraphQL(r) && operationOf(r) === name);
