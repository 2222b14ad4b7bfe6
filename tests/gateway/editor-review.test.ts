import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUEUE_TEXTS } from '@portal/rules';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

/**
 * Issue #25 in the editor's data: the approval queue's decisions on the domain (a rejection's reason, decision
 * D-170) and a parked domain as an expected state (decision D-174), against mocked REST.
 */

let gw: TestGateway;
beforeEach(async () => {
  gw = await setup();
});
afterEach(async () => {
  await gw.close();
});

const opts = (variables?: Record<string, unknown>) => ({ variables, cookie: SESSION.cookie });
const sent = () => gw.calls.map((c) => `${c.method} ${c.path}`);

const D = 'alpha.example';
const CONFIG_PATH = `api/domain/${D}/config/?include_pages=false`;
const DECISIONS_PATH = `api/overview/queue/decisions/?domain_name=${D}`;

const CONFIG = {
  core: {
    agent: { associate_id: 'A1', name: 'Alice Smith', about: null, image: null, social: { facebook: null, linkedin: null, twitter: null, youtube: null } },
    office: {
      name: 'Smith Agency',
      address: null,
      landmark: null,
      hours: null,
      phone: { business: null, on_microsite: true },
      preferred_phone: 'business',
      team: { members: [] },
    },
    feeds: { reviews: true, articles: false },
    qlp: { header: null, layout: null },
    meta: { branch: 'main', version: '2026.11.1' },
  },
  pages: null,
  productType: 'm2',
};

const REJECTED = {
  id: 12,
  override_id: 5,
  decision: 'rejected',
  reason: 'Please name your products.',
  decided_by: 'carol',
  decided_at: '2026-11-21T10:00:00Z',
  associate_id: 'A1',
  agent_name: 'Alice Smith',
  domain_name: D,
  type: 'text',
  key: 'contact-me',
  subkey: 'heading',
  page_key: 'contact',
  value: 'Talk to us',
  submitted_by: 'alice',
  submitted_at: '2026-11-20T09:00:00Z',
};

const QUERY = `query ($agentId: ID!, $domainName: String!) { domainEditor(agentId: $agentId, domainName: $domainName) {
  parked config { associateId } decisions { decision reason decidedBy decidedAt pageKey key subkey value } } }`;

describe('DomainEditor.decisions (issue #25, decision D-170)', () => {
  it('the agent reads the decisions of their domain with the config, in one wave: GET api/overview/queue/decisions/?domain_name=', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('GET', DECISIONS_PATH, 200, [REJECTED]);
    const res = await gw.gql(QUERY, opts({ agentId: 'A1', domainName: D }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.domainEditor).toEqual({
      parked: false,
      config: { associateId: 'A1' },
      decisions: [
        {
          decision: 'rejected',
          reason: 'Please name your products.',
          decidedBy: 'carol',
          decidedAt: '2026-11-21T10:00:00.000Z',
          pageKey: 'contact',
          key: 'contact-me',
          subkey: 'heading',
          value: 'Talk to us',
        },
      ],
    });
    expect(sent().sort()).toEqual([`GET /${AUTH_INFO}`, `GET /${CONFIG_PATH}`, `GET /${DECISIONS_PATH}`].sort());
  });

  it('a failed read is null with the history\'s text; the editor still opens', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', CONFIG_PATH, 200, CONFIG);
    gw.reply('GET', DECISIONS_PATH, 500, {});
    const res = await gw.gql(QUERY, opts({ agentId: 'A1', domainName: D }));
    expect(res.body.errors?.map((e) => [e.path?.join('.'), e.message])).toEqual([['domainEditor.decisions', QUEUE_TEXTS.historyLoad]]);
    expect(res.body.data?.domainEditor.config).toEqual({ associateId: 'A1' });
  });

  it('another agent is refused before any editor or decision call (the demo exemption is asked first, AUTH-016)', async () => {
    gw.reply('GET', AUTH_INFO, 200, { ...USERS.agent, associate_id: 'A2' });
    gw.reply('GET', 'api/site_config/', 200, {
      value: { domain_transactions_enabled: true, editor_message: null, demo_domains: [], demo_users: [] },
    });
    const res = await gw.gql(QUERY, opts({ agentId: 'A1', domainName: D }));
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(sent()).toEqual([`GET /${AUTH_INFO}`, 'GET /api/site_config/']);
  });
});

describe('a parked domain\'s editor (decision D-174)', () => {
  it('a config 404 for a domain the agent\'s list (API-036) calls parked is parked, with no error and nothing else read', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', CONFIG_PATH, 404, { detail: 'Not found.' });
    gw.reply('GET', 'api/agents/A1/domains/', 200, [
      { pk: 3, domain_name: D, product_type: 'parked', is_cancelled: false, active: true, content: [] },
    ]);
    gw.reply('GET', DECISIONS_PATH, 200, []);
    const res = await gw.gql(QUERY, opts({ agentId: 'A1', domainName: D }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.domainEditor).toEqual({ parked: true, config: null, decisions: null });
    expect(sent()).toContain('GET /api/agents/A1/domains/');
  });
});
