import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_LOG_CSV_PATH, IMAGE_UPLOAD_PATH } from '@portal/rules';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

// Issue #24 §2 (decision D-160): every kind of answer the gateway sends carries the security headers; the pages carry
// a policy whose nonce is fresh per answer and the same as the one in their tags.

/** What the web build writes (web/vite.config.ts html.cspNonce): every tag with the placeholder nonce. */
const PAGE = (title: string) =>
  `<!doctype html><html><head><meta property="csp-nonce" nonce="placeholder"><script nonce="placeholder">1</script>` +
  `<script type="module" src="/assets/app-1234.js" nonce="placeholder"></script><title>${title}</title></head></html>`;

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'webdist-headers-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), PAGE('portal'));
  writeFileSync(path.join(dist, 'graphiql.html'), PAGE('graphiql'));
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

let gw: TestGateway | undefined;
afterEach(async () => {
  await gw?.close();
  gw = undefined;
});

const ONE_YEAR_HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(headers: Headers, what: string) {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
}

function directives(headers: Headers): Map<string, string> {
  const policy = headers.get('content-security-policy') ?? '';
  return new Map(policy.split(';').map((d) => {
    const [name, ...values] = d.trim().split(/\s+/);
    return [name!, values.join(' ')];
  }));
}

/** Each answer that is not a page: it may load and run nothing. */
const ANSWER_POLICY = "default-src 'none';frame-ancestors 'none';object-src 'none';base-uri 'none';form-action 'self'";

describe('issue #24 §2: answers that are not pages', () => {
  it('GraphQL JSON, by a persisted id (the persisted lane) and by a full document (Apollo), has every header and a policy that allows nothing', async () => {
    gw = await setup({ webDist: dist, persistedQueries: { ping: 'query Ping { __typename }' } });
    for (const body of [{ doc_id: 'ping' }, { query: 'query Ping { __typename }' }]) {
      const res = await gw.post(body);
      expect(res.body).toEqual({ data: { __typename: 'Query' } });
      expectCommonHeaders(res.headers, JSON.stringify(body));
      expect(res.headers.get('content-security-policy')).toBe(ANSWER_POLICY);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('GraphQL errors, an unreadable body, a missing asset and a built asset have every header', async () => {
    gw = await setup({ webDist: dist });
    const badQuery = await gw.post({ query: '{ nope }' });
    expect(badQuery.status).toBe(400);
    const badJson = await gw.post('{"query":');
    expect(badJson.status).toBe(400);
    const missing = await fetch(`${gw.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    const asset = await fetch(`${gw.url}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    for (const [what, headers] of [['GraphQL error', badQuery.headers], ['bad JSON', badJson.headers], ['404', missing.headers], ['asset', asset.headers]] as const) {
      expectCommonHeaders(headers, what);
      expect(headers.get('content-security-policy'), what).toBe(ANSWER_POLICY);
    }
  });

  it('the plain routes (probes, schema, CSV download, image upload) have every header', async () => {
    gw = await setup({ webDist: dist });
    gw.reply('GET', AUTH_INFO, 200, { authenticated: false }, { times: 2 });
    const answers = {
      healthz: await fetch(`${gw.url}/healthz`),
      schema: await fetch(`${gw.url}/schema.graphql`),
      csv: await fetch(`${gw.url}${EMAIL_LOG_CSV_PATH}?from=2026-01-01&to=2026-01-31`, { headers: { cookie: SESSION.cookie } }),
      upload: await fetch(`${gw.url}${IMAGE_UPLOAD_PATH}`, { method: 'POST', headers: { cookie: SESSION.cookie } }),
    };
    expect(answers.healthz.status).toBe(200);
    expect(answers.schema.status).toBe(200);
    expect(answers.csv.status).toBeGreaterThanOrEqual(400);
    expect(answers.upload.status).toBeGreaterThanOrEqual(400);
    for (const [what, res] of Object.entries(answers)) {
      expectCommonHeaders(res.headers, what);
      expect(res.headers.get('content-security-policy'), what).toBe(ANSWER_POLICY);
    }
  });

  it('HSTS only in production, on every answer there', async () => {
    gw = await setup({ webDist: dist, production: true });
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    for (const res of [await gw.post({ query: '{ __typename }' }), await fetch(`${gw.url}/agents/A1/`), await fetch(`${gw.url}/healthz`)]) {
      expect(res.headers.get('strict-transport-security')).toBe(ONE_YEAR_HSTS);
    }
  });
});

describe('issue #24 §2: the pages', () => {
  async function page(url: string, init?: RequestInit) {
    const res = await fetch(url, init);
    const html = await res.text();
    const nonces = [...html.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]);
    return { res, html, nonces, policy: directives(res.headers) };
  }

  it('the portal page: a fresh nonce per answer, in its policy and in each of its tags, and no unsafe-inline', async () => {
    gw = await setup({ webDist: dist });
    const first = await page(`${gw.url}/agents/A1/dashboard/`, { headers: { accept: 'text/html' } });
    const second = await page(`${gw.url}/index.html`);
    for (const { res, html, nonces, policy } of [first, second]) {
      expect(res.status).toBe(200);
      expect(html).toContain('<title>portal</title>');
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // No validator: a 304 would keep a page whose nonces no longer match the policy.
      expect(res.headers.get('etag')).toBeNull();
      expect(res.headers.get('last-modified')).toBeNull();
      expectCommonHeaders(res.headers, 'page');
      expect(nonces).toHaveLength(3);
      expect(new Set(nonces).size).toBe(1);
      expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy.get('script-src')).toBe(`'self' 'nonce-${nonces[0]}'`);
      expect(policy.get('style-src')).toBe(`'self' 'nonce-${nonces[0]}'`);
      expect(policy.get('default-src')).toBe("'self'");
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(res.headers.get('content-security-policy')).not.toContain('unsafe');
    }
    expect(first.nonces[0]).not.toBe(second.nonces[0]);
  });

  it('a HEAD of the portal page has the headers and no body', async () => {
    gw = await setup({ webDist: dist });
    const res = await fetch(`${gw.url}/agents/A1/`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(directives(res.headers).get('script-src')).toMatch(/^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(await res.text()).toBe('');
  });

  it('the GraphQL playground: its nonce for scripts, monaco workers, inline styles, and its font', async () => {
    gw = await setup({ webDist: dist });
    const { res, html, nonces, policy } = await page(`${gw.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(html).toContain('<title>graphiql</title>');
    expectCommonHeaders(res.headers, 'playground');
    expect(new Set(nonces).size).toBe(1);
    expect(policy.get('script-src')).toBe(`'self' 'nonce-${nonces[0]}'`);
    expect(policy.get('worker-src')).toBe("'self' blob:");
    expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(policy.get('font-src')).toBe("'self' data:");
    expect(policy.get('connect-src')).toBe("'self'");
  });

  it('the playground refused in production (a 403 page) has every header', async () => {
    gw = await setup({ webDist: dist, production: true });
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await fetch(`${gw.url}/graphql`, { headers: { accept: 'text/html', cookie: SESSION.cookie } });
    expect(res.status).toBe(403);
    expectCommonHeaders(res.headers, '403');
    expect(res.headers.get('content-security-policy')).toBe(ANSWER_POLICY);
    expect(res.headers.get('strict-transport-security')).toBe(ONE_YEAR_HSTS);
  });
});
