import { createHash } from 'node:crypto';
import type { Db } from '../db/module';
import { listScheduleRecords } from './schedules';

const CALENDAR_BASE_URL = 'https://calendars.provider.example/ical/';

/** A stable, unguessable-looking token per agent and schedule, so a link survives a reset. */
function token(associateId: string, scope: string): string {
  return createHash('sha256').update(`scheduler-calendar:${associateId}:${scope}`).digest('hex').slice(0, 24);
}

const link = (associateId: string, scope: string) =>
  `${CALENDAR_BASE_URL}${encodeURIComponent(associateId)}/${token(associateId, scope)}.ics`;

/** API-033 (decision D-37): the agency-wide link and one link per schedule. */
export function calendarLinks(db: Db, associateId: string) {
  return {
    agency_url: link(associateId, 'agency'),
    schedules: listScheduleRecords(db, associateId).map((s) => ({
      schedule: s.id,
      label: s.label,
      url: link(associateId, `schedule-${s.id}`),
    })),
  };
}
