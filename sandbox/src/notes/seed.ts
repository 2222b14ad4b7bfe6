import type { Db } from '../db/module';
import { insertNote, type NewNote } from './store';

const JDOE = 'jdoe@mirus.example';

const note = (
  associate_id: string,
  created_at: string,
  category: string,
  text: string,
  more: Partial<NewNote> = {},
): NewNote => ({
  associate_id,
  category,
  text,
  service_failure: false,
  follow_up_by: null,
  created_by: JDOE,
  assigned_to: null,
  created_at,
  ...more,
});

/** alice has a history (a service failure followed up, an open follow-up); bob one note; tina none. */
const SEED_NOTES: readonly NewNote[] = [
  note('A1001', '2026-06-02T15:10:00Z', 'general', 'Welcome call done; walked through the dashboard and the domains page.'),
  note('A1001', '2026-08-02T10:05:00Z', 'website', 'Site was down for two hours during the migration; credited $20.', {
    service_failure: true,
    follow_up_by: '2026-08-09',
    followed_up_at: '2026-08-08T16:30:00Z',
    assigned_to: JDOE,
    updated_at: '2026-08-08T16:30:00Z',
  }),
  note('A1001', '2026-10-15T09:20:00Z', 'adwords', 'Asked about raising the Google Ads budget for the winter campaign.', {
    follow_up_by: '2027-01-15',
    assigned_to: JDOE,
  }),
  note('A1003', '2025-08-03T11:45:00Z', 'billing', 'Parked domain was charged twice; overcharge credited.', {
    service_failure: true,
  }),
];

const CHECK_IN_CATEGORIES = ['general', 'website', 'domains', 'billing'] as const;

/**
 * ivan, an intern with a weekly check-in since early 2024: 120 notes, more than one page of API-092 (100), so the
 * toolbox's older pages have something to show.
 */
function ivanCheckIns(): NewNote[] {
  const start = Date.UTC(2024, 6, 1, 14, 0);
  return Array.from({ length: 120 }, (_, i) =>
    note(
      'A1002',
      new Date(start + i * 7 * 86_400_000).toISOString().replace('.000Z', 'Z'),
      CHECK_IN_CATEGORIES[i % CHECK_IN_CATEGORIES.length]!,
      `Weekly intern check-in #${i + 1}.`,
    ),
  );
}

export function seedNotes(db: Db): void {
  for (const entry of [...SEED_NOTES, ...ivanCheckIns()]) insertNote(db, entry);
}
