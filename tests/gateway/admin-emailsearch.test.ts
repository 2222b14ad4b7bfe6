import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EMAIL_LOG_CSV_PATH,
  EMAIL_SEARCH_MESSAGE,
  emailLogCsvHref,
  emailLogCsvFileName,
  MESSAGES,
  validateEmailSearch,
} from '@portal/rules';
import { startGateway } from '@portal/gateway';
import { AUTH_INFO, gid, SESSION, useGateway, USERS } from './helpers';

const gw = useGateway();

const asMirus = () => gw.reply('GET', AUTH_INFO, 200, USERS.mirus);

const SEARCH = 'api/agents/search_emails/';
const QUERY = `query($from: String, $to: String) { emailLog(from: $from, to: $to) {
  id from to days totalCount items { arrival from to event message } } }`;

/** Complete API-095 events, in the upstream's order (older first, to prove the gateway sorts). */
const BOUNCE = {
  arrival: '2026-11-20T09:15:00Z',
  from: 'info@alice-insurance.example',
  to: 'j.smith@mail.example',
  event: 'bounced',
  message: '550 5.1.1 <j.smith@mail.example>: Recipient address rejected: User unknown in virtual mailbox table',
};
const DELIVERY = {
  arrival: '2026-11-23T14:05:00Z',
  from: 'maria.garcia@mail.example',
  to: 'alice@agents.example',
  event: 'delivered',
  message: '250 2.0.0 OK 1795446865 8yzkegtyzgr.643 - gsmtp',
};

const viewAsAgent = {
  'x-view-as': encodeURIComponent(
    JSON.stringify({ userType: 'agent', id: 'A1', corporatePermissions: [], internal: false, staffAgents: [] }),
  ),
};
const REFUSED: [string, unknown, Record<string, string> | undefined][] = [
  ['an agent', USERS.agent, undefined],
  ['staff', USERS.staff, undefined],
  ['corp', USERS.corp, undefined],
  ['provider staff viewing as an agent', USERS.mirus, viewAsAgent],
];

describe('emailLog (API-095, ADMIN-037)', () => {
  it('API-095 / ADMIN-037 / CONST-030: the query sends GET search_emails/?to=&from= with the session and maps every column, newest first', async () => {
    asMirus();
    gw.reply('GET', `${SEARCH}?to=alice%40agents.example&from=`, 200, [BOUNCE, DELIVERY]);
    const res = await gw.gql(QUERY, { variables: { to: ' alice@agents.example ' }, cookie: SESSION.cookie });
    expect(res.body.errors).toBeUndefined();
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', `GET /${SEARCH}?to=alice%40agents.example&from=`]);
    const call = gw.callsTo('GET', `${SEARCH}?to=alice%40agents.example&from=`)[0]!;
    expect(call.headers).toMatchObject({ accept: 'application/json', cookie: 'sessionid=sess1; csrftoken=tok1', 'x-csrftoken': 'tok1' });
    expect(call.body).toBeUndefined();
    expect(res.body.data?.emailLog).toEqual({
      id: gid('EmailLogSearch', '|alice@agents.example'),
      from: '',
      to: 'alice@agents.example',
      days: 7,
      totalCount: 2,
      items: [
        { ...DELIVERY, arrival: '2026-11-23T14:05:00.000Z' },
        { ...BOUNCE, arrival: '2026-11-20T09:15:00.000Z' },
      ],
    });
  });

  it('API-095: from and to are both sent, trimmed, in the order to, from', async () => {
    asMirus();
    const path = `${SEARCH}?to=j.smith&from=alice-insurance.example`;
    gw.reply('GET', path, 200, [BOUNCE]);
    const res = await gw.gql(QUERY, { variables: { from: 'alice-insurance.example ', to: '  j.smith' }, cookie: SESSION.cookie });
    expect(res.body.errors).toBeUndefined();
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', `GET /${path}`]);
    expect(res.body.data?.emailLog.items).toHaveLength(1);
  });

  it('ADMIN-037: at most the newest 1,000 events are listed; totalCount counts them all', async () => {
    asMirus();
    const many = Array.from({ length: 1005 }, (_, i) => ({
      ...DELIVERY,
      arrival: new Date(Date.UTC(2026, 10, 20) + i * 60_000).toISOString(),
    }));
    gw.reply('GET', `${SEARCH}?to=alice&from=`, 200, many);
    const res = await gw.gql(QUERY, { variables: { to: 'alice' }, cookie: SESSION.cookie });
    expect(res.body.data?.emailLog.totalCount).toBe(1005);
    expect(res.body.data?.emailLog.items).toHaveLength(1000);
    expect(res.body.data?.emailLog.items[0].arrival).toBe(many[1004]!.arrival);
  });

  it('VALID-031: both blank is BAD_USER_INPUT "You must fill in at least one field" with no search call', async () => {
    asMirus();
    const res = await gw.gql(QUERY, { variables: { from: '  ', to: null }, cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'You must fill in at least one field',
      extensions: { code: 'BAD_USER_INPUT', fields: { from: ['You must fill in at least one field'] } },
    });
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('ERR-078: a 500 on search_emails gives the email search text and no data', async () => {
    asMirus();
    gw.reply('GET', `${SEARCH}?to=alice&from=`, 500, { detail: 'boom' });
    const res = await gw.gql(QUERY, { variables: { to: 'alice' }, cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.emailSearch, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(MESSAGES.emailSearch).toBe('There was an issue searching the email log! Please try again later.');
    expect(res.body.data?.emailLog).toBeNull();
  });
});

describe('ADMIN-037: only internal provider staff reach emailLog', () => {
  for (const [who, user, headers] of REFUSED) {
    it(`emailLog: ${who} gets FORBIDDEN with no upstream call`, async () => {
      gw.reply('GET', AUTH_INFO, 200, user);
      const res = await gw.gql(QUERY, { variables: { to: 'alice' }, cookie: SESSION.cookie, headers });
      expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } });
      expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
    });
  }
  it('emailLog: nobody signed in gets UNAUTHENTICATED with no upstream call', async () => {
    gw.reply('GET', AUTH_INFO, 403, {});
    const res = await gw.gql(QUERY, { variables: { to: 'alice' } });
    expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });
});

const CSV_BODY =
  'arrival,from,to,event,message\n' +
  '2026-11-23T22:00:00Z,promo@deals-now.example,quotes@alice-insurance.example,rejected,\'=?UTF-8?B?VXJnZW50?= rejected: spam\n' +
  '2026-11-23T14:05:00Z,maria.garcia@mail.example,quotes@alice-insurance.example,delivered,250 2.0.0 OK 1795446865 x - gsmtp\n';

const download = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${gw.url}${EMAIL_LOG_CSV_PATH}?${query}`, { headers: { cookie: SESSION.cookie, ...headers } });

describe('the CSV download route (ADMIN-038, API-096)', () => {
  it('ADMIN-038 / API-096: staff get the upstream CSV of search_emails?to&from&format=csv, byte for byte, as a dated attachment', async () => {
    asMirus();
    const path = `${SEARCH}?to=quotes%40alice-insurance.example&from=&format=csv`;
    gw.reply('GET', path, 200, CSV_BODY, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    const res = await download('from=&to=quotes%40alice-insurance.example');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(CSV_BODY);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${emailLogCsvFileName()}"`);
    expect(emailLogCsvFileName(new Date('2026-11-24T03:00:00Z'))).toBe('email-log-2026-11-24.csv');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', `GET /${path}`]);
    // A link carries the browser's cookies only; a GET needs no CSRF header (decision D-62 echoes the browser's).
    const headers = gw.callsTo('GET', path)[0]!.headers;
    expect(headers).toMatchObject({ accept: 'text/csv', cookie: 'sessionid=sess1; csrftoken=tok1' });
    expect(headers['x-csrftoken']).toBeUndefined();
  });

  it("ADMIN-038: the web client's link for a search is this route with the same from and to", () => {
    expect(emailLogCsvHref({ from: ' alice-insurance.example ', to: 'j.smith@mail.example' })).toBe(
      '/downloads/email-search.csv?from=alice-insurance.example&to=j.smith%40mail.example',
    );
  });

  for (const [who, user, headers] of REFUSED) {
    it(`ADMIN-038: ${who} gets 403 and the upstream is never asked for the log`, async () => {
      gw.reply('GET', AUTH_INFO, 200, user);
      const res = await download('to=alice', headers);
      expect(res.status).toBe(403);
      expect(await res.text()).toBe(MESSAGES.forbidden);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
    });
  }

  it('ADMIN-038: an X-CSRFToken the browser sends is passed on, as ctx.rest does for GraphQL', async () => {
    asMirus();
    const path = `${SEARCH}?to=alice&from=&format=csv`;
    gw.reply('GET', path, 200, CSV_BODY, { headers: { 'content-type': 'text/csv' } });
    const res = await download('to=alice', { 'x-csrftoken': 'tok1' });
    expect(res.status).toBe(200);
    expect(gw.callsTo('GET', path)[0]!.headers['x-csrftoken']).toBe('tok1');
  });

  it('ADMIN-038: nobody signed in gets 401 and no search call', async () => {
    gw.reply('GET', AUTH_INFO, 403, {});
    const res = await fetch(`${gw.url}${EMAIL_LOG_CSV_PATH}?to=alice`);
    expect(res.status).toBe(401);
    expect(await res.text()).toBe(MESSAGES.notAuthenticated);
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('VALID-031: a download with both fields blank is 400 with the rule text and no search call', async () => {
    asMirus();
    const res = await download('from=%20&to=');
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(EMAIL_SEARCH_MESSAGE);
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('ERR-078: a 500 from the upstream is a 502 with the email search text, not the upstream body', async () => {
    asMirus();
    gw.reply('GET', `${SEARCH}?to=alice&from=&format=csv`, 500, 'Traceback (most recent call last): secret', {
      headers: { 'content-type': 'text/plain' },
    });
    const res = await download('to=alice');
    expect(res.status).toBe(502);
    expect(await res.text()).toBe(MESSAGES.emailSearch);
    expect(res.headers.get('content-disposition')).toBeNull();
  });

  it('ERR-078: an upstream that cannot be reached is a 502 with the email search text', async () => {
    asMirus();
    gw.replyWithError('GET', `${SEARCH}?to=alice&from=&format=csv`);
    gw.replyWithError('GET', `${SEARCH}?to=alice&from=&format=csv`);
    const res = await download('to=alice');
    expect(res.status).toBe(502);
    expect(await res.text()).toBe(MESSAGES.emailSearch);
  });
});

describe('the CSV download escapes formulas itself (issue #24 §5)', () => {
  it('ADMIN-038: cells starting with =, +, -, @, a tab or a carriage return get an apostrophe, whatever the provider sent', async () => {
    asMirus();
    const unsafe = [
      'arrival,from,to,event,message',
      '2026-11-23T22:00:00Z,"=HYPERLINK(""http://evil.example"")",+1+2,-2+3,@SUM(A1)',
      '2026-11-23T22:01:00Z,"\tcmd","\rcmd","a, b","two\nlines ""quoted"""',
      "2026-11-23T22:02:00Z,-12.50,+7,'=already,plain",
    ].join('\r\n');
    gw.reply('GET', `${SEARCH}?to=alice&from=&format=csv`, 200, `${unsafe}\r\n`, { headers: { 'content-type': 'text/csv' } });
    const res = await download('to=alice');
    expect(res.status).toBe(200);
    const safe = [
      'arrival,from,to,event,message',
      `2026-11-23T22:00:00Z,"'=HYPERLINK(""http://evil.example"")",'+1+2,'-2+3,'@SUM(A1)`,
      `2026-11-23T22:01:00Z,'\tcmd,"'\rcmd","a, b","two\nlines ""quoted"""`,
      "2026-11-23T22:02:00Z,-12.50,+7,'=already,plain",
    ];
    expect(await res.text()).toBe(`${safe.join('\n')}\n`);
  });
});

describe('the CSV download streams (ADMIN-038)', () => {
  let upstream: Server;
  let csvResponse: ServerResponse | null = null;
  let requested: (() => void) | null = null;

  beforeEach(async () => {
    upstream = createServer((req, res) => {
      if (req.url?.startsWith('/api/users/auth_info/')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(USERS.mirus));
        return;
      }
      // The header row and a first event now; the rest only when the test says so. (The gateway re-escapes the cells
      // as they pass, issue #24 §5: its parser passes a line on once it has seen the start of the next one.)
      res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      res.write(`arrival,from,to,event,message\n${DELIVERY.arrival},${DELIVERY.from},${DELIVERY.to},delivered,250 OK\n`);
      csvResponse = res;
      requested?.();
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  });
  afterEach(async () => {
    upstream.closeAllConnections();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  it('ADMIN-038: the browser has the first bytes before the upstream has finished sending the file', async () => {
    const { port } = upstream.address() as AddressInfo;
    const gateway = await startGateway({ upstreamUrl: `http://127.0.0.1:${port}/`, sandboxMode: true, port: 0, host: '127.0.0.1' });
    try {
      const started = new Promise<void>((resolve) => (requested = resolve));
      const res = await fetch(`${gateway.url}${EMAIL_LOG_CSV_PATH}?to=alice`, { headers: { cookie: SESSION.cookie } });
      await started;
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let received = '';
      while (!received.includes('\n')) received += decoder.decode((await reader.read()).value, { stream: true });
      // The upstream's answer is still open here: what arrived was passed on, not collected.
      expect(received).toBe('arrival,from,to,event,message\n');
      expect(csvResponse!.writableEnded).toBe(false);
      csvResponse!.end(`${DELIVERY.arrival},${DELIVERY.from},${DELIVERY.to},bounced,550 unknown\n`);
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += decoder.decode(chunk.value, { stream: true });
      expect(received).toBe(
        'arrival,from,to,event,message\n' +
          `${DELIVERY.arrival},${DELIVERY.from},${DELIVERY.to},delivered,250 OK\n` +
          `${DELIVERY.arrival},${DELIVERY.from},${DELIVERY.to},bounced,550 unknown\n`,
      );
    } finally {
      await gateway.close();
    }
  });
});

describe('the email search rules (VALID-031, ADMIN-037)', () => {
  it('VALID-031: both empty gives "You must fill in at least one field"; either one is enough', () => {
    expect(validateEmailSearch({ from: '', to: '  ' })).toEqual({ from: ['You must fill in at least one field'] });
    expect(validateEmailSearch({})).toEqual({ from: ['You must fill in at least one field'] });
    expect(validateEmailSearch({ from: 'a@x.com', to: '' })).toEqual({});
    expect(validateEmailSearch({ from: null, to: 'a@x.com' })).toEqual({});
  });
});
