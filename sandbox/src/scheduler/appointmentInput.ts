import { badRequest } from '../http/errors';
import { FieldErrors } from '../http/validation';
import { CANCELED, type AppointmentRecord } from './appointments';

const CANCELED_RESCHEDULE = 'A canceled appointment cannot be rescheduled.';

/** API-021's body (decision D-37): {start_at}, an ISO 8601 date-time. */
export function parseReschedule(appointment: AppointmentRecord, body: Record<string, unknown>): string {
  const errors = new FieldErrors();
  const startAt = errors.dateTime(body, 'start_at');
  errors.throwIfAny();
  if (appointment.status === CANCELED) throw badRequest({ non_field_errors: [CANCELED_RESCHEDULE] });
  return startAt;
}

