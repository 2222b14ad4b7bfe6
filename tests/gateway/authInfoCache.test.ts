import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

// Issue #14, decision D-120: a session's auth_info answer is reused for a few seconds, so a navigation within the
// window costs no auth_info call; a logout and a new view-as choice ask again, a login and a terms acceptance keep the
// upstream's own answer for the session they leave the browser with.
const WINDOW_MS = 5_000;
const VIEWER = '{ viewer { authenticated user tosAccepted } }';
const OTHER_SESSION = { cookie: 'sessionid=sess2; csrftoken=tok2' };

let gw: TestGateway;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
  gw = await setup({ authInfoCacheMs: WINDOW_MS });
});
afterEach(async () => {
  vi.useRealTimers();
  await gw.close();
});

const authInfoCalls = () => gw.callsTo('GET', AUTH_INFO).length;

describe('the auth_info cache (API-008, D-120)', () => {
  it('API-008: a second request of the session within the window makes no auth_info call', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent, { times: 2 });
    const first = await gw.gql(VIEWER, SESSION);
    vi.advanceTimersByTime(WINDOW_MS - 1);
    const second = await gw.gql(VIEWER, SESSION);
    expect(first.body.data?.viewer).toEqual({ authenticated: true, user: 'alice', tosAccepted: true });
    expect(second.body).toEqual(first.body);
    expect(authInfoCalls()).toBe(1);
  });

  it('API-008: requests of one session that arrive together ask auth_info once (a cold boot sends three)', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent, { delayMs: 100 });
    const answers = await Promise.all([gw.gql(VIEWER, SESSION), gw.gql(VIEWER, SESSION), gw.gql(VIEWER, SESSION)]);
    for (const answer of answers) expect(answer.body.data?.viewer).toEqual({ authenticated: true, user: 'alice', tosAccepted: true });
    expect(authInfoCalls()).toBe(1);
  });

  it('ROUTE-012: a logout while an auth_info answer is on its way: that older answer is not kept', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent, { delayMs: 200 });
    gw.reply('POST', 'api/auth/logout/', 204, undefined);
    gw.reply('GET', AUTH_INFO, 403, { detail: 'Authentication credentials were not provided.' });
    const before = gw.gql(VIEWER, SESSION);
    await vi.waitFor(() => expect(authInfoCalls()).toBe(1));
    await gw.gql('mutation { logout { viewer { authenticated } } }', SESSION);
    expect((await before).body.data?.viewer).toMatchObject({ authenticated: true });
    const after = await gw.gql(VIEWER, SESSION);
    expect(after.body.data?.viewer).toMatchObject({ authenticated: false });
    expect(authInfoCalls()).toBe(2);
  });

  it('API-008: after the window auth_info is asked again', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', AUTH_INFO, 200, USERS.staff);
    await gw.gql(VIEWER, SESSION);
    vi.advanceTimersByTime(WINDOW_MS);
    const later = await gw.gql(VIEWER, SESSION);
    expect(later.body.data?.viewer).toMatchObject({ user: 'sam' });
    expect(authInfoCalls()).toBe(2);
  });

  it('API-008: another session cookie has its own entry', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', AUTH_INFO, 200, USERS.corp);
    await gw.gql(VIEWER, SESSION);
    const other = await gw.gql(VIEWER, OTHER_SESSION);
    expect(other.body.data?.viewer).toMatchObject({ user: 'carol' });
    expect(gw.callsTo('GET', AUTH_INFO).map((c) => c.headers.cookie)).toEqual([
      'sessionid=sess1; csrftoken=tok1',
      'sessionid=sess2; csrftoken=tok2',
    ]);
  });

  it('API-008: a request without a session cookie always asks (nobody is cached)', async () => {
    gw.reply('GET', AUTH_INFO, 403, { detail: 'Authentication credentials were not provided.' }, { times: 2 });
    await gw.gql(VIEWER, { cookie: 'csrftoken=tok1' });
    await gw.gql(VIEWER, { cookie: 'csrftoken=tok1' });
    expect(authInfoCalls()).toBe(2);
  });

  it('AUTH-004: a session auth_info answers 403 for is not kept: the next request asks again', async () => {
    gw.reply('GET', AUTH_INFO, 403, { detail: 'Authentication credentials were not provided.' });
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    await gw.gql(VIEWER, SESSION);
    const next = await gw.gql(VIEWER, SESSION);
    expect(next.body.data?.viewer).toMatchObject({ authenticated: true });
    expect(authInfoCalls()).toBe(2);
  });

  it('ROUTE-012: a logout drops the entry: the next request of that cookie asks auth_info', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('POST', 'api/auth/logout/', 204, undefined);
    gw.reply('GET', AUTH_INFO, 403, { detail: 'Authentication credentials were not provided.' });
    await gw.gql(VIEWER, SESSION);
    await gw.gql('mutation { logout { viewer { authenticated } } }', SESSION);
    const after = await gw.gql(VIEWER, SESSION);
    expect(after.body.data?.viewer).toMatchObject({ authenticated: false });
    expect(authInfoCalls()).toBe(2);
  });

  it('AUTH-024: a login replaces the entry of the cookie it was sent with by its own answer', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('POST', 'api/auth/login/', 200, USERS.staff);
    await gw.gql(VIEWER, SESSION);
    const LOGIN = 'mutation L($input: LoginInput!) { login(input: $input) { viewer { user } } }';
    await gw.gql(LOGIN, { ...SESSION, variables: { input: { username: 'sam', password: 'demo' } } });
    const after = await gw.gql(VIEWER, SESSION);
    expect(after.body.data?.viewer).toMatchObject({ user: 'sam' });
    expect(authInfoCalls()).toBe(1);
  });

  it('API-008: the first page after a sign-in asks no auth_info: the new session starts with the login\'s answer', async () => {
    gw.reply('POST', 'api/auth/login/', 200, USERS.staff, { headers: { 'set-cookie': 'sessionid=fresh; Path=/; HttpOnly' } });
    const LOGIN = 'mutation L($input: LoginInput!) { login(input: $input) { viewer { user } } }';
    const login = await gw.gql(LOGIN, { ...SESSION, variables: { input: { username: 'sam', password: 'demo' } } });
    expect(login.setCookie.join()).toContain('sessionid=fresh');
    const first = await gw.gql(VIEWER, { cookie: 'sessionid=fresh; csrftoken=tok1' });
    expect(first.body.data?.viewer).toMatchObject({ user: 'sam', authenticated: true });
    expect(authInfoCalls()).toBe(0);
    // The window counts from the login's answer.
    vi.advanceTimersByTime(WINDOW_MS);
    gw.reply('GET', AUTH_INFO, 200, USERS.staff);
    await gw.gql(VIEWER, { cookie: 'sessionid=fresh; csrftoken=tok1' });
    expect(authInfoCalls()).toBe(1);
  });

  it('API-009: accepting the terms keeps the acceptance\'s answer: the next request sees it without asking', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.corp);
    gw.reply('PUT', AUTH_INFO, 200, { ...USERS.corp, tos_accepted: true });
    const before = await gw.gql(VIEWER, SESSION);
    await gw.gql('mutation { acceptTos { viewer { tosAccepted } } }', SESSION);
    const after = await gw.gql(VIEWER, SESSION);
    expect(before.body.data?.viewer).toMatchObject({ tosAccepted: false });
    expect(after.body.data?.viewer).toMatchObject({ tosAccepted: true });
    expect(authInfoCalls()).toBe(1);
  });

  it('AUTH-018: a new view-as choice asks auth_info again', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times: 2 });
    const viewAs = encodeURIComponent(JSON.stringify({ userType: 'agent', id: 'A1003', corporatePermissions: [], internal: false, staffAgents: [] }));
    await gw.gql('{ viewer { user viewingAs } }', SESSION);
    const viewing = await gw.gql('{ viewer { user viewingAs } }', { ...SESSION, headers: { 'x-view-as': viewAs } });
    expect(viewing.body.data?.viewer).toEqual({ user: 'A1003', viewingAs: true });
    expect(authInfoCalls()).toBe(2);
  });

  it('API-008: with the window at 0 every request asks auth_info', async () => {
    await gw.close();
    gw = await setup({ authInfoCacheMs: 0 });
    gw.reply('GET', AUTH_INFO, 200, USERS.agent, { times: 2 });
    await gw.gql(VIEWER, SESSION);
    await gw.gql(VIEWER, SESSION);
    expect(authInfoCalls()).toBe(2);
  });
});
