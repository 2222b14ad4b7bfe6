import { describe, expect, it } from 'vitest';
import { DOMAIN_RULE_MESSAGES, MESSAGES } from '@portal/rules';
import { AGENT_A1, AUTH_INFO, gid, SESSION, useGateway, USERS, withSession } from './helpers';

const gw = useGateway();

const AGENT = { ...AGENT_A1, billing_day: 15 };
const CONFIG = { domain_transactions_enabled: true, editor_message: null, demo_domains: [], demo_users: [] };
const INTERN = { ...AGENT, is_agent_intern: true };
const LIST = 'api/agents/A1/domains/';
const ALPHA = {
  pk: 1,
  domain_name: 'alpha.example',
  product_type: 'm1',
  is_cancelled: false,
  active: true,
  content: ['/', '/about/', '/contact/', '/quote/'],
};
const BETA = { pk: 2, domain_name: 'beta.example', product_type: 'sf_microsite', is_cancelled: false, active: true, content: ['/', '/quote/'] };
const GAMMA = { pk: 3, domain_name: 'gamma.example', product_type: 'parked', is_cancelled: true, active: false, content: [] };
/** Deliberately not in name order: the gateway orders by name. */
const DOMAINS = [BETA, GAMMA, ALPHA];

function signedInAgent(agent: Record<string, unknown> = AGENT) {
  gw.reply('GET', AUTH_INFO, 200, USERS.agent);
  gw.reply('GET', 'api/agents/A1/', 200, agent);
}

const DOMAIN_FIELDS = 'id pk domainName productType productLabel isCancelled active content agentId';

describe('Agent.domains (API-036, DOM-002, DOM-003)', () => {
  it('API-036 / DOM-003 / DOM-001: one GET of the list maps the six fields, labels and ids, ordered by name', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    const res = await gw.gql(
      `{ agent(associateId: "A1") {
          domains { totalCount edges { cursor node { ${DOMAIN_FIELDS} } } }
          again: domains(first: 1) { totalCount }
          purchaseOptions { productType }
        } }`,
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    const connection = res.body.data?.agent.domains;
    expect(connection.totalCount).toBe(3);
    expect(connection.edges.map((e: { node: unknown }) => e.node)).toEqual([
      {
        id: gid('Domain', 'A1/alpha.example'),
        pk: 1,
        domainName: 'alpha.example',
        productType: 'm1',
        productLabel: 'M1',
        isCancelled: false,
        active: true,
        content: ['/', '/about/', '/contact/', '/quote/'],
        agentId: 'A1',
      },
      {
        id: gid('Domain', 'A1/beta.example'),
        pk: 2,
        domainName: 'beta.example',
        productType: 'sf_microsite',
        productLabel: 'Proxied',
        isCancelled: false,
        active: true,
        content: ['/', '/quote/'],
        agentId: 'A1',
      },
      {
        id: gid('Domain', 'A1/gamma.example'),
        pk: 3,
        domainName: 'gamma.example',
        productType: 'parked',
        productLabel: 'Parked',
        isCancelled: true,
        active: false,
        content: [],
        agentId: 'A1',
      },
    ]);
    // Three fields need the list: one upstream call, and no content/ calls (the list carries the routes).
    expect(gw.callsTo('GET', LIST)).toHaveLength(1);
    expect(gw.sent()).toHaveLength(3);
    expect(gw.callsTo('GET', LIST)[0].headers).toMatchObject({ cookie: SESSION.cookie });
  });

  it('API-036: the connection pages with first/after over the whole list', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    const page = `edges { cursor node { domainName } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount`;
    const first = await gw.gql(`{ agent(associateId: "A1") { domains(first: 2) { ${page} } } }`, withSession());
    const one = first.body.data?.agent.domains;
    expect(one.edges.map((e: { node: { domainName: string } }) => e.node.domainName)).toEqual(['alpha.example', 'beta.example']);
    expect(one.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false, startCursor: one.edges[0].cursor });
    expect(one.totalCount).toBe(3);

    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    const next = await gw.gql(
      `query($after: String) { agent(associateId: "A1") { domains(first: 2, after: $after) { ${page} } } }`,
      withSession({ after: one.pageInfo.endCursor }),
    );
    const two = next.body.data?.agent.domains;
    expect(two.edges.map((e: { node: { domainName: string } }) => e.node.domainName)).toEqual(['gamma.example']);
    expect(two.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true, endCursor: two.edges[0].cursor });
    expect(two.totalCount).toBe(3);
  });

  it('API-036: a negative first is refused as bad input', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    const res = await gw.gql('{ agent(associateId: "A1") { domains(first: -1) { totalCount } } }', withSession());
    expect(res.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { first: expect.any(Array) } });
  });

  it('ERR-033: a 500 on the list gives the domains text with UPSTREAM_ERROR', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 500, { detail: 'trace' });
    const res = await gw.gql('{ agent(associateId: "A1") { domains { totalCount } } }', withSession());
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.domainsLoad,
      path: ['agent', 'domains'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(res.text).not.toContain('trace');
  });

  it('AUTH-008: another agent\'s domains are FORBIDDEN with no upstream call about that agent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('{ agent(associateId: "A2") { domains { totalCount } movableDomains { name } } }', withSession());
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('Agent.domain(domainName) answers one domain from the same list, or null', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    const res = await gw.gql(
      '{ agent(associateId: "A1") { a: domain(domainName: " Alpha.Example ") { domainName pk } none: domain(domainName: "nope.example") { pk } } }',
      withSession(),
    );
    expect(res.body.data?.agent).toEqual({ a: { domainName: 'alpha.example', pk: 1 }, none: null });
    expect(gw.callsTo('GET', LIST)).toHaveLength(1);
  });
});

describe('purchase and change options (DOM-006, DOM-016, VALID-023, VALID-024)', () => {
  it('VALID-023 / DOM-016: an intern may buy only Parked and Proxied; each option has its label and price', async () => {
    signedInAgent(INTERN);
    gw.reply('GET', LIST, 200, DOMAINS);
    const res = await gw.gql(
      '{ agent(associateId: "A1") { purchaseOptions { productType label monthlyPrice allowed reason } } }',
      withSession(),
    );
    expect(res.body.data?.agent.purchaseOptions).toEqual([
      { productType: 'parked', label: 'Parked', monthlyPrice: 13, allowed: true, reason: null },
      { productType: 'sf_microsite', label: 'Proxied', monthlyPrice: 19, allowed: true, reason: null },
      { productType: 'm1', label: 'M1', monthlyPrice: 29, allowed: false, reason: DOMAIN_RULE_MESSAGES.internUpgrade },
      { productType: 'm2', label: 'M2', monthlyPrice: 54, allowed: false, reason: DOMAIN_RULE_MESSAGES.internUpgrade },
    ]);
  });

  it('VALID-024: with no non-parked domain (a cancelled one does not count) Parked is not offered', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, [GAMMA, { ...BETA, is_cancelled: true }]);
    const res = await gw.gql('{ agent(associateId: "A1") { purchaseOptions { productType allowed reason } } }', withSession());
    expect(res.body.data?.agent.purchaseOptions[0]).toEqual({
      productType: 'parked',
      allowed: false,
      reason: DOMAIN_RULE_MESSAGES.parkedNeedsOther,
    });
    expect(res.body.data?.agent.purchaseOptions.slice(1).every((o: { allowed: boolean }) => o.allowed)).toBe(true);
  });

  it('DOM-006: an intern\'s domain may not change to M1 or M2', async () => {
    signedInAgent(INTERN);
    gw.reply('GET', LIST, 200, DOMAINS);
    const res = await gw.gql(
      '{ agent(associateId: "A1") { domain(domainName: "beta.example") { changeOptions { productType label monthlyPrice allowed reason } } } }',
      withSession(),
    );
    expect(res.body.data?.agent.domain.changeOptions).toEqual([
      { productType: 'parked', label: 'Parked', monthlyPrice: 13, allowed: true, reason: null },
      { productType: 'm1', label: 'M1', monthlyPrice: 29, allowed: false, reason: DOMAIN_RULE_MESSAGES.internUpgrade },
      { productType: 'm2', label: 'M2', monthlyPrice: 54, allowed: false, reason: DOMAIN_RULE_MESSAGES.internUpgrade },
    ]);
  });
});

describe('per-domain data (API-040..043, DOM-012..014, DOM-018)', () => {
  it('API-040 / DOM-012: whois GETs …/domains/{d}/whois/ and maps it, only for the domains that ask', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    gw.reply('GET', 'api/agents/A1/domains/alpha.example/whois/', 200, {
      domain_name: 'alpha.example',
      registrar: 'Provider Domains, LLC',
      created: '2023-01-02T03:04:05Z',
      expires: '2025-01-02T03:04:05Z',
      updated: '2024-01-02T03:04:05Z',
      status: ['clientTransferProhibited'],
      name_servers: ['ns1.example', 'ns2.example'],
      registrant: { name: 'Alice Smith', organization: 'Smith Insurance Agency', email: 'alice@agents.example', country: 'US' },
    });
    const res = await gw.gql(
      `{ agent(associateId: "A1") {
          domain(domainName: "alpha.example") { whois { domainName registrar created expires updated status nameServers
            registrant { name organization email country } } }
          domains { totalCount }
        } }`,
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.domain.whois).toEqual({
      domainName: 'alpha.example',
      registrar: 'Provider Domains, LLC',
      created: '2023-01-02T03:04:05.000Z',
      expires: '2025-01-02T03:04:05.000Z',
      updated: '2024-01-02T03:04:05.000Z',
      status: ['clientTransferProhibited'],
      nameServers: ['ns1.example', 'ns2.example'],
      registrant: { name: 'Alice Smith', organization: 'Smith Insurance Agency', email: 'alice@agents.example', country: 'US' },
    });
    expect(gw.sent().filter((c) => c.includes('whois'))).toEqual(['GET /api/agents/A1/domains/alpha.example/whois/']);
  });

  it('ERR-043: a 500 on whois gives the whois text and the domain still shows', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    gw.reply('GET', 'api/agents/A1/domains/alpha.example/whois/', 500, {});
    const res = await gw.gql('{ agent(associateId: "A1") { domain(domainName: "alpha.example") { pk whois { registrar } } } }', withSession());
    expect(res.body.data?.agent.domain).toEqual({ pk: 1, whois: null });
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.whois, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('API-042 / DOM-013: renderAttempts GETs …/render_attempts/recent/ and maps both renders', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    gw.reply('GET', 'api/agents/A1/domains/alpha.example/render_attempts/recent/', 200, {
      last_failed_render: { render_time: '2024-05-01T10:00:00Z', success: false },
      last_successful_render: null,
    });
    const res = await gw.gql(
      `{ agent(associateId: "A1") { domain(domainName: "alpha.example") { renderAttempts {
          lastFailedRender { renderTime success } lastSuccessfulRender { renderTime success } } } } }`,
      withSession(),
    );
    expect(res.body.data?.agent.domain.renderAttempts).toEqual({
      lastFailedRender: { renderTime: '2024-05-01T10:00:00.000Z', success: false },
      lastSuccessfulRender: null,
    });
    expect(gw.callsTo('GET', 'api/agents/A1/domains/alpha.example/render_attempts/recent/')).toHaveLength(1);
  });

  it('ERR-041: a 500 on render attempts gives its text', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    gw.reply('GET', 'api/agents/A1/domains/alpha.example/render_attempts/recent/', 500, {});
    const res = await gw.gql(
      '{ agent(associateId: "A1") { domain(domainName: "alpha.example") { renderAttempts { lastFailedRender { success } } } } }',
      withSession(),
    );
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.renderAttempts, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('API-041 / DOM-018: a domain answered without routes GETs …/domains/{d}/content/', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, [{ ...ALPHA, content: undefined }]);
    gw.reply('GET', 'api/agents/A1/domains/alpha.example/content/', 200, { routes: ['/', '/about/'] });
    const res = await gw.gql('{ agent(associateId: "A1") { domain(domainName: "alpha.example") { content } } }', withSession());
    expect(res.body.data?.agent.domain.content).toEqual(['/', '/about/']);
    expect(gw.callsTo('GET', 'api/agents/A1/domains/alpha.example/content/')).toHaveLength(1);
  });

  it('API-043 / DOM-014 / DOM-015: movableDomains GETs …/domains/movables/ and maps the four fields', async () => {
    signedInAgent();
    gw.reply('GET', 'api/agents/A1/domains/movables/', 200, [
      { name: 'alpha.example', active: true, can_move: true, product_type: 'm1' },
      { name: 'outside.example', active: false, can_move: false, product_type: 'parked' },
    ]);
    const res = await gw.gql('{ agent(associateId: "A1") { movableDomains { name active canMove productType } } }', withSession());
    expect(res.body.data?.agent.movableDomains).toEqual([
      { name: 'alpha.example', active: true, canMove: true, productType: 'm1' },
      { name: 'outside.example', active: false, canMove: false, productType: 'parked' },
    ]);
    expect(gw.sent()).toContain('GET /api/agents/A1/domains/movables/');
  });

  it('ERR-042: a 500 on movables gives its text', async () => {
    signedInAgent();
    gw.reply('GET', 'api/agents/A1/domains/movables/', 500, {});
    const res = await gw.gql('{ agent(associateId: "A1") { movableDomains { name } } }', withSession());
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.movableDomains, extensions: { code: 'UPSTREAM_ERROR' } });
  });
});

describe('node(id:) for Domain', () => {
  it('node(id:) refetches a domain by Domain:{agentId}/{domainName}', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    const res = await gw.gql(
      'query($id: ID!) { node(id: $id) { __typename id ... on Domain { domainName changeOptions { productType allowed } } } }',
      withSession({ id: gid('Domain', 'A1/beta.example') }),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.node).toMatchObject({ __typename: 'Domain', id: gid('Domain', 'A1/beta.example'), domainName: 'beta.example' });
    // changeOptions needed the owner's intern flag: one agent GET.
    expect(gw.callsTo('GET', 'api/agents/A1/')).toHaveLength(1);
  });

  it('AUTH-008: node(id:) of another agent\'s domain is FORBIDDEN with no call about that agent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/site_config/', 200, { value: CONFIG });
    const res = await gw.gql('query($id: ID!) { node(id: $id) { id } }', withSession({ id: gid('Domain', 'A2/other.example') }));
    expect(res.body.data).toEqual({ node: null });
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent().some((c) => c.includes('/api/agents/'))).toBe(false);
  });

  it('AUTH-016: a demo user may read a demo domain of another agent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/site_config/', 200, {
      value: {
        ...CONFIG,
        demo_domains: ['demo.example'],
        demo_users: [{ title: 'Demo', subtext: null, associate_id: 'A1' }],
      },
    });
    gw.reply('GET', 'api/agents/A9/domains/', 200, [{ ...BETA, domain_name: 'demo.example' }]);
    const res = await gw.gql(
      'query($id: ID!) { node(id: $id) { ... on Domain { domainName agentId } } }',
      withSession({ id: gid('Domain', 'A9/demo.example') }),
    );
    expect(res.body.data?.node).toEqual({ domainName: 'demo.example', agentId: 'A9' });
  });
});

const PAYLOAD = `domain { ${DOMAIN_FIELDS} } agent { associateId domains { totalCount } }`;

describe('purchaseDomain and transferDomain (API-039, DOM-004, DOM-005)', () => {
  const PURCHASE = `mutation($input: PurchaseDomainInput!) { purchaseDomain(input: $input) { ${PAYLOAD} } }`;
  const TRANSFER = `mutation($input: TransferDomainInput!) { transferDomain(input: $input) { ${PAYLOAD} } }`;
  const CREATED = { pk: 9, domain_name: 'new.example', product_type: 'sf_microsite', is_cancelled: false, active: false, content: [] };

  function readsBeforeOrder(config = CONFIG, agent: Record<string, unknown> = AGENT, list: unknown[] = DOMAINS) {
    signedInAgent(agent);
    gw.reply('GET', 'api/site_config/', 200, { value: config });
    gw.reply('GET', LIST, 200, list);
  }

  it('API-039 / DOM-004: purchase POSTs {name, product_type, is_transfer:false, auth_code:null}; the list is read again', async () => {
    readsBeforeOrder();
    gw.reply('POST', LIST, 201, CREATED);
    gw.reply('GET', LIST, 200, [...DOMAINS, CREATED]);
    const res = await gw.gql(PURCHASE, withSession({ input: { agentId: 'A1', domainName: '  New.Example ', productType: 'sf_microsite' } }));
    expect(res.body.errors).toBeUndefined();
    const post = gw.callsTo('POST', LIST);
    expect(post).toHaveLength(1);
    expect(post[0].body).toEqual({ name: 'new.example', product_type: 'sf_microsite', is_transfer: false, auth_code: null });
    expect(post[0].headers['x-csrftoken']).toBe('tok1');
    expect(res.body.data?.purchaseDomain).toEqual({
      domain: {
        id: gid('Domain', 'A1/new.example'),
        pk: 9,
        domainName: 'new.example',
        productType: 'sf_microsite',
        productLabel: 'Proxied',
        isCancelled: false,
        active: false,
        content: [],
        agentId: 'A1',
      },
      agent: { associateId: 'A1', domains: { totalCount: 4 } },
    });
    // The pre-write list is not served again: one GET before the POST, one after.
    expect(gw.callsTo('GET', LIST)).toHaveLength(2);
    expect(gw.sent().indexOf(`POST /${LIST}`)).toBeLessThan(gw.sent().lastIndexOf(`GET /${LIST}`));
  });

  it('API-039 / DOM-005: transfer POSTs {name, product_type, is_transfer:true, auth_code}', async () => {
    readsBeforeOrder();
    gw.reply('POST', LIST, 201, CREATED);
    gw.reply('GET', LIST, 200, [...DOMAINS, CREATED]);
    const res = await gw.gql(
      TRANSFER,
      withSession({ input: { agentId: 'A1', domainName: 'new.example', productType: 'sf_microsite', authCode: ' EPP-123 ' } }),
    );
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', LIST)[0].body).toEqual({
      name: 'new.example',
      product_type: 'sf_microsite',
      is_transfer: true,
      auth_code: 'EPP-123',
    });
  });

  it('ERR-035: a failed transfer of ex.com says "Sorry, there was an issue transferring ex.com."', async () => {
    readsBeforeOrder();
    gw.reply('POST', LIST, 500, { detail: 'boom' });
    const res = await gw.gql(TRANSFER, withSession({ input: { agentId: 'A1', domainName: 'ex.com', productType: 'm1', authCode: 'X' } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Sorry, there was an issue transferring ex.com.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('DOM-004: a failed purchase names the domain, in ERR-035\'s words (decision D-09)', async () => {
    readsBeforeOrder();
    gw.reply('POST', LIST, 500, {});
    const res = await gw.gql(PURCHASE, withSession({ input: { agentId: 'A1', domainName: 'ex.com', productType: 'm1' } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Sorry, there was an issue purchasing ex.com.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('DOM-004: an upstream 400 on the purchase comes back as field errors under the input\'s names', async () => {
    readsBeforeOrder();
    gw.reply('POST', LIST, 400, { name: ['That domain is already registered.'] });
    const res = await gw.gql(PURCHASE, withSession({ input: { agentId: 'A1', domainName: 'alpha.example', productType: 'm1' } }));
    expect(res.body.errors?.[0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { domainName: ['That domain is already registered.'] } },
    });
  });

  it('domain transactions turned off: FORBIDDEN and no POST', async () => {
    readsBeforeOrder({ ...CONFIG, domain_transactions_enabled: false });
    const res = await gw.gql(PURCHASE, withSession({ input: { agentId: 'A1', domainName: 'new.example', productType: 'm1' } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: DOMAIN_RULE_MESSAGES.transactionsDisabled,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(gw.callsTo('POST', LIST)).toHaveLength(0);
  });

  it('VALID-023 / DOM-006: an intern cannot buy M1 and no POST is sent', async () => {
    readsBeforeOrder(undefined, INTERN);
    const res = await gw.gql(PURCHASE, withSession({ input: { agentId: 'A1', domainName: 'new.example', productType: 'm1' } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: DOMAIN_RULE_MESSAGES.internUpgrade,
      extensions: { code: 'BAD_USER_INPUT', fields: { productType: [DOMAIN_RULE_MESSAGES.internUpgrade] } },
    });
    expect(gw.callsTo('POST', LIST)).toHaveLength(0);
  });

  it('VALID-024: a parked purchase without another domain type is refused and no POST is sent', async () => {
    readsBeforeOrder(undefined, AGENT, [GAMMA]);
    const res = await gw.gql(PURCHASE, withSession({ input: { agentId: 'A1', domainName: 'new.example', productType: 'parked' } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: DOMAIN_RULE_MESSAGES.parkedNeedsOther,
      extensions: { code: 'BAD_USER_INPUT', fields: { productType: [DOMAIN_RULE_MESSAGES.parkedNeedsOther] } },
    });
    expect(gw.callsTo('POST', LIST)).toHaveLength(0);
  });

  it('DOM-005: a bad name and a blank auth code are refused per field and no POST is sent', async () => {
    readsBeforeOrder();
    const res = await gw.gql(TRANSFER, withSession({ input: { agentId: 'A1', domainName: 'not a domain', productType: 'm1', authCode: ' ' } }));
    expect(res.body.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { domainName: [DOMAIN_RULE_MESSAGES.domainName], authCode: [DOMAIN_RULE_MESSAGES.authCode] },
    });
    expect(gw.callsTo('POST', LIST)).toHaveLength(0);
  });

  it('AUTH-008: buying for another agent is FORBIDDEN with no upstream call about that agent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql(PURCHASE, withSession({ input: { agentId: 'A2', domainName: 'new.example', productType: 'm1' } }));
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });
});

describe('changeProductType (API-037, DOM-006, DOM-007)', () => {
  const CHANGE = `mutation($input: ChangeProductTypeInput!) { changeProductType(input: $input) { ${PAYLOAD} } }`;
  const BETA_ID = gid('Domain', 'A1/beta.example');

  it('API-037 / DOM-007: PUT …/domains/{d}/ {product_type:"m1"}; the domain comes from the list read again', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    gw.reply('PUT', 'api/agents/A1/domains/beta.example/', 200, { ...BETA, product_type: 'm1' });
    gw.reply('GET', LIST, 200, [ALPHA, { ...BETA, product_type: 'm1', content: ['/', '/about/', '/contact/', '/quote/'] }, GAMMA]);
    const res = await gw.gql(CHANGE, withSession({ input: { domainId: BETA_ID, productType: 'm1' } }));
    expect(res.body.errors).toBeUndefined();
    const put = gw.callsTo('PUT', 'api/agents/A1/domains/beta.example/');
    expect(put).toHaveLength(1);
    expect(put[0].body).toEqual({ product_type: 'm1' });
    expect(res.body.data?.changeProductType.domain).toMatchObject({
      id: BETA_ID,
      productType: 'm1',
      productLabel: 'M1',
      content: ['/', '/about/', '/contact/', '/quote/'],
    });
    expect(gw.callsTo('GET', LIST)).toHaveLength(2);
  });

  it('DOM-006: an intern cannot change a domain to M2 and no PUT is sent', async () => {
    signedInAgent(INTERN);
    gw.reply('GET', LIST, 200, DOMAINS);
    const res = await gw.gql(CHANGE, withSession({ input: { domainId: BETA_ID, productType: 'm2' } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: DOMAIN_RULE_MESSAGES.internUpgrade,
      extensions: { code: 'BAD_USER_INPUT', fields: { productType: [DOMAIN_RULE_MESSAGES.internUpgrade] } },
    });
    expect(gw.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('ERR-036: a 500 on the PUT gives the exact change text', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    gw.reply('PUT', 'api/agents/A1/domains/beta.example/', 500, {});
    const res = await gw.gql(CHANGE, withSession({ input: { domainId: BETA_ID, productType: 'm1' } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'We are unable to change your domain at this time! Please try again later.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('an unknown or malformed domain id is NOT_FOUND with no write', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    const unknown = await gw.gql(CHANGE, withSession({ input: { domainId: gid('Domain', 'A1/nope.example'), productType: 'm1' } }));
    expect(unknown.body.errors?.[0]).toMatchObject({ message: MESSAGES.domainChange, extensions: { code: 'NOT_FOUND' } });
    const malformed = await gw.gql(CHANGE, withSession({ input: { domainId: gid('Agent', 'A1'), productType: 'm1' } }));
    expect(malformed.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(gw.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('AUTH-008: changing another agent\'s domain is FORBIDDEN with no upstream call about that agent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql(CHANGE, withSession({ input: { domainId: gid('Domain', 'A2/x.example'), productType: 'm1' } }));
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });
});

describe('cancelDomain (API-038, DOM-011)', () => {
  const CANCEL = `mutation($input: CancelDomainInput!) { cancelDomain(input: $input) { ${PAYLOAD} } }`;
  const ALPHA_ID = gid('Domain', 'A1/alpha.example');

  it('API-038 / DOM-011: DELETE …/domains/{d}/ and the domain is answered cancelled from the list read again', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    gw.reply('DELETE', 'api/agents/A1/domains/alpha.example/', 204);
    gw.reply('GET', LIST, 200, [{ ...ALPHA, is_cancelled: true, active: false }, BETA, GAMMA]);
    const res = await gw.gql(CANCEL, withSession({ input: { domainId: ALPHA_ID } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('DELETE', 'api/agents/A1/domains/alpha.example/')).toHaveLength(1);
    expect(gw.callsTo('DELETE', 'api/agents/A1/domains/alpha.example/')[0].body).toBeUndefined();
    expect(res.body.data?.cancelDomain.domain).toMatchObject({ id: ALPHA_ID, isCancelled: true, active: false });
    expect(res.body.data?.cancelDomain.agent).toEqual({ associateId: 'A1', domains: { totalCount: 3 } });
    expect(gw.callsTo('GET', LIST)).toHaveLength(2);
  });

  it('ERR-034: a 500 on the DELETE gives the cancel text', async () => {
    signedInAgent();
    gw.reply('GET', LIST, 200, DOMAINS);
    gw.reply('DELETE', 'api/agents/A1/domains/alpha.example/', 500, {});
    const res = await gw.gql(CANCEL, withSession({ input: { domainId: ALPHA_ID } }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.domainCancel, extensions: { code: 'UPSTREAM_ERROR' } });
  });
});
