import { expressPath, schedulerCalls } from '@portal/rules/contract';
import type { Request, Router } from 'express';
import type { Agent } from '../lib/agentStore';
import type { AreaContext } from '../area';
import type { Db } from '../db/module';
import { readBody, reply } from '../http/contract';
import { notFound } from '../http/errors';
import { route } from '../http/routes';
import { allowedAgent, pathId } from './access';
import { parseReschedule } from './appointmentInput';
import {
  CANCELED,
  findAppointment,
  listAppointments,
  rescheduleAppointment,
  setAppointmentStatus,
  toAppointment,
  type AppointmentRecord,
} from './appointments';

function agentAppointment(db: Db, req: Request, agent: Agent): AppointmentRecord {
  const appointment = findAppointment(db, agent.associate_id, pathId(req));
  if (!appointment) throw notFound();
  return appointment;
}

/** API-019..021. */
export function appointmentRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(schedulerCalls.appointments.path), {
    GET: (req, res) => {
      reply(res, schedulerCalls.appointments, listAppointments(db, allowedAgent(db, req).associate_id));
    },
  });

  route(router, expressPath(schedulerCalls.cancelAppointment.path), {
    // Cancelling keeps the appointment listed with the status canceled.
    DELETE: (req, res) => {
      const agent = allowedAgent(db, req);
      setAppointmentStatus(db, agentAppointment(db, req, agent).id, CANCELED);
      reply(res, schedulerCalls.cancelAppointment, null, 204);
    },
  });

  route(router, expressPath(schedulerCalls.rescheduleAppointment.path), {
    POST: (req, res) => {
      const agent = allowedAgent(db, req);
      const appointment = agentAppointment(db, req, agent);
      const startAt = parseReschedule(appointment, readBody(req, schedulerCalls.rescheduleAppointment));
      rescheduleAppointment(db, appointment.id, startAt);
      const changed = findAppointment(db, agent.associate_id, appointment.id) as AppointmentRecord;
      reply(res, schedulerCalls.rescheduleAppointment, toAppointment(changed));
    },
  });
}
