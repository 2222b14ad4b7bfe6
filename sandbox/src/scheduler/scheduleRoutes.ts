import { expressPath, schedulerCalls } from '@portal/rules/contract';
import type { Request, Router } from 'express';
import type { Agent } from '../lib/agentStore';
import type { AreaContext } from '../area';
import type { Db } from '../db/module';
import { readBody, reply } from '../http/contract';
import { notFound } from '../http/errors';
import { route } from '../http/routes';
import { allowedAgent, pathId } from './access';
import { parseNewSchedule, parseScheduleChange } from './scheduleInput';
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
  route(router, expressPath(schedulerCalls.schedules.path), {
    GET: (req, res) => {
      reply(res, schedulerCalls.schedules, listSchedules(db, allowedAgent(db, req).associate_id));
    },
    POST: (req, res) => {
      const agent = allowedAgent(db, req);
      const record = insertSchedule(db, parseNewSchedule(db, agent, readBody(req, schedulerCalls.createSchedule)));
      reply(res, schedulerCalls.createSchedule, toSchedule(db, record), 201);
    },
  });

  route(router, expressPath(schedulerCalls.schedule.path), {
    GET: (req, res) => {
      const agent = allowedAgent(db, req);
      reply(res, schedulerCalls.schedule, toSchedule(db, agentSchedule(db, req, agent)));
    },
    PATCH: (req, res) => {
      const agent = allowedAgent(db, req);
      const current = agentSchedule(db, req, agent);
      const changed = parseScheduleChange(db, agent, current, readBody(req, schedulerCalls.updateSchedule));
      updateSchedule(db, changed);
      reply(res, schedulerCalls.updateSchedule, toSchedule(db, changed));
    },
    DELETE: (req, res) => {
      const agent = allowedAgent(db, req);
      deleteSchedule(db, agentSchedule(db, req, agent).id);
      reply(res, schedulerCalls.deleteSchedule, null, 204);
    },
  });
}
