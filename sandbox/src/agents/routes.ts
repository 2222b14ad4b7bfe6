import { canAccessAgent, canAdminister } from '@portal/rules';
import type { Request, Router } from 'express';
import type { AreaContext } from '../area';
import { notFound } from '../http/errors';
import { requireAllowed } from '../http/guards';
import { route } from '../http/routes';
import type { Db } from '../db/module';
import { findAgent, listServices, searchAgents, tosAcceptedOn } from './store';

/** The agent named in the path, once the roles table lets this user see it (checked first, so a 404 leaks nothing). */
function allowedAgent(db: Db, req: Request) {
  const agentId = String(req.params.agentId);
  requireAllowed(req, (user) => canAccessAgent(user, agentId));
  const agent = findAgent(db, agentId);
  if (!agent) throw notFound();
  return agent;
}

export function agentRoutes(router: Router, { db }: AreaContext): void {
  // API-065. Registered before api/agents/:agentId/, which would otherwise take "search" for an agent id.
  route(router, '/api/agents/search/', {
    GET: (req, res) => {
      requireAllowed(req, canAdminister); // internal users only (decision D-06)
      res.json(searchAgents(db, typeof req.query.q === 'string' ? req.query.q : ''));
    },
  });

  route(router, '/api/agents/:agentId/', {
    GET: (req, res) => {
      res.json(allowedAgent(db, req));
    },
  });

  route(router, '/api/agents/:agentId/dash/', {
    GET: (req, res) => {
      const agent = allowedAgent(db, req);
      res.json({
        tos_accepted_on: tosAcceptedOn(db, agent.associate_id),
        services: listServices(db, agent.associate_id),
      });
    },
  });
}
