import { EMAIL_SEARCH_MESSAGE } from '@portal/rules';
import { emailSearchCalls, type EmailLogItemRecord } from '@portal/rules/contract';
import { openDatabase } from '@portal/sandbox';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, NOT_FOUND, NOT_SIGNED_IN, SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

const SEARCH = 'api/agents/search_emails/';
const DAY = 86_400_000;
const FORMULA_LOOKING = '=?UTF-8?B?VXJnZW50OiB5b3VyIHF1b3Rl?= rejected: message looks like spam (score 9.8)';

const search = (client: SandboxClient, query: Record<string, string>) =>
  client.get(`${SEARCH}?${new URLSearchParams(query).toString()}`);

async function events(res: Response): Promise<EmailLogItemRecord[]> {
  expect(res.status).toBe(200);
  const body: unknown = await res.json();
  expect(emailSearchCalls.search.answer.safeParse(body).success).toBe(true);
  return body as EmailLogItemRecord[];
}

/** RFC 4180: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) {
      cell += c;
    } else if (c === ',') {
      endCell();
    } else {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

const newestFirst = (items: EmailLogItemRecord[]) =>
  items.every((e, i) => i === 0 || Date.parse(items[i - 1]!.arrival) >= Date.parse(e.arrival));

describe('the mail log seed (ADMIN-037)', () => {
  it('ADMIN-037: a few thousand events over the last four weeks: deliveries, deferrals, bounces, refusals, complaints', () => {
    const db = openDatabase();
    try {
      const { count, oldest, newest } = db
        .prepare<[], { count: number; oldest: string; newest: string }>(
          'SELECT count(*) AS count, min(arrival) AS oldest, max(arrival) AS newest FROM mail_log',
        )
        .get()!;
      expect(count).toBeGreaterThan(2000);
      expect(Date.now() - Date.parse(oldest)).toBeGreaterThan(25 * DAY);
      expect(Date.parse(newest)).toBeLessThanOrEqual(Date.now());
      const kinds = db.prepare<[], { event: string }>('SELECT DISTINCT event FROM mail_log ORDER BY event').all();
      expect(kinds.map((k) => k.event)).toEqual(['accepted', 'bounced', 'complained', 'deferred', 'delivered', 'rejected']);
    } finally {
      db.close();
    }
  });
});

describe('search_emails (API-095, API-096)', () => {
  it('API-095 / CONST-030: the events to an address, of the last 7 days only, newest first, fitting the contract', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const found = await events(await search(jdoe, { to: 'quotes@alice-insurance.example', from: '' }));
    expect(found.length).toBeGreaterThan(5);
    expect(found.every((e) => e.to === 'quotes@alice-insurance.example')).toBe(true);
    expect(found.every((e) => Date.now() - Date.parse(e.arrival) <= 7 * DAY)).toBe(true);
    expect(newestFirst(found)).toBe(true);
    expect(found).toContainEqual(expect.objectContaining({ from: 'promo@deals-now.example', event: 'rejected', message: FORMULA_LOOKING }));
    // maria's mail of 8 days ago is in the log, outside the window.
    expect(found.some((e) => e.from === 'maria.garcia@mail.example' && e.message.includes('1700000000'))).toBe(false);
  });

  it('API-095 (D-100): from and to match case-insensitively as parts of the address; both given must both match', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const fromSite = await events(await search(jdoe, { from: 'ALICE-INSURANCE.example' }));
    expect(fromSite.length).toBeGreaterThan(0);
    expect(fromSite.every((e) => e.from.includes('alice-insurance.example'))).toBe(true);
    const both = await events(await search(jdoe, { from: 'info@alice-insurance.example', to: 'j.smith@mail.example' }));
    expect(both).toEqual([expect.objectContaining({ event: 'bounced', message: expect.stringMatching(/^550 5\.1\.1 <j\.smith@mail\.example>/) })]);
    expect(await events(await search(jdoe, { to: 'nobody@nowhere.example' }))).toEqual([]);
    // A % is a character of the address, not a wildcard.
    expect(await events(await search(jdoe, { to: '%' }))).toEqual([]);
  });

  it('VALID-031: neither from nor to is a 400 with the rule text', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await search(jdoe, { from: ' ', to: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ from: [EMAIL_SEARCH_MESSAGE] });
  });

  it('API-096: format=csv is text/csv with a header row and the same events in the same order', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    // "example" matches every address: hundreds of rows, more than one page of the store's reads.
    const json = await events(await search(jdoe, { to: 'example', from: '' }));
    expect(json.length).toBeGreaterThan(500);
    const res = await search(jdoe, { to: 'example', from: '', format: 'csv' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual(['arrival', 'from', 'to', 'event', 'message']);
    const unescaped = rows.map(([arrival, from, to, event, message]) => ({
      arrival,
      from,
      to,
      event,
      message: message!.startsWith("'=") ? message!.slice(1) : message,
    }));
    expect(unescaped).toEqual(json);
  });

  it('API-096: a cell a spreadsheet would run as a formula gets a leading apostrophe; no cell starts with = + - @ tab or CR', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await search(jdoe, { to: 'quotes@alice-insurance.example', format: 'csv' });
    const rows = parseCsv(await res.text()).slice(1);
    expect(rows).toContainEqual(expect.arrayContaining([`'${FORMULA_LOOKING}`]));
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it('API-095: an unknown format is a 404, as DRF answers it', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await search(jdoe, { to: 'alice', format: 'xml' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
  });

  for (const username of ['alice', 'sam', 'carol']) {
    it(`API-095 / API-096 (D-06): ${username} is refused with 403, JSON and CSV alike`, async () => {
      const client = await signedIn(sandbox.url, username);
      for (const format of ['json', 'csv']) {
        const res = await search(client, { to: 'alice', format });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual(FORBIDDEN);
      }
    });
  }

  it('API-095: nobody signed in is refused with 403 "not authenticated"', async () => {
    const res = await search(new SandboxClient(sandbox.url), { to: 'alice' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(NOT_SIGNED_IN);
  });
});
