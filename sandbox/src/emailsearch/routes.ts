import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { canAdminister, EMAIL_SEARCH_DAYS, emailSearchTerms, validateEmailSearch } from '@portal/rules';
import { emailSearchCalls, expressPath } from '@portal/rules/contract';
import { stringify } from 'csv-stringify';
import type { Request, Router } from 'express';
import type { AreaContext } from '../area';
import { reply } from '../http/contract';
import { badRequest, notFound } from '../http/errors';
import { requireAllowed } from '../http/guards';
import { route } from '../http/routes';
import { mailTime, searchMail, searchMailPages, type MailSearch } from './store';

const CSV_COLUMNS = ['arrival', 'from', 'to', 'event', 'message'] as const;

function queryText(req: Request, name: string): string {
  const value = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** The search of this request: VALID-031 (a 400 like DRF's), and CONST-030's window ending now. */
function searchOf(req: Request): MailSearch {
  const draft = { from: queryText(req, 'from'), to: queryText(req, 'to') };
  const errors = validateEmailSearch(draft);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return { ...emailSearchTerms(draft), since: mailTime(Date.now() - EMAIL_SEARCH_DAYS * 86_400_000) };
}

export function emailSearchRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(emailSearchCalls.search.path), {
    GET: async (req, res) => {
      // The provider's mail log is for internal staff only (decision D-06).
      requireAllowed(req, canAdminister);
      const format = queryText(req, 'format') || 'json';
      // DRF answers an unknown ?format= with a 404.
      if (format !== 'json' && format !== 'csv') throw notFound();
      const search = searchOf(req);
      if (format === 'json') return reply(res, emailSearchCalls.search, searchMail(db, search));
      // API-096: a header row, then each event as it is read; every cell that a spreadsheet would run as a formula
      // (=, +, -, @, tab, CR first) gets a leading apostrophe.
      res.status(200).type('text/csv; charset=utf-8');
      const rows = Readable.from(
        (function* () {
          for (const page of searchMailPages(db, search)) yield* page;
        })(),
      );
      await pipeline(rows, stringify({ header: true, columns: [...CSV_COLUMNS], escape_formulas: true }), res);
    },
  });
}
