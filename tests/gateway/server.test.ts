import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { AUTH_INFO, setup, USERS, type TestGateway } from './helpers';

let gw: TestGateway | undefined;
afterEach(async () => {
  await gw?.close();
  gw = undefined;
});

const PROBE = 'query probeQuery { viewer { id authenticated userType homePath } }';

describe('persisted queries', () => {
  it('a doc_id runs the persisted document, even when full documents are refused', async () => {
    gw = await setup({ persistedQueries: { abc123: PROBE }, allowAdhocDocuments: false });
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.post({ doc_id: 'abc123', variables: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        viewer: { id: Buffer.from('Viewer:me').toString('base64'), authenticated: true, userType: 'agent', homePath: '/agents/A1/dashboard/' },
      },
    });
  });

  it('a doc_id wins over a query sent alongside it', async () => {
    gw = await setup({ persistedQueries: { abc123: '{ appVersion }' }, allowAdhocDocuments: false });
    gw.reply('GET', 'version.txt', 200, '1.0', { headers: { 'content-type': 'text/plain' } });
    const res = await gw.post({ doc_id: 'abc123', query: '{ sandboxAccounts { password } }' });
    expect(res.body).toEqual({ data: { appVersion: '1.0' } });
  });

  it('an unknown doc_id answers 200 with PERSISTED_QUERY_NOT_FOUND', async () => {
    gw = await setup({ persistedQueries: { abc123: PROBE } });
    const res = await gw.post({ doc_id: 'nope', variables: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
    expect(gw.calls).toHaveLength(0);
  });

  it('a doc_id named like an object property (constructor, toString) is as unknown as any other, by POST and GET', async () => {
    gw = await setup({ persistedQueries: { abc123: PROBE } });
    const notFound = { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] };
    for (const id of ['constructor', 'toString', '__proto__']) {
      const posted = await gw.post({ doc_id: id, variables: {} });
      expect([posted.status, posted.body]).toEqual([200, notFound]);
      const got = await fetch(`${gw.url}/graphql?doc_id=${id}`, { headers: { 'apollo-require-preflight': 'true' } });
      expect([got.status, await got.json()]).toEqual([200, notFound]);
    }
    expect(gw.calls).toHaveLength(0);
  });

  it('a full document is refused with PERSISTED_QUERY_REQUIRED when ad-hoc documents are not allowed', async () => {
    gw = await setup({ persistedQueries: { abc123: PROBE }, allowAdhocDocuments: false });
    const res = await gw.gql(PROBE);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_REQUIRED');
    expect(gw.calls).toHaveLength(0);
  });

  it('GET requests follow the same rules', async () => {
    gw = await setup({ persistedQueries: { v: '{ appVersion }' }, allowAdhocDocuments: false });
    gw.reply('GET', 'version.txt', 200, '3.1', { headers: { 'content-type': 'text/plain' } });
    const headers = { 'apollo-require-preflight': 'true' };
    let res = await fetch(`${gw.url}/graphql?doc_id=v`, { headers });
    expect(await res.json()).toEqual({ data: { appVersion: '3.1' } });
    res = await fetch(`${gw.url}/graphql?query=${encodeURIComponent('{ appVersion }')}`, { headers });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe(
      'PERSISTED_QUERY_REQUIRED',
    );
  });

  it('reads gateway/persisted-queries.json by default', async () => {
    const file = path.resolve(import.meta.dirname, '../../gateway/persisted-queries.json');
    const documents = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const [id, document] = Object.entries(documents).find(([, doc]) => !/mutation/.test(doc)) ?? [];
    if (!id || !document) return; // relay-compiler has not persisted any query yet
    gw = await setup({ persistedQueries: undefined, allowAdhocDocuments: false });
    gw.pool.intercept({ method: /.*/, path: () => true }).reply(403, {}).persist();
    const res = await gw.post({ doc_id: id, variables: {} });
    expect(res.body.errors?.[0]?.extensions?.code).not.toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});

describe('automatic persisted queries (decision D-62)', () => {
  const HASH = 'ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38';
  const NOT_SUPPORTED = {
    errors: [{ message: 'PersistedQueryNotSupported', extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } }],
  };
  const apq = { persistedQuery: { version: 1, sha256Hash: HASH } };

  it('a hash without a document gets PERSISTED_QUERY_NOT_SUPPORTED and nothing in the error log', async () => {
    gw = await setup();
    const logged = vi.spyOn(console, 'error');
    try {
      const res = await gw.post({ extensions: apq, variables: {} });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(NOT_SUPPORTED);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
    expect(gw.calls).toHaveLength(0);
  });

  it('a hash sent with its document, or with a doc_id, is refused the same way', async () => {
    gw = await setup({ persistedQueries: { v: '{ appVersion }' } });
    let res = await gw.post({ query: '{ appVersion }', extensions: apq });
    expect(res.body).toEqual(NOT_SUPPORTED);
    res = await gw.post({ doc_id: 'v', extensions: apq });
    expect(res.body).toEqual(NOT_SUPPORTED);
    expect(gw.calls).toHaveLength(0);
  });

  it('a GET with the hash in its extensions parameter is refused the same way', async () => {
    gw = await setup();
    const extensions = encodeURIComponent(JSON.stringify(apq));
    const res = await fetch(`${gw.url}/graphql?extensions=${extensions}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(NOT_SUPPORTED);
  });
});

describe('document limits', () => {
  it('full documents over 20000 characters are refused', async () => {
    gw = await setup();
    const long = `{ appVersion ${' '.repeat(20_000)}}`;
    const res = await gw.gql(long);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].extensions?.code).toBe('DOCUMENT_TOO_LARGE');
    expect(gw.calls).toHaveLength(0);
  });

  it('D-61: depth counts fields, not the fragments that wrap them (graphql-armor flattenFragments)', async () => {
    gw = await setup();
    // Twenty inline fragments around `viewer { id }`: depth 2, so the document runs.
    const nest = (wrappers: number): string =>
      wrappers === 0 ? 'viewer { id }' : `... on Query { ${nest(wrappers - 1)} }`;
    gw.reply('GET', AUTH_INFO, 403, {});
    const ok = await gw.gql(`{ ${nest(20)} }`);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data).toEqual({ viewer: { id: Buffer.from('Viewer:me').toString('base64') } });
  });

  it('more than 15 aliases are refused before execution', async () => {
    gw = await setup();
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: appVersion`).join(' ');
    const res = await gw.gql(`{ ${aliases(16)} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Aliases limit of 15'),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(gw.calls).toHaveLength(0);
  });
});

describe('HTTP behaviour', () => {
  it('csrfPrevention: a GET without a preflight header and a text/plain POST are blocked', async () => {
    gw = await setup();
    let res = await fetch(`${gw.url}/graphql?query=${encodeURIComponent('{ appVersion }')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Cross-Site Request Forgery');
    res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ appVersion }' }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Cross-Site Request Forgery');
    expect(gw.calls).toHaveLength(0);
  });

  it('introspection is on outside production (D-61)', async () => {
    gw = await setup();
    const res = await gw.gql('{ __schema { queryType { name } } }');
    expect(res.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('malformed JSON gets a JSON error without a stack trace', async () => {
    gw = await setup();
    const res = await gw.post('{"query": ');
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toEqual({ message: MESSAGES.generic, extensions: { code: 'BAD_REQUEST' } });
    expect(res.text).not.toMatch(/at .*\(|SyntaxError/);
  });

  it('the Apollo landing page is disabled', async () => {
    gw = await setup();
    const res = await fetch(`${gw.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await res.text()).not.toMatch(/apollo.*sandbox|embeddable-explorer/i);
  });
});

describe('web client', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'webdist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<html>portal</html>');
    writeFileSync(path.join(dist, 'graphiql.html'), '<html>graphiql</html>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves /assets/* with a long cache and html with no-cache', async () => {
    gw = await setup({ webDist: dist });
    let res = await fetch(`${gw.url}/assets/app-1234.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    res = await fetch(`${gw.url}/favicon.svg`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    res = await fetch(`${gw.url}/index.html`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('ROUTE-017: client-side routes fall back to index.html for browsers; other requests get 404', async () => {
    gw = await setup({ webDist: dist });
    let res = await fetch(`${gw.url}/agents/A1/dashboard/`, { headers: { accept: 'text/html,*/*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('<html>portal</html>');
    res = await fetch(`${gw.url}/assets/missing.js`, { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
  });

  it('ROUTE-017: any GET outside the API gets the app, whatever the Accept header (curl http://host/)', async () => {
    gw = await setup({ webDist: dist });
    for (const accept of ['*/*', 'application/json', undefined]) {
      const res = await fetch(`${gw.url}/`, { headers: accept ? { accept } : {} });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('<html>portal</html>');
    }
    const deep = await fetch(`${gw.url}/mirus/S1/`, { headers: { accept: '*/*' } });
    expect(await deep.text()).toBe('<html>portal</html>');
    const post = await fetch(`${gw.url}/agents/A1/`, { method: 'POST' });
    expect(post.status).toBe(404);
    const graphql = await fetch(`${gw.url}/graphql`, { headers: { accept: 'application/json' } });
    expect(await graphql.text()).not.toBe('<html>portal</html>');
  });

  it('GET /graphql from a browser opens GraphiQL', async () => {
    gw = await setup({ webDist: dist });
    const res = await fetch(`${gw.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<html>graphiql</html>');
  });
});
