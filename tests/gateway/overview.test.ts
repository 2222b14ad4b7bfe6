import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  canOpenOverview,
  CORPORATE_PERMISSIONS,
  MESSAGES,
  OVERVIEW_PAGES,
  STATS_MESSAGES,
  type SessionUser,
} from '@portal/rules';
import { AUTH_INFO, gid, SESSION, useGateway, withSession } from './helpers';

/**
 * The overview permission table (AUTH-011, OVERVIEW-001..008, decision D-46) enforced by the gateway: every role
 * against every Overview field. The expectation comes from canOpenOverview of @portal/rules applied to the user,
 * never from the gateway's code.
 */

const gw = useGateway();

const RANGE = `?${new URLSearchParams({ start: '2026-11-01T00:00:00', end: '2026-11-20T23:59:59' })}`;
const DATES = 'startDate: "2026-11-01", endDate: "2026-11-20"';

function authInfo(fields: Record<string, unknown>) {
  return {
    authenticated: true,
    user: 'someone',
    email: 'someone@example.com',
    associate_id: null,
    internal: false,
    corporate_permissions: [],
    staff_agents: [],
    user_details: { identifier: 'E1', email: 'someone@example.com' },
    tos_accepted: true,
    ...fields,
  };
}

const user = (fields: Partial<SessionUser>): SessionUser => ({ ...ANONYMOUS, authenticated: true, ...fields });

interface Role {
  name: string;
  authInfo: Record<string, unknown> | null;
  judged: SessionUser;
}

const corp = (permissions: string[], name = `corp with [${permissions.join(', ')}]`): Role => ({
  name,
  authInfo: authInfo({ user_type: 'corp', corporate_permissions: permissions }),
  judged: user({ userType: 'corp', corporatePermissions: permissions }),
});

const ROLES: Role[] = [
  { name: 'mirus', authInfo: authInfo({ user_type: 'mirus', internal: true }), judged: user({ userType: 'mirus', internal: true }) },
  { name: 'staff', authInfo: authInfo({ user_type: 'staff', staff_agents: ['A1'] }), judged: user({ userType: 'staff', staffAgents: ['A1'] }) },
  { name: 'agent', authInfo: authInfo({ user_type: 'agent', associate_id: 'A1' }), judged: user({ userType: 'agent', associateId: 'A1' }) },
  { name: 'unknown', authInfo: authInfo({ user_type: 'unknown' }), judged: user({ userType: 'unknown' }) },
  corp([], 'corp without permissions'),
  corp([...CORPORATE_PERMISSIONS], 'corp with every permission'),
  ...CORPORATE_PERMISSIONS.map((p) => corp([p])),
  { name: 'unauthenticated', authInfo: null, judged: ANONYMOUS },
];

const SUMMARY = {
  agents: 4,
  cards: OVERVIEW_PAGES.map((p, i) => ({ key: p.key, value: i + 1, label: `label ${p.key}` })),
};
const CALLTRACKING = {
  start: '2026-11-01T00:00:00',
  end: '2026-11-20T23:59:59',
  accounts: 1,
  call_count: 9,
  results: [
    { associate_id: 'A1', agent_name: 'Alice Anderson', has_account: true, pool_size: 5, area_code: '312', call_count: 9, answered: 6, missed: 1, voicemail: 2 },
    { associate_id: 'A2', agent_name: 'Ivan Ingram', has_account: false, pool_size: null, area_code: null, call_count: 0, answered: 0, missed: 0, voicemail: 0 },
  ],
};
const QLP = {
  start: '2026-11-01T00:00:00',
  end: '2026-11-20T23:59:59',
  count: 1,
  qlp_views: 30,
  overview_data: { agents: 1, domains: 1, qlp_views: 30, quote_starts: 7 },
  chart_data: [
    { date: '2026-11-01', qlp_views: 10 },
    { date: '2026-11-02', qlp_views: 20 },
  ],
  results: [{ associate_id: 'A1', agent_name: 'Alice Anderson', domain_name: 'alice.example', qlp_views: 30, quote_starts: 7 }],
};
const QUEUE = [
  {
    id: 5,
    status: 'pending',
    associate_id: 'A1',
    agent_name: 'Alice Anderson',
    domain_name: 'alice.example',
    type: 'text',
    key: 'about-me',
    subkey: '',
    page_key: 'about',
    value: 'Hello',
    description: 'About me text',
    branch: 'main',
    version: '1',
    time: '2026-11-17T14:05:00Z',
    created_by: 'A1',
    allowed_terms: [],
    live_value: 'Hi',
    live_source: 'approved',
  },
];
const M1 = {
  start: '2026-11-01T00:00:00',
  end: '2026-11-20T23:59:59',
  totals: { domains: 1, visits: 10, page_views: 20, phone_clicks: 1, contact_forms_sent: 2, quote_starts: 3 },
  results: [
    { associate_id: 'A1', agent_name: 'Alice Anderson', domain_name: 'alice.example', product_type: 'm1', active: true, visits: 10, page_views: 20, phone_clicks: 1, contact_forms_sent: 2, quote_starts: 3 },
  ],
};
const PARTICIPATION = {
  total_agents: 1,
  services: [
    { key: 'domains', name: 'Domains', agents: 1 },
    { key: 'scheduler', name: 'Appointment scheduler', agents: 0 },
  ],
  agents: [{ associate_id: 'A1', agent_name: 'Alice Anderson', services: [{ key: 'domains', active: true }] }],
};
const DEPARTURES = [
  { kind: 'agent', associate_id: 'A0907', agent_name: 'Greg Holt', domain_name: null, product_type: null, date: '2026-08-31', reason: 'Retired' },
  { kind: 'domain', associate_id: 'A1', agent_name: 'Alice Anderson', domain_name: 'old.example', product_type: 'm1', date: null, reason: 'Domain cancelled' },
];
const REPORTS = [
  {
    key: 'domain-types',
    title: 'Domains by product type',
    description: 'Counts.',
    columns: [
      { key: 'product_type', label: 'Product type' },
      { key: 'live', label: 'Live' },
    ],
    rows: [{ product_type: 'm1', live: 2, extra: 'ignored' }],
  },
];

interface Field {
  field: string;
  /** The canOpenOverview page; '' is the landing. */
  page: string;
  selection: string;
  path: string;
  body: unknown;
}

const FIELDS: Field[] = [
  { field: 'cards', page: '', selection: 'cards { page value }', path: 'api/overview/summary/', body: SUMMARY },
  { field: 'callTracking', page: 'calltracking', selection: `callTracking(${DATES}) { callCount }`, path: `api/overview/calltracking/${RANGE}`, body: CALLTRACKING },
  { field: 'qlpStats', page: 'qlp', selection: `qlpStats(${DATES}) { count }`, path: `api/overview/qlp/${RANGE}`, body: QLP },
  { field: 'approvalQueue', page: 'queue', selection: 'approvalQueue { totalCount }', path: 'api/overview/queue/', body: QUEUE },
  { field: 'queueHistory', page: 'queue', selection: 'queueHistory { domainNames }', path: 'api/overview/queue/decisions/', body: [] },
  { field: 'm1Stats', page: 'stats', selection: `m1Stats(${DATES}) { totals { visits } }`, path: `api/overview/m1stats/${RANGE}`, body: M1 },
  { field: 'participation', page: 'participation', selection: 'participation { totalAgents }', path: 'api/overview/participation/', body: PARTICIPATION },
  { field: 'departures', page: 'departures', selection: 'departures { reason }', path: 'api/overview/departures/', body: DEPARTURES },
  { field: 'reports', page: 'reports', selection: 'reports { key }', path: 'api/overview/reports/', body: REPORTS },
];

function signIn(role: Role) {
  if (role.authInfo) gw.reply('GET', AUTH_INFO, 200, role.authInfo);
  else gw.reply('GET', AUTH_INFO, 403, { detail: 'Authentication credentials were not provided.' });
}

describe('the overview permission table in the gateway (AUTH-011, OVERVIEW-001..008, D-46)', () => {
  for (const role of ROLES) {
    for (const f of FIELDS) {
      const landing = canOpenOverview(role.judged, '');
      const allowed = landing && canOpenOverview(role.judged, f.page);
      const outcome = !role.judged.authenticated ? 'UNAUTHENTICATED' : allowed ? 'allowed' : 'FORBIDDEN';
      it(`${role.name}: overview.${f.field} is ${outcome}`, async () => {
        signIn(role);
        gw.reply('GET', f.path, 200, f.body);
        const res = await gw.gql(`{ overview { id ${f.selection} } }`, { cookie: role.authInfo ? SESSION.cookie : undefined });
        if (outcome === 'allowed') {
          expect(res.body.errors).toBeUndefined();
          expect(res.body.data?.overview[f.field]).not.toBeNull();
          expect(gw.sent()).toEqual([`GET /${AUTH_INFO}`, `GET /${f.path}`]);
        } else {
          expect(res.body.errors?.[0].extensions?.code).toBe(outcome);
          // Refused before any upstream call but "who is this".
          expect(gw.sent()).toEqual([`GET /${AUTH_INFO}`]);
          if (landing) {
            expect(res.body.data?.overview.id).toBe(gid('Overview', 'corporate'));
            expect(res.body.data?.overview[f.field]).toBeNull();
          } else {
            expect(res.body.data?.overview).toBeNull();
          }
        }
      });
    }
  }

  it('AUTH-020 / D-19: provider staff viewing as a corp with [qlp] are judged as that corp', async () => {
    const viewAs = { userType: 'corp', id: 'E77', corporatePermissions: ['qlp'], internal: false, staffAgents: [] };
    const headers = { 'x-view-as': encodeURIComponent(JSON.stringify(viewAs)) };
    signIn(ROLES[0]);
    gw.reply('GET', `api/overview/qlp/${RANGE}`, 200, QLP);
    const res = await gw.gql(`{ overview { qlpStats(${DATES}) { count } callTracking(${DATES}) { callCount } } }`, {
      cookie: SESSION.cookie,
      headers,
    });
    expect(res.body.data?.overview.qlpStats).toEqual({ count: 1 });
    expect(res.body.data?.overview.callTracking).toBeNull();
    expect(res.body.errors?.map((e) => [e.path?.join('.'), e.extensions?.code])).toEqual([['overview.callTracking', 'FORBIDDEN']]);
    expect(gw.callsTo('GET', `api/overview/calltracking/${RANGE}`)).toHaveLength(0);
  });

  it('OVERVIEW-001: cards list only the pages the viewer may open, even when the upstream answers more', async () => {
    signIn(corp(['qlp', 'reports', 'm1editor']));
    gw.reply('GET', 'api/overview/summary/', 200, SUMMARY);
    const res = await gw.gql('{ overview { agentCount cards { page title description path value label } } }', withSession());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.overview.agentCount).toBe(4);
    expect(res.body.data?.overview.cards).toEqual([
      {
        page: 'qlp',
        title: 'Agent Quote Landing Page stats',
        description: OVERVIEW_PAGES[1].description,
        path: '/overview/qlp/',
        value: 2,
        label: 'label qlp',
      },
      { page: 'reports', title: 'Reports', description: OVERVIEW_PAGES[6].description, path: '/overview/reports/', value: 7, label: 'label reports' },
    ]);
    // agentCount and cards share one call.
    expect(gw.callsTo('GET', 'api/overview/summary/')).toHaveLength(1);
  });
});

describe('overview reads (D-46, D-47)', () => {
  const MIRUS = ROLES[0];

  it('calltracking: GET api/overview/calltracking/?start&end maps every agent', async () => {
    signIn(MIRUS);
    gw.reply('GET', `api/overview/calltracking/${RANGE}`, 200, CALLTRACKING);
    const res = await gw.gql(
      `{ overview { callTracking(${DATES}) { startDate endDate accounts callCount agents { associateId agentName hasAccount poolSize areaCode callCount answered missed voicemail } } } }`,
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.overview.callTracking).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-20',
      accounts: 1,
      callCount: 9,
      agents: [
        { associateId: 'A1', agentName: 'Alice Anderson', hasAccount: true, poolSize: 5, areaCode: '312', callCount: 9, answered: 6, missed: 1, voicemail: 2 },
        { associateId: 'A2', agentName: 'Ivan Ingram', hasAccount: false, poolSize: null, areaCode: null, callCount: 0, answered: 0, missed: 0, voicemail: 0 },
      ],
    });
  });

  it('OVERVIEW-009: qlpStats maps results, count, overview_data, chart_data and qlp_views', async () => {
    signIn(corp(['qlp']));
    gw.reply('GET', `api/overview/qlp/${RANGE}`, 200, QLP);
    const res = await gw.gql(
      `{ overview { qlpStats(${DATES}) { startDate endDate count qlpViews results { associateId agentName domainName qlpViews quoteStarts }
        overviewData { agents domains qlpViews quoteStarts } chartData { date qlpViews } } } }`,
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.overview.qlpStats).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-20',
      count: 1,
      qlpViews: 30,
      results: [{ associateId: 'A1', agentName: 'Alice Anderson', domainName: 'alice.example', qlpViews: 30, quoteStarts: 7 }],
      overviewData: { agents: 1, domains: 1, qlpViews: 30, quoteStarts: 7 },
      chartData: [
        { date: '2026-11-01', qlpViews: 10 },
        { date: '2026-11-02', qlpViews: 20 },
      ],
    });
  });

  it('VALID-043: a missing or bad date is BAD_USER_INPUT with the spec text and no upstream call', async () => {
    for (const field of ['qlpStats', 'callTracking', 'm1Stats']) {
      signIn(MIRUS);
      const res = await gw.gql(`{ overview { ${field}(startDate: "2026-11-01", endDate: "") { startDate } } }`, withSession());
      expect(res.body.errors?.[0]).toMatchObject({
        message: STATS_MESSAGES.range,
        extensions: { code: 'BAD_USER_INPUT', fields: { endDate: [STATS_MESSAGES.range] } },
      });
      expect(res.body.errors?.[0].message).toBe('Valid start and end dates required');
    }
    expect(gw.sent().every((c) => c === `GET /${AUTH_INFO}`)).toBe(true);
  });

  it('ERR-064: a 500 on the QLP stats gives its text; ERR-039 for M1 stats; ERR-045 for the queue; ERR-002 for the rest', async () => {
    const cases: [string, string, string][] = [
      [`qlpStats(${DATES}) { count }`, `api/overview/qlp/${RANGE}`, MESSAGES.qlpStats],
      [`m1Stats(${DATES}) { startDate }`, `api/overview/m1stats/${RANGE}`, MESSAGES.m1Stats],
      ['approvalQueue { totalCount }', 'api/overview/queue/', MESSAGES.overridesCheck],
      [`callTracking(${DATES}) { callCount }`, `api/overview/calltracking/${RANGE}`, MESSAGES.generic],
      ['participation { totalAgents }', 'api/overview/participation/', MESSAGES.generic],
      ['departures { reason }', 'api/overview/departures/', MESSAGES.generic],
      ['reports { key }', 'api/overview/reports/', MESSAGES.generic],
      ['cards { page }', 'api/overview/summary/', MESSAGES.generic],
    ];
    for (const [selection, path, message] of cases) {
      signIn(MIRUS);
      gw.reply('GET', path, 500, { detail: 'secret upstream text' });
      const res = await gw.gql(`{ overview { ${selection} } }`, withSession());
      expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'UPSTREAM_ERROR' } });
      expect(res.text).not.toContain('secret upstream text');
    }
  });

  it('OVERVIEW-010: the approval queue is a connection of pending overrides with agent, domain, section key, value and time', async () => {
    signIn(corp(['queue']));
    gw.reply('GET', 'api/overview/queue/', 200, QUEUE);
    const res = await gw.gql(
      '{ overview { approvalQueue { totalCount edges { node { id overrideId associateId agentName domainName key subkey pageKey type value description time createdBy sectionLabel fieldLabel valueKind allowedTerms liveValue liveSource } } } } }',
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.overview.approvalQueue).toEqual({
      totalCount: 1,
      edges: [
        {
          node: {
            id: gid('OverviewQueueItem', 5),
            overrideId: 5,
            associateId: 'A1',
            agentName: 'Alice Anderson',
            domainName: 'alice.example',
            key: 'about-me',
            subkey: '',
            pageKey: 'about',
            type: 'text',
            value: 'Hello',
            description: 'About me text',
            time: '2026-11-17T14:05:00.000Z',
            createdBy: 'A1',
            sectionLabel: 'About Me',
            fieldLabel: null,
            valueKind: 'rich',
            allowedTerms: [],
            liveValue: 'Hi',
            liveSource: 'approved',
          },
        },
      ],
    });
  });

  it('m1Stats, participation, departures and reports map their answers', async () => {
    signIn(corp([...CORPORATE_PERMISSIONS]));
    gw.reply('GET', `api/overview/m1stats/${RANGE}`, 200, M1);
    gw.reply('GET', 'api/overview/participation/', 200, PARTICIPATION);
    gw.reply('GET', 'api/overview/departures/', 200, DEPARTURES);
    gw.reply('GET', 'api/overview/reports/', 200, REPORTS);
    const res = await gw.gql(
      `{ overview {
        m1Stats(${DATES}) { totals { domains visits pageViews phoneClicks contactFormsSent quoteStarts } sites { domainName productType active visits } }
        participation { totalAgents services { key name agents } agents { associateId agentName services { key active } } }
        departures { kind associateId agentName domainName productType date reason }
        reports { key title description columns { key label } rows } } }`,
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    const o = res.body.data?.overview;
    expect(o.m1Stats).toEqual({
      totals: { domains: 1, visits: 10, pageViews: 20, phoneClicks: 1, contactFormsSent: 2, quoteStarts: 3 },
      sites: [{ domainName: 'alice.example', productType: 'm1', active: true, visits: 10 }],
    });
    expect(o.participation).toEqual({
      totalAgents: 1,
      services: [
        { key: 'domains', name: 'Domains', agents: 1 },
        { key: 'scheduler', name: 'Appointment scheduler', agents: 0 },
      ],
      // A service the upstream left out of an agent's list is not used.
      agents: [{ associateId: 'A1', agentName: 'Alice Anderson', services: [{ key: 'domains', active: true }, { key: 'scheduler', active: false }] }],
    });
    expect(o.departures).toEqual([
      { kind: 'agent', associateId: 'A0907', agentName: 'Greg Holt', domainName: null, productType: null, date: '2026-08-31', reason: 'Retired' },
      { kind: 'domain', associateId: 'A1', agentName: 'Alice Anderson', domainName: 'old.example', productType: 'm1', date: null, reason: 'Domain cancelled' },
    ]);
    expect(o.reports).toEqual([
      {
        key: 'domain-types',
        title: 'Domains by product type',
        description: 'Counts.',
        columns: [
          { key: 'product_type', label: 'Product type' },
          { key: 'live', label: 'Live' },
        ],
        rows: [['m1', '2']],
      },
    ]);
  });
});

function MIRUS_ROLE(): Role {
  return ROLES[0];
}

describe('Query.corporateUser (API-067, OVERVIEW-011, OVERVIEW-012)', () => {
  const QUERY = 'query($id: ID!) { corporateUser(employeeId: $id) { id employeeId username email corporatePermissions } }';
  const RECORD = { employee_id: 'E1', username: 'carol', email: 'carol@corp.example', corporate_permissions: ['qlp', 'm1editor', 'future'] };

  it('OVERVIEW-011 / API-067: the corporateUser query sends GET api/users/corporate/{id}/; OVERVIEW-012: m1editor is a permission', async () => {
    signIn(corp(['qlp', 'm1editor']));
    gw.reply('GET', 'api/users/corporate/E1/', 200, RECORD);
    const res = await gw.gql(QUERY, withSession({ id: 'E1' }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.corporateUser).toEqual({
      id: gid('CorporateUser', 'E1'),
      employeeId: 'E1',
      username: 'carol',
      email: 'carol@corp.example',
      corporatePermissions: ['qlp', 'm1editor'],
    });
    expect(gw.sent()).toEqual([`GET /${AUTH_INFO}`, 'GET /api/users/corporate/E1/']);
  });

  it("another employee's record, or an agent, is FORBIDDEN with no call; provider staff read any", async () => {
    signIn(corp(['qlp']));
    expect((await gw.gql(QUERY, withSession({ id: 'E2' }))).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    signIn(ROLES[2]);
    expect((await gw.gql(QUERY, withSession({ id: 'E1' }))).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent().every((c) => c === `GET /${AUTH_INFO}`)).toBe(true);
    signIn(MIRUS_ROLE());
    gw.reply('GET', 'api/users/corporate/E2/', 200, { ...RECORD, employee_id: 'E2' });
    expect((await gw.gql(QUERY, withSession({ id: 'E2' }))).body.data?.corporateUser.employeeId).toBe('E2');
  });

  it('a 500 gives ERR-002', async () => {
    signIn(corp(['qlp']));
    gw.reply('GET', 'api/users/corporate/E1/', 500, {});
    const res = await gw.gql(QUERY, withSession({ id: 'E1' }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.generic, extensions: { code: 'UPSTREAM_ERROR' } });
  });
});
