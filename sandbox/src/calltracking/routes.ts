import { canManageCallTracking, INCLUDED_LINES } from '@portal/rules';
import type { Request, Router } from 'express';
import { findAgent, type Agent } from '../agents/store';
import type { AreaContext } from '../area';
import type { Db } from '../db/module';
import { allowedAgent } from '../domains/access';
import { bodyObject } from '../http/body';
import { badRequest, notFound } from '../http/errors';
import { requireAllowed } from '../http/guards';
import { route } from '../http/routes';
import { callStats, listCalls, parseCallQuery } from './calls';
import { parseAreaCode, parsePoolSize } from './input';
import {
  deleteAccount,
  findAccount,
  insertAccount,
  poolNumbers,
  setAreaCode,
  setPoolSize,
  toAccount,
  type AccountRecord,
} from './store';

/** Area codes the sandbox's number supplier has nothing in: a retry answers success false (STATS-013). */
export const NO_NUMBER_AREA_CODES = ['808', '907'];
export const ALREADY_SET_UP = 'Call tracking is already set up for this agent.';

/** Decision D-43: pool size, create and disable are the toolbox's, for internal provider staff only. */
function managedAgent(db: Db, req: Request): Agent {
  requireAllowed(req, canManageCallTracking);
  const agent = findAgent(db, String(req.params.agentId));
  if (!agent) throw notFound();
  return agent;
}

/** The agent's account; none is a 404, which the portal shows as "no account" (API-079, ERR-091). */
function accountOf(db: Db, agent: Agent): AccountRecord {
  const account = findAccount(db, agent.associate_id);
  if (!account) throw notFound();
  return account;
}

export function callTrackingRoutes(router: Router, { db }: AreaContext): void {
  route(router, '/api/agents/:agentId/calltracking/', {
    GET: (req, res) => {
      res.json(toAccount(accountOf(db, allowedAgent(db, req))));
    },
    PUT: (req, res) => {
      const agent = managedAgent(db, req);
      accountOf(db, agent);
      setPoolSize(db, agent.associate_id, parsePoolSize(bodyObject(req)));
      res.json(toAccount(accountOf(db, agent)));
    },
    POST: (req, res) => {
      const agent = managedAgent(db, req);
      if (findAccount(db, agent.associate_id)) throw badRequest({ detail: ALREADY_SET_UP });
      const poolSize = parsePoolSize(bodyObject(req), INCLUDED_LINES);
      res.status(201).json(toAccount(insertAccount(db, { associate_id: agent.associate_id, pool_size: poolSize, area_code: null })));
    },
    DELETE: (req, res) => {
      const agent = managedAgent(db, req);
      accountOf(db, agent);
      deleteAccount(db, agent.associate_id);
      res.status(204).end();
    },
  });

  route(router, '/api/agents/:agentId/calltracking/retry_session_tracker/', {
    POST: (req, res) => {
      const agent = allowedAgent(db, req);
      const account = accountOf(db, agent);
      const code = parseAreaCode(bodyObject(req));
      if (NO_NUMBER_AREA_CODES.includes(code)) {
        res.json({ success: false });
        return;
      }
      setAreaCode(db, agent.associate_id, code);
      res.json({ success: true, area_code: code, numbers: poolNumbers(code, account.pool_size) });
    },
  });

  route(router, '/api/agents/:agentId/calltracking/calls/', {
    GET: (req, res) => {
      const agent = allowedAgent(db, req);
      accountOf(db, agent);
      res.json(listCalls(db, agent.associate_id, parseCallQuery(req.query)));
    },
  });

  route(router, '/api/agents/:agentId/calltracking/stats/', {
    GET: (req, res) => {
      const agent = allowedAgent(db, req);
      accountOf(db, agent);
      res.json(callStats(db, agent.associate_id));
    },
  });
}
