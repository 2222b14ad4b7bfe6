import { describe, expect, it } from 'vitest';
import { EMAIL_LOG_CSV_PATH, MESSAGES } from '@portal/rules';
import { emailSearchCalls } from '@portal/rules/contract';
import { AUTH_INFO, SESSION, setup, USERS } from '../helpers';
import { itRefusesGarbageAnswers, viewer } from './garbage';

const SEARCH = 'api/agents/search_emails/';

describe('the email search call refuses garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: emailSearchCalls.search,
      path: `${SEARCH}?to=a%40x.com&from=`,
      document: 'query($to: String) { emailLog(to: $to) { totalCount } }',
      variables: { to: 'a@x.com' },
      arrange: viewer(USERS.mirus),
      failure: MESSAGES.emailSearch,
      dataPath: ['emailLog'],
      wrongShape: [{ arrival: 'yesterday', from: 'a@x.com', to: 'b@x.com', event: 'delivered', message: '250 OK' }],
    },
  ]);
});

/**
 * API-096 is streamed, not parsed: the download route passes on only a 200 that says it is text/csv. Anything else
 * is ERR-078 with a 502, and not one byte of it reaches the browser.
 */
describe('the CSV download refuses garbage answers', () => {
  const csvCase = {
    call: emailSearchCalls.csv,
    path: `${SEARCH}?to=a%40x.com&from=&format=csv`,
    answers: [
      ['a non-CSV 200 (an HTML error page)', '<html><body>502 Bad Gateway</body></html>', 'text/html'],
      ['a JSON 200', JSON.stringify([{ arrival: '2026-11-23T14:05:00Z' }]), 'application/json'],
      ['a 200 with no content type', 'arrival,from\n', undefined],
    ] as const,
  };
  for (const [label, body, type] of csvCase.answers) {
    it(`${csvCase.call.api}: ${label} to ${csvCase.call.method} ${csvCase.call.path} is a 502 "${MESSAGES.emailSearch}"`, async () => {
      const gw = await setup();
      try {
        gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
        gw.reply('GET', csvCase.path, 200, body, { headers: type ? { 'content-type': type } : {} });
        const res = await fetch(`${gw.url}${EMAIL_LOG_CSV_PATH}?to=a%40x.com`, { headers: { cookie: SESSION.cookie } });
        expect(gw.callsTo('GET', csvCase.path)).toHaveLength(1);
        expect(res.status).toBe(502);
        expect(await res.text()).toBe(MESSAGES.emailSearch);
        expect(res.headers.get('content-disposition')).toBeNull();
      } finally {
        await gw.close();
      }
    });
  }
});
