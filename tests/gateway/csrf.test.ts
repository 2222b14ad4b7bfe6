import { describe, expect, it } from 'vitest';
import { AUTH_INFO, SESSION, useGateway, USERS } from './helpers';

const gw = useGateway();

const ACCEPT_TOS = 'mutation { acceptTos { viewer { tosAccepted } } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { viewer { user } } }';
const REFUSED = {
  message: 'This change was refused because the request carried no CSRF token. Reload the page and try again.',
  extensions: { code: 'FORBIDDEN' },
};

describe('CSRF (API-000, decision D-62)', () => {
  it('API-000: the csrftoken cookie is never copied into X-CSRFToken', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('{ viewer { authenticated } }', { cookie: SESSION.cookie, csrf: false });
    expect(res.body.errors).toBeUndefined();
    expect(gw.calls[0].headers.cookie).toBe(SESSION.cookie);
    expect(gw.calls[0].headers['x-csrftoken']).toBeUndefined();
  });

  it('API-000: the X-CSRFToken header the browser sent is forwarded as it is', async () => {
    gw.reply('PUT', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql(ACCEPT_TOS, { cookie: SESSION.cookie, csrf: false, headers: { 'x-csrftoken': 'sent' } });
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('PUT', AUTH_INFO)[0].headers).toMatchObject({ cookie: SESSION.cookie, 'x-csrftoken': 'sent' });
  });

  it('D-62: a mutation with the session cookie and no X-CSRFToken header is FORBIDDEN before any upstream call', async () => {
    const res = await gw.gql(ACCEPT_TOS, { cookie: SESSION.cookie, csrf: false });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [REFUSED] });
    expect(gw.calls).toHaveLength(0);
  });

  it('D-62: an empty X-CSRFToken header counts as none', async () => {
    const res = await gw.gql(ACCEPT_TOS, { cookie: 'sessionid=sess1', csrf: false, headers: { 'x-csrftoken': ' ' } });
    expect(res.body).toEqual({ errors: [REFUSED] });
    expect(gw.calls).toHaveLength(0);
  });

  it('D-62: a sign-in from a browser that holds a csrftoken cookie but sent no header is refused too', async () => {
    const input = { username: 'alice', password: 'pw' };
    const res = await gw.gql(LOGIN, { variables: { input }, cookie: 'csrftoken=tok1', csrf: false });
    expect(res.body).toEqual({ errors: [REFUSED] });
    expect(gw.calls).toHaveLength(0);
  });

  it('D-62: a first sign-in (no cookies) uses the token auth_info set within the same request', async () => {
    gw.reply('GET', AUTH_INFO, 403, {}, { headers: { 'set-cookie': 'csrftoken=fresh; Path=/' } });
    gw.reply('POST', 'api/auth/login/', 200, USERS.agent, {
      headers: { 'set-cookie': ['sessionid=s9; HttpOnly; Path=/', 'csrftoken=rotated; Path=/'] },
    });
    const res = await gw.gql(LOGIN, { variables: { input: { username: 'alice', password: 'pw' } } });
    expect(res.body).toEqual({ data: { login: { viewer: { user: 'alice' } } } });
    const login = gw.callsTo('POST', 'api/auth/login/')[0];
    expect(login.headers.cookie).toBe('csrftoken=fresh');
    expect(login.headers['x-csrftoken']).toBe('fresh');
  });

  it('D-62: reads need no header (a GET changes nothing upstream)', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('{ viewer { user } }', { cookie: SESSION.cookie, csrf: false });
    expect(res.body).toEqual({ data: { viewer: { user: 'alice' } } });
  });
});
