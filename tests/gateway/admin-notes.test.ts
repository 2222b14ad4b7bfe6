import { describe, expect, it } from 'vitest';
import { earliestToday, localDay, MESSAGES, NOTE_MESSAGES, validateNote } from '@portal/rules';
import { AUTH_INFO, gid, SESSION, useGateway, USERS } from './helpers';
import { itRefusesAllButInternalStaff } from './staffOnly';

const gw = useGateway();

const opts = (variables: Record<string, unknown>, headers?: Record<string, string>) => ({
  variables,
  cookie: SESSION.cookie,
  headers,
});
const asMirus = (times = 1) => gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times });

const NOTES = 'api/agents/A1/notes/';
const PAGE_1 = `${NOTES}?page=1&page_size=100`;
const NOTE_FIELDS = 'id noteId category text serviceFailure followUpBy followedUpAt createdAt createdBy assignedTo updatedAt';
const LIST = `query($agentId: ID!, $page: Int) { agentNotes(agentId: $agentId, page: $page) {
  id page pageSize pageCount totalCount notes { ${NOTE_FIELDS} } } }`;
const CATEGORIES = 'query($agentId: ID!) { noteCategories(agentId: $agentId) { value label } }';
const ADD = `mutation($input: AddNoteInput!) { addNote(input: $input) { note { ${NOTE_FIELDS} } notes { id totalCount notes { noteId } } } }`;

/** Complete API-092 records, in the upstream's order (older first, to prove the gateway sorts). */
const OLD = {
  id: 7,
  category: 'website',
  text: 'Site was down',
  service_failure: true,
  follow_up_by: '2026-08-09',
  followed_up_at: '2026-08-08T16:30:00Z',
  created_at: '2026-08-02T10:05:00Z',
  created_by: 'jdoe@mirus.example',
  assigned_to: 'jdoe@mirus.example',
  updated_at: '2026-08-08T16:30:00Z',
};
const NEW = {
  id: 9,
  category: 'general',
  text: 'Welcome call',
  service_failure: false,
  follow_up_by: null,
  followed_up_at: null,
  created_at: '2026-10-15T09:20:00Z',
  created_by: 'jdoe@mirus.example',
  assigned_to: null,
  updated_at: null,
};
const page = (results: unknown[], count = results.length, n = 1) => ({ count, page: n, page_size: 100, results });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const INPUT = { agentId: 'A1', category: ' billing ', text: ' Called about the invoice ', serviceFailure: true, followUpBy: inDays(3) };

describe('agentNotes (API-092, ADMIN-029)', () => {
  it('API-092 / ADMIN-029 / CONST-029: the notes query sends GET notes/?page=1&page_size=100 and maps every column, newest first', async () => {
    asMirus();
    gw.reply('GET', PAGE_1, 200, page([OLD, NEW]));
    const res = await gw.gql(LIST, opts({ agentId: 'A1' }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', `GET /${PAGE_1}`]);
    expect(res.body.data?.agentNotes).toEqual({
      id: gid('NotePage', 'A1/1'),
      page: 1,
      pageSize: 100,
      pageCount: 1,
      totalCount: 2,
      notes: [
        {
          id: gid('Note', 'A1/9'),
          noteId: '9',
          category: 'general',
          text: 'Welcome call',
          serviceFailure: false,
          followUpBy: null,
          followedUpAt: null,
          createdAt: '2026-10-15T09:20:00.000Z',
          createdBy: 'jdoe@mirus.example',
          assignedTo: null,
          updatedAt: null,
        },
        {
          id: gid('Note', 'A1/7'),
          noteId: '7',
          category: 'website',
          text: 'Site was down',
          serviceFailure: true,
          followUpBy: '2026-08-09',
          followedUpAt: '2026-08-08T16:30:00.000Z',
          createdAt: '2026-08-02T10:05:00.000Z',
          createdBy: 'jdoe@mirus.example',
          assignedTo: 'jdoe@mirus.example',
          updatedAt: '2026-08-08T16:30:00.000Z',
        },
      ],
    });
  });

  it('API-092: page 2 sends page=2&page_size=100; 250 notes are 3 pages', async () => {
    asMirus();
    gw.reply('GET', `${NOTES}?page=2&page_size=100`, 200, page([OLD], 250, 2));
    const res = await gw.gql(LIST, opts({ agentId: 'A1', page: 2 }));
    expect(res.body.data?.agentNotes).toMatchObject({ id: gid('NotePage', 'A1/2'), page: 2, pageCount: 3, totalCount: 250 });
  });

  it('API-092: a page below 1 is BAD_USER_INPUT with no notes call', async () => {
    asMirus();
    const res = await gw.gql(LIST, opts({ agentId: 'A1', page: 0 }));
    expect(res.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('ERR-076: a 500 on GET notes/ gives the notes load text, never the upstream body', async () => {
    asMirus();
    gw.reply('GET', PAGE_1, 500, { detail: 'db trace' });
    const res = await gw.gql(LIST, opts({ agentId: 'A1' }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.notesLoad, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(res.text).not.toContain('db trace');
  });
});

describe('noteCategories (API-094)', () => {
  it('API-094: the noteCategories query sends GET notes/categories/ and passes value and label', async () => {
    asMirus();
    gw.reply('GET', `${NOTES}categories/`, 200, [
      { value: 'billing', label: 'Billing' },
      { value: 'general', label: 'General' },
    ]);
    const res = await gw.gql(CATEGORIES, opts({ agentId: 'A1' }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', `GET /${NOTES}categories/`]);
    expect(res.body.data?.noteCategories).toEqual([
      { value: 'billing', label: 'Billing' },
      { value: 'general', label: 'General' },
    ]);
  });

  it('ERR-076: a 500 on GET notes/categories/ gives the notes load text', async () => {
    asMirus();
    gw.reply('GET', `${NOTES}categories/`, 500, {});
    const res = await gw.gql(CATEGORIES, opts({ agentId: 'A1' }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.notesLoad, extensions: { code: 'UPSTREAM_ERROR' } });
  });
});

describe('addNote (API-093, ADMIN-028)', () => {
  it('API-093 / ADMIN-028: addNote sends POST notes/ with exactly {category, service_failure, text, follow_up_by}, then reads page 1', async () => {
    asMirus();
    const saved = { ...NEW, id: 10, category: 'billing', text: 'Called about the invoice', service_failure: true, follow_up_by: INPUT.followUpBy };
    gw.reply('POST', NOTES, 201, saved);
    gw.reply('GET', PAGE_1, 200, page([saved, NEW]));
    const res = await gw.gql(ADD, opts({ input: INPUT }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', `POST /${NOTES}`, `GET /${PAGE_1}`]);
    expect(gw.callsTo('POST', NOTES)[0].body).toEqual({
      category: 'billing',
      service_failure: true,
      text: 'Called about the invoice',
      follow_up_by: INPUT.followUpBy,
    });
    expect(res.body.data?.addNote.note).toMatchObject({ noteId: '10', category: 'billing', serviceFailure: true, followUpBy: INPUT.followUpBy });
    expect(res.body.data?.addNote.notes).toEqual({ id: gid('NotePage', 'A1/1'), totalCount: 2, notes: [{ noteId: '10' }, { noteId: '9' }] });
  });

  it('API-093: no follow-up day (blank) is sent as follow_up_by null', async () => {
    asMirus();
    gw.reply('POST', NOTES, 201, NEW);
    gw.reply('GET', PAGE_1, 200, page([NEW]));
    const res = await gw.gql(ADD, opts({ input: { ...INPUT, followUpBy: '  ', serviceFailure: false } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', NOTES)[0].body).toEqual({ category: 'billing', service_failure: false, text: 'Called about the invoice', follow_up_by: null });
  });

  it('VALID-025 / VALID-026 / VALID-027: no category, blank text and yesterday are refused with their texts and no POST', async () => {
    asMirus(2);
    const res = await gw.gql(ADD, opts({ input: { ...INPUT, category: ' ', text: '  ', followUpBy: inDays(-2) } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Category must be chosen',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { category: ['Category must be chosen'], text: ['Note text required'], followUpBy: [NOTE_MESSAGES.followUpBy] },
      },
    });
    const notADay = await gw.gql(ADD, opts({ input: { ...INPUT, followUpBy: '2026-02-30' } }));
    expect(notADay.body.errors?.[0].extensions?.fields).toEqual({ followUpBy: [NOTE_MESSAGES.followUpByDay] });
    expect(gw.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('VALID-027: today is accepted', async () => {
    asMirus();
    gw.reply('POST', NOTES, 201, NEW);
    gw.reply('GET', PAGE_1, 200, page([NEW]));
    const res = await gw.gql(ADD, opts({ input: { ...INPUT, followUpBy: inDays(0) } }));
    expect(res.body.errors).toBeUndefined();
  });

  it("ADMIN-028: the upstream's 400 comes back per field under the input's names", async () => {
    asMirus();
    gw.reply('POST', NOTES, 400, { category: ['"x" is not a valid choice.'], follow_up_by: ['Enter a valid date.'] });
    const res = await gw.gql(ADD, opts({ input: INPUT }));
    expect(res.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { category: ['"x" is not a valid choice.'], followUpBy: ['Enter a valid date.'] },
    });
  });

  it('ERR-077: a 500 on POST notes/ gives the note save text', async () => {
    asMirus();
    gw.reply('POST', NOTES, 500, { detail: 'boom' });
    const res = await gw.gql(ADD, opts({ input: INPUT }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.noteSave, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(res.body.data).toBeNull();
  });
});

describe('ADMIN-017: only internal provider staff reach the notes operations', () => {
  itRefusesAllButInternalStaff(
    () => gw,
    [
      { name: 'agentNotes', document: LIST, variables: { agentId: 'A1' } },
      { name: 'noteCategories', document: CATEGORIES, variables: { agentId: 'A1' } },
      { name: 'addNote', document: ADD, variables: { input: INPUT } },
    ],
  );
});

describe('the note rules (VALID-025..027, decision D-89)', () => {
  const good = { category: 'billing', text: 'Called', followUpBy: '' };

  it('VALID-025: an empty category gives "Category must be chosen"', () => {
    expect(validateNote({ ...good, category: ' ' }, '2026-11-23')).toEqual({ category: ['Category must be chosen'] });
  });

  it('VALID-026: empty text gives "Note text required"', () => {
    expect(validateNote({ ...good, text: '' }, '2026-11-23')).toEqual({ text: ['Note text required'] });
  });

  it('VALID-027: the day before today fails, today and later pass, no day passes, a non-day fails', () => {
    expect(validateNote({ ...good, followUpBy: '2026-11-22' }, '2026-11-23')).toEqual({ followUpBy: [NOTE_MESSAGES.followUpBy] });
    expect(validateNote({ ...good, followUpBy: '2026-11-23' }, '2026-11-23')).toEqual({});
    expect(validateNote({ ...good, followUpBy: '2027-01-01' }, '2026-11-23')).toEqual({});
    expect(validateNote(good, '2026-11-23')).toEqual({});
    expect(validateNote({ ...good, followUpBy: '2026-13-01' }, '2026-11-23')).toEqual({ followUpBy: [NOTE_MESSAGES.followUpByDay] });
  });

  it('D-89: the server\'s today is the day in UTC-12, so nobody\'s own today is refused', () => {
    expect(earliestToday(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-23');
    expect(earliestToday(new Date('2026-11-24T13:00:00Z'))).toBe('2026-11-24');
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
