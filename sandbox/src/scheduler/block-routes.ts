import type { Router } from 'express';
import type { AreaContext } from '../area';
import { bodyObject } from '../http/body';
import { notFound } from '../http/errors';
import { route } from '../http/routes';
import { allowedAgent, pathId } from './access';
import { deleteAvailability, findAgentAvailability, insertAvailability, updateAvailability } from './availability';
import { parseAvailability } from './availability-input';
import { deleteOutOfOffice, findAgentOutOfOffice, insertOutOfOffice, replaceOutOfOffice } from './out-of-office';
import { parseOutOfOffice } from './out-of-office-input';
import { agentSchedule } from './schedule-routes';

/** API-027..032: availability blocks (under their schedule for a POST) and out-of-office blocks. */
export function blockRoutes(router: Router, { db }: AreaContext): void {
  route(router, '/api/agents/:agentId/schedules/:scheduleId/availability/', {
    POST: (req, res) => {
      const agent = allowedAgent(db, req);
      const schedule = agentSchedule(db, req, agent, 'scheduleId');
      const block = parseAvailability(db, agent, bodyObject(req), null);
      res.status(201).json(insertAvailability(db, { ...block, schedule: schedule.id }));
    },
  });

  route(router, '/api/agents/:agentId/availability/:id/', {
    PATCH: (req, res) => {
      const agent = allowedAgent(db, req);
      const current = findAgentAvailability(db, agent.associate_id, pathId(req));
      if (!current) throw notFound();
      const changed = { ...parseAvailability(db, agent, bodyObject(req), current), id: current.id };
      updateAvailability(db, changed);
      res.json(changed);
    },
    DELETE: (req, res) => {
      const agent = allowedAgent(db, req);
      const current = findAgentAvailability(db, agent.associate_id, pathId(req));
      if (!current) throw notFound();
      deleteAvailability(db, current.id);
      res.status(204).end();
    },
  });

  route(router, '/api/agents/:agentId/out_of_office_blocks/', {
    POST: (req, res) => {
      const agent = allowedAgent(db, req);
      res.status(201).json(insertOutOfOffice(db, parseOutOfOffice(db, agent, bodyObject(req))));
    },
  });

  route(router, '/api/agents/:agentId/out_of_office_blocks/:id/', {
    PUT: (req, res) => {
      const agent = allowedAgent(db, req);
      const current = findAgentOutOfOffice(db, agent.associate_id, pathId(req));
      if (!current) throw notFound();
      res.json(replaceOutOfOffice(db, current.id, parseOutOfOffice(db, agent, bodyObject(req))));
    },
    DELETE: (req, res) => {
      const agent = allowedAgent(db, req);
      const current = findAgentOutOfOffice(db, agent.associate_id, pathId(req));
      if (!current) throw notFound();
      deleteOutOfOffice(db, current.id);
      res.status(204).end();
    },
  });
}
