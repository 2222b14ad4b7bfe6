import type { Db } from '../db/module';
import { insertAgentNotification, type NewAgentNotification } from './agentNotificationStore';

/**
 * What the provider has told each demo agent (decision D-97), in the seed's own terms (alice's failed render of Nov 20,
 * her expired Mastercard, receipt R10008): alice four, two of them unread; ivan two unread; tina a welcome; bob none,
 * so the dashboard's empty state is real.
 */
const SEED: readonly NewAgentNotification[] = [
  {
    associate_id: 'A1001',
    title: 'New: appointment reminders by text',
    message:
      'Customers who book through your appointment scheduler can now get a text message reminder the day before. Turn it on in the scheduler settings.',
    variant: 'info',
    created: '2026-10-01T15:00:00Z',
    expanded_at: '2026-10-02T08:12:00Z',
  },
  {
    associate_id: 'A1001',
    title: 'Payment received',
    message:
      'Thank you! Your monthly payment of $147.00 was charged to your Visa ending in 1111 on Nov 5, 2026 (receipt R10008).',
    variant: 'success',
    created: '2026-11-05T14:00:00Z',
    expanded_at: '2026-11-05T18:40:00Z',
  },
  {
    associate_id: 'A1001',
    title: 'Your Mastercard ending in 4444 has expired',
    message:
      'Your Mastercard ending in 4444 expired in March 2026. Your Visa ending in 1111 is still your default card, so nothing changes for now; remove the expired card or add a new one on the Billing page.',
    variant: 'warning',
    created: '2026-11-12T16:00:00Z',
    expanded_at: null,
  },
  {
    associate_id: 'A1001',
    title: 'alice-insurance.example did not update',
    message:
      'Your latest publish of alice-insurance.example on Nov 20, 2026 did not render, so visitors still see the version of Nov 19. Publish again from the editor; if it keeps failing, contact support.',
    variant: 'error',
    created: '2026-11-20T09:35:00Z',
    expanded_at: null,
  },
  {
    associate_id: 'A1002',
    title: 'New: appointment reminders by text',
    message:
      'Customers who book through your appointment scheduler can now get a text message reminder the day before. Turn it on in the scheduler settings.',
    variant: 'info',
    created: '2026-10-01T15:00:00Z',
    expanded_at: null,
  },
  {
    associate_id: 'A1002',
    title: 'Payment received',
    message: 'Your monthly payment of $19.00 was taken by compensation deduction on Nov 12, 2026 (receipt R10011).',
    variant: 'success',
    created: '2026-11-12T13:00:00Z',
    expanded_at: null,
  },
  {
    associate_id: 'A1004',
    title: 'Welcome to your agent portal',
    message:
      'Start by choosing a product for your first domain. Once your site is live, this dashboard shows its visits, page views and phone clicks.',
    variant: 'info',
    created: '2026-11-18T10:00:00Z',
    expanded_at: null,
  },
];

export function seedAgentNotifications(db: Db): void {
  for (const notification of SEED) insertAgentNotification(db, notification);
}
