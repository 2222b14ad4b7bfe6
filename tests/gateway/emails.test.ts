import { describe, expect, it } from 'vitest';
import {
  dedupe,
  EMAIL_RULE_MESSAGES,
  isEmail,
  MESSAGES,
  parkedRedirectMonthlyCost,
  validateRedirect,
  validateRedirectList,
} from '@portal/rules';
import { AUTH_INFO, gid, SESSION, useGateway, USERS, withSession } from './helpers';

const gw = useGateway();

const writes = () => gw.calls.filter((c) => c.method !== 'GET');

const AGENT = { associate_id: 'A1', first_name: 'Alice', last_name: 'Smith', alias: 'asmi', is_agent_intern: false };
const EMAILS = 'api/agents/A1/emails/';
const DOMAINS = 'api/agents/A1/domains/';
const ALPHA_EMAILS = 'api/agents/A1/domains/alpha.example/emails/';
const HELLO = `${ALPHA_EMAILS}hello/`;
const DUPLICATE = 'Redirect address should be unique. It is already included in the list.';

const r = (domain_name: string, redirect_address: string, real_address = 'me@mail.example') => ({
  domain_name,
  redirect_address,
  real_address,
});
const HELLO_ALPHA = r('alpha.example', 'hello@alpha.example');
const SALES_ALPHA = r('alpha.example', 'sales@alpha.example', 'sales@mail.example');
const INFO_BETA = r('beta.example', 'info@beta.example');
/** Deliberately not in order: the gateway orders by domain and address. */
const REDIRECTS = [INFO_BETA, SALES_ALPHA, HELLO_ALPHA];
const domain = (pk: number, domain_name: string, product_type: string, is_cancelled = false) => ({
  pk,
  domain_name,
  product_type,
  is_cancelled,
  active: !is_cancelled,
  content: [],
});
const DOMAIN_LIST = [domain(1, 'alpha.example', 'parked'), domain(2, 'beta.example', 'm1'), domain(3, 'gone.example', 'm1', true)];
const redirectId = (domainName: string, local: string, agent = 'A1') => gid('EmailRedirect', `${agent}/${domainName}/${local}`);

function signedInAgent(user: Record<string, unknown> = USERS.agent) {
  gw.reply('GET', AUTH_INFO, 200, user);
  gw.reply('GET', 'api/agents/A1/', 200, AGENT);
}

/** The reads a write starts with: the agent, its domains and its redirects. */
function readsBeforeWrite(redirects: unknown[] = REDIRECTS, domains: unknown[] = DOMAIN_LIST) {
  signedInAgent();
  gw.reply('GET', DOMAINS, 200, domains);
  gw.reply('GET', EMAILS, 200, redirects);
}

const FIELDS = 'id domainName redirectAddress realAddress agentId';

describe('Agent.emailRedirects (API-010, EMAIL-001, ERR-007)', () => {
  it('API-010 / EMAIL-001: one GET api/agents/A/emails/ maps the three fields and global ids, by domain and address', async () => {
    signedInAgent();
    gw.reply('GET', EMAILS, 200, REDIRECTS);
    const res = await gw.gql(
      `{ agent(associateId: "A1") { emailRedirects { totalCount edges { cursor node { ${FIELDS} } } }
          again: emailRedirects(first: 1) { totalCount } } }`,
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    const connection = res.body.data?.agent.emailRedirects;
    expect(connection.totalCount).toBe(3);
    expect(connection.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { id: redirectId('alpha.example', 'hello'), domainName: 'alpha.example', redirectAddress: 'hello@alpha.example', realAddress: 'me@mail.example', agentId: 'A1' },
      { id: redirectId('alpha.example', 'sales'), domainName: 'alpha.example', redirectAddress: 'sales@alpha.example', realAddress: 'sales@mail.example', agentId: 'A1' },
      { id: redirectId('beta.example', 'info'), domainName: 'beta.example', redirectAddress: 'info@beta.example', realAddress: 'me@mail.example', agentId: 'A1' },
    ]);
    expect(gw.callsTo('GET', EMAILS)).toHaveLength(1);
    expect(gw.callsTo('GET', EMAILS)[0].headers).toMatchObject({ cookie: SESSION.cookie });
  });

  it('API-010: the connection pages with first/after and keeps one domain with domainName', async () => {
    signedInAgent();
    gw.reply('GET', EMAILS, 200, REDIRECTS);
    const page = 'edges { node { redirectAddress } } pageInfo { hasNextPage hasPreviousPage endCursor } totalCount';
    const first = await gw.gql(
      `{ agent(associateId: "A1") { emailRedirects(first: 2) { ${page} } beta: emailRedirects(domainName: " Beta.Example ") { ${page} } } }`,
      withSession(),
    );
    const one = first.body.data?.agent.emailRedirects;
    expect(one.edges.map((e: { node: { redirectAddress: string } }) => e.node.redirectAddress)).toEqual([
      'hello@alpha.example',
      'sales@alpha.example',
    ]);
    expect(one.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.body.data?.agent.beta).toMatchObject({ totalCount: 1, edges: [{ node: { redirectAddress: 'info@beta.example' } }] });

    signedInAgent();
    gw.reply('GET', EMAILS, 200, REDIRECTS);
    const next = await gw.gql(
      `query($after: String) { agent(associateId: "A1") { emailRedirects(first: 2, after: $after) { ${page} } } }`,
      withSession({ after: one.pageInfo.endCursor }),
    );
    const two = next.body.data?.agent.emailRedirects;
    expect(two.edges.map((e: { node: { redirectAddress: string } }) => e.node.redirectAddress)).toEqual(['info@beta.example']);
    expect(two.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('ERR-007: a 500 on the list gives "We couldn\'t retrieve your emails! Please try again later" with UPSTREAM_ERROR', async () => {
    signedInAgent();
    gw.reply('GET', EMAILS, 500, { detail: 'trace' });
    const res = await gw.gql('{ agent(associateId: "A1") { emailRedirects { totalCount } } }', withSession());
    expect(res.body.errors?.[0]).toMatchObject({
      message: "We couldn't retrieve your emails! Please try again later",
      path: ['agent', 'emailRedirects'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(res.text).not.toContain('trace');
  });

  it('AUTH-008: another agent\'s redirects are FORBIDDEN with no upstream call about that agent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('{ agent(associateId: "A2") { emailRedirects { totalCount } } }', withSession());
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('node(id:) refetches a redirect; another agent\'s is FORBIDDEN with no call about it', async () => {
    signedInAgent();
    gw.reply('GET', EMAILS, 200, REDIRECTS);
    const res = await gw.gql(
      'query($id: ID!) { node(id: $id) { __typename id ... on EmailRedirect { redirectAddress realAddress } } }',
      withSession({ id: redirectId('alpha.example', 'sales') }),
    );
    expect(res.body.data?.node).toEqual({
      __typename: 'EmailRedirect',
      id: redirectId('alpha.example', 'sales'),
      redirectAddress: 'sales@alpha.example',
      realAddress: 'sales@mail.example',
    });
    gw.calls.length = 0;
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const other = await gw.gql('query($id: ID!) { node(id: $id) { id } }', withSession({ id: redirectId('x.example', 'a', 'A2') }));
    expect(other.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });
});

const PAYLOAD = `emailRedirect { ${FIELDS} } agent { associateId emailRedirects { totalCount } }`;

describe('addEmailRedirect (API-011, EMAIL-002, ERR-008)', () => {
  const ADD = `mutation($input: AddEmailRedirectInput!) { addEmailRedirect(input: $input) { ${PAYLOAD} } }`;
  const input = (over: Record<string, unknown> = {}) => ({
    agentId: 'A1',
    domainName: 'alpha.example',
    redirectAddress: ' Team@Alpha.example ',
    realAddress: ' team@mail.example ',
    ...over,
  });

  it('API-011 / EMAIL-002: POST …/domains/{d}/emails/ {redirect_address, real_address}; the list is read again', async () => {
    readsBeforeWrite();
    const created = r('alpha.example', 'team@alpha.example', 'team@mail.example');
    gw.reply('POST', ALPHA_EMAILS, 201, created);
    gw.reply('GET', EMAILS, 200, [...REDIRECTS, created]);
    const res = await gw.gql(ADD, withSession({ input: input() }));
    expect(res.body.errors).toBeUndefined();
    const post = gw.callsTo('POST', ALPHA_EMAILS);
    expect(post).toHaveLength(1);
    expect(post[0].body).toEqual({ redirect_address: 'team@alpha.example', real_address: 'team@mail.example' });
    expect(post[0].headers['x-csrftoken']).toBe('tok1');
    expect(res.body.data?.addEmailRedirect).toEqual({
      emailRedirect: {
        id: redirectId('alpha.example', 'team'),
        domainName: 'alpha.example',
        redirectAddress: 'team@alpha.example',
        realAddress: 'team@mail.example',
        agentId: 'A1',
      },
      agent: { associateId: 'A1', emailRedirects: { totalCount: 4 } },
    });
    expect(gw.callsTo('GET', EMAILS)).toHaveLength(2);
  });

  it('ERR-008: a 500 on the POST gives the add text with UPSTREAM_ERROR', async () => {
    readsBeforeWrite();
    gw.reply('POST', ALPHA_EMAILS, 500, { detail: 'boom' });
    const res = await gw.gql(ADD, withSession({ input: input() }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.emailAdd, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(res.text).not.toContain('boom');
  });

  it('ERR-008: an upstream 400 comes back as field errors with the add text', async () => {
    readsBeforeWrite();
    gw.reply('POST', ALPHA_EMAILS, 400, { redirect_address: ['Taken upstream.'] });
    const res = await gw.gql(ADD, withSession({ input: input() }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.emailAdd,
      extensions: { code: 'BAD_USER_INPUT', fields: { redirectAddress: ['Taken upstream.'] } },
    });
  });

  it('VALID-008 / EMAIL-007: " hello@alpha.example" when hello@alpha.example exists is refused and no POST is sent', async () => {
    readsBeforeWrite();
    const res = await gw.gql(ADD, withSession({ input: input({ redirectAddress: ' hello@alpha.example' }) }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: DUPLICATE,
      extensions: { code: 'BAD_USER_INPUT', fields: { redirectAddress: [DUPLICATE] } },
    });
    expect(writes()).toHaveLength(0);
  });

  it('VALID-012 / EMAIL-008: invalid addresses and a redirect address off the domain are refused per field, no POST', async () => {
    readsBeforeWrite();
    const bad = await gw.gql(ADD, withSession({ input: input({ redirectAddress: 'foo', realAddress: 'foo@' }) }));
    expect(bad.body.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { redirectAddress: [EMAIL_RULE_MESSAGES.email], realAddress: [EMAIL_RULE_MESSAGES.email] },
    });
    readsBeforeWrite();
    const off = await gw.gql(ADD, withSession({ input: input({ redirectAddress: 'team@beta.example' }) }));
    expect(off.body.errors?.[0].extensions?.fields).toEqual({
      redirectAddress: [EMAIL_RULE_MESSAGES.wrongDomain('alpha.example')],
    });
    expect(writes()).toHaveLength(0);
  });

  it('a cancelled domain is refused as bad input and an unknown domain is NOT_FOUND, with no POST', async () => {
    readsBeforeWrite();
    const cancelled = await gw.gql(ADD, withSession({ input: input({ domainName: 'gone.example', redirectAddress: 'a@gone.example' }) }));
    expect(cancelled.body.errors?.[0]).toMatchObject({
      message: EMAIL_RULE_MESSAGES.cancelledDomain,
      extensions: { code: 'BAD_USER_INPUT', fields: { domainName: [EMAIL_RULE_MESSAGES.cancelledDomain] } },
    });
    readsBeforeWrite();
    const unknown = await gw.gql(ADD, withSession({ input: input({ domainName: 'nope.example', redirectAddress: 'a@nope.example' }) }));
    expect(unknown.body.errors?.[0]).toMatchObject({ message: MESSAGES.emailAdd, extensions: { code: 'NOT_FOUND' } });
    expect(writes()).toHaveLength(0);
  });

  it('AUTH-008: adding to another agent\'s domain is FORBIDDEN with no upstream call about that agent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql(ADD, withSession({ input: input({ agentId: 'A2' }) }));
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('AUTH-010: a staff member of the agent may add a redirect', async () => {
    readsBeforeWrite();
    gw.calls.length = 0;
    gw.reply('GET', AUTH_INFO, 200, USERS.staff);
    gw.reply('POST', ALPHA_EMAILS, 201, r('alpha.example', 'team@alpha.example'));
    const res = await gw.gql(
      `mutation($input: AddEmailRedirectInput!) { addEmailRedirect(input: $input) { emailRedirect { redirectAddress } } }`,
      withSession({ input: input() }),
    );
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', ALPHA_EMAILS)).toHaveLength(1);
  });
});

describe('populateEmailRedirects (API-012, EMAIL-003, ERR-009)', () => {
  const POPULATE = `mutation($input: PopulateEmailRedirectsInput!) { populateEmailRedirects(input: $input) {
    emailRedirects { ${FIELDS} } agent { associateId } } }`;
  const pairs = [
    { redirectAddress: 'a@alpha.example', realAddress: 'a@mail.example' },
    { redirectAddress: ' B@alpha.example', realAddress: 'b@mail.example ' },
  ];

  it('API-012 / EMAIL-003: one POST with an array body of {redirect_address, real_address}', async () => {
    readsBeforeWrite();
    gw.reply('POST', ALPHA_EMAILS, 201, [r('alpha.example', 'a@alpha.example', 'a@mail.example'), r('alpha.example', 'b@alpha.example', 'b@mail.example')]);
    const res = await gw.gql(POPULATE, withSession({ input: { agentId: 'A1', domainName: 'alpha.example', redirects: pairs } }));
    expect(res.body.errors).toBeUndefined();
    const post = gw.callsTo('POST', ALPHA_EMAILS);
    expect(post).toHaveLength(1);
    expect(post[0].body).toEqual([
      { redirect_address: 'a@alpha.example', real_address: 'a@mail.example' },
      { redirect_address: 'b@alpha.example', real_address: 'b@mail.example' },
    ]);
    expect(post[0].headers['content-type']).toBe('application/json');
    expect(res.body.data?.populateEmailRedirects.emailRedirects.map((e: { id: string }) => e.id)).toEqual([
      redirectId('alpha.example', 'a'),
      redirectId('alpha.example', 'b'),
    ]);
  });

  it('ERR-009: a 500 on the POST gives the populate text', async () => {
    readsBeforeWrite();
    gw.reply('POST', ALPHA_EMAILS, 500, {});
    const res = await gw.gql(POPULATE, withSession({ input: { agentId: 'A1', domainName: 'alpha.example', redirects: pairs } }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.emailPopulate, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('D-31: bad pairs are refused per item as redirects.{index}.{field}, and no POST is sent', async () => {
    readsBeforeWrite();
    const res = await gw.gql(
      POPULATE,
      withSession({
        input: {
          agentId: 'A1',
          domainName: 'alpha.example',
          redirects: [
            { redirectAddress: 'a@alpha.example', realAddress: 'a@mail.example' },
            { redirectAddress: 'a@alpha.example ', realAddress: 'nope' },
            { redirectAddress: 'sales@alpha.example', realAddress: 'x@mail.example' },
          ],
        },
      }),
    );
    expect(res.body.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        'redirects.1.redirectAddress': [DUPLICATE],
        'redirects.1.realAddress': [EMAIL_RULE_MESSAGES.email],
        'redirects.2.redirectAddress': [DUPLICATE],
      },
    });
    readsBeforeWrite();
    const empty = await gw.gql(POPULATE, withSession({ input: { agentId: 'A1', domainName: 'alpha.example', redirects: [] } }));
    expect(empty.body.errors?.[0].extensions?.fields).toEqual({ redirects: [EMAIL_RULE_MESSAGES.emptyList] });
    expect(writes()).toHaveLength(0);
  });

  it('D-31: an upstream 400 with one error object per item comes back under the same field names', async () => {
    readsBeforeWrite();
    gw.reply('POST', ALPHA_EMAILS, 400, [{}, { redirect_address: ['Taken upstream.'] }]);
    const res = await gw.gql(POPULATE, withSession({ input: { agentId: 'A1', domainName: 'alpha.example', redirects: pairs } }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.emailPopulate,
      extensions: { code: 'BAD_USER_INPUT', fields: { 'redirects.1.redirectAddress': ['Taken upstream.'] } },
    });
  });
});

describe('updateEmailRedirect (API-013, EMAIL-004, ERR-010)', () => {
  const UPDATE = `mutation($input: UpdateEmailRedirectInput!) { updateEmailRedirect(input: $input) { ${PAYLOAD} } }`;
  const HELLO_ID = redirectId('alpha.example', 'hello');

  it('API-013 / EMAIL-004: PUT …/emails/{local part}/ with the new pair', async () => {
    readsBeforeWrite();
    gw.reply('PUT', HELLO, 200, r('alpha.example', 'hi@alpha.example', 'new@mail.example'));
    gw.reply('GET', EMAILS, 200, REDIRECTS);
    const res = await gw.gql(UPDATE, withSession({ input: { id: HELLO_ID, redirectAddress: 'HI@alpha.example', realAddress: 'new@mail.example' } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('PUT', HELLO)[0].body).toEqual({ redirect_address: 'hi@alpha.example', real_address: 'new@mail.example' });
    expect(res.body.data?.updateEmailRedirect.emailRedirect).toMatchObject({
      id: redirectId('alpha.example', 'hi'),
      redirectAddress: 'hi@alpha.example',
      realAddress: 'new@mail.example',
    });
  });

  it('EMAIL-007: keeping its own address is fine; another redirect\'s address is refused with no PUT', async () => {
    readsBeforeWrite();
    const dup = await gw.gql(UPDATE, withSession({ input: { id: HELLO_ID, redirectAddress: 'sales@alpha.example', realAddress: 'x@mail.example' } }));
    expect(dup.body.errors?.[0].extensions?.fields).toEqual({ redirectAddress: [DUPLICATE] });
    expect(writes()).toHaveLength(0);
    readsBeforeWrite();
    gw.reply('PUT', HELLO, 200, r('alpha.example', 'hello@alpha.example', 'x@mail.example'));
    gw.reply('GET', EMAILS, 200, REDIRECTS);
    const same = await gw.gql(UPDATE, withSession({ input: { id: HELLO_ID, redirectAddress: 'hello@alpha.example', realAddress: 'x@mail.example' } }));
    expect(same.body.errors).toBeUndefined();
  });

  it('ERR-010: a 500 on the PUT gives the save text', async () => {
    readsBeforeWrite();
    gw.reply('PUT', HELLO, 500, {});
    const res = await gw.gql(UPDATE, withSession({ input: { id: HELLO_ID, redirectAddress: 'hello@alpha.example', realAddress: 'x@mail.example' } }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.emailSave, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('an unknown or malformed redirect id is NOT_FOUND with no write', async () => {
    readsBeforeWrite();
    const unknown = await gw.gql(UPDATE, withSession({ input: { id: redirectId('alpha.example', 'nobody'), redirectAddress: 'a@alpha.example', realAddress: 'x@mail.example' } }));
    expect(unknown.body.errors?.[0]).toMatchObject({ message: MESSAGES.emailSave, extensions: { code: 'NOT_FOUND' } });
    const malformed = await gw.gql(UPDATE, withSession({ input: { id: gid('Domain', 'A1/alpha.example'), redirectAddress: 'a@alpha.example', realAddress: 'x@mail.example' } }));
    expect(malformed.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(writes()).toHaveLength(0);
  });
});

describe('deleteEmailRedirect and testEmailRedirect (API-014, API-015, EMAIL-005, EMAIL-006)', () => {
  const DELETE = `mutation($input: DeleteEmailRedirectInput!) { deleteEmailRedirect(input: $input) { deletedId agent { emailRedirects { totalCount } } } }`;
  const TEST = `mutation($input: TestEmailRedirectInput!) { testEmailRedirect(input: $input) { sent emailRedirect { redirectAddress } agent { associateId } } }`;
  const HELLO_ID = redirectId('alpha.example', 'hello');

  it('API-014 / EMAIL-005: DELETE …/emails/{local part}/ and the list is read again', async () => {
    readsBeforeWrite();
    gw.reply('DELETE', HELLO, 204);
    gw.reply('GET', EMAILS, 200, [INFO_BETA, SALES_ALPHA]);
    const res = await gw.gql(DELETE, withSession({ input: { id: HELLO_ID } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('DELETE', HELLO)).toHaveLength(1);
    expect(gw.callsTo('DELETE', HELLO)[0].body).toBeUndefined();
    expect(res.body.data?.deleteEmailRedirect).toEqual({ deletedId: HELLO_ID, agent: { emailRedirects: { totalCount: 2 } } });
  });

  it('ERR-012: a 500 on the DELETE gives the delete text', async () => {
    readsBeforeWrite();
    gw.reply('DELETE', HELLO, 500, {});
    const res = await gw.gql(DELETE, withSession({ input: { id: HELLO_ID } }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.emailDelete, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('API-015 / EMAIL-006: POST …/emails/{local part}/test/ answers sent', async () => {
    readsBeforeWrite();
    gw.reply('POST', `${HELLO}test/`, 200, { sent: true });
    const res = await gw.gql(TEST, withSession({ input: { id: HELLO_ID } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', `${HELLO}test/`)).toHaveLength(1);
    expect(res.body.data?.testEmailRedirect).toEqual({
      sent: true,
      emailRedirect: { redirectAddress: 'hello@alpha.example' },
      agent: { associateId: 'A1' },
    });
  });

  it('ERR-011: a 500 on the test gives the test text; a cancelled domain sends no test', async () => {
    readsBeforeWrite();
    gw.reply('POST', `${HELLO}test/`, 500, {});
    const res = await gw.gql(TEST, withSession({ input: { id: HELLO_ID } }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.emailTest, extensions: { code: 'UPSTREAM_ERROR' } });
    gw.calls.length = 0;
    readsBeforeWrite([r('gone.example', 'a@gone.example')]);
    const cancelled = await gw.gql(TEST, withSession({ input: { id: redirectId('gone.example', 'a') } }));
    expect(cancelled.body.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { domainName: [EMAIL_RULE_MESSAGES.cancelledDomain] },
    });
    expect(writes()).toHaveLength(0);
  });

  it('AUTH-008: deleting or testing another agent\'s redirect is FORBIDDEN with no upstream call about that agent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const del = await gw.gql(DELETE, withSession({ input: { id: redirectId('x.example', 'a', 'A2') } }));
    expect(del.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const test = await gw.gql(TEST, withSession({ input: { id: redirectId('x.example', 'a', 'A2') } }));
    expect(test.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent().every((c) => c === 'GET /api/users/auth_info/')).toBe(true);
  });
});

describe('email rules shared by gateway and web (unit)', () => {
  it('VALID-008 / EMAIL-007: dedupe trims the value; " a@x.com" is a duplicate of "a@x.com" and names the field', () => {
    expect(dedupe(' a@x.com', ['a@x.com'], 'Redirect address')).toBe(DUPLICATE);
    expect(dedupe(' a ', ['a'], 'Name')).toBe('Name should be unique. It is already included in the list.');
    expect(dedupe('b@x.com', ['a@x.com'], 'Redirect address')).toBeNull();
  });

  it('VALID-012 / EMAIL-008: the email rule rejects "foo" and "foo@" and accepts normal addresses', () => {
    for (const bad of ['foo', 'foo@', '@x.com', 'a@x', 'a b@x.com', 'a@x..com', '']) expect(isEmail(bad)).toBe(false);
    for (const good of ['a@x.com', ' first.last+tag@mail.example.org ', "o'brien@x.co"]) expect(isEmail(good)).toBe(true);
  });

  it('EMAIL-003: in a list, later pairs may not repeat earlier ones', () => {
    const errors = validateRedirectList(
      [
        { redirectAddress: 'a@x.com', realAddress: 'me@y.com' },
        { redirectAddress: 'A@x.com ', realAddress: 'me@y.com' },
      ],
      'x.com',
      [],
    );
    expect(errors).toEqual([{}, { redirectAddress: [DUPLICATE] }]);
    expect(validateRedirect({ redirectAddress: 'a@x.com', realAddress: 'a@x.com' }, 'x.com', [])).toEqual({
      realAddress: [EMAIL_RULE_MESSAGES.selfRedirect],
    });
  });

  it('CONST-006: redirects on parked domains cost $1 each per month, on other (or cancelled) domains nothing', () => {
    const redirects = [{ domainName: 'p.com' }, { domainName: 'p.com' }, { domainName: 'm.com' }, { domainName: 'old.com' }];
    const domains = [
      { domainName: 'p.com', productType: 'parked' as const },
      { domainName: 'm.com', productType: 'm1' as const },
      { domainName: 'old.com', productType: 'parked' as const, isCancelled: true },
    ];
    expect(parkedRedirectMonthlyCost(redirects, domains)).toBe(2);
  });
});
