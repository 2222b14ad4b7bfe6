import { appointmentLocation, appointmentStatus } from '@portal/rules';
import type { AppointmentAnswer } from '@portal/rules/contract';
import { schedulerId } from './ids';

export type AppointmentObject = ReturnType<typeof toAppointment>;

/** SCHED-005..007: assigned_to name, location (or Virtual), status (or scheduled) and start_at. */
export function toAppointment(raw: AppointmentAnswer, owner: string) {
  const officeLocation = raw.location?.office_location ?? null;
  return {
    id: schedulerId('Appointment', owner, raw.id),
    pk: raw.id,
    startAt: new Date(raw.start_at),
    assignedTo: { name: raw.assigned_to.name },
    customerName: raw.customer.name,
    location: raw.location && { officeLocation },
    locationLabel: appointmentLocation(officeLocation),
    status: appointmentStatus(raw.status),
    meetingLength: raw.meeting_length,
    communicationMedium: raw.communication_medium,
    scheduleId: raw.schedule === null ? null : schedulerId('Schedule', owner, raw.schedule),
  };
}
