import type { Request, Router } from 'express';
import type { Agent } from '../agents/store';
import type { AreaContext } from '../area';
import type { Db } from '../db/module';
import { bodyObject } from '../http/body';
import { notFound } from '../http/errors';
import { route } from '../http/routes';
import { allowedAgent, pathId } from './access';
import { parseNewSchedule, parseScheduleChange } from './schedule-input';
import {
  deleteSchedule,
  findSchedule,
  insertSchedule,
  listSchedules,
  toSchedule,
  updateSchedule,
  type ScheduleRecord,
} from './schedules';

export function agentSchedule(db: Db, req: Request, agent: Agent, param = 'id'): ScheduleRecord {
  const schedule = findSchedule(db, agent.associate_id, pathId(req, param));
  if (!schedule) throw notFound();
  return schedule;
}

/** API-022..026. */
export function scheduleRoutes(router: Router, { db }: AreaContext): void {
  route(router, '/api/agents/:agentId/schedules/', {
    GET: (req, res) => {
      res.json(listSchedules(db, allowedAgent(db, req).associate_id));
    },
    POST: (req, res) => {
      const agent = allowedAgent(db, req);
      const record = insertSchedule(db, parseNewSchedule(db, agent, bodyObject(req)));
      res.status(201).json(toSchedule(db, record));
    },
  });

  route(router, '/api/agents/:agentId/schedules/:id/', {
    GET: (req, res) => {
      const agent = allowedAgent(db, req);
      res.json(toSchedule(db, agentSchedule(db, req, agent)));
    },
    PATCH: (req, res) => {
      const agent = allowedAgent(db, req);
      const changed = parseScheduleChange(db, agent, agentSchedule(db, req, agent), bodyObject(req));
      updateSchedule(db, changed);
      res.json(toSchedule(db, changed));
    },
    DELETE: (req, res) => {
      const agent = allowedAgent(db, req);
      deleteSchedule(db, agentSchedule(db, req, agent).id);
      res.status(204).end();
    },
  });
}
