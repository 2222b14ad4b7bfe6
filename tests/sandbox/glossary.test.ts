import { BUILT_IN_GLOSSARY_KEYS, GLOSSARY_MESSAGES } from '@portal/rules';
import { glossaryCalls } from '@portal/rules/contract';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, NOT_FOUND, NOT_SIGNED_IN, SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();
const LIST = 'api/glossary/';
const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
type Term = { id: number; path: string; title: string; visible: boolean; examples: string[]; notes: string[]; description: string };

const NEW = { title: 'Reviews', description: '<p>Stars</p>', path: 'reviews', visible: true, examples: ['Five stars'], notes: [] };

describe('glossary (API-101..104)', () => {
  it('API-101 / GLOSS-010 / D-103: the seed holds the 16 built-in terms and a hidden draft that only provider staff get', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const all = await json<Term[]>(await jdoe.get(LIST));
    expect(glossaryCalls.keywords.answer.safeParse(all).success).toBe(true);
    expect(all.filter((t) => t.visible).map((t) => t.path).sort()).toEqual([...BUILT_IN_GLOSSARY_KEYS].sort());
    expect(all.filter((t) => !t.visible).map((t) => t.path)).toEqual(['appointment_requests']);

    for (const user of ['alice', 'sam', 'carol']) {
      const client = await signedIn(sandbox.url, user);
      const seen = await json<Term[]>(await client.get(LIST));
      expect(seen.map((t) => t.path)).not.toContain('appointment_requests');
      expect(seen).toHaveLength(16);
    }
    const anonymous = await new SandboxClient(sandbox.url).get(LIST);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toEqual(NOT_SIGNED_IN);
  });

  it('API-102 / API-103 / API-104: create (201), update (200) and delete (204) a term', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const created = await jdoe.post(LIST, { ...NEW, title: ' Reviews ' });
    expect(created.status).toBe(201);
    const term = await json<Term>(created);
    expect(term).toMatchObject({ ...NEW, title: 'Reviews' });

    const updated = await jdoe.put(`${LIST}${term.id}/`, { ...NEW, notes: ['From Google'] });
    expect(updated.status).toBe(200);
    expect(await json<Term>(updated)).toMatchObject({ id: term.id, notes: ['From Google'] });

    const deleted = await jdoe.delete(`${LIST}${term.id}/`);
    expect(deleted.status).toBe(204);
    const after = await json<Term[]>(await jdoe.get(LIST));
    expect(after.map((t) => t.path)).not.toContain('reviews');
    expect((await jdoe.delete(`${LIST}${term.id}/`)).status).toBe(404);
  });

  it('GLOSS-016: a duplicate path is a 400 with a clear message on path; a term keeps its own path on update', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const dup = await jdoe.post(LIST, { ...NEW, path: 'visits' });
    expect(dup.status).toBe(400);
    expect(await dup.json()).toEqual({ path: ['A glossary term with the path "visits" already exists. Paths must be unique.'] });
    const all = await json<Term[]>(await jdoe.get(LIST));
    const visits = all.find((t) => t.path === 'visits')!;
    const same = await jdoe.put(`${LIST}${visits.id}/`, { ...visits, title: 'Visits (people)' });
    expect(same.status).toBe(200);
    const taken = await jdoe.put(`${LIST}${visits.id}/`, { ...visits, path: 'page_views' });
    expect(taken.status).toBe(400);
  });

  it('VALID-045: an empty title is a 400 "Name is required"; a missing field is a DRF 400', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const bad = await jdoe.post(LIST, { ...NEW, title: ' ', path: 'Bad Path' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ title: [GLOSSARY_MESSAGES.title], path: [GLOSSARY_MESSAGES.pathFormat] });
    const missing = await jdoe.post(LIST, { title: 'x' });
    expect(missing.status).toBe(400);
  });

  it('writes are for internal provider staff only: agents, staff and corp get 403; an unknown id is 404', async () => {
    for (const user of ['alice', 'sam', 'carol']) {
      const client = await signedIn(sandbox.url, user);
      expect(await (await client.post(LIST, NEW)).json()).toEqual(FORBIDDEN);
      expect((await client.put(`${LIST}1/`, NEW)).status).toBe(403);
      expect((await client.delete(`${LIST}1/`)).status).toBe(403);
    }
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const missing = await jdoe.put(`${LIST}9999/`, NEW);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(NOT_FOUND);
  });
});
