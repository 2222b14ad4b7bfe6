import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { AUTH_INFO, SESSION, useGateway, USERS } from './helpers';

const gw = useGateway();

const QUERY = `query($agentId: ID!) { domainActivity(agentId: $agentId) {
  domainName canceled eventCount
  events { eventId updatedBy ip created storedDescription description serviceType group } } }`;
const UPDATES = 'api/agents/A1/service_updates/';
const DOMAINS = 'api/agents/A1/domains/';
const ask = (headers?: Record<string, string>) => gw.gql(QUERY, { variables: { agentId: 'A1' }, cookie: SESSION.cookie, headers });

const domain = (domain_name: string, is_cancelled = false) => ({
  pk: domain_name.length,
  domain_name,
  product_type: 'm2',
  is_cancelled,
  active: !is_cancelled,
  content: [],
});
const UPDATE = {
  id: 7,
  domain: 'alpha.example',
  updated_by: 'jdoe',
  ip: '10.0.0.1',
  created: '2026-09-14T13:02:00Z',
  stored_description: 'CallRail tracking',
  description: 'Enabled',
  service_type: 'callrail',
  end_created: '2026-11-02T09:45:00Z',
  end_updated_by: 'mkim',
  end_description: 'Resized',
  end_ip: '10.0.0.2',
};

describe('domainActivity (API-107, ADMIN-072..077)', () => {
  it('API-107 / ADMIN-073 / ADMIN-077: GET service_updates/ and domains/, every field mapped, end fields a second row', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', DOMAINS, 200, [domain('alpha.example'), domain('old.example', true)]);
    gw.reply('GET', UPDATES, 200, [
      UPDATE,
      { ...UPDATE, id: 8, domain: null, service_type: 'website', end_created: null, end_updated_by: null, end_description: null, end_ip: null },
    ]);
    const res = await ask();
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.domainActivity).toEqual([
      {
        domainName: 'alpha.example',
        canceled: false,
        eventCount: 2,
        events: [
          {
            eventId: '7',
            updatedBy: 'jdoe',
            ip: '10.0.0.1',
            created: '2026-09-14T13:02:00.000Z',
            storedDescription: 'CallRail tracking',
            description: 'Enabled',
            serviceType: 'callrail',
            group: 'CALLRAIL',
          },
          {
            eventId: '7:end',
            updatedBy: 'mkim',
            ip: '10.0.0.2',
            created: '2026-11-02T09:45:00.000Z',
            storedDescription: 'CallRail tracking',
            description: 'Resized',
            serviceType: 'callrail',
            group: 'CALLRAIL',
          },
        ],
      },
      { domainName: 'old.example', canceled: true, eventCount: 0, events: [] },
      { domainName: null, canceled: false, eventCount: 1, events: [expect.objectContaining({ eventId: '8', group: 'OTHER' })] },
    ]);
    expect(gw.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET /api/agents/A1/domains/',
      'GET /api/agents/A1/service_updates/',
      'GET /api/users/auth_info/',
    ]);
    expect(gw.callsTo('GET', UPDATES)[0]?.body).toBeUndefined();
  });

  it('ERR-097: a failed service_updates call is "Failed to fetch service updates." and no data', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', DOMAINS, 200, [domain('alpha.example')]);
    gw.reply('GET', UPDATES, 500, { detail: 'trace' });
    const res = await ask();
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.serviceUpdates, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(res.body.data?.domainActivity).toBeNull();
    expect(res.text).not.toContain('trace');
  });

  it('ERR-097: a failed domain list is the same text', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', DOMAINS, 500, {});
    gw.reply('GET', UPDATES, 200, []);
    const res = await ask();
    expect(res.body.errors?.[0]?.message).toBe(MESSAGES.serviceUpdates);
  });

  it('D-06: agent, staff, corp, a non-internal mirus user and a provider viewing as an agent get FORBIDDEN, no upstream call', async () => {
    const viewAs = {
      'x-view-as': encodeURIComponent(JSON.stringify({ userType: 'agent', id: 'A1', corporatePermissions: [], internal: false, staffAgents: [] })),
    };
    const cases: [object, Record<string, string> | undefined][] = [
      [USERS.agent, undefined],
      [USERS.staff, undefined],
      [USERS.corp, undefined],
      [{ ...USERS.mirus, internal: false }, undefined],
      [USERS.mirus, viewAs],
    ];
    for (const [user, headers] of cases) {
      gw.reply('GET', AUTH_INFO, 200, user);
      const res = await ask(headers);
      expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } });
    }
    expect(gw.calls.filter((c) => c.path !== `/${AUTH_INFO}`)).toEqual([]);
  });

  it('D-06: nobody signed in is UNAUTHENTICATED with no upstream call but auth_info', async () => {
    gw.reply('GET', AUTH_INFO, 403, {});
    const res = await gw.gql(QUERY, { variables: { agentId: 'A1' } });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(gw.calls.filter((c) => c.path !== `/${AUTH_INFO}`)).toEqual([]);
  });
});
