import { describe, expect, it } from 'vitest';
import { AUTH_INFO, gid, SESSION, useGateway, USERS } from './helpers';
import { itRefusesAllButInternalStaff } from './staffOnly';

const gw = useGateway();

const INPUT = {
  header: 'Maintenance',
  message: null,
  variant: 'info',
  start: '2030-01-01T00:00:00.000Z',
  end: '2030-01-02T00:00:00.000Z',
  showDashboard: true,
  showMxeditor: true,
};
const CREATE = 'mutation($input: SiteNotificationInput!) { createSiteNotification(input: $input) { siteNotification { id } } }';
const UPDATE =
  'mutation($id: ID!, $input: SiteNotificationInput!) { updateSiteNotification(id: $id, input: $input) { siteNotification { id } } }';
const DELETE = 'mutation($id: ID!) { deleteSiteNotification(id: $id) { deletedId } }';

describe('ADMIN-047, ADMIN-048, ADMIN-050: only internal provider staff write site notifications (decision D-06)', () => {
  itRefusesAllButInternalStaff(
    () => gw,
    [
      { name: 'createSiteNotification', document: CREATE, variables: { input: INPUT } },
      { name: 'updateSiteNotification', document: UPDATE, variables: { id: gid('SiteNotification', 7), input: INPUT } },
      // An invalid input still gets FORBIDDEN: the admin check comes first.
      { name: 'createSiteNotification (blank header)', document: CREATE, variables: { input: { ...INPUT, header: '' } } },
      { name: 'deleteSiteNotification', document: DELETE, variables: { id: gid('SiteNotification', 7) } },
    ],
  );
});

describe('ADMIN-044: the list the tab reads', () => {
  it('ADMIN-044 ADMIN-045: siteNotifications gives staff every notification, inactive ones too, with location and active', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    const day = 24 * 3600 * 1000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    gw.reply('GET', 'api/site_notifications/', 200, [
      { id: 1, header: 'Over', message: null, variant: 'error', start: at(-2 * day), end: at(-day), show_dashboard: false, show_mxeditor: false },
      { id: 2, header: 'On', message: 'm', variant: 'success', start: at(-day), end: at(day), show_dashboard: true, show_mxeditor: true },
    ]);
    const res = await gw.gql('{ siteNotifications { header active location } }', { cookie: SESSION.cookie });
    expect(res.body.data?.siteNotifications).toEqual([
      { header: 'Over', active: false, location: 'none' },
      { header: 'On', active: true, location: 'both' },
    ]);
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'GET /api/site_notifications/']);
  });
});

describe('SHELL-030 (issue #24 §5): expired and not yet started notifications are for provider staff only', () => {
  const day = 24 * 3600 * 1000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();
  const LIST = [
    { id: 1, header: 'Over', message: null, variant: 'error', start: at(-2 * day), end: at(-day), show_dashboard: true, show_mxeditor: true },
    { id: 2, header: 'On', message: 'm', variant: 'success', start: at(-day), end: at(day), show_dashboard: true, show_mxeditor: true },
    { id: 3, header: 'Soon', message: 'draft', variant: 'info', start: at(day), end: at(2 * day), show_dashboard: true, show_mxeditor: false },
  ];
  const QUERY = '{ siteNotifications { header active } }';
  const VIEW_AS_AGENT = {
    'x-view-as': encodeURIComponent(JSON.stringify({ userType: 'agent', id: 'A1', corporatePermissions: [], internal: false, staffAgents: [] })),
  };

  it.each([
    ['an agent', USERS.agent],
    ['a team member', USERS.staff],
    ['a corporate employee', USERS.corp],
  ])('%s gets the active notification alone, whatever the provider sends', async (_who, user) => {
    gw.reply('GET', AUTH_INFO, 200, user);
    gw.reply('GET', 'api/site_notifications/', 200, LIST);
    const res = await gw.gql(QUERY, { cookie: SESSION.cookie });
    expect(res.body.data?.siteNotifications).toEqual([{ header: 'On', active: true }]);
  });

  it('internal staff get all three, also while viewing the portal as an agent', async () => {
    for (const headers of [{}, VIEW_AS_AGENT]) {
      gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
      gw.reply('GET', 'api/site_notifications/', 200, LIST);
      const res = await gw.gql(QUERY, { cookie: SESSION.cookie, headers });
      expect(res.body.data?.siteNotifications.map((n: { header: string }) => n.header)).toEqual(['Over', 'On', 'Soon']);
    }
  });

  it("node(id:) finds no expired notification for an agent", async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/site_notifications/', 200, LIST);
    const res = await gw.gql('query($id: ID!) { node(id: $id) { id } }', { cookie: SESSION.cookie, variables: { id: gid('SiteNotification', 1) } });
    expect(res.body.data).toEqual({ node: null });
  });
});
