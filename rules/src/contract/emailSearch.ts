import { z } from 'zod';
import { isoDateTime, restCall } from './call';

// The provider's mail log search (API-095, API-096, ADMIN-037, ADMIN-038; decision D-100).

/** One event of the mail log (001 §3 "Email log item"); `event` is a word such as delivered or bounced. */
export const emailLogItem = z.object({
  arrival: isoDateTime,
  from: z.string(),
  to: z.string(),
  event: z.string().min(1),
  message: z.string(),
});
export type EmailLogItemRecord = z.output<typeof emailLogItem>;

const SEARCH = 'api/agents/search_emails/';

export const emailSearchCalls = {
  /**
   * Query: to, from (both sent, blank for "any"; each a case-insensitive part of the address). The events of the last
   * 7 days (CONST-030, applied by the provider), newest first.
   */
  search: restCall({ api: 'API-095', method: 'GET', path: SEARCH, answer: z.array(emailLogItem) }),
  /**
   * Query: to, from, format=csv. The same events as text/csv with a header row, streamed: the gateway's download
   * route passes the bytes through without parsing them (`answer` names what they are, a text).
   */
  csv: restCall({ api: 'API-096', method: 'GET', path: SEARCH, answer: z.string(), format: 'csv' }),
};
