import type { Db } from '../db/module';
import { insertAppointment, type AppointmentRecord } from './appointments';
import { insertAvailability } from './availability';
import { insertOutOfOffice } from './outOfOffice';
import { replaceRecipients } from './recipients';
import { insertSchedule } from './schedules';
import { setSubscribed } from './subscription';

type SeedAppointment = Omit<AppointmentRecord, 'id' | 'associate_id'>;

/** Alice's appointments, in id order: one Virtual (no location) and one without a status (SCHED-006, SCHED-007). */
const ALICE_APPOINTMENTS: readonly SeedAppointment[] = [
  {
    schedule_id: 1,
    assigned_to: 'Alice Anderson',
    customer: 'Maria Lopez',
    city: 'Austin',
    status: 'scheduled',
    start_at: '2026-12-01T15:00:00Z',
    meeting_length: 30,
    communication_medium: 'in_person',
  },
  {
    schedule_id: 1,
    assigned_to: 'Alice Anderson',
    customer: 'Dan Kim',
    city: null,
    status: 'scheduled',
    start_at: '2026-12-02T17:30:00Z',
    meeting_length: 15,
    communication_medium: 'phone',
  },
  {
    schedule_id: 2,
    assigned_to: 'Sam Summers',
    customer: 'Priya Shah',
    city: 'Round Rock',
    status: null,
    start_at: '2026-12-03T14:00:00Z',
    meeting_length: 15,
    communication_medium: 'phone',
  },
  {
    schedule_id: 1,
    assigned_to: 'Alice Anderson',
    customer: 'Tom Reyes',
    city: 'Austin',
    status: 'canceled',
    start_at: '2026-11-20T16:00:00Z',
    meeting_length: 30,
    communication_medium: 'in_person',
  },
];

/**
 * A1001 (alice, the default scheduler test agent) is subscribed with two schedules; A1003 (bob) subscribed once and
 * canceled; A1002 (ivan) and A1004 (tina) never subscribed.
 */
export function seedScheduler(db: Db): void {
  setSubscribed(db, 'A1001', true);
  setSubscribed(db, 'A1003', false);

  const main = insertSchedule(db, { agent: 'A1001', label: 'Main office', domains: ['alice-insurance.example'] });
  const quotes = insertSchedule(db, { agent: 'A1001', label: 'Quotes line', domains: ['alice-quotes.example'] });

  insertAvailability(db, {
    schedule: main.id,
    agent: 'A1001',
    staff: null,
    start: '09:00',
    end: '17:00',
    recurrences: 'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    meeting_lengths: [15, 30],
    communication_mediums: ['in_person', 'phone'],
    location: 'Austin office',
  });
  insertAvailability(db, {
    schedule: main.id,
    agent: 'A1001',
    staff: null,
    start: '10:00',
    end: '14:00',
    recurrences: 'RRULE:FREQ=WEEKLY;BYDAY=SA',
    meeting_lengths: [30],
    communication_mediums: ['phone'],
    location: null,
  });
  insertAvailability(db, {
    schedule: quotes.id,
    agent: null,
    staff: 'S2001',
    start: '12:00',
    end: '16:00',
    recurrences: 'RRULE:FREQ=WEEKLY;BYDAY=TU,TH',
    meeting_lengths: [15],
    communication_mediums: ['phone'],
    location: null,
  });

  insertOutOfOffice(db, {
    schedule: main.id,
    date: '2026-12-24',
    start: '09:00',
    end: '17:00',
    associate_ids: ['A1001'],
    repeats_annually: true,
  });

  for (const appointment of ALICE_APPOINTMENTS) insertAppointment(db, { ...appointment, associate_id: 'A1001' });

  replaceRecipients(db, 'A1001', ['alice@agents.example', 'frontdesk@alice-insurance.example']);
}
