import { afterEach, describe, expect, it } from 'vitest';
import { Dispatcher } from 'undici';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

// Issue #14: every call a page needs that depends only on the route's parameters starts at once, after the access
// check. The proof holds the answers of the calls that used to go first (the agent, an account, a list) until the
// calls that used to wait for them have been sent: if any of them still waited, the request would never finish.

/** Passes requests to the test's MockAgent, holding the answers of `held` paths until every `awaited` path was sent. */
class HoldingDispatcher extends Dispatcher {
  target: Dispatcher | null = null;
  readonly sent: string[] = [];
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly held: readonly string[],
    private readonly awaited: readonly string[],
  ) {
    super();
  }

  private ready(): boolean {
    return this.awaited.every((path) => this.sent.includes(path));
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const path = String(options.path).replace(/\?.*$/, '');
    this.sent.push(path);
    if (this.held.includes(path) && !this.ready()) {
      this.waiting.push(() => this.target!.dispatch(options, handler));
      return true;
    }
    const accepted = this.target!.dispatch(options, handler);
    if (this.ready()) for (const release of this.waiting.splice(0)) release();
    return accepted;
  }
}

let gw: TestGateway | undefined;
afterEach(async () => {
  await gw?.close();
  gw = undefined;
});

const RANGE = 'startDate: "2026-10-01", endDate: "2026-10-31"';
const AGENT = '/api/agents/A1001/';

/** Runs `query` as provider staff (who may see agent A1001, the scheduler's test agent); every data call answers 500. */
async function run(query: string, held: string[], awaited: string[]) {
  const holding = new HoldingDispatcher(held, awaited);
  gw = await setup({ dispatcher: holding });
  holding.target = gw.mock;
  gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
  gw.pool.intercept({ method: 'GET', path: () => true }).reply(500, { detail: 'not needed here' }).persist();
  const res = await gw.gql(query, SESSION);
  expect(res.status).toBe(200);
  // Every call the page needs was sent, each once: starting early never duplicates a call.
  for (const path of [...held, ...awaited]) expect(holding.sent.filter((p) => p === path)).toHaveLength(1);
  return res;
}

describe('one upstream wave per page (issue #14)', () => {
  it('STATS-009, STATS-010: the campaigns and QLP views start with the agent, not after it', async () => {
    await run(
      `{ agent(associateId: "A1001") { displayName
          campaigns(${RANGE}, page: 1, pageSize: 10, sortKey: domain_name, sortDescending: false, includeUncampaigned: false, domainFilter: "") { totalCount }
          qlpViews { __typename } } }`,
      [AGENT],
      [`${AGENT}campaigns/`, `${AGENT}campaigns/qlp_views/`],
    );
  });

  it("STATS-011, STATS-012: the call tracking account, its stats and its calls start together with the agent", async () => {
    await run(
      `{ agent(associateId: "A1001") { displayName
          callTracking { poolSize stats { __typename } calls(${RANGE}, page: 1, sort: started, sortDir: desc) { __typename } } } }`,
      [AGENT, `${AGENT}calltracking/`],
      [`${AGENT}calltracking/stats/`, `${AGENT}calltracking/calls/`],
    );
  });

  it('ROUTE-029: the billing page asks for the receipts and the payment methods with the agent', async () => {
    await run(
      `{ agent(associateId: "A1001") { displayName paymentInfo { __typename } receipts { totalCount } } }`,
      [AGENT],
      [`${AGENT}receipts/`, `${AGENT}payment_methods/`],
    );
  });

  it('SCHED-028: the scheduler settings start with the agent', async () => {
    await run(
      `{ agent(associateId: "A1001") { displayName schedulerSubscription { active } schedulerCalendars { __typename }
          appointmentNotificationRecipients } }`,
      [AGENT],
      [`${AGENT}scheduler_subscription/`, `${AGENT}calendars/`, `${AGENT}appointment_notification_recipients/`],
    );
  });

  it('SCHED-016: the schedules page asks for the team that names the blocks with the schedules, not after them', async () => {
    await run(
      `{ agent(associateId: "A1001") { schedules { label } } }`,
      [`${AGENT}schedules/`],
      [`${AGENT}staff/`],
    );
  });

  it("STATS-002: the dashboard's account overview starts with the agent", async () => {
    await run(
      `{ agent(associateId: "A1001") { displayName dash { __typename } accountOverview(${RANGE}) { __typename } } }`,
      [AGENT],
      [`${AGENT}stats/account_overview/`, `${AGENT}dash/`],
    );
  });

  it("STATS-007, STATS-008: a domain's stats start with the agent and the domain list", async () => {
    await run(
      `{ agent(associateId: "A1001") { displayName domain(domainName: "d.example") {
          analysis(${RANGE}) { visits } overview(${RANGE}) { __typename } } } }`,
      [AGENT, `${AGENT}domains/`],
      ['/api/domains/d.example/stats/domain_analysis/', '/api/domains/d.example/stats/domain_overview/'],
    );
  });

  it("EDITOR-047: the editor's article blacklist starts with the domain's config", async () => {
    await run(
      `{ domainEditor(agentId: "A1001", domainName: "d.example") { articleBlacklist } }`,
      ['/api/domain/d.example/config/'],
      ['/api/domains/d.example/article_blacklist/'],
    );
  });
});

describe('access checks still come first (AUTH-007, AUTH-010)', () => {
  it("AUTH-007: an agent asking for another agent's page causes no call about that agent", async () => {
    gw = await setup();
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql(
      `{ agent(associateId: "A2") { campaigns(${RANGE}, page: 1, pageSize: 10, sortKey: domain_name, sortDescending: false,
          includeUncampaigned: false, domainFilter: "") { totalCount } callTracking { stats { __typename } } receipts { totalCount } } }`,
      SESSION,
    );
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(gw.calls.map((c) => c.path)).toEqual([`/${AUTH_INFO}`]);
  });

  it("STATS-007: stats asked early for a domain the agent's list does not hold are never answered", async () => {
    gw = await setup();
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/agents/A1/', 200, {
      associate_id: 'A1',
      first_name: 'Alice',
      preferred_first_name: null,
      last_name: 'Smith',
      alias: null,
      is_agent_intern: false,
      billing_day: 5,
    });
    gw.reply('GET', 'api/agents/A1/domains/', 200, []);
    gw.pool
      .intercept({ method: 'GET', path: (p) => p.startsWith('/api/domains/other.example/stats/') })
      .reply(200, { secret: true })
      .persist();
    const res = await gw.gql(
      `{ agent(associateId: "A1") { domain(domainName: "other.example") { analysis(${RANGE}) { visits } } } }`,
      SESSION,
    );
    expect(res.body).toEqual({ data: { agent: { domain: null } } });
  });
});

describe('early fields follow the executor (issue #14)', () => {
  it('STATS-009: a field left out by @skip or @include is not started', async () => {
    gw = await setup();
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    const asked: string[] = [];
    gw.pool
      .intercept({ method: 'GET', path: () => true })
      .reply((request) => {
        asked.push(request.path);
        return { statusCode: 500, data: { detail: 'not needed here' } };
      })
      .persist();
    await gw.gql(
      `query($no: Boolean!) { agent(associateId: "A1001") { displayName qlpViews @include(if: $no) { __typename }
          receipts @skip(if: true) { totalCount } paymentInfo { __typename } } }`,
      { ...SESSION, variables: { no: false } },
    );
    expect(asked.sort()).toEqual([AGENT, `${AGENT}payment_methods/`]);
  });

  it('issue #23 §2: the one look-ahead walks fragments on an interface the agent implements, and aliases', async () => {
    await run(
      `{ agent(associateId: "A1001") { displayName ... on Node { ... on Agent { first: dash { __typename } } }
          ...ViaFragment } }
       fragment ViaFragment on Node { ... on Agent { accountOverview(${RANGE}) { __typename } } }`,
      [AGENT],
      [`${AGENT}stats/account_overview/`, `${AGENT}dash/`],
    );
  });
});
