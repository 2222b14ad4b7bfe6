import { articleSlugError, OVERRIDE_BODY_KEYS, OVERRIDE_FIELDS, treePages, type EditorTreeNode } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, NOT_FOUND, SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

const M2 = 'alice-insurance.example';

interface Override {
  id: number;
  type: string;
  value: string;
  status: string;
  key: string;
  subkey: string;
  page_key: string;
  branch: string;
  version: string;
  time: string;
}

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

const newOverride = (o: Partial<Record<string, unknown>> = {}) => ({
  type: 'text',
  value: 'We are open on Sundays too.',
  status: 'pending',
  key: 'about-me',
  subkey: '',
  page_key: 'about',
  allowed_terms: [],
  override_type: 'section',
  branch: 'main',
  version: '2026.11.1',
  time: '2026-11-22T12:00:00Z',
  ...o,
});

describe('domain config (API-048)', () => {
  it('API-048 EDITOR-003: the config has core agent, office, feeds, qlp, meta, pages and productType', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get(`api/domain/${M2}/config/?include_pages=false`);
    expect(res.status).toBe(200);
    const config = await json<Record<string, any>>(res);
    expect(config.productType).toBe('m2');
    expect(config.pages).toBeNull();
    expect(config.core.meta).toEqual({ branch: 'main', version: '2026.11.1' });
    expect(config.core.agent.social.facebook).toBe('https://facebook.example/a1001');
    expect(config.core.agent.about).toContain('Alice Anderson');
    expect(config.core.office.phone).toEqual({ business: '(217) 555-0101', on_microsite: true });
    expect(config.core.office.preferred_phone).toBe('business');
    expect(config.core.office.team.members).toHaveLength(3);
    expect(config.core.office.team.members[0]).toEqual({
      name: 'Sam Summers',
      image: 'https://images.agents.example/team/sam-summers.jpg',
      on_microsite: true,
    });
    expect(Object.keys(config.core)).toEqual(['agent', 'office', 'feeds', 'qlp', 'meta']);
    const withPages = await json<Record<string, any>>(await alice.get(`api/domain/${M2}/config/`));
    expect(withPages.pages).toEqual(['home', 'about', 'team', 'reviews', 'locations', 'jobs', 'contact', 'quote']);
  });

  it('API-048 D-47: 403 before 404; parked domains have no editor', async () => {
    const bob = await signedIn(sandbox.url, 'bob');
    expect(await json(await bob.get(`api/domain/${M2}/config/`))).toEqual(FORBIDDEN);
    expect((await bob.get('api/domain/nobody-has-this.example/config/')).status).toBe(403);
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect((await jdoe.get('api/domain/nobody-has-this.example/config/')).status).toBe(404);
    const alice = await signedIn(sandbox.url, 'alice');
    const parked = await alice.get('api/domain/alice-parked.example/config/');
    expect(parked.status).toBe(404);
    expect(await json(parked)).toEqual(NOT_FOUND);
    expect((await alice.get('api/domains/alice-parked.example/content/editor/')).status).toBe(404);
    const anonymous = new SandboxClient(sandbox.url);
    expect((await anonymous.get(`api/domain/${M2}/config/`)).status).toBe(403);
  });

  it('AUTH-016 D-47: a demo user reads the demo domain editor data but may not write', async () => {
    const ivan = await signedIn(sandbox.url, 'ivan');
    const demo = 'demo-insurance.example';
    expect((await ivan.get(`api/domain/${demo}/config/?include_pages=false`)).status).toBe(200);
    expect((await ivan.get(`api/domains/${demo}/content/editor/`)).status).toBe(200);
    expect((await ivan.get(`api/domains/${demo}/overrides/?status=pending&status=approved`)).status).toBe(200);
    expect((await ivan.get(`api/domains/${demo}/content/`)).status).toBe(200);
    expect((await ivan.put(`api/mxeditor/${demo}/log_editing/`)).status).toBe(200);
    const post = await ivan.post(`api/domains/${demo}/overrides/`, newOverride({ version: '2026.11.9' }));
    expect(post.status).toBe(403);
    expect((await ivan.get('api/domain/bob-baker.example/config/')).status).toBe(403);
  });
});

describe('editor tree and content (API-052, API-053)', () => {
  it('API-052 EDITOR-002: nodes carry key, editor_type, children and enabled; m1 has a disabled node', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const m2 = await json<EditorTreeNode[]>(await alice.get(`api/domains/${M2}/content/editor/`));
    expect(m2.map((p) => [p.key, p.editor_type, p.enabled])).toEqual([
      ['home', 'page', true],
      ['about', 'page', true],
      ['team', 'page', true],
      ['reviews', 'page', true],
      ['locations', 'page', true],
      ['jobs', 'page', true],
      ['contact', 'page', true],
      ['quote', 'page', true],
    ]);
    expect(treePages(m2).flatMap((p) => p.sections)).toHaveLength(32);
    const m1 = await json<EditorTreeNode[]>(await alice.get('api/domains/aliceanderson-agency.example/content/editor/'));
    const about = m1.find((p) => p.key === 'about');
    expect(about?.children?.find((c) => c.key === 'designations')).toEqual({
      key: 'designations',
      editor_type: 'component',
      children: [],
      enabled: false,
    });
  });

  it('API-053: content answers the routes of a site that has them', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get('api/domains/alice-quotes.example/content/');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ domain_name: 'alice-quotes.example', routes: ['/', '/quote/'] });
    expect((await alice.get('api/domains/alice-parked.example/content/')).status).toBe(404);
  });
});

describe('content overrides (API-049..051)', () => {
  it('API-049 EDITOR-005 EDITOR-006: pending and approved overrides with the 12 fields, oldest first', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get(`api/domains/${M2}/overrides/?status=pending&status=approved`);
    expect(res.status).toBe(200);
    const list = await json<Override[]>(res);
    expect(list.map((o) => [o.page_key, o.key, o.subkey, o.status])).toEqual([
      ['contact', 'contact-me', 'heading', 'approved'],
      ['about', 'about-me', '', 'approved'],
      ['about', 'about-me', '', 'pending'],
      ['about', 'about-me', '', 'pending'],
    ]);
    for (const field of OVERRIDE_FIELDS) expect(list[0]).toHaveProperty(field);
    const pendingOnly = await json<Override[]>(await alice.get(`api/domains/${M2}/overrides/?status=pending`));
    expect(pendingOnly.map((o) => o.status)).toEqual(['pending', 'pending']);
  });

  it('API-050 EDITOR-007: POST with the 11 keys creates a pending override', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const body = newOverride();
    expect(Object.keys(body).sort()).toEqual([...OVERRIDE_BODY_KEYS].sort());
    const res = await alice.post(`api/domains/${M2}/overrides/`, body);
    expect(res.status).toBe(201);
    const created = await json<Override>(res);
    expect(created).toMatchObject({ value: 'We are open on Sundays too.', status: 'pending', branch: 'main' });
    expect(created.time).toBe('2026-11-22T12:00:00Z');
    const list = await json<Override[]>(await alice.get(`api/domains/${M2}/overrides/?status=pending`));
    expect(list.map((o) => o.value)).toContain('We are open on Sundays too.');
  });

  it('API-050 EDITOR-059: an override keeps its allowed terms as sent, spaces kept, in the answer and the list', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const terms = ['State Farm', ' Good Neighbor '];
    const res = await alice.post(`api/domains/${M2}/overrides/`, newOverride({ value: 'Like a good neighbor', allowed_terms: terms }));
    expect(res.status).toBe(201);
    const created = await json<Override & { allowed_terms: string[] }>(res);
    expect(created.allowed_terms).toEqual(terms);
    const list = await json<(Override & { allowed_terms: string[] })[]>(await alice.get(`api/domains/${M2}/overrides/?status=pending`));
    expect(list.find((o) => o.id === created.id)?.allowed_terms).toEqual(terms);
    const notList = await alice.post(`api/domains/${M2}/overrides/`, newOverride({ allowed_terms: 'State Farm' }));
    expect(await json(notList)).toEqual({ allowed_terms: ['Expected a list of items but got type "string".'] });
  });

  it('API-050 ERR-051: missing value, key or branch is a 400 per field; approved may not be posted', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.post(`api/domains/${M2}/overrides/`, newOverride({ value: undefined, key: '', branch: null }));
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      value: ['This field is required.'],
      key: ['This field may not be blank.'],
      branch: ['This field is required.'],
    });
    const approved = await alice.post(`api/domains/${M2}/overrides/`, newOverride({ status: 'approved' }));
    expect(await json(approved)).toEqual({ status: ['"approved" is not a valid choice.'] });
    const bob = await signedIn(sandbox.url, 'bob');
    expect((await bob.post(`api/domains/${M2}/overrides/`, newOverride())).status).toBe(403);
  });

  it('API-051 EDITOR-009: DELETE overrides/0/ with branch, key, subkey and page_key removes that field', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.delete(`api/domains/${M2}/overrides/0/?branch=main&key=about-me&subkey=&page_key=about`);
    expect(res.status).toBe(204);
    const list = await json<Override[]>(await alice.get(`api/domains/${M2}/overrides/?status=pending&status=approved`));
    expect(list.map((o) => o.key)).toEqual(['contact-me']);
    const again = await alice.delete(`api/domains/${M2}/overrides/0/?branch=main&key=about-me&subkey=&page_key=about`);
    expect(again.status).toBe(404);
    expect((await alice.delete(`api/domains/${M2}/overrides/0/?key=about-me`)).status).toBe(400);
    const sam = await signedIn(sandbox.url, 'sam');
    const bySam = await sam.delete(`api/domains/${M2}/overrides/0/?branch=main&key=contact-me&subkey=heading&page_key=contact`);
    expect(bySam.status).toBe(204);
    const bob = await signedIn(sandbox.url, 'bob');
    expect((await bob.delete(`api/domains/${M2}/overrides/0/?branch=main&key=x&subkey=&page_key=`)).status).toBe(403);
  });
});

describe('visit log, copy refresh and article blacklist (API-054..057)', () => {
  it('API-057: PUT log_editing records the visit', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.put(`api/mxeditor/${M2}/log_editing/`);
    expect(res.status).toBe(200);
    const body = await json<{ domain_name: string; logged_at: string }>(res);
    expect(body.domain_name).toBe(M2);
    expect(Date.parse(body.logged_at)).not.toBeNaN();
    const bob = await signedIn(sandbox.url, 'bob');
    expect((await bob.put(`api/mxeditor/${M2}/log_editing/`)).status).toBe(403);
  });

  it('API-054: copy refresh needs a category', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.put(`api/domains/${M2}/copy/refresh/?category=products`);
    expect(await json(res)).toEqual({ domain_name: M2, category: 'products', refreshed: true });
    expect((await alice.put(`api/domains/${M2}/copy/refresh/`)).status).toBe(400);
  });

  it('API-055 API-056: the article blacklist reads empty, saves and reads back', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    expect(await json(await alice.get(`api/domains/${M2}/article_blacklist/`))).toEqual({ article_blacklist: [] });
    const put = await alice.put(`api/domains/${M2}/article_blacklist/`, { article_blacklist: ['flood-myths', 'flood-myths'] });
    expect(await json(put)).toEqual({ article_blacklist: ['flood-myths'] });
    expect(await json(await alice.get(`api/domains/${M2}/article_blacklist/`))).toEqual({ article_blacklist: ['flood-myths'] });
    expect((await alice.put(`api/domains/${M2}/article_blacklist/`, {})).status).toBe(400);
  });

  it('API-056 D-67: entries that are not slugs are a 400 with one message per entry, and nothing is stored', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const url = `api/domains/${M2}/article_blacklist/`;
    expect((await alice.put(url, { article_blacklist: ['flood-myths'] })).status).toBe(200);
    const bad = await alice.put(url, { article_blacklist: ['storm-tips', 'Flood Myths', 'a_b', ' ', 'x--y'] });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({
      article_blacklist: [articleSlugError('Flood Myths'), articleSlugError('a_b'), articleSlugError(''), articleSlugError('x--y')],
    });
    expect(articleSlugError('a_b')).toBe(
      '"a_b" is not an article slug: use lower-case letters, digits and single hyphens, e.g. flood-myths.',
    );
    expect(await json(await alice.get(url))).toEqual({ article_blacklist: ['flood-myths'] });
    const trimmed = await alice.put(url, { article_blacklist: [' storm-tips ', 'home-2026', 'storm-tips'] });
    expect(await json(trimmed)).toEqual({ article_blacklist: ['storm-tips', 'home-2026'] });
    expect((await alice.put(url, { article_blacklist: [7] })).status).toBe(400);
  });
});
