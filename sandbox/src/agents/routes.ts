import { canAccessAgent, canAdminister } from '@portal/rules';
import { agentCalls, expressPath, statsCalls } from '@portal/rules/contract';
import type { Request, Router } from 'express';
import type { AreaContext } from '../area';
import { reply } from '../http/contract';
import { notFound } from '../http/errors';
import { requireAllowed } from '../http/guards';
import { route } from '../http/routes';
import type { Db } from '../db/module';
import { findAgent, listServices, searchAgents, tosAcceptedOn } from '../lib/agentStore';

/** The agent named in the path, once the roles table lets this user see it (checked first, so a 404 leaks nothing). */
function allowedAgent(db: Db, req: Request) {
  const agentId = String(req.params.agentId);
  requireAllowed(req, (user) => canAccessAgent(user, agentId));
  const agent = findAgent(db, agentId);
  if (!agent) throw notFound();
  return agent;
}

export function agentRoutes(router: Router, { db }: AreaContext): void {
  // API-065. Registered before api/agents/{agentId}/, which would otherwise take "search" for an agent id.
  route(router, expressPath(agentCalls.search.path), {
    GET: (req, res) => {
      requireAllowed(req, canAdminister); // internal users only (decision D-06)
      reply(res, agentCalls.search, searchAgents(db, typeof req.query.q === 'string' ? req.query.q : ''));
    },
  });

  route(router, expressPath(agentCalls.agent.path), {
    GET: (req, res) => {
      reply(res, agentCalls.agent, allowedAgent(db, req));
    },
  });

  // API-061's contract is the stats area's (statsCalls.dash); the agent's own data lives here.
  route(router, expressPath(statsCalls.dash.path), {
    GET: (req, res) => {
      const agent = allowedAgent(db, req);
      reply(res, statsCalls.dash, {
        tos_accepted_on: tosAcceptedOn(db, agent.associate_id),
        services: listServices(db, agent.associate_id),
      });
    },
  });
}
