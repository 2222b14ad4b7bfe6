import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Dispatcher } from 'undici';
import { EMAIL_SEARCH_MESSAGE, emailLogCsvFileName, emailSearchTerms, MESSAGES, validateEmailSearch } from '@portal/rules';
import { emailSearchCalls } from '@portal/rules/contract';
import { requireAdmin } from '../../session/guards';
import type { GatewayContext } from '../../context';
import { safeCsv } from './safeCsv';

/** The gateway's context for a request: the same REST client and viewer a GraphQL request gets. */
type ContextOf = (args: { req: Request; res: Response }) => Promise<GatewayContext>;

const CSV = /^text\/csv\s*(;|$)/i;

function queryText(req: Request, name: string): string {
  const value = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

function headerOf(headers: Dispatcher.ResponseData['headers'], name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** A refusal or failure before any CSV byte: a status and a sentence, never the upstream's body. */
function answerText(res: Response, status: number, text: string): void {
  res.status(status).type('text/plain; charset=utf-8').send(text);
}

/** Who may not download: not signed in (401), not internal staff (403), or auth_info failed (502). */
function refusal(error: unknown): [number, string] {
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  if (code === 'UNAUTHENTICATED') return [401, MESSAGES.notAuthenticated];
  if (code === 'FORBIDDEN') return [403, MESSAGES.forbidden];
  return [502, error instanceof GraphQLError ? error.message : MESSAGES.generic];
}

/**
 * ADMIN-038, API-096: GET /downloads/email-search.csv?from=&to= (a plain route, not GraphQL; decision D-100).
 * The session must be internal provider staff (the view-as user, as every toolbox operation) and the search must pass
 * VALID-031, both before the upstream is asked. The upstream's CSV is then piped to the browser as it arrives, never
 * held whole, its cells escaped against spreadsheet formulas on the way (safeCsv.ts); a failure before the first
 * byte is ERR-078's text with 502, one after it (a file that is not CSV included) cuts the download short.
 */
export function emailLogCsvRoute(contextOf: ContextOf): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    let ctx: GatewayContext;
    try {
      ctx = await contextOf({ req, res });
      await requireAdmin(ctx);
    } catch (error) {
      return answerText(res, ...refusal(error));
    }
    const draft = { from: queryText(req, 'from'), to: queryText(req, 'to') };
    if (Object.keys(validateEmailSearch(draft)).length > 0) return answerText(res, 400, EMAIL_SEARCH_MESSAGE);
    const { from, to } = emailSearchTerms(draft);

    // The browser left: stop reading the upstream.
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    let upstream: Dispatcher.ResponseData;
    try {
      upstream = await ctx.rest.stream(emailSearchCalls.csv, {
        query: { to, from, format: 'csv' },
        accept: 'text/csv',
        signal: gone.signal,
        failure: MESSAGES.emailSearch,
      });
    } catch {
      return answerText(res, 502, MESSAGES.emailSearch); // ERR-078
    }
    // Only a 200 that says it is CSV is passed on; anything else is ERR-078, and its body is discarded unread.
    if (upstream.statusCode !== 200 || !CSV.test(headerOf(upstream.headers, 'content-type'))) {
      await upstream.body.dump().catch(() => undefined);
      return answerText(res, 502, MESSAGES.emailSearch);
    }
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${emailLogCsvFileName()}"`);
    try {
      // The cells are escaped here too: a formula the provider let through never reaches a spreadsheet (issue #24 §5).
      await pipeline(upstream.body, ...safeCsv(), res);
    } catch {
      // The upstream broke off or the browser left mid-way: pipeline has destroyed both ends, so the browser sees an
      // incomplete download rather than a file that looks whole.
    }
  };
}
