import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

let gw: TestGateway;
beforeEach(async () => {
  gw = await setup();
});
afterEach(async () => {
  await gw.close();
});

describe('Agent.dash (API-061)', () => {
  it('API-061: the dash field GETs api/agents/{id}/dash/ and maps it', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/agents/A1/', 200, { associate_id: 'A1', first_name: 'Alice', last_name: 'Smith' });
    gw.reply('GET', 'api/agents/A1/dash/', 200, {
      tos_accepted_on: '2024-03-01T10:00:00Z',
      services: [
        { key: 'scheduler', name: 'Appointment Scheduler', active: true },
        { key: 'calltracking', name: 'Call Tracking', active: false },
      ],
    });
    const res = await gw.gql('{ agent(associateId: "A1") { displayName dash { tosAcceptedOn services { key name active } } } }', {
      cookie: SESSION.cookie,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent).toEqual({
      displayName: 'Alice Smith',
      dash: {
        tosAcceptedOn: '2024-03-01T10:00:00.000Z',
        services: [
          { key: 'scheduler', name: 'Appointment Scheduler', active: true },
          { key: 'calltracking', name: 'Call Tracking', active: false },
        ],
      },
    });
    const dash = gw.callsTo('GET', 'api/agents/A1/dash/');
    expect(dash).toHaveLength(1);
    expect(dash[0].headers).toMatchObject({ cookie: 'sessionid=sess1; csrftoken=tok1', 'x-csrftoken': 'tok1' });
  });

  it('ERR-085: a failed dash load gives the ERR-085 text', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/agents/A1/', 200, { associate_id: 'A1' });
    gw.reply('GET', 'api/agents/A1/dash/', 503, { detail: 'upstream trace' });
    const res = await gw.gql('{ agent(associateId: "A1") { associateId dash { tosAcceptedOn } } }', {
      cookie: SESSION.cookie,
    });
    expect(res.body.data).toEqual({ agent: null }); // dash is non-null, so the null reaches the nullable agent
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'There was an issue retrieving your dashboard data! Please try again later.',
      path: ['agent', 'dash'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(res.text).not.toContain('upstream trace');
  });

  it('AUTH-008: another agent\'s dash is never requested', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('{ agent(associateId: "A2") { dash { tosAcceptedOn } } }', { cookie: SESSION.cookie });
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.calls.map((c) => c.path)).toEqual(['/api/users/auth_info/']);
  });
});
