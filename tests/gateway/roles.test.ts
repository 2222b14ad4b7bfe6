import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  canAccessAgent,
  canAccessAgentDomain,
  canAdminister,
  type DemoAccess,
  type SessionUser,
} from '@portal/rules';
import { AUTH_INFO, gid, SESSION, useGateway } from './helpers';

/**
 * The roles table (000 §6, decision D-06) enforced for every agent-scoped field: each user below against each
 * operation. The expectation comes from the shared rules (canAccessAgent, canAccessAgentDomain, canAdminister) applied
 * to the user the gateway should judge (the view-as user where there is one), never from the gateway's own code.
 */

const OWNER = 'A1001';
const DOMAIN = 'alice-insurance.example';
const DEMO_DOMAIN = 'demo-insurance.example';
const DEMO: DemoAccess = { demoDomains: [DEMO_DOMAIN], demoUsers: [{ associateId: 'A1003' }] };

const range = `?${new URLSearchParams({ start: '2024-01-01T00:00:00', end: '2024-01-31T23:59:59' })}`;

function authInfo(fields: Record<string, unknown>) {
  return {
    authenticated: true,
    user: 'someone',
    email: 'someone@example.com',
    associate_id: null,
    internal: false,
    corporate_permissions: [],
    staff_agents: [],
    user_details: { identifier: 'someone', email: 'someone@example.com' },
    tos_accepted: true,
    ...fields,
  };
}

function sessionUser(fields: Partial<SessionUser>): SessionUser {
  return { ...ANONYMOUS, authenticated: true, tosAccepted: true, ...fields };
}

const MIRUS = authInfo({ user_type: 'mirus', user: 'jdoe', email: 'jdoe@provider.example', internal: true });

interface Role {
  name: string;
  ids: string;
  /** auth_info's answer; null is a 403 (nobody signed in). */
  authInfo: Record<string, unknown> | null;
  viewAs?: Record<string, unknown>;
  /** The user the rules should be applied to. */
  judged: SessionUser;
}

const ROLES: Role[] = [
  {
    name: 'mirus (internal)',
    ids: 'AUTH-007',
    authInfo: MIRUS,
    judged: sessionUser({ userType: 'mirus', internal: true, email: 'jdoe@provider.example' }),
  },
  {
    name: 'agent A1001 (own)',
    ids: 'AUTH-008',
    authInfo: authInfo({ user_type: 'agent', associate_id: 'A1001' }),
    judged: sessionUser({ userType: 'agent', associateId: 'A1001' }),
  },
  {
    name: 'agent A1003 (other, a demo user)',
    ids: 'AUTH-008 / AUTH-016',
    authInfo: authInfo({ user_type: 'agent', associate_id: 'A1003' }),
    judged: sessionUser({ userType: 'agent', associateId: 'A1003' }),
  },
  {
    name: 'staff with staff_agents [A1001]',
    ids: 'AUTH-009 / AUTH-010',
    authInfo: authInfo({ user_type: 'staff', staff_agents: ['A1001'] }),
    judged: sessionUser({ userType: 'staff', staffAgents: ['A1001'] }),
  },
  {
    name: 'corp',
    ids: 'AUTH-011',
    authInfo: authInfo({ user_type: 'corp', corporate_permissions: ['qlp', 'reports'] }),
    judged: sessionUser({ userType: 'corp', corporatePermissions: ['qlp', 'reports'] }),
  },
  {
    name: 'unknown',
    ids: 'AUTH-012',
    authInfo: authInfo({ user_type: 'unknown' }),
    judged: sessionUser({ userType: 'unknown' }),
  },
  { name: 'anonymous', ids: 'AUTH-004', authInfo: null, judged: ANONYMOUS },
  {
    name: 'mirus viewing as agent A1003',
    ids: 'AUTH-020',
    authInfo: MIRUS,
    viewAs: { userType: 'agent', id: 'A1003', corporatePermissions: [], internal: false, staffAgents: [] },
    judged: sessionUser({ userType: 'agent', associateId: 'A1003' }),
  },
  {
    name: 'mirus viewing as staff [A1001]',
    ids: 'AUTH-020',
    authInfo: MIRUS,
    viewAs: { userType: 'staff', id: 'S9', corporatePermissions: [], internal: false, staffAgents: ['A1001'] },
    judged: sessionUser({ userType: 'staff', staffAgents: ['A1001'] }),
  },
];

type Rule = 'agent' | 'domain' | 'demoDomain' | 'admin' | 'signedIn';

interface Operation {
  name: string;
  ids: string;
  rule: Rule;
  query: string;
  variables?: Record<string, unknown>;
  /** The upstream call about the agent that an allowed operation makes. */
  agentCall?: string;
  /** The field whose value an allowed operation returns non-null. */
  field: string;
}

const PAYLOAD = 'domain { domainName productType } agent { associateId }';
const OPERATIONS: Operation[] = [
  {
    name: 'agent(associateId: A1001) with dash and accountOverview',
    ids: 'API-060',
    rule: 'agent',
    query: `{ agent(associateId: "${OWNER}") { associateId dash { services { key } }
      accountOverview(startDate: "2024-01-01", endDate: "2024-01-31") { total { visits } } } }`,
    agentCall: `GET /api/agents/${OWNER}/`,
    field: 'agent',
  },
  {
    name: 'agent.domains',
    ids: 'API-036',
    rule: 'agent',
    query: `{ agent(associateId: "${OWNER}") { domains { totalCount } } }`,
    agentCall: `GET /api/agents/${OWNER}/domains/`,
    field: 'agent',
  },
  {
    name: 'agent.movableDomains',
    ids: 'API-043',
    rule: 'agent',
    query: `{ agent(associateId: "${OWNER}") { movableDomains { name } } }`,
    agentCall: `GET /api/agents/${OWNER}/domains/movables/`,
    field: 'agent',
  },
  {
    name: 'agent.purchaseOptions',
    ids: 'VALID-023',
    rule: 'agent',
    query: `{ agent(associateId: "${OWNER}") { purchaseOptions { productType allowed } } }`,
    agentCall: `GET /api/agents/${OWNER}/domains/`,
    field: 'agent',
  },
  {
    name: 'node(id: Agent A1001)',
    ids: 'API-060',
    rule: 'agent',
    query: `{ node(id: "${gid('Agent', OWNER)}") { id ... on Agent { associateId } } }`,
    agentCall: `GET /api/agents/${OWNER}/`,
    field: 'node',
  },
  {
    name: `node(id: Domain A1001/${DOMAIN})`,
    ids: 'API-036',
    rule: 'domain',
    query: `{ node(id: "${gid('Domain', `${OWNER}/${DOMAIN}`)}") { id ... on Domain { domainName } } }`,
    agentCall: `GET /api/agents/${OWNER}/domains/`,
    field: 'node',
  },
  {
    name: `node(id: Domain A1001/${DEMO_DOMAIN}), a demo domain`,
    ids: 'AUTH-016',
    rule: 'demoDomain',
    query: `{ node(id: "${gid('Domain', `${OWNER}/${DEMO_DOMAIN}`)}") { id ... on Domain { domainName } } }`,
    agentCall: `GET /api/agents/${OWNER}/domains/`,
    field: 'node',
  },
  {
    name: 'changeProductType',
    ids: 'API-037',
    rule: 'agent',
    query: `mutation($id: ID!) { changeProductType(input: { domainId: $id, productType: m1 }) { ${PAYLOAD} } }`,
    variables: { id: gid('Domain', `${OWNER}/${DOMAIN}`) },
    agentCall: `PUT /api/agents/${OWNER}/domains/${DOMAIN}/`,
    field: 'changeProductType',
  },
  {
    name: 'cancelDomain',
    ids: 'API-038',
    rule: 'agent',
    query: `mutation($id: ID!) { cancelDomain(input: { domainId: $id }) { ${PAYLOAD} } }`,
    variables: { id: gid('Domain', `${OWNER}/${DOMAIN}`) },
    agentCall: `DELETE /api/agents/${OWNER}/domains/${DOMAIN}/`,
    field: 'cancelDomain',
  },
  {
    name: 'purchaseDomain',
    ids: 'API-039',
    rule: 'agent',
    query: `mutation { purchaseDomain(input: { agentId: "${OWNER}", domainName: "new-alice.example", productType: parked }) {
      ${PAYLOAD} } }`,
    agentCall: `POST /api/agents/${OWNER}/domains/`,
    field: 'purchaseDomain',
  },
  {
    name: 'moveDomain',
    ids: 'API-044 / ADMIN-034 / D-91',
    rule: 'admin',
    query: `mutation { moveDomain(input: { agentId: "${OWNER}", domainName: "${DOMAIN}", targetAlias: "rbak",
      targetProductType: m1, removeRedirects: false }) { domainName targetAgentId } }`,
    agentCall: `PUT /api/agents/${OWNER}/domains/${DOMAIN}/move/`,
    field: 'moveDomain',
  },
  {
    name: 'saveSiteConfig',
    ids: 'AUTH-023',
    rule: 'admin',
    query: `mutation { saveSiteConfig(input: { domainTransactionsEnabled: true, demoDomains: [], demoUsers: [] }) {
      siteConfig { domainTransactionsEnabled } } }`,
    agentCall: 'POST /api/site_config/',
    field: 'saveSiteConfig',
  },
  {
    name: 'createSiteNotification',
    ids: 'AUTH-023',
    rule: 'admin',
    query: `mutation { createSiteNotification(input: { header: "Hi", variant: info, start: "2024-01-01T00:00:00Z",
      end: "2024-02-01T00:00:00Z", showDashboard: true, showMxeditor: false }) { siteNotification { header } } }`,
    agentCall: 'POST /api/site_notifications/',
    field: 'createSiteNotification',
  },
  {
    name: 'siteNotifications',
    ids: 'SHELL-029',
    rule: 'signedIn',
    query: '{ siteNotifications { header } }',
    agentCall: 'GET /api/site_notifications/',
    field: 'siteNotifications',
  },
];

type Outcome = 'allowed' | 'FORBIDDEN' | 'UNAUTHENTICATED' | 'empty';

function expected(role: Role, op: Operation): Outcome {
  const user = role.judged;
  if (op.rule === 'signedIn') return user.authenticated ? 'allowed' : 'empty';
  if (!user.authenticated) return 'UNAUTHENTICATED';
  const allowed = {
    agent: () => canAccessAgent(user, OWNER),
    domain: () => canAccessAgentDomain(user, OWNER, DOMAIN, DEMO),
    demoDomain: () => canAccessAgentDomain(user, OWNER, DEMO_DOMAIN, DEMO),
    admin: () => canAdminister(user),
  }[op.rule]();
  return allowed ? 'allowed' : 'FORBIDDEN';
}

const RAW_DOMAIN = { pk: 1, domain_name: DOMAIN, product_type: 'm2', is_cancelled: false, active: true, content: ['/'] };
const RAW_DEMO = { ...RAW_DOMAIN, pk: 9, domain_name: DEMO_DOMAIN };
const RAW_AGENT = {
  associate_id: OWNER,
  first_name: 'Alice',
  preferred_first_name: 'Alice',
  last_name: 'Anderson',
  alias: 'aand',
  is_agent_intern: false,
  billing_day: 5,
};
const NOTIFICATION = {
  id: 4,
  header: 'Hi',
  message: null,
  variant: 'info',
  start: '2024-01-01T00:00:00Z',
  end: '2024-02-01T00:00:00Z',
  show_dashboard: true,
  show_mxeditor: false,
};

const gw = useGateway();

/** Every upstream answer any operation may need; anything else is recorded and answered 599. */
function stubUpstream(role: Role) {
  const times = { times: 5 };
  const agent = `api/agents/${OWNER}/`;
  if (role.authInfo) gw.reply('GET', AUTH_INFO, 200, role.authInfo, times);
  else gw.reply('GET', AUTH_INFO, 403, { detail: 'Authentication credentials were not provided.' }, times);
  gw.reply('GET', 'api/site_config/', 200, {
    value: {
      domain_transactions_enabled: true,
      editor_message: null,
      demo_domains: DEMO.demoDomains,
      demo_users: [{ title: 'Demo agent', subtext: null, associate_id: 'A1003' }],
    },
  }, times);
  gw.reply('GET', 'api/site_notifications/', 200, [NOTIFICATION], times);
  gw.reply('GET', agent, 200, RAW_AGENT, times);
  gw.reply('GET', `${agent}dash/`, 200, { tos_accepted_on: null, services: [{ key: 'domains', name: 'Domains', active: true }] });
  gw.reply('GET', `${agent}stats/account_overview/${range}`, 200, { graph: [], total: { visits: 3, page_views: 4, phone_clicks: 0 } });
  gw.reply('GET', `${agent}domains/`, 200, [RAW_DOMAIN, RAW_DEMO], times);
  gw.reply('GET', `${agent}domains/movables/`, 200, [{ name: DOMAIN, active: true, can_move: true, product_type: 'm2' }]);
  gw.reply('PUT', `${agent}domains/${DOMAIN}/`, 200, { ...RAW_DOMAIN, product_type: 'm1' });
  gw.reply('DELETE', `${agent}domains/${DOMAIN}/`, 204);
  gw.reply('POST', `${agent}domains/`, 201, { ...RAW_DOMAIN, pk: 11, domain_name: 'new-alice.example', product_type: 'parked' });
  gw.reply('PUT', `${agent}domains/${DOMAIN}/move/`, 200, { domain_name: DOMAIN, target_agent: 'A1003', product_type: 'm1' });
  gw.reply('POST', 'api/site_config/', 200, {
    value: { domain_transactions_enabled: true, editor_message: null, demo_domains: [], demo_users: [] },
  });
  gw.reply('POST', 'api/site_notifications/', 201, NOTIFICATION);
  gw.pool
    .intercept({ method: () => true, path: () => true })
    .reply((req) => {
      gw.calls.push({ method: req.method, path: req.path, headers: {}, body: undefined });
      return { statusCode: 599, data: '' };
    })
    .persist();
}

function requestOptions(role: Role, op: Operation) {
  return {
    variables: op.variables,
    cookie: role.authInfo ? SESSION.cookie : undefined,
    headers: role.viewAs ? { 'x-view-as': encodeURIComponent(JSON.stringify(role.viewAs)) } : undefined,
  };
}

/** A refused operation may only have asked who the user is, and the site config when the demo rule needed it. */
function refusedCalls(role: Role, op: Operation): string[] {
  const calls = [`GET /${AUTH_INFO}`];
  const demoRuleAsked = (op.rule === 'domain' || op.rule === 'demoDomain') && role.judged.authenticated;
  if (demoRuleAsked) calls.push('GET /api/site_config/');
  return calls;
}

/** One cell of the matrix: the outcome, and which upstream calls were made for it. */
async function check(role: Role, op: Operation, outcome: Outcome) {
  stubUpstream(role);
  const res = await gw.gql(op.query, requestOptions(role, op));
  const sent = gw.calls.map((c) => `${c.method} ${c.path}`);
  if (outcome === 'allowed') {
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.[op.field]).toBeTruthy();
    expect(sent).toContain(op.agentCall);
  } else if (outcome === 'empty') {
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.[op.field]).toEqual([]);
    expect(sent).toEqual([`GET /${AUTH_INFO}`]);
  } else {
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors?.[0].extensions?.code).toBe(outcome);
    expect(sent).toEqual(refusedCalls(role, op));
  }
  // Upstream calls always carry the real session, whoever the gateway judged.
  for (const call of gw.calls.filter((c) => Object.keys(c.headers).length > 0)) {
    expect(call.headers['x-view-as']).toBeUndefined();
    if (role.authInfo) expect(call.headers.cookie).toBe(SESSION.cookie);
  }
}

for (const role of ROLES) {
  describe(`roles table: ${role.name}`, () => {
    for (const op of OPERATIONS) {
      const outcome = expected(role, op);
      it(`${role.ids}: ${op.name} (${op.ids}) is ${outcome}`, () => check(role, op, outcome));
    }
  });
}

describe('roles table coverage', () => {
  it('AUTH-007..012 / AUTH-016 / AUTH-020 / AUTH-023: the matrix has both outcomes for every rule', () => {
    for (const rule of ['agent', 'domain', 'demoDomain', 'admin'] as const) {
      const op = OPERATIONS.find((o) => o.rule === rule)!;
      const outcomes = new Set(ROLES.map((r) => expected(r, op)));
      expect(outcomes).toEqual(new Set(['allowed', 'FORBIDDEN', 'UNAUTHENTICATED']));
    }
  });
});
