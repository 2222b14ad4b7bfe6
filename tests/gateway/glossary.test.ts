import { describe, expect, it } from 'vitest';
import { BUILT_IN_GLOSSARY_KEYS, BUILT_IN_GLOSSARY_TERMS, GLOSSARY_MESSAGES, MESSAGES } from '@portal/rules';
import { AUTH_INFO, gid, SESSION, useGateway, USERS } from './helpers';
import { itRefusesAllButInternalStaff, VIEW_AS_AGENT } from './staffOnly';

const gw = useGateway();

const opts = (variables: Record<string, unknown> = {}, headers?: Record<string, string>) => ({ variables, cookie: SESSION.cookie, headers });
const as = (user: object) => gw.reply('GET', AUTH_INFO, 200, user);
const LIST_PATH = 'api/glossary/';

const VISITS = { id: 14, title: 'Visits', description: '<p>People who came</p>', path: 'visits', visible: true, examples: ['One visit'], notes: ['A note'] };
const BOTS = { id: 1, title: 'bots and crawlers', description: '<p>Programs</p>', path: 'bots_crawlers', visible: true, examples: [], notes: [] };
const DRAFT = { id: 20, title: 'Appointment requests', description: '<p>Draft</p>', path: 'appointment_requests', visible: false, examples: [], notes: [] };
const ALL = [VISITS, DRAFT, BOTS];

const TERM_FIELDS = 'id termId title description path visible examples notes';
const GLOSSARY = `{ glossary { id terms { ${TERM_FIELDS} } } }`;
const CREATE = `mutation($input: GlossaryTermInput!) { createGlossaryTerm(input: $input) { term { ${TERM_FIELDS} } glossary { id terms { path } } } }`;
const UPDATE = `mutation($termId: ID!, $input: GlossaryTermInput!) { updateGlossaryTerm(termId: $termId, input: $input) { term { ${TERM_FIELDS} } glossary { id terms { path } } } }`;
const DELETE = 'mutation($termId: ID!) { deleteGlossaryTerm(termId: $termId) { deletedId glossary { id terms { path } } } }';
const ADD_ALL = 'mutation { addBuiltInGlossaryTerms { added addedPaths glossary { id terms { path } } } }';

const INPUT = {
  title: ' Phone clicks ',
  description: '<p>Taps on your <strong>number</strong></p>',
  path: ' phone_clicks ',
  visible: true,
  examples: [' A tap '],
  notes: [],
};
const SAVED = { id: 30, title: 'Phone clicks', description: '<p>Taps on your <strong>number</strong></p>', path: 'phone_clicks', visible: true, examples: ['A tap'], notes: [] };

describe('glossary (API-101, GLOSS-001, decision D-103)', () => {
  it('API-101 / GLOSS-001 / GLOSS-009: the glossary query sends GET api/glossary/ and maps every field, alphabetical by title', async () => {
    as(USERS.agent);
    gw.reply('GET', LIST_PATH, 200, ALL);
    const res = await gw.gql(GLOSSARY, opts());
    expect(res.body.errors).toBeUndefined();
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'GET /api/glossary/']);
    expect(res.body.data?.glossary).toEqual({
      id: gid('Glossary', 'visible'),
      terms: [
        { id: gid('GlossaryTerm', 1), termId: '1', title: 'bots and crawlers', description: '<p>Programs</p>', path: 'bots_crawlers', visible: true, examples: [], notes: [] },
        { id: gid('GlossaryTerm', 14), termId: '14', title: 'Visits', description: '<p>People who came</p>', path: 'visits', visible: true, examples: ['One visit'], notes: ['A note'] },
      ],
    });
  });

  it('D-103 (Ambiguity #26): provider staff see hidden terms; an agent, staff, corp and provider staff viewing as an agent do not', async () => {
    as(USERS.mirus);
    gw.reply('GET', LIST_PATH, 200, ALL);
    const mirus = await gw.gql(GLOSSARY, opts());
    expect(mirus.body.data?.glossary.id).toBe(gid('Glossary', 'all'));
    expect(mirus.body.data?.glossary.terms.map((t: { path: string }) => t.path)).toEqual(['appointment_requests', 'bots_crawlers', 'visits']);
    for (const user of [USERS.agent, USERS.staff, USERS.corp]) {
      as(user);
      gw.reply('GET', LIST_PATH, 200, ALL);
      const res = await gw.gql(GLOSSARY, opts());
      expect(res.body.data?.glossary.terms.map((t: { path: string }) => t.path)).toEqual(['bots_crawlers', 'visits']);
    }
    as(USERS.mirus);
    gw.reply('GET', LIST_PATH, 200, ALL);
    const viewing = await gw.gql(GLOSSARY, opts({}, VIEW_AS_AGENT));
    expect(viewing.body.data?.glossary.terms.map((t: { path: string }) => t.path)).toEqual(['bots_crawlers', 'visits']);
  });

  it('ROUTE-016: nobody signed in gets UNAUTHENTICATED with no glossary call', async () => {
    gw.reply('GET', AUTH_INFO, 403, {});
    const res = await gw.gql(GLOSSARY);
    expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('a 500 on GET api/glossary/ gives the glossary load text, never the upstream body', async () => {
    as(USERS.agent);
    gw.reply('GET', LIST_PATH, 500, { detail: 'db trace' });
    const res = await gw.gql(GLOSSARY, opts());
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.glossaryLoad, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(res.text).not.toContain('db trace');
  });
});

describe('createGlossaryTerm (API-102, GLOSS-016, GLOSS-019)', () => {
  it('API-102 / GLOSS-016: createGlossaryTerm sends POST api/glossary/ with exactly the keyword (trimmed), then reads the list again', async () => {
    as(USERS.mirus);
    gw.reply('GET', LIST_PATH, 200, [VISITS]);
    gw.reply('POST', LIST_PATH, 201, SAVED);
    gw.reply('GET', LIST_PATH, 200, [VISITS, SAVED]);
    const res = await gw.gql(CREATE, opts({ input: INPUT }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'GET /api/glossary/', 'POST /api/glossary/', 'GET /api/glossary/']);
    expect(gw.callsTo('POST', LIST_PATH)[0]!.body).toEqual({
      title: 'Phone clicks',
      description: '<p>Taps on your <strong>number</strong></p>',
      path: 'phone_clicks',
      visible: true,
      examples: ['A tap'],
      notes: [],
    });
    expect(res.body.data?.createGlossaryTerm.term).toMatchObject({ id: gid('GlossaryTerm', 30), termId: '30', path: 'phone_clicks' });
    expect(res.body.data?.createGlossaryTerm.glossary).toEqual({ id: gid('Glossary', 'all'), terms: [{ path: 'phone_clicks' }, { path: 'visits' }] });
  });

  it('GLOSS-009: visible defaults to true when the input leaves it out', async () => {
    as(USERS.mirus);
    gw.reply('GET', LIST_PATH, 200, []);
    gw.reply('POST', LIST_PATH, 201, SAVED);
    gw.reply('GET', LIST_PATH, 200, [SAVED]);
    const { visible: _visible, ...noVisible } = INPUT;
    await gw.gql(CREATE, opts({ input: noVisible }));
    expect((gw.callsTo('POST', LIST_PATH)[0]!.body as { visible: boolean }).visible).toBe(true);
  });

  it('D-104: the description is sanitized before the POST: <script>, onerror and javascript: never reach the upstream', async () => {
    as(USERS.mirus);
    gw.reply('GET', LIST_PATH, 200, []);
    gw.reply('POST', LIST_PATH, 201, SAVED);
    gw.reply('GET', LIST_PATH, 200, [SAVED]);
    const description =
      '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a> <a href="https://example.com/x" onclick="alert(4)">good</a> <em>ok</em><iframe src="https://evil.example"></iframe><style>p{}</style></p>';
    await gw.gql(CREATE, opts({ input: { ...INPUT, description } }));
    const body = gw.callsTo('POST', LIST_PATH)[0]!.body as { description: string };
    expect(body.description).toBe('<p>Hi<a>bad</a> <a href="https://example.com/x">good</a> <em>ok</em></p>');
    expect(body.description).not.toMatch(/script|onerror|onclick|javascript:|iframe|style|<img/i);
  });

  it('VALID-045: an empty title gives "Name is required" with no POST; a bad path gives the path rule', async () => {
    as(USERS.mirus);
    const res = await gw.gql(CREATE, opts({ input: { ...INPUT, title: '  ', path: 'Page Views' } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: GLOSSARY_MESSAGES.title,
      extensions: { code: 'BAD_USER_INPUT', fields: { title: [GLOSSARY_MESSAGES.title], path: [GLOSSARY_MESSAGES.pathFormat] } },
    });
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('GLOSS-016: a path another term holds is refused with a clear message and no POST', async () => {
    as(USERS.mirus);
    gw.reply('GET', LIST_PATH, 200, [VISITS]);
    const res = await gw.gql(CREATE, opts({ input: { ...INPUT, path: 'visits' } }));
    expect(res.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { path: [GLOSSARY_MESSAGES.pathTaken] } });
    expect(gw.callsTo('POST', LIST_PATH)).toHaveLength(0);
  });

  it("the upstream's 400 on a duplicate path comes back on the path field", async () => {
    as(USERS.mirus);
    gw.reply('GET', LIST_PATH, 200, []);
    gw.reply('POST', LIST_PATH, 400, { path: ['A glossary term with the path "phone_clicks" already exists. Paths must be unique.'] });
    const res = await gw.gql(CREATE, opts({ input: INPUT }));
    expect(res.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { path: ['A glossary term with the path "phone_clicks" already exists. Paths must be unique.'] },
    });
  });

  it('ERR-083: a 500 on POST api/glossary/ gives the glossary save text', async () => {
    as(USERS.mirus);
    gw.reply('GET', LIST_PATH, 200, []);
    gw.reply('POST', LIST_PATH, 500, { detail: 'boom' });
    const res = await gw.gql(CREATE, opts({ input: INPUT }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.glossarySave, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(res.body.data).toBeNull();
  });
});

describe('updateGlossaryTerm (API-103, GLOSS-015)', () => {
  it('API-103 / GLOSS-015: save after edit sends PUT api/glossary/{id}/ with the keyword; its own path is no duplicate', async () => {
    as(USERS.mirus);
    gw.reply('GET', LIST_PATH, 200, [VISITS, SAVED]);
    gw.reply('PUT', 'api/glossary/30/', 200, { ...SAVED, notes: ['Tap'] });
    gw.reply('GET', LIST_PATH, 200, [VISITS, SAVED]);
    const res = await gw.gql(UPDATE, opts({ termId: '30', input: { ...INPUT, notes: ['Tap'] } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'GET /api/glossary/', 'PUT /api/glossary/30/', 'GET /api/glossary/']);
    expect(gw.callsTo('PUT', 'api/glossary/30/')[0]!.body).toEqual({
      title: 'Phone clicks',
      description: '<p>Taps on your <strong>number</strong></p>',
      path: 'phone_clicks',
      visible: true,
      examples: ['A tap'],
      notes: ['Tap'],
    });
    expect(res.body.data?.updateGlossaryTerm.term.notes).toEqual(['Tap']);
  });

  it('ERR-083: a 500 on PUT gives the glossary save text', async () => {
    as(USERS.mirus);
    gw.reply('GET', LIST_PATH, 200, [SAVED]);
    gw.reply('PUT', 'api/glossary/30/', 500, {});
    const res = await gw.gql(UPDATE, opts({ termId: '30', input: INPUT }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.glossarySave, extensions: { code: 'UPSTREAM_ERROR' } });
  });
});

describe('deleteGlossaryTerm (API-104, GLOSS-017)', () => {
  it('API-104 / GLOSS-017: DELETE api/glossary/{id}/ is followed by GET api/glossary/', async () => {
    as(USERS.mirus);
    gw.reply('DELETE', 'api/glossary/14/', 204);
    gw.reply('GET', LIST_PATH, 200, [BOTS]);
    const res = await gw.gql(DELETE, opts({ termId: '14' }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'DELETE /api/glossary/14/', 'GET /api/glossary/']);
    expect(res.body.data?.deleteGlossaryTerm).toEqual({
      deletedId: gid('GlossaryTerm', 14),
      glossary: { id: gid('Glossary', 'all'), terms: [{ path: 'bots_crawlers' }] },
    });
  });
});

describe('addBuiltInGlossaryTerms (GLOSS-018)', () => {
  it('GLOSS-018 / GLOSS-010: issues one POST per missing built-in key, never a duplicate, and reports how many', async () => {
    as(USERS.mirus);
    const present = BUILT_IN_GLOSSARY_TERMS.filter((t) => t.path !== 'visits' && t.path !== 'campaign_ids').map((t, i) => ({ ...t, id: i + 1 }));
    gw.reply('GET', LIST_PATH, 200, [...present, DRAFT]);
    gw.reply('POST', LIST_PATH, 201, { ...VISITS, id: 40 }, { times: 2 });
    gw.reply('GET', LIST_PATH, 200, [...present, DRAFT, { ...VISITS, id: 40 }]);
    const res = await gw.gql(ADD_ALL, opts());
    expect(res.body.errors).toBeUndefined();
    const posts = gw.callsTo('POST', LIST_PATH).map((c) => c.body as { path: string; title: string; visible: boolean });
    expect(posts.map((p) => p.path).sort()).toEqual(['campaign_ids', 'visits']);
    const visits = BUILT_IN_GLOSSARY_TERMS.find((t) => t.path === 'visits')!;
    expect(posts.find((p) => p.path === 'visits')).toEqual({ ...visits });
    expect(res.body.data?.addBuiltInGlossaryTerms).toMatchObject({ added: 2, addedPaths: ['visits', 'campaign_ids'] });
  });

  it('GLOSS-018: with every built-in key present it adds 0 and sends no POST', async () => {
    as(USERS.mirus);
    gw.reply('GET', LIST_PATH, 200, BUILT_IN_GLOSSARY_TERMS.map((t, i) => ({ ...t, id: i + 1 })));
    const res = await gw.gql(ADD_ALL, opts());
    expect(res.body.data?.addBuiltInGlossaryTerms).toMatchObject({ added: 0, addedPaths: [] });
    expect(res.body.data?.addBuiltInGlossaryTerms.glossary.terms).toHaveLength(BUILT_IN_GLOSSARY_KEYS.length);
    expect(gw.callsTo('POST', LIST_PATH)).toHaveLength(0);
  });
});

describe('only internal provider staff create, update or delete glossary terms', () => {
  itRefusesAllButInternalStaff(
    () => gw,
    [
      { name: 'createGlossaryTerm', document: CREATE, variables: { input: INPUT } },
      { name: 'updateGlossaryTerm', document: UPDATE, variables: { termId: '30', input: INPUT } },
      { name: 'deleteGlossaryTerm', document: DELETE, variables: { termId: '30' } },
      { name: 'addBuiltInGlossaryTerms', document: ADD_ALL, variables: {} },
    ],
  );
});
