import { NOTE_MESSAGES, NOTES_PAGE_SIZE } from '@portal/rules';
import { noteCalls } from '@portal/rules/contract';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, NOT_FOUND, SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

const NOTES = 'api/agents/A1001/notes/';
const PAGE_1 = `${NOTES}?page=1&page_size=${NOTES_PAGE_SIZE}`;
const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Page {
  count: number;
  page: number;
  page_size: number;
  results: Record<string, unknown>[];
}

describe('notes (API-092..094)', () => {
  it('API-094: the categories are value/label pairs fitting the contract', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.get(`${NOTES}categories/`);
    expect(res.status).toBe(200);
    const categories = await json<{ value: string; label: string }[]>(res);
    expect(noteCalls.categories.answer.safeParse(categories).success).toBe(true);
    expect(categories).toContainEqual({ value: 'billing', label: 'Billing' });
  });

  it('API-092, ADMIN-029: alice has seeded notes, newest first, with every field, 100 a page', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.get(PAGE_1);
    expect(res.status).toBe(200);
    const page = await json<Page>(res);
    expect(noteCalls.notes.answer.safeParse(page).success).toBe(true);
    expect(page).toMatchObject({ count: 3, page: 1, page_size: 100 });
    expect(page.results.map((n) => n.category)).toEqual(['adwords', 'website', 'general']);
    expect(page.results[1]).toEqual({
      id: 2,
      category: 'website',
      text: 'Site was down for two hours during the migration; credited $20.',
      service_failure: true,
      follow_up_by: '2026-08-09',
      followed_up_at: '2026-08-08T16:30:00Z',
      created_at: '2026-08-02T10:05:00Z',
      created_by: 'jdoe@mirus.example',
      assigned_to: 'jdoe@mirus.example',
      updated_at: '2026-08-08T16:30:00Z',
    });
  });

  it('API-092: a page past the last is 404 "Invalid page."; tina\'s empty first page is not', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const past = await jdoe.get(`${NOTES}?page=2&page_size=100`);
    expect(past.status).toBe(404);
    expect(await past.json()).toEqual({ detail: 'Invalid page.' });
    expect(await json<Page>(await jdoe.get('api/agents/A1004/notes/?page=1&page_size=100'))).toEqual({
      count: 0,
      page: 1,
      page_size: 100,
      results: [],
    });
    expect((await jdoe.get(`${NOTES}?page=0`)).status).toBe(400);
  });

  it('API-092: ivan\'s 120 notes are two pages of 100; page 2 holds the 20 oldest', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const first = await json<Page>(await jdoe.get('api/agents/A1002/notes/?page=1&page_size=100'));
    expect(first.count).toBe(120);
    expect(first.results).toHaveLength(100);
    expect(first.results[0]?.text).toBe('Weekly intern check-in #120.');
    const second = await json<Page>(await jdoe.get('api/agents/A1002/notes/?page=2&page_size=100'));
    expect(second).toMatchObject({ count: 120, page: 2, page_size: 100 });
    expect(second.results.map((n) => n.text).at(-1)).toBe('Weekly intern check-in #1.');
    expect(second.results).toHaveLength(20);
  });

  it('API-093, ADMIN-028: POST saves the four keys, the author and (with a follow-up) the assignee; it is listed first', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const day = inDays(2);
    const res = await jdoe.post(NOTES, { category: 'billing', service_failure: true, text: ' Called about the invoice ', follow_up_by: day });
    expect(res.status).toBe(201);
    const note = await json<Record<string, unknown>>(res);
    expect(noteCalls.addNote.answer.safeParse(note).success).toBe(true);
    expect(note).toMatchObject({
      category: 'billing',
      text: 'Called about the invoice',
      service_failure: true,
      follow_up_by: day,
      followed_up_at: null,
      created_by: 'jdoe@mirus.example',
      assigned_to: 'jdoe@mirus.example',
    });
    const page = await json<Page>(await jdoe.get(PAGE_1));
    expect(page.count).toBe(4);
    expect(page.results[0]).toEqual(note);
    const plain = await json<Record<string, unknown>>(
      await jdoe.post(NOTES, { category: 'general', service_failure: false, text: 'No follow-up', follow_up_by: null }),
    );
    expect(plain).toMatchObject({ follow_up_by: null, assigned_to: null });
  });

  it('VALID-025..027: no category, blank text, a past day and an unknown category are 400 per field', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const bad = await jdoe.post(NOTES, { category: '', service_failure: false, text: ' ', follow_up_by: inDays(-3) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      category: [NOTE_MESSAGES.category],
      text: [NOTE_MESSAGES.text],
      follow_up_by: [NOTE_MESSAGES.followUpBy],
    });
    const unknown = await jdoe.post(NOTES, { category: 'pluto', service_failure: false, text: 'x', follow_up_by: null });
    expect(await unknown.json()).toEqual({ category: ['"pluto" is not a valid choice.'] });
    const missing = await jdoe.post(NOTES, { category: 'billing', text: 'x' });
    expect(missing.status).toBe(400);
    expect(await json<Page>(await jdoe.get(PAGE_1))).toMatchObject({ count: 3 });
  });

  it('D-06: agents, staff, corp users and visitors get 403; an unknown agent is 404', async () => {
    for (const username of ['alice', 'sam', 'carol']) {
      const client = await signedIn(sandbox.url, username);
      const res = await client.get(PAGE_1);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
      expect((await client.get(`${NOTES}categories/`)).status).toBe(403);
      expect((await client.post(NOTES, { category: 'billing', service_failure: false, text: 'x', follow_up_by: null })).status).toBe(403);
    }
    expect((await new SandboxClient(sandbox.url).get(PAGE_1)).status).toBe(403);
    const missing = await (await signedIn(sandbox.url, 'jdoe')).get('api/agents/A9999/notes/');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(NOT_FOUND);
  });
});
