import { EMAIL_RULE_MESSAGES } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, NOT_FOUND, SandboxClient, resetSandbox, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

const DUPLICATE = 'Redirect address should be unique. It is already included in the list.';

interface Redirect {
  domain_name: string;
  redirect_address: string;
  real_address: string;
}

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const listOf = async (client: SandboxClient, agentId = 'A1001') =>
  json<Redirect[]>(await client.get(`api/agents/${agentId}/emails/`));
const emailsOf = (domain: string) => `api/agents/A1001/domains/${domain}/emails/`;
const PARKED = emailsOf('alice-parked.example');
const pair = (redirect_address: string, real_address = 'alice@agents.example') => ({ redirect_address, real_address });

describe('redirect list (API-010, EMAIL-001)', () => {
  it('API-010 / EMAIL-001: alice gets the redirects of all her domains with the three fields, by domain and address', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get('api/agents/A1001/emails/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { domain_name: 'alice-insurance.example', redirect_address: 'info@alice-insurance.example', real_address: 'alice@agents.example' },
      { domain_name: 'alice-insurance.example', redirect_address: 'quotes@alice-insurance.example', real_address: 'alice.anderson@mail.example' },
      { domain_name: 'alice-parked.example', redirect_address: 'hello@alice-parked.example', real_address: 'alice@agents.example' },
      { domain_name: 'alice-parked.example', redirect_address: 'sales@alice-parked.example', real_address: 'alice.anderson@mail.example' },
      { domain_name: 'aliceanderson-agency.example', redirect_address: 'office@aliceanderson-agency.example', real_address: 'alice@agents.example' },
    ]);
  });

  it('API-010: ivan has one redirect; bob and tina have none', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect(await listOf(jdoe, 'A1002')).toEqual([
      { domain_name: 'ivan-ingram.example', redirect_address: 'contact@ivan-ingram.example', real_address: 'ivan@agents.example' },
    ]);
    expect(await listOf(jdoe, 'A1003')).toEqual([]);
    expect(await listOf(jdoe, 'A1004')).toEqual([]);
  });

  it('AUTH-008, AUTH-010: another agent, a staff member outside staff_agents, corp users and anonymous get 403', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const other = await alice.get('api/agents/A1002/emails/');
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual(FORBIDDEN);
    const sam = await signedIn(sandbox.url, 'sam');
    expect((await sam.get('api/agents/A1001/emails/')).status).toBe(200);
    expect((await sam.get('api/agents/A1002/emails/')).status).toBe(403);
    expect((await (await signedIn(sandbox.url, 'carol')).get('api/agents/A1001/emails/')).status).toBe(403);
    const anonymous = await new SandboxClient(sandbox.url).get('api/agents/A1001/emails/');
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('API-010: an unknown agent is a 404 for provider staff', async () => {
    const res = await (await signedIn(sandbox.url, 'jdoe')).get('api/agents/A9999/emails/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
  });
});

describe('adding one redirect (API-011, EMAIL-002)', () => {
  it('API-011 / EMAIL-002: POST {redirect_address, real_address} answers 201 with the redirect, trimmed and lower-cased', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.post(PARKED, pair('  Team@Alice-Parked.example ', ' alice@agents.example '));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      domain_name: 'alice-parked.example',
      redirect_address: 'team@alice-parked.example',
      real_address: 'alice@agents.example',
    });
    const parked = (await listOf(alice)).filter((r) => r.domain_name === 'alice-parked.example');
    expect(parked.map((r) => r.redirect_address)).toEqual([
      'hello@alice-parked.example',
      'sales@alice-parked.example',
      'team@alice-parked.example',
    ]);
  });

  it('API-011: a staff member of the agent may add one; the write needs the CSRF header', async () => {
    const sam = await signedIn(sandbox.url, 'sam');
    expect((await sam.post(PARKED, pair('sam@alice-parked.example'))).status).toBe(201);
    const noCsrf = await sam.post(PARKED, pair('other@alice-parked.example'), { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(await noCsrf.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
  });

  it('VALID-012 / EMAIL-008: both addresses must be e-mail addresses; missing and blank fields get DRF texts', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const bad = await alice.post(PARKED, pair('foo', 'foo@'));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      redirect_address: [EMAIL_RULE_MESSAGES.email],
      real_address: [EMAIL_RULE_MESSAGES.email],
    });
    const missing = await alice.post(PARKED, { redirect_address: '  ' });
    expect(await missing.json()).toEqual({
      redirect_address: ['This field may not be blank.'],
      real_address: ['This field is required.'],
    });
    expect((await listOf(alice)).length).toBe(5);
  });

  it('API-011: the redirect address must be on the domain, and may not forward to itself', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const other = await alice.post(PARKED, pair('team@alice-insurance.example'));
    expect(other.status).toBe(400);
    expect(await other.json()).toEqual({ redirect_address: [EMAIL_RULE_MESSAGES.wrongDomain('alice-parked.example')] });
    const loop = await alice.post(PARKED, pair('team@alice-parked.example', 'TEAM@alice-parked.example'));
    expect(await loop.json()).toEqual({ real_address: [EMAIL_RULE_MESSAGES.selfRedirect] });
  });

  it('VALID-008 / EMAIL-007: an address already on the domain (after trimming) is refused with the field name', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.post(PARKED, pair(' hello@alice-parked.example'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ redirect_address: [DUPLICATE] });
  });

  it('API-011: a cancelled domain takes no redirect (400); an unknown or another agent\'s domain is a 404', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const cancelled = await alice.post(emailsOf('old-alice.example'), pair('a@old-alice.example'));
    expect(cancelled.status).toBe(400);
    expect(await cancelled.json()).toEqual({ domain_name: [EMAIL_RULE_MESSAGES.cancelledDomain] });
    expect((await alice.post(emailsOf('nope.example'), pair('a@nope.example'))).status).toBe(404);
    expect((await alice.post(emailsOf('bob-baker.example'), pair('a@bob-baker.example'))).status).toBe(404);
    const forbidden = await alice.post('api/agents/A1003/domains/bob-baker.example/emails/', pair('a@bob-baker.example'));
    expect(forbidden.status).toBe(403);
  });
});

describe('populating redirects (API-012, EMAIL-003)', () => {
  it('API-012 / EMAIL-003: a list body adds every pair and answers 201 with the list', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.post(PARKED, [pair('a@alice-parked.example'), pair('B@alice-parked.example', 'b@mail.example')]);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([
      { domain_name: 'alice-parked.example', redirect_address: 'a@alice-parked.example', real_address: 'alice@agents.example' },
      { domain_name: 'alice-parked.example', redirect_address: 'b@alice-parked.example', real_address: 'b@mail.example' },
    ]);
    expect((await listOf(alice)).length).toBe(7);
  });

  it('D-31: one bad pair refuses the whole list with one error object per item, and nothing is written', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.post(PARKED, [
      pair('a@alice-parked.example'),
      pair(' a@alice-parked.example ', 'foo'),
      pair('sales@alice-parked.example'),
      'x',
    ]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([
      {},
      { redirect_address: [DUPLICATE], real_address: [EMAIL_RULE_MESSAGES.email] },
      { redirect_address: [DUPLICATE] },
      { non_field_errors: ['Invalid data. Expected a dictionary, but got string.'] },
    ]);
    expect((await listOf(alice)).length).toBe(5);
  });

  it('API-012: an empty list is refused', async () => {
    const res = await (await signedIn(sandbox.url, 'alice')).post(PARKED, []);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ non_field_errors: ['This list may not be empty.'] });
  });
});

describe('editing, deleting and testing a redirect (API-013..015, EMAIL-004..006)', () => {
  const HELLO = `${PARKED}hello/`;

  it('API-013 / EMAIL-004: PUT …/emails/{local part}/ changes both addresses; the old path is then unknown', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.put(HELLO, pair('hi@alice-parked.example', 'new@mail.example'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      domain_name: 'alice-parked.example',
      redirect_address: 'hi@alice-parked.example',
      real_address: 'new@mail.example',
    });
    expect((await alice.put(HELLO, pair('hello@alice-parked.example'))).status).toBe(404);
    expect((await alice.put(`${PARKED}hi/`, pair('hi@alice-parked.example', 'other@mail.example'))).status).toBe(200);
  });

  it('API-013: keeping the same address is allowed, another redirect\'s address is not, and the rules apply', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    expect((await alice.put(HELLO, pair('hello@alice-parked.example', 'x@mail.example'))).status).toBe(200);
    const dup = await alice.put(HELLO, pair('sales@alice-parked.example'));
    expect(dup.status).toBe(400);
    expect(await dup.json()).toEqual({ redirect_address: [DUPLICATE] });
    const bad = await alice.put(HELLO, pair('hello@alice-insurance.example', 'nope'));
    expect(await bad.json()).toEqual({
      redirect_address: [EMAIL_RULE_MESSAGES.wrongDomain('alice-parked.example')],
      real_address: [EMAIL_RULE_MESSAGES.email],
    });
  });

  it('D-30: {redirect} is the local part: the full address or an unknown one is a 404', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    expect((await alice.put(`${PARKED}hello@alice-parked.example/`, pair('hello@alice-parked.example'))).status).toBe(404);
    expect((await alice.delete(`${PARKED}nobody/`)).status).toBe(404);
    expect((await alice.post(`${PARKED}nobody/test/`)).status).toBe(404);
  });

  it('API-014 / EMAIL-005: DELETE answers 204 and the redirect is gone', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.delete(HELLO);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await listOf(alice)).map((r) => r.redirect_address)).not.toContain('hello@alice-parked.example');
  });

  it('API-015 / EMAIL-006: POST …/test/ answers 200 {sent: true}', async () => {
    const res = await (await signedIn(sandbox.url, 'alice')).post(`${HELLO}test/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true });
  });

  it('a cancelled domain\'s redirects cannot be edited or tested, but can be deleted', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    expect((await alice.delete('api/agents/A1001/domains/alice-parked.example/')).status).toBe(204);
    const edit = await alice.put(HELLO, pair('hello@alice-parked.example'));
    expect(edit.status).toBe(400);
    expect(await edit.json()).toEqual({ domain_name: [EMAIL_RULE_MESSAGES.cancelledDomain] });
    expect((await alice.post(`${HELLO}test/`)).status).toBe(400);
    expect((await alice.delete(HELLO)).status).toBe(204);
  });

  it('AUTH-008: writes to another agent\'s redirects are 403 before anything else', async () => {
    const bob = await signedIn(sandbox.url, 'bob');
    expect(await (await bob.put(HELLO, pair('x@alice-parked.example'))).json()).toEqual(FORBIDDEN);
    expect((await bob.delete(HELLO)).status).toBe(403);
    expect((await bob.post(`${HELLO}test/`)).status).toBe(403);
    expect((await listOf(await signedIn(sandbox.url, 'alice'))).length).toBe(5);
  });

  it('reset brings the seeded redirects back', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    await alice.delete(HELLO);
    await resetSandbox(sandbox.url);
    expect((await listOf(await signedIn(sandbox.url, 'alice'))).length).toBe(5);
  });
});
