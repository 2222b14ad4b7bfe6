import { appointmentLocation, appointmentStatus, isCommunicationMedium, type CommunicationMedium } from '@portal/rules';
import { upstreamFailure } from '../rest/errors';
import { toDate } from '../shell/dates';
import { schedulerId } from './ids';
import { isRaw, positiveInt, text } from './raw';

export interface AppointmentObject {
  id: string;
  pk: number;
  startAt: Date;
  assignedTo: { name: string | null } | null;
  customerName: string | null;
  location: { officeLocation: { city: string | null } | null } | null;
  locationLabel: string;
  status: string;
  meetingLength: number | null;
  communicationMedium: CommunicationMedium | null;
  scheduleId: string | null;
}

/** SCHED-005..007: assigned_to name, location (or Virtual), status (or scheduled) and start_at. */
export function toAppointment(raw: unknown, owner: string, failure: string): AppointmentObject {
  const pk = isRaw(raw) ? positiveInt(raw.id) : null;
  const startAt = isRaw(raw) ? toDate(raw.start_at) : null;
  if (!isRaw(raw) || pk === null || !startAt) throw upstreamFailure(failure);
  const office = isRaw(raw.location) && isRaw(raw.location.office_location) ? raw.location.office_location : null;
  const officeLocation = office && { city: text(office.city) };
  const schedule = positiveInt(raw.schedule);
  return {
    id: schedulerId('Appointment', owner, pk),
    pk,
    startAt,
    assignedTo: isRaw(raw.assigned_to) ? { name: text(raw.assigned_to.name) } : null,
    customerName: isRaw(raw.customer) ? text(raw.customer.name) : null,
    location: isRaw(raw.location) ? { officeLocation } : null,
    locationLabel: appointmentLocation(officeLocation),
    status: appointmentStatus(text(raw.status)),
    meetingLength: positiveInt(raw.meeting_length),
    communicationMedium: isCommunicationMedium(raw.communication_medium) ? raw.communication_medium : null,
    scheduleId: schedule === null ? null : schedulerId('Schedule', owner, schedule),
  };
}
