import { expressPath, schedulerCalls } from '@portal/rules/contract';
import type { Router } from 'express';
import type { AreaContext } from '../area';
import { readBody, reply } from '../http/contract';
import { notFound } from '../http/errors';
import { route } from '../http/routes';
import { allowedAgent, pathId } from './access';
import { deleteAvailability, findAgentAvailability, insertAvailability, updateAvailability } from './availability';
import { parseAvailability } from './availabilityInput';
import { deleteOutOfOffice, findAgentOutOfOffice, insertOutOfOffice, replaceOutOfOffice } from './outOfOffice';
import { parseOutOfOffice } from './outOfOfficeInput';
import { agentSchedule } from './scheduleRoutes';

/** API-027..032: availability blocks (under their schedule for a POST) and out-of-office blocks. */
export function blockRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(schedulerCalls.createAvailability.path), {
    POST: (req, res) => {
      const agent = allowedAgent(db, req);
      const schedule = agentSchedule(db, req, agent, 'scheduleId');
      const block = parseAvailability(db, agent, readBody(req, schedulerCalls.createAvailability), null);
      reply(res, schedulerCalls.createAvailability, insertAvailability(db, { ...block, schedule: schedule.id }), 201);
    },
  });

  route(router, expressPath(schedulerCalls.updateAvailability.path), {
    PATCH: (req, res) => {
      const agent = allowedAgent(db, req);
      const current = findAgentAvailability(db, agent.associate_id, pathId(req));
      if (!current) throw notFound();
      const body = readBody(req, schedulerCalls.updateAvailability);
      const changed = { ...parseAvailability(db, agent, body, current), id: current.id };
      updateAvailability(db, changed);
      reply(res, schedulerCalls.updateAvailability, changed);
    },
    DELETE: (req, res) => {
      const agent = allowedAgent(db, req);
      const current = findAgentAvailability(db, agent.associate_id, pathId(req));
      if (!current) throw notFound();
      deleteAvailability(db, current.id);
      reply(res, schedulerCalls.deleteAvailability, null, 204);
    },
  });

  route(router, expressPath(schedulerCalls.createOutOfOffice.path), {
    POST: (req, res) => {
      const agent = allowedAgent(db, req);
      const block = insertOutOfOffice(db, parseOutOfOffice(db, agent, readBody(req, schedulerCalls.createOutOfOffice)));
      reply(res, schedulerCalls.createOutOfOffice, block, 201);
    },
  });

  route(router, expressPath(schedulerCalls.updateOutOfOffice.path), {
    PUT: (req, res) => {
      const agent = allowedAgent(db, req);
      const current = findAgentOutOfOffice(db, agent.associate_id, pathId(req));
      if (!current) throw notFound();
      const block = parseOutOfOffice(db, agent, readBody(req, schedulerCalls.updateOutOfOffice));
      reply(res, schedulerCalls.updateOutOfOffice, replaceOutOfOffice(db, current.id, block));
    },
    DELETE: (req, res) => {
      const agent = allowedAgent(db, req);
      const current = findAgentOutOfOffice(db, agent.associate_id, pathId(req));
      if (!current) throw notFound();
      deleteOutOfOffice(db, current.id);
      reply(res, schedulerCalls.deleteOutOfOffice, null, 204);
    },
  });
}
