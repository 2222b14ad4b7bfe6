import type { Db } from '../db/module';
import { saveSiteConfig, type SiteConfig } from '../lib/siteConfig';
import { insertNotification, type SiteNotificationInput } from './siteNotifications';
import { DEFAULT_VERSION, setVersion } from '../lib/version';

const SEED_SITE_CONFIG: SiteConfig = {
  domain_transactions_enabled: true,
  editor_message: 'Changes are reviewed before they go live.',
  demo_domains: ['demo-insurance.example'],
  demo_users: [{ title: 'Demo agent', subtext: 'Intern demo access', associate_id: 'A1002' }],
};

const SEED_NOTIFICATIONS: readonly SiteNotificationInput[] = [
  {
    header: 'Scheduled maintenance',
    message: 'The portal may be briefly unavailable on Sunday between 2:00 and 4:00 AM Eastern.',
    variant: 'info',
    start: '2020-01-01T00:00:00Z',
    end: '2099-12-31T23:59:59Z',
    show_dashboard: true,
    show_mxeditor: false,
  },
  {
    header: 'Editor changes are delayed',
    message: 'Published edits can take up to an hour to appear on your site.',
    variant: 'warning',
    start: '2020-01-01T00:00:00Z',
    end: '2099-12-31T23:59:59Z',
    show_dashboard: false,
    show_mxeditor: true,
  },
  {
    header: 'Welcome to the new portal',
    message: 'Everything you used before is still here, in a faster portal.',
    variant: 'success',
    start: '2020-01-01T00:00:00Z',
    end: '2020-02-01T00:00:00Z',
    show_dashboard: true,
    show_mxeditor: true,
  },
];

export function seedShell(db: Db): void {
  setVersion(db, DEFAULT_VERSION);
  saveSiteConfig(db, SEED_SITE_CONFIG);
  for (const notification of SEED_NOTIFICATIONS) insertNotification(db, notification);
}
