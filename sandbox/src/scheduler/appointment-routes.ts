import type { Request, Router } from 'express';
import type { Agent } from '../agents/store';
import type { AreaContext } from '../area';
import type { Db } from '../db/module';
import { bodyObject } from '../http/body';
import { notFound } from '../http/errors';
import { route } from '../http/routes';
import { allowedAgent, pathId } from './access';
import { parseReschedule } from './appointment-input';
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
  route(router, '/api/agents/:agentId/appointments/', {
    GET: (req, res) => {
      res.json(listAppointments(db, allowedAgent(db, req).associate_id));
    },
  });

  route(router, '/api/agents/:agentId/appointments/:id/', {
    // Cancelling keeps the appointment listed with the status canceled.
    DELETE: (req, res) => {
      const agent = allowedAgent(db, req);
      setAppointmentStatus(db, agentAppointment(db, req, agent).id, CANCELED);
      res.status(204).end();
    },
  });

  route(router, '/api/agents/:agentId/appointments/:id/reschedule/', {
    POST: (req, res) => {
      const agent = allowedAgent(db, req);
      const appointment = agentAppointment(db, req, agent);
      const startAt = parseReschedule(appointment, bodyObject(req));
      rescheduleAppointment(db, appointment.id, startAt);
      res.json(toAppointment(findAppointment(db, agent.associate_id, appointment.id) as AppointmentRecord));
    },
  });
}
