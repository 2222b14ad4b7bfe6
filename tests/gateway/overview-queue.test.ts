import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  canOpenOverview,
  CORPORATE_PERMISSIONS,
  MESSAGES,
  QUEUE_TEXTS,
  type SessionUser,
} from '@portal/rules';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

/**
 * Issue #25: the approval queue's verdicts, filters, bulk decisions, history and count in the gateway, against
 * mocked REST: the exact calls (no call repeated for the same version of a change within a request), and the roles
 * table (canOpenOverview of @portal/rules) for every new field and mutation.
 */

let gw: TestGateway;
beforeEach(async () => {
  gw = await setup();
});
afterEach(async () => {
  await gw.close();
});

const gid = (type: string, id: string | number) => Buffer.from(`${type}:${id}`).toString('base64');
const opts = (variables?: Record<string, unknown>) => ({ variables, cookie: SESSION.cookie });
const sent = () => gw.calls.map((c) => `${c.method} ${c.path}`);

const CAROL = { ...USERS.corp, corporate_permissions: ['queue'], tos_accepted: true };
const reviewer = () => gw.reply('GET', AUTH_INFO, 200, CAROL);

function item(id: number, fields: Record<string, unknown> = {}) {
  return {
    id,
    status: 'pending',
    associate_id: 'A1',
    agent_name: 'Alice Anderson',
    domain_name: 'alice.example',
    type: 'text',
    key: 'about-me',
    subkey: '',
    page_key: 'about',
    value: `<p>Change ${id}</p>`,
    description: 'about/about-me/',
    branch: 'main',
    version: '1',
    time: `2026-11-1${id}T10:00:00Z`,
    created_by: 'alice',
    allowed_terms: [],
    live_value: 'Alice has served Springfield since 2009.',
    live_source: 'approved',
    ...fields,
  };
}

const CLEAN = {
  compliance: {
    assessment: { lexiconViolations: [], collapsedViolations: [], generalViolations: [], categoryViolations: [], isCompliant: true },
    disposition: 'approved',
  },
  spelling: [{ origWord: 'recieve', suggestions: ['receive'] }],
  sanitizer: [],
};
const FLAGGED = {
  compliance: {
    assessment: {
      lexiconViolations: [
        { phrase: 'Best Rates', term: 'best rates', category: 'superlatives', severity: 'risky', offset: 3 },
        { phrase: 'best rates', term: 'best rates', category: 'superlatives', severity: 'risky', offset: 30 },
      ],
      collapsedViolations: [{ term: 'best rates', category: 'superlatives', severity: 'risky', count: 2 }],
      generalViolations: [],
      categoryViolations: [{ category: 'superlatives', count: 2, terms: ['best rates'] }],
      isCompliant: false,
    },
    disposition: 'review',
  },
  spelling: [],
  sanitizer: [],
};

const VERDICTS = `{ overview { approvalQueue { totalCount edges { node { overrideId verdict { outcome message
  check { compliant violations { text phrases categoryLabel } spelling { word suggestions } } } } } } } }`;

const checkPath = (domain: string) => `api/mxeditor/${domain}/compliance/`;
const checkBody = (text: string, allowedTerms: string[] = []) => ({ text, allowedTerms, allowNonEnglish: false });

describe('the queue\'s compliance verdicts (OVERVIEW-010, EDITOR-051, decision D-172)', () => {
  it('OVERVIEW-010 EDITOR-057: each text of the page is checked once, in words; images are not texts; nothing is logged', async () => {
    reviewer();
    gw.reply('GET', 'api/overview/queue/', 200, [
      item(1, { value: 'We offer the Best Rates and the best rates.', allowed_terms: ['Alice'] }),
      item(2, { domain_name: 'bob.example', value: 'Call to recieve a quote.' }),
      item(3, { key: 'agent-image', type: 'image', value: '/media/uploads/a.png' }),
    ]);
    gw.reply('POST', checkPath('alice.example'), 200, FLAGGED);
    gw.reply('POST', checkPath('bob.example'), 200, CLEAN);
    const res = await gw.gql(VERDICTS, opts());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.overview.approvalQueue.edges.map((e: { node: unknown }) => e.node)).toEqual([
      {
        overrideId: 1,
        verdict: {
          outcome: 'notCompliant',
          message: 'Some of this text is not compliant.',
          check: {
            compliant: false,
            violations: [{ text: 'Best Rates', phrases: ['Best Rates', 'best rates'], categoryLabel: 'Superlatives and unprovable comparisons' }],
            spelling: [],
          },
        },
      },
      {
        overrideId: 2,
        verdict: {
          outcome: 'compliant',
          message: MESSAGES.compliant,
          check: { compliant: true, violations: [], spelling: [{ word: 'recieve', suggestions: ['receive'] }] },
        },
      },
      { overrideId: 3, verdict: { outcome: 'notAText', message: QUEUE_TEXTS.notAText, check: null } },
    ]);
    // The check as the editor's save rule asks it: the value as stored, its own allowed terms, English only.
    expect(gw.callsTo('POST', checkPath('alice.example')).map((c) => c.body)).toEqual([
      checkBody('We offer the Best Rates and the best rates.', ['Alice']),
    ]);
    expect(gw.callsTo('POST', checkPath('bob.example')).map((c) => c.body)).toEqual([checkBody('Call to recieve a quote.')]);
    expect(sent().filter((c) => c.includes('/events/'))).toEqual([]);
    expect(sent()).toHaveLength(4);
  });

  it('D-172: a version of a change is asked once per request, and not again on the next request', async () => {
    const QUEUE = [item(1, { value: 'Same words' }), item(2, { value: 'Same words' }), item(3, { value: 'Other words' })];
    reviewer();
    gw.reply('GET', 'api/overview/queue/', 200, QUEUE);
    gw.reply('POST', checkPath('alice.example'), 200, CLEAN, { times: 2 });
    // The queue asked twice in one request (two aliases), each with every verdict.
    const twice = await gw.gql(
      '{ overview { a: approvalQueue { edges { node { verdict { outcome } } } } b: approvalQueue(order: newest) { edges { node { verdict { outcome } } } } } }',
      opts(),
    );
    expect(twice.body.errors).toBeUndefined();
    expect(sent()).toEqual([`GET /${AUTH_INFO}`, 'GET /api/overview/queue/', `POST /${checkPath('alice.example')}`, `POST /${checkPath('alice.example')}`]);
    expect(gw.calls.slice(2).map((c) => (c.body as { text: string }).text).sort()).toEqual(['Other words', 'Same words']);
    // The next navigation (another page of the queue, another order) asks the queue only.
    reviewer();
    gw.reply('GET', 'api/overview/queue/', 200, QUEUE);
    const again = await gw.gql('{ overview { approvalQueue(first: 2, order: newest) { edges { node { verdict { outcome } } } } } }', opts());
    expect(again.body.errors).toBeUndefined();
    expect(sent().slice(4)).toEqual([`GET /${AUTH_INFO}`, 'GET /api/overview/queue/']);
  });

  it('D-172 D-247: the verdicts one gateway kept are its own; another gateway in the same process asks again', async () => {
    const QUEUE = [item(1, { value: 'Same words' })];
    reviewer();
    gw.reply('GET', 'api/overview/queue/', 200, QUEUE);
    gw.reply('POST', checkPath('alice.example'), 200, CLEAN);
    const first = await gw.gql('{ overview { approvalQueue { edges { node { verdict { outcome } } } } } }', opts());
    expect(first.body.data?.overview.approvalQueue.edges).toEqual([{ node: { verdict: { outcome: 'compliant' } } }]);
    const other = await setup();
    try {
      other.reply('GET', AUTH_INFO, 200, CAROL);
      other.reply('GET', 'api/overview/queue/', 200, QUEUE);
      other.reply('POST', checkPath('alice.example'), 200, CLEAN);
      const res = await other.gql('{ overview { approvalQueue { edges { node { verdict { outcome } } } } } }', opts());
      expect(res.body.data?.overview.approvalQueue.edges).toEqual([{ node: { verdict: { outcome: 'compliant' } } }]);
      expect(other.callsTo('POST', checkPath('alice.example')).map((c) => c.body)).toEqual([checkBody('Same words')]);
    } finally {
      await other.close();
    }
  });

  it('D-172: only the page asked for is checked; a blank text passes with no check (EDITOR-053)', async () => {
    reviewer();
    gw.reply('GET', 'api/overview/queue/', 200, [item(1, { value: '  ' }), item(2), item(3)]);
    gw.reply('POST', checkPath('alice.example'), 200, CLEAN);
    const res = await gw.gql('{ overview { approvalQueue(first: 2) { edges { node { overrideId verdict { outcome message check { compliant } } } } } } }', opts());
    expect(res.body.data?.overview.approvalQueue.edges).toEqual([
      { node: { overrideId: 1, verdict: { outcome: 'compliant', message: MESSAGES.compliant, check: null } } },
      { node: { overrideId: 2, verdict: { outcome: 'compliant', message: MESSAGES.compliant, check: { compliant: true } } } },
    ]);
    expect(gw.callsTo('POST', checkPath('alice.example')).map((c) => c.body)).toEqual([checkBody('<p>Change 2</p>')]);
  });

  it('ERR-099: the vendor down, or failing, is "could not be checked" on that change only, and is asked again next time', async () => {
    reviewer();
    gw.reply('GET', 'api/overview/queue/', 200, [item(1), item(2, { domain_name: 'bob.example' })]);
    gw.reply('POST', checkPath('alice.example'), 503, {});
    gw.reply('POST', checkPath('bob.example'), 500, { detail: 'secret vendor text' });
    const res = await gw.gql('{ overview { approvalQueue { totalCount edges { node { verdict { outcome message } } } } } }', opts());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.overview.approvalQueue.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { verdict: { outcome: 'notChecked', message: `${QUEUE_TEXTS.notChecked} ${MESSAGES.complianceVendorDown}` } },
      { verdict: { outcome: 'notChecked', message: `${QUEUE_TEXTS.notChecked} ${QUEUE_TEXTS.checkFailed}` } },
    ]);
    expect(res.text).not.toContain('secret vendor text');
    reviewer();
    gw.reply('GET', 'api/overview/queue/', 200, [item(1)]);
    gw.reply('POST', checkPath('alice.example'), 200, CLEAN);
    const again = await gw.gql('{ overview { approvalQueue { edges { node { verdict { outcome } } } } } }', opts());
    expect(again.body.data?.overview.approvalQueue.edges).toEqual([{ node: { verdict: { outcome: 'compliant' } } }]);
  });
});

describe('the queue\'s filters, order, pages and choices (OVERVIEW-010, issue #25)', () => {
  const QUEUE = [
    item(1, { associate_id: 'A2', agent_name: 'Bob Baker', domain_name: 'bob.example', key: 'mission' }),
    item(2, { key: 'page-title', page_key: 'home' }),
    item(3),
    item(4, { domain_name: 'alice2.example' }),
  ];
  const SELECT = `totalCount pendingCount pageInfo { hasNextPage hasPreviousPage } edges { node { overrideId } }
    agents { associateId agentName count } domains { domainName count } sections { key label count }`;

  it('filters by agent, domain and section, newest first, with the choices of the whole queue', async () => {
    reviewer();
    gw.reply('GET', 'api/overview/queue/', 200, QUEUE);
    const res = await gw.gql(`{ overview { approvalQueue(agentId: "A1", sectionKey: "about-me", order: newest) { ${SELECT} } } }`, opts());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.overview.approvalQueue).toEqual({
      totalCount: 2,
      pendingCount: 4,
      pageInfo: { hasNextPage: false, hasPreviousPage: false },
      edges: [{ node: { overrideId: 4 } }, { node: { overrideId: 3 } }],
      agents: [
        { associateId: 'A1', agentName: 'Alice Anderson', count: 3 },
        { associateId: 'A2', agentName: 'Bob Baker', count: 1 },
      ],
      domains: [
        { domainName: 'alice.example', count: 2 },
        { domainName: 'alice2.example', count: 1 },
        { domainName: 'bob.example', count: 1 },
      ],
      sections: [
        { key: 'about-me', label: 'About Me', count: 2 },
        { key: 'mission', label: 'Mission', count: 1 },
        { key: 'page-title', label: 'Page Title', count: 1 },
      ],
    });
    reviewer();
    gw.reply('GET', 'api/overview/queue/', 200, QUEUE);
    const domain = await gw.gql('{ overview { approvalQueue(domainName: " Alice.Example ") { edges { node { overrideId } } } } }', opts());
    expect(domain.body.data?.overview.approvalQueue.edges).toEqual([{ node: { overrideId: 2 } }, { node: { overrideId: 3 } }]);
  });

  it('pages by offset: the second page of two, oldest first; a negative offset is BAD_USER_INPUT', async () => {
    reviewer();
    gw.reply('GET', 'api/overview/queue/', 200, QUEUE);
    const res = await gw.gql('{ overview { approvalQueue(offset: 2, first: 2) { totalCount pageInfo { hasNextPage hasPreviousPage } edges { node { overrideId } } } } }', opts());
    expect(res.body.data?.overview.approvalQueue).toEqual({
      totalCount: 4,
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
      edges: [{ node: { overrideId: 3 } }, { node: { overrideId: 4 } }],
    });
    reviewer();
    const bad = await gw.gql('{ overview { approvalQueue(offset: -1) { totalCount } } }', opts());
    expect(bad.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { offset: expect.any(Array) } });
  });
});

const APPROVE = `mutation ($ids: [ID!]!) { approveQueuedChanges(input: { ids: $ids }) {
  outcomes { id ok failure } overview { id approvalQueue { totalCount } } } }`;
const REJECT = `mutation ($ids: [ID!]!, $reason: String) { rejectQueuedChanges(input: { ids: $ids, reason: $reason }) {
  outcomes { id ok failure } overview { id } } }`;
const ids = (...list: number[]) => list.map((n) => gid('OverviewQueueItem', n));

describe('bulk decisions (OVERVIEW-010, decisions D-170, D-171)', () => {
  it('approve: changes of one field one after another, oldest first; each outcome reported; a failure leaves the others done', async () => {
    reviewer();
    const QUEUE = [item(3), item(1), item(2, { key: 'mission' }), item(4, { key: 'page-title', page_key: 'home' })];
    gw.reply('GET', 'api/overview/queue/', 200, QUEUE);
    gw.reply('POST', 'api/overview/queue/1/approve/', 200, { ...item(1), status: 'approved' });
    gw.reply('POST', 'api/overview/queue/3/approve/', 200, { ...item(3), status: 'approved' });
    gw.reply('POST', 'api/overview/queue/2/approve/', 500, {});
    gw.reply('GET', 'api/overview/queue/', 200, [item(2), item(4, { key: 'page-title', page_key: 'home' })]);
    const res = await gw.gql(APPROVE, opts({ ids: [...ids(3, 2, 1), gid('OverviewQueueItem', 9), ids(3)[0]] }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.approveQueuedChanges).toEqual({
      outcomes: [
        { id: ids(3)[0], ok: true, failure: null },
        { id: ids(2)[0], ok: false, failure: MESSAGES.overrideSave },
        { id: ids(1)[0], ok: true, failure: null },
        // Not waiting any more: reported, with no call.
        { id: ids(9)[0], ok: false, failure: QUEUE_TEXTS.gone },
      ],
      overview: { id: gid('Overview', 'corporate'), approvalQueue: { totalCount: 2 } },
    });
    const writes = sent().filter((c) => c.startsWith('POST'));
    expect(writes.sort()).toEqual(['POST /api/overview/queue/1/approve/', 'POST /api/overview/queue/2/approve/', 'POST /api/overview/queue/3/approve/']);
    // About Me #1 (older) before About Me #3, so the newer one stays live.
    const order = sent();
    expect(order.indexOf('POST /api/overview/queue/1/approve/')).toBeLessThan(order.indexOf('POST /api/overview/queue/3/approve/'));
    expect(order[0]).toBe(`GET /${AUTH_INFO}`);
    expect(order[1]).toBe('GET /api/overview/queue/');
    expect(order.at(-1)).toBe('GET /api/overview/queue/');
    expect(gw.calls.filter((c) => c.method === 'POST').every((c) => c.headers['x-csrftoken'] === 'tok1')).toBe(true);
  });

  it('reject: one POST per change with the trimmed reason; a 404 is "no longer waiting", a 500 ERR-047', async () => {
    reviewer();
    const decision = (id: number) => ({
      id: 40 + id,
      override_id: id,
      decision: 'rejected',
      reason: 'Say how long.',
      decided_by: 'carol',
      decided_at: '2026-11-21T10:00:00Z',
      associate_id: 'A1',
      agent_name: 'Alice Anderson',
      domain_name: 'alice.example',
      type: 'text',
      key: 'about-me',
      subkey: '',
      page_key: 'about',
      value: 'x',
      submitted_by: 'alice',
      submitted_at: '2026-11-20T10:00:00Z',
    });
    gw.reply('POST', 'api/overview/queue/1/reject/', 200, decision(1));
    gw.reply('POST', 'api/overview/queue/2/reject/', 404, { detail: 'Not found.' });
    gw.reply('POST', 'api/overview/queue/3/reject/', 500, {});
    const res = await gw.gql(REJECT, opts({ ids: ids(1, 2, 3), reason: '  Say how long.  ' }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.rejectQueuedChanges.outcomes).toEqual([
      { id: ids(1)[0], ok: true, failure: null },
      { id: ids(2)[0], ok: false, failure: QUEUE_TEXTS.gone },
      { id: ids(3)[0], ok: false, failure: MESSAGES.overrideDelete },
    ]);
    expect(gw.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]).sort()).toEqual([
      ['/api/overview/queue/1/reject/', { reason: 'Say how long.' }],
      ['/api/overview/queue/2/reject/', { reason: 'Say how long.' }],
      ['/api/overview/queue/3/reject/', { reason: 'Say how long.' }],
    ]);
  });

  it('reject: a blank reason is sent as none (null)', async () => {
    reviewer();
    gw.reply('POST', 'api/overview/queue/1/reject/', 404, {});
    await gw.gql(REJECT, opts({ ids: ids(1), reason: '   ' }));
    expect(gw.callsTo('POST', 'api/overview/queue/1/reject/')[0]?.body).toEqual({ reason: null });
  });

  it('D-170 D-171: no change, more than 50, a bad id or a reason over 500 characters is BAD_USER_INPUT before any call', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [APPROVE, { ids: [] }, 'ids', QUEUE_TEXTS.noneChosen],
      [APPROVE, { ids: Array.from({ length: 51 }, (_, i) => ids(i + 1)[0]) }, 'ids', QUEUE_TEXTS.tooMany],
      [REJECT, { ids: [gid('Domain', 'A1/alice.example')] }, 'ids', QUEUE_TEXTS.notAChange],
      [REJECT, { ids: ids(1), reason: 'x'.repeat(501) }, 'reason', QUEUE_TEXTS.reasonTooLong],
    ];
    for (const [document, variables, field, message] of cases) {
      reviewer();
      const res = await gw.gql(document, opts(variables));
      expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: [message] } } });
    }
    expect(sent().every((c) => c === `GET /${AUTH_INFO}`)).toBe(true);
  });
});

const DECISION = {
  id: 12,
  override_id: 5,
  decision: 'rejected',
  reason: 'Please name your products.',
  decided_by: 'carol',
  decided_at: '2026-11-21T10:00:00Z',
  associate_id: 'A1',
  agent_name: 'Alice Anderson',
  domain_name: 'alice.example',
  type: 'text',
  key: 'contact-me',
  subkey: 'heading',
  page_key: 'contact',
  value: 'Talk to us',
  submitted_by: 'alice',
  submitted_at: '2026-11-20T09:00:00Z',
};

describe('the decision history (OVERVIEW-010, decision D-170)', () => {
  it('queueHistory reads every decision once and keeps one domain\'s when asked, with the domains to choose from', async () => {
    reviewer();
    gw.reply('GET', 'api/overview/queue/decisions/', 200, [DECISION, { ...DECISION, id: 11, domain_name: 'bob.example', decision: 'approved', reason: null }]);
    const res = await gw.gql(
      `{ overview { queueHistory(domainName: "Alice.example") { domainNames decisions { id overrideId decision reason decidedBy decidedAt
        associateId agentName domainName key subkey pageKey type value sectionLabel fieldLabel valueKind submittedBy submittedAt } } } }`,
      opts(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.overview.queueHistory).toEqual({
      domainNames: ['alice.example', 'bob.example'],
      decisions: [
        {
          id: gid('ContentDecision', 12),
          overrideId: 5,
          decision: 'rejected',
          reason: 'Please name your products.',
          decidedBy: 'carol',
          decidedAt: '2026-11-21T10:00:00.000Z',
          associateId: 'A1',
          agentName: 'Alice Anderson',
          domainName: 'alice.example',
          key: 'contact-me',
          subkey: 'heading',
          pageKey: 'contact',
          type: 'text',
          value: 'Talk to us',
          sectionLabel: 'Contact Us',
          fieldLabel: 'Heading',
          valueKind: 'plain',
          submittedBy: 'alice',
          submittedAt: '2026-11-20T09:00:00.000Z',
        },
      ],
    });
    expect(sent()).toEqual([`GET /${AUTH_INFO}`, 'GET /api/overview/queue/decisions/']);
  });

  it('a failed history read is its own text, the queue unharmed', async () => {
    reviewer();
    gw.reply('GET', 'api/overview/queue/decisions/', 500, {});
    gw.reply('GET', 'api/overview/queue/', 200, [item(1, { type: 'image', key: 'agent-image' })]);
    const res = await gw.gql('{ overview { queueHistory { domainNames } approvalQueue { totalCount } } }', opts());
    expect(res.body.errors?.map((e) => [e.path?.join('.'), e.message])).toEqual([['overview.queueHistory', QUEUE_TEXTS.historyLoad]]);
    expect(res.body.data?.overview.approvalQueue).toEqual({ totalCount: 1 });
  });
});

describe('the queue count of the overview navigation (issue #25)', () => {
  it('is the summary\'s queue number for a reviewer, and null with no call for a corp without queue', async () => {
    reviewer();
    gw.reply('GET', 'api/overview/summary/', 200, { agents: 4, cards: [{ key: 'queue', value: 7, label: 'changes waiting for approval' }] });
    const res = await gw.gql('{ overview { queueCount } }', opts());
    expect(res.body.data?.overview.queueCount).toBe(7);
    gw.reply('GET', AUTH_INFO, 200, { ...CAROL, corporate_permissions: ['qlp'] });
    const none = await gw.gql('{ overview { queueCount } }', opts());
    expect(none.body.errors).toBeUndefined();
    expect(none.body.data?.overview.queueCount).toBeNull();
    expect(sent()).toEqual([`GET /${AUTH_INFO}`, 'GET /api/overview/summary/', `GET /${AUTH_INFO}`]);
  });
});

interface Role {
  name: string;
  authInfo: Record<string, unknown> | null;
  judged: SessionUser;
}

const base = { ...USERS.agent, associate_id: null, staff_agents: [], corporate_permissions: [] };
const corp = (permissions: string[]): Role => ({
  name: `corp with [${permissions.join(', ')}]`,
  authInfo: { ...base, user_type: 'corp', corporate_permissions: permissions },
  judged: { ...ANONYMOUS, authenticated: true, userType: 'corp', corporatePermissions: permissions },
});
const ROLES: Role[] = [
  { name: 'provider staff', authInfo: USERS.mirus, judged: { ...ANONYMOUS, authenticated: true, userType: 'mirus', internal: true } },
  { name: 'agent', authInfo: USERS.agent, judged: { ...ANONYMOUS, authenticated: true, userType: 'agent', associateId: 'A1' } },
  { name: 'staff', authInfo: USERS.staff, judged: { ...ANONYMOUS, authenticated: true, userType: 'staff', staffAgents: ['A1'] } },
  { name: 'unknown', authInfo: { ...base, user_type: 'unknown' }, judged: { ...ANONYMOUS, authenticated: true, userType: 'unknown' } },
  corp([]),
  corp(['queue']),
  ...CORPORATE_PERMISSIONS.filter((p) => p !== 'queue').map((p) => corp([p])),
  { name: 'not signed in', authInfo: null, judged: ANONYMOUS },
];

const OPERATIONS = [
  { name: 'approvalQueue verdicts', document: '{ overview { approvalQueue { edges { node { verdict { outcome } } } } } }', upstream: ['GET', 'api/overview/queue/', [item(1)]] },
  { name: 'queueHistory', document: '{ overview { queueHistory { domainNames } } }', upstream: ['GET', 'api/overview/queue/decisions/', []] },
  { name: 'approveQueuedChanges', document: APPROVE, variables: { ids: ids(1) }, upstream: ['GET', 'api/overview/queue/', []] },
  { name: 'rejectQueuedChanges', document: REJECT, variables: { ids: ids(1) }, upstream: ['POST', 'api/overview/queue/1/reject/', { ...DECISION, override_id: 1 }] },
] as const;

describe('the roles table decides who may see and decide (AUTH-011, OVERVIEW-004, decision D-46)', () => {
  for (const role of ROLES) {
    for (const op of OPERATIONS) {
      const allowed = canOpenOverview(role.judged, '') && canOpenOverview(role.judged, 'queue');
      const outcome = !role.judged.authenticated ? 'UNAUTHENTICATED' : allowed ? 'allowed' : 'FORBIDDEN';
      it(`${role.name}: ${op.name} is ${outcome}`, async () => {
        if (role.authInfo) gw.reply('GET', AUTH_INFO, 200, role.authInfo);
        else gw.reply('GET', AUTH_INFO, 403, { detail: 'Authentication credentials were not provided.' });
        const [method, path, body] = op.upstream;
        gw.reply(method, path, 200, body);
        gw.reply('POST', checkPath('alice.example'), 200, CLEAN);
        gw.reply('GET', 'api/overview/queue/', 200, []);
        const res = await gw.gql(op.document, { variables: 'variables' in op ? op.variables : undefined, cookie: role.authInfo ? SESSION.cookie : undefined });
        if (outcome === 'allowed') {
          expect(res.body.errors).toBeUndefined();
          expect(sent()).toContain(`${method} /${path}`);
        } else {
          expect(res.body.errors?.[0].extensions?.code).toBe(outcome);
          // Refused before any call but "who is this".
          expect(sent()).toEqual([`GET /${AUTH_INFO}`]);
        }
      });
    }
  }
});
