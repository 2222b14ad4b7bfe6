import { z } from 'zod';
import { isoDateTime, maybe, noContent, restCall } from './call';

// Site config, site notifications and the version file (API-001..007).

export const demoUser = z.object({
  title: z.string(),
  subtext: maybe(z.string()),
  associate_id: z.string(),
});

/** The config object (API-002 value, API-003 body). Fields this portal does not know are kept as they are. */
export const siteConfig = z.looseObject({
  domain_transactions_enabled: z.boolean(),
  editor_message: maybe(z.string()),
  demo_domains: z.array(z.string()),
  demo_users: z.array(demoUser),
});
export type SiteConfigBody = z.infer<typeof siteConfig>;

export const notificationVariant = z.enum(['info', 'warning', 'error', 'success']);

export const siteNotificationBody = z.object({
  header: z.string(),
  message: maybe(z.string()),
  variant: notificationVariant,
  start: isoDateTime,
  end: isoDateTime,
  show_dashboard: z.boolean(),
  show_mxeditor: z.boolean(),
});

export const siteNotification = siteNotificationBody.extend({ id: z.number().int() });

export const shellCalls = {
  /** A version token such as 2026.11.2 or 1.4.0+abc123: an HTML error page or a JSON body is not a version. */
  version: restCall({
    api: 'API-001',
    method: 'GET',
    path: 'version.txt',
    format: 'text',
    answer: z.string().trim().regex(/^[\w.+-]{1,64}$/),
  }),
  siteConfig: restCall({
    api: 'API-002',
    method: 'GET',
    path: 'api/site_config/',
    answer: z.object({ value: siteConfig }),
  }),
  saveSiteConfig: restCall({
    api: 'API-003',
    method: 'POST',
    path: 'api/site_config/',
    body: siteConfig,
    answer: z.object({ value: siteConfig }),
  }),
  siteNotifications: restCall({
    api: 'API-004',
    method: 'GET',
    path: 'api/site_notifications/',
    answer: z.array(siteNotification),
  }),
  createSiteNotification: restCall({
    api: 'API-005',
    method: 'POST',
    path: 'api/site_notifications/',
    body: siteNotificationBody,
    answer: siteNotification,
    status: 201,
  }),
  updateSiteNotification: restCall({
    api: 'API-006',
    method: 'PUT',
    path: 'api/site_notifications/{id}/',
    body: siteNotificationBody,
    answer: siteNotification,
  }),
  deleteSiteNotification: restCall({
    api: 'API-007',
    method: 'DELETE',
    path: 'api/site_notifications/{id}/',
    answer: noContent,
    status: 204,
  }),
};
