import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { shellCalls } from '@portal/rules/contract';
import { AUTH_INFO, USERS } from '../helpers';
import { itRefusesGarbageAnswers } from './garbage';

const CONFIG = { domain_transactions_enabled: true, editor_message: null, demo_domains: [], demo_users: [] };
const NOTE = { header: 'H', message: null, variant: 'info', start: '2026-01-01T00:00:00Z', end: '2026-01-02T00:00:00Z', showDashboard: true, showMxeditor: false };
const NOTE_ID = Buffer.from('SiteNotification:7').toString('base64');

describe('the shell calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: shellCalls.version,
      path: 'version.txt',
      document: '{ appVersion }',
      arrange: () => undefined,
      failure: MESSAGES.generic,
      dataPath: ['appVersion'],
    },
    {
      call: shellCalls.siteConfig,
      path: 'api/site_config/',
      document: '{ siteConfig { domainTransactionsEnabled } }',
      arrange: () => undefined,
      failure: MESSAGES.siteConfigLoad,
      dataPath: ['siteConfig'],
    },
    {
      call: shellCalls.saveSiteConfig,
      path: 'api/site_config/',
      document: 'mutation { saveSiteConfig(input: { editorMessage: "Hi" }) { siteConfig { editorMessage } } }',
      arrange: (gw) => {
        gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
        gw.reply('GET', 'api/site_config/', 200, { value: CONFIG });
      },
      failure: MESSAGES.siteConfigSave,
      dataPath: ['saveSiteConfig'],
    },
    {
      call: shellCalls.siteNotifications,
      path: 'api/site_notifications/',
      document: '{ siteNotifications { header } }',
      arrange: (gw) => gw.reply('GET', AUTH_INFO, 200, USERS.agent),
      failure: MESSAGES.notificationsLoad,
      dataPath: ['siteNotifications'],
    },
    {
      call: shellCalls.createSiteNotification,
      path: 'api/site_notifications/',
      document: 'mutation($input: SiteNotificationInput!) { createSiteNotification(input: $input) { siteNotification { id } } }',
      variables: { input: NOTE },
      arrange: (gw) => gw.reply('GET', AUTH_INFO, 200, USERS.mirus),
      failure: MESSAGES.notificationSave,
      dataPath: ['createSiteNotification'],
    },
    {
      call: shellCalls.updateSiteNotification,
      path: 'api/site_notifications/7/',
      document: 'mutation($id: ID!, $input: SiteNotificationInput!) { updateSiteNotification(id: $id, input: $input) { siteNotification { id } } }',
      variables: { id: NOTE_ID, input: NOTE },
      arrange: (gw) => gw.reply('GET', AUTH_INFO, 200, USERS.mirus),
      failure: MESSAGES.notificationSave,
      dataPath: ['updateSiteNotification'],
    },
    {
      call: shellCalls.deleteSiteNotification,
      path: 'api/site_notifications/7/',
      document: 'mutation($id: ID!) { deleteSiteNotification(id: $id) { deletedId } }',
      variables: { id: NOTE_ID },
      arrange: (gw) => gw.reply('GET', AUTH_INFO, 200, USERS.mirus),
      failure: MESSAGES.notificationDelete,
      dataPath: ['deleteSiteNotification'],
    },
  ]);
});
