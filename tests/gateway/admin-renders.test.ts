import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { AUTH_INFO, SESSION, useGateway, USERS } from './helpers';
import { itRefusesAllButInternalStaff } from './staffOnly';

const gw = useGateway();

const RENDERS = `query($agentId: ID!) { domainRenders(agentId: $agentId) {
  id domain lastRenderTime lastRenderSuccess renders { renderTime success trigger schemaErrors response } } }`;
const opts = (headers?: Record<string, string>) => ({ variables: { agentId: 'A1' }, cookie: SESSION.cookie, headers });
const sent = () => gw.calls.map((c) => `${c.method} ${c.path}`).sort();
const domain = (pk: number, name: string, active: boolean) => ({
  pk,
  domain_name: name,
  product_type: 'm1',
  is_cancelled: !active,
  active,
  content: ['/'],
});
const OK = { render_time: '2026-11-17T14:05:12Z', success: true, trigger: 'content_update', schema_errors: [], response: { status: 'published', pages_rendered: 7 } };
const FAILED = {
  render_time: '2026-11-20T09:30:47Z',
  success: false,
  trigger: 'type_change',
  schema_errors: ['pages.about.sections[1].heading: This field is required.'],
  response: { status: 'failed' },
};

describe('domainRenders (ADMIN-056..058)', () => {
  it('ADMIN-056 API-042: each active domain\'s GET …/render_attempts/ (in parallel), newest first, with the last render on the row', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/agents/A1/domains/', 200, [domain(2, 'b.example', true), domain(1, 'a.example', true), domain(3, 'gone.example', false)]);
    gw.reply('GET', 'api/agents/A1/domains/a.example/render_attempts/', 200, [OK, FAILED]);
    gw.reply('GET', 'api/agents/A1/domains/b.example/render_attempts/', 200, []);
    const res = await gw.gql(RENDERS, opts());
    expect(res.body.errors).toBeUndefined();
    const [a, b] = res.body.data?.domainRenders as Record<string, any>[];
    expect(a).toMatchObject({ domain: 'a.example', lastRenderSuccess: false });
    expect(new Date(a.lastRenderTime).toISOString()).toBe('2026-11-20T09:30:47.000Z');
    expect(a.renders.map((r: { trigger: string }) => r.trigger)).toEqual(['type_change', 'content_update']);
    expect(a.renders[0].schemaErrors).toEqual(FAILED.schema_errors);
    expect(JSON.parse(a.renders[1].response)).toEqual(OK.response);
    expect(b).toMatchObject({ domain: 'b.example', lastRenderTime: null, lastRenderSuccess: null, renders: [] });
    expect(sent()).toEqual([
      'GET /api/agents/A1/domains/',
      'GET /api/agents/A1/domains/a.example/render_attempts/',
      'GET /api/agents/A1/domains/b.example/render_attempts/',
      'GET /api/users/auth_info/',
    ]);
  });

  it('ADMIN-057: an agent with no active domain gets [] and no render call', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/agents/A1/domains/', 200, [domain(3, 'gone.example', false)]);
    const res = await gw.gql(RENDERS, opts());
    expect(res.body.data?.domainRenders).toEqual([]);
    expect(sent()).toEqual(['GET /api/agents/A1/domains/', 'GET /api/users/auth_info/']);
  });

  it('ERR-041: a failed history is the render-attempts text with UPSTREAM_ERROR', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/agents/A1/domains/', 200, [domain(1, 'a.example', true)]);
    gw.reply('GET', 'api/agents/A1/domains/a.example/render_attempts/', 500, { detail: 'trace' });
    const res = await gw.gql(RENDERS, opts());
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.renderAttempts, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(res.text).not.toContain('trace');
  });

  itRefusesAllButInternalStaff(() => gw, [{ name: 'domainRenders', document: RENDERS, variables: { agentId: 'A1' } }], 'ADMIN-011 ');
});
