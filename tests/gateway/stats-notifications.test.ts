import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { AGENT_A1, AUTH_INFO, SESSION, useGateway, USERS } from './helpers';

const AGENT = { ...AGENT_A1, billing_day: 15 };

const NOTES = 'api/agents/A1/notifications/';
const RENEWAL = {
  note_id: 7,
  title: 'alice.example renews on Dec 5',
  message: 'Your domain alice.example renews on Dec 5, 2026 for $147.00.',
  variant: 'info',
  created: '2026-11-20T09:35:00Z',
  expanded: false,
};
const PAYMENT = {
  note_id: 3,
  title: 'Your card was declined',
  message: 'The charge of Nov 5 was declined.',
  variant: 'error',
  created: '2026-11-05T14:00:00Z',
  expanded: true,
};

/** The opaque id the gateway gives a notification (decision D-97). */
const idOf = (agentId: string, noteId: number) => Buffer.from(`AgentNotification:${agentId}/${noteId}`).toString('base64');

const LIST = `{ agent(associateId: "A1") { associateId displayName
  notifications { id noteId title message variant created expanded } } }`;
const DISMISS = 'mutation($input: AgentNotificationInput!) { dismissAgentNotification(input: $input) { deletedId } }';
const EXPAND = `mutation($input: AgentNotificationInput!) { expandAgentNotification(input: $input) {
  notification { id noteId title message variant created expanded } } }`;

const viewAs = (id: string) => ({
  'x-view-as': encodeURIComponent(
    JSON.stringify({ userType: 'agent', id, corporatePermissions: [], internal: false, staffAgents: [] }),
  ),
});

const gw = useGateway();

const opts = (variables?: Record<string, unknown>, headers?: Record<string, string>) => ({
  variables,
  cookie: SESSION.cookie,
  headers,
});

describe('Agent.notifications (API-062, STATS-004)', () => {
  it('API-062 STATS-004: GETs api/agents/{id}/notifications/ with the session and maps every field, in the upstream order', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/agents/A1/', 200, AGENT);
    gw.reply('GET', NOTES, 200, [RENEWAL, PAYMENT]);
    const res = await gw.gql(LIST, opts());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.notifications).toEqual([
      {
        id: idOf('A1', 7),
        noteId: 7,
        title: RENEWAL.title,
        message: RENEWAL.message,
        variant: 'info',
        created: '2026-11-20T09:35:00.000Z',
        expanded: false,
      },
      {
        id: idOf('A1', 3),
        noteId: 3,
        title: PAYMENT.title,
        message: PAYMENT.message,
        variant: 'error',
        created: '2026-11-05T14:00:00.000Z',
        expanded: true,
      },
    ]);
    const calls = gw.callsTo('GET', NOTES);
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe(`/${NOTES}`);
    expect(calls[0].headers).toMatchObject({ cookie: SESSION.cookie, 'x-csrftoken': 'tok1' });
    expect(calls[0].body).toBeUndefined();
  });

  it('STATS-004: an agent with none gets an empty list, not null', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/agents/A1/', 200, AGENT);
    gw.reply('GET', NOTES, 200, []);
    const res = await gw.gql(LIST, opts());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.notifications).toEqual([]);
  });

  it('STATS-004: the notifications GET starts together with the agent GET (one round trip after auth_info)', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/agents/A1/', 500, { detail: 'boom' }, { delayMs: 30 });
    gw.reply('GET', NOTES, 200, []);
    await gw.gql(LIST, opts());
    expect(gw.sent().sort()).toEqual(['GET /api/agents/A1/', `GET /${NOTES}`, `GET /${AUTH_INFO}`]);
  });

  it('ERR-086: a failed load is null with the ERR-086 text and the rest of the agent still shows', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/agents/A1/', 200, AGENT);
    gw.reply('GET', NOTES, 500, { detail: 'Traceback: secret' });
    const res = await gw.gql(LIST, opts());
    expect(res.body.data?.agent).toEqual({ associateId: 'A1', displayName: 'Alice Smith', notifications: null });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'There was an issue reloading your notifications! Please try again later.',
      path: ['agent', 'notifications'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(res.body.errors?.[0].message).toBe(MESSAGES.agentNotificationsLoad);
    expect(res.text).not.toContain('secret');
  });

  it("AUTH-008: another agent's notifications are never requested", async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('{ agent(associateId: "A2") { notifications { id } } }', opts());
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual([`GET /${AUTH_INFO}`]);
  });
});

describe('dismissAgentNotification (API-063, STATS-005)', () => {
  it('API-063 STATS-005: sends DELETE …/notifications/{note_id}/ with no body and answers the deleted id', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('DELETE', `${NOTES}7/`, 204);
    const res = await gw.gql(DISMISS, opts({ input: { id: idOf('A1', 7) } }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.dismissAgentNotification).toEqual({ deletedId: idOf('A1', 7) });
    expect(gw.sent()).toEqual([`GET /${AUTH_INFO}`, `DELETE /${NOTES}7/`]);
    const [call] = gw.callsTo('DELETE', `${NOTES}7/`);
    expect(call.body).toBeUndefined();
    expect(call.headers).toMatchObject({ cookie: SESSION.cookie, 'x-csrftoken': 'tok1' });
    expect(call.headers['idempotency-key']).toMatch(/\S/);
  });

  it('ERR-087: an upstream 500 gives the ERR-087 text with UPSTREAM_ERROR and no data', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('DELETE', `${NOTES}7/`, 500, { detail: 'boom' });
    const res = await gw.gql(DISMISS, opts({ input: { id: idOf('A1', 7) } }));
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'There was an issue dismissing that notification! Please try again later.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(res.body.errors?.[0].message).toBe(MESSAGES.agentNotificationDismiss);
  });

  it('ERR-087: a note the upstream does not know (404) is NOT_FOUND with the ERR-087 text', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('DELETE', `${NOTES}7/`, 404, { detail: 'Not found.' });
    const res = await gw.gql(DISMISS, opts({ input: { id: idOf('A1', 7) } }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.agentNotificationDismiss, extensions: { code: 'NOT_FOUND' } });
  });

  it('STATS-005: an id that names no notification is NOT_FOUND with no upstream call but auth_info', async () => {
    for (const id of ['bm9wZQ==', Buffer.from('EmailRedirect:A1/7').toString('base64'), Buffer.from('AgentNotification:A1/x').toString('base64')]) {
      gw.calls.length = 0;
      gw.reply('GET', AUTH_INFO, 200, USERS.agent);
      const res = await gw.gql(DISMISS, opts({ input: { id } }));
      expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.agentNotificationDismiss, extensions: { code: 'NOT_FOUND' } });
      expect(gw.sent()).toEqual([`GET /${AUTH_INFO}`]);
    }
  });
});

describe('expandAgentNotification (API-064, STATS-006)', () => {
  it('API-064 STATS-006: sends PUT …/notifications/{note_id}/expand/ with no body and answers the notification', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('PUT', `${NOTES}7/expand/`, 200, { ...RENEWAL, expanded: true });
    const res = await gw.gql(EXPAND, opts({ input: { id: idOf('A1', 7) } }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.expandAgentNotification.notification).toEqual({
      id: idOf('A1', 7),
      noteId: 7,
      title: RENEWAL.title,
      message: RENEWAL.message,
      variant: 'info',
      created: '2026-11-20T09:35:00.000Z',
      expanded: true,
    });
    expect(gw.sent()).toEqual([`GET /${AUTH_INFO}`, `PUT /${NOTES}7/expand/`]);
    const [call] = gw.callsTo('PUT', `${NOTES}7/expand/`);
    expect(call.body).toBeUndefined();
    expect(call.headers).toMatchObject({ cookie: SESSION.cookie, 'x-csrftoken': 'tok1' });
  });

  it('ERR-088: an upstream 500 gives the ERR-088 text with UPSTREAM_ERROR and no data', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('PUT', `${NOTES}7/expand/`, 500, { detail: 'boom' });
    const res = await gw.gql(EXPAND, opts({ input: { id: idOf('A1', 7) } }));
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'There was an issue expanding that notification! Please try again later.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(res.body.errors?.[0].message).toBe(MESSAGES.agentNotificationExpand);
  });
});

describe('who may dismiss and expand (AUTH-007..010, AUTH-020, decision D-97)', () => {
  const WRITES: [string, string, string, string][] = [
    ['dismissAgentNotification', DISMISS, 'DELETE', `${NOTES}7/`],
    ['expandAgentNotification', EXPAND, 'PUT', `${NOTES}7/expand/`],
  ];
  const ALLOWED: [string, unknown, Record<string, string> | undefined][] = [
    ['the agent', USERS.agent, undefined],
    ["the agent's staff member", USERS.staff, undefined],
    ['provider staff', USERS.mirus, undefined],
    ['provider staff viewing as the agent', USERS.mirus, viewAs('A1')],
  ];
  const REFUSED: [string, unknown, Record<string, string> | undefined][] = [
    ['another agent', { ...USERS.agent, associate_id: 'A2' }, undefined],
    ['corp', USERS.corp, undefined],
    ['provider staff viewing as another agent', USERS.mirus, viewAs('A2')],
  ];
  for (const [field, document, method, path] of WRITES) {
    for (const [who, user, headers] of ALLOWED) {
      it(`${field}: ${who} may (the call carries the real session, never the view-as header)`, async () => {
        gw.reply('GET', AUTH_INFO, 200, user);
        gw.reply(method, path, method === 'DELETE' ? 204 : 200, method === 'DELETE' ? undefined : { ...RENEWAL, expanded: true });
        const res = await gw.gql(document, opts({ input: { id: idOf('A1', 7) } }, headers));
        expect(res.body.errors).toBeUndefined();
        expect(res.body.data?.[field]).toBeTruthy();
        expect(gw.sent()).toEqual([`GET /${AUTH_INFO}`, `${method} /${path}`]);
        const [call] = gw.callsTo(method, path);
        expect(call.headers.cookie).toBe(SESSION.cookie);
        expect(call.headers['x-view-as']).toBeUndefined();
      });
    }
    for (const [who, user, headers] of REFUSED) {
      it(`${field}: ${who} gets FORBIDDEN with no upstream call`, async () => {
        gw.reply('GET', AUTH_INFO, 200, user);
        const res = await gw.gql(document, opts({ input: { id: idOf('A1', 7) } }, headers));
        expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } });
        expect(gw.sent()).toEqual([`GET /${AUTH_INFO}`]);
      });
    }
    it(`${field}: nobody signed in gets UNAUTHENTICATED with no upstream call`, async () => {
      gw.reply('GET', AUTH_INFO, 403, {});
      const res = await gw.gql(document, { variables: { input: { id: idOf('A1', 7) } } });
      expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(gw.sent()).toEqual([`GET /${AUTH_INFO}`]);
    });
  }
});
