import { describe, expect, it } from 'vitest';
import { AUTH_INFO, gid, SESSION, useGateway, USERS } from './helpers';

const gw = useGateway();

describe('Relay object identification', () => {
  it('global ids are base64 of Type:localId and node(id:) refetches the viewer', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql(
      `query($id: ID!) { node(id: $id) { __typename id ... on Viewer { user } } }`,
      { variables: { id: gid('Viewer', 'me') }, cookie: SESSION.cookie },
    );
    expect(res.body.data).toEqual({ node: { __typename: 'Viewer', id: 'Vmlld2VyOm1l', user: 'alice' } });
  });

  it('AUTH-008: node(id:) applies the agent access check before any agent call', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/agents/A1/', 200, {
      associate_id: 'A1',
      first_name: 'Alice',
      preferred_first_name: null,
      last_name: 'Smith',
      alias: 'asmith',
      is_agent_intern: false,
      billing_day: 15,
    });
    const res = await gw.gql(
      `query($own: ID!, $other: ID!) {
        own: node(id: $own) { id ... on Agent { displayName } }
        other: node(id: $other) { id }
      }`,
      { variables: { own: gid('Agent', 'A1'), other: gid('Agent', 'A2') }, cookie: SESSION.cookie },
    );
    expect(res.body.data).toEqual({ own: { id: gid('Agent', 'A1'), displayName: 'Alice Smith' }, other: null });
    expect(res.body.errors?.[0]).toMatchObject({ path: ['other'], extensions: { code: 'FORBIDDEN' } });
    expect(gw.calls.map((c) => c.path).sort()).toEqual(['/api/agents/A1/', '/api/users/auth_info/']);
  });

  it('node(id:) finds a site notification in the list, and is null for unknown or malformed ids', async () => {
    // Staff: an agent is given active notifications only (issue #24 §5), and this one is long over.
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/site_notifications/', 200, [
      {
        id: 3,
        header: 'Hi',
        message: null,
        variant: 'info',
        start: '2020-01-01T00:00:00Z',
        end: '2020-01-02T00:00:00Z',
        show_dashboard: false,
        show_mxeditor: false,
      },
    ]);
    const res = await gw.gql(
      `query($n: ID!, $missing: ID!, $bad: ID!, $type: ID!) {
        n: node(id: $n) { id ... on SiteNotification { header active } }
        missing: node(id: $missing) { id }
        bad: node(id: $bad) { id }
        type: node(id: $type) { id }
      }`,
      {
        variables: {
          n: gid('SiteNotification', 3),
          missing: gid('SiteNotification', 4),
          bad: 'not base64!',
          type: gid('Nope', 1),
        },
        cookie: SESSION.cookie,
      },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      n: { id: gid('SiteNotification', 3), header: 'Hi', active: false },
      missing: null,
      bad: null,
      type: null,
    });
    expect(gw.callsTo('GET', 'api/site_notifications/')).toHaveLength(1);
  });

  it('node(id:) answers null, with no call, for a type that registered no loader: a scheduler type, Query, a built-in', async () => {
    // The areas declare their Node types' loaders (relay/node.ts); a name from an id is never looked up elsewhere.
    const res = await gw.gql(
      `query($schedule: ID!, $query: ID!, $proto: ID!, $string: ID!) {
        schedule: node(id: $schedule) { id }
        query: node(id: $query) { id }
        proto: node(id: $proto) { id }
        string: node(id: $string) { id }
      }`,
      {
        variables: {
          schedule: gid('Schedule', 'A1/1'),
          query: gid('Query', 'me'),
          proto: gid('__proto__', 'me'),
          string: gid('String', 'me'),
        },
        cookie: SESSION.cookie,
      },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ schedule: null, query: null, proto: null, string: null });
    expect(gw.calls).toEqual([]);
  });
});
