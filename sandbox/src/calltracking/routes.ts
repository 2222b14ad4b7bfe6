import { canManageCallTracking, INCLUDED_LINES } from '@portal/rules';
import { callTrackingCalls, expressPath } from '@portal/rules/contract';
import type { Request, Router } from 'express';
import { findAgent, type Agent } from '../lib/agentStore';
import type { AreaContext } from '../area';
import type { Db } from '../db/module';
import { allowedAgent } from '../lib/domainAccess';
import { readBody, reply } from '../http/contract';
import { badRequest, notFound } from '../http/errors';
import { requireAllowed } from '../http/guards';
import { route } from '../http/routes';
import { callStats, listCalls, parseCallQuery } from './calls';
import { checkedAreaCode, checkedPoolSize } from './input';
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
const NO_NUMBER_AREA_CODES = ['808', '907'];
const ALREADY_SET_UP = 'Call tracking is already set up for this agent.';

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
  route(router, expressPath(callTrackingCalls.account.path), {
    GET: (req, res) => {
      reply(res, callTrackingCalls.account, toAccount(accountOf(db, allowedAgent(db, req))));
    },
    PUT: (req, res) => {
      const agent = managedAgent(db, req);
      accountOf(db, agent);
      setPoolSize(db, agent.associate_id, checkedPoolSize(readBody(req, callTrackingCalls.setPoolSize).pool_size));
      reply(res, callTrackingCalls.setPoolSize, toAccount(accountOf(db, agent)));
    },
    POST: (req, res) => {
      const agent = managedAgent(db, req);
      if (findAccount(db, agent.associate_id)) throw badRequest({ detail: ALREADY_SET_UP });
      const poolSize = checkedPoolSize(readBody(req, callTrackingCalls.create).pool_size ?? INCLUDED_LINES);
      const account = insertAccount(db, { associate_id: agent.associate_id, pool_size: poolSize, area_code: null });
      reply(res, callTrackingCalls.create, toAccount(account), 201);
    },
    DELETE: (req, res) => {
      const agent = managedAgent(db, req);
      accountOf(db, agent);
      deleteAccount(db, agent.associate_id);
      reply(res, callTrackingCalls.disable, null, 204);
    },
  });

  route(router, expressPath(callTrackingCalls.retrySessionTracker.path), {
    POST: (req, res) => {
      const agent = allowedAgent(db, req);
      const account = accountOf(db, agent);
      const code = checkedAreaCode(readBody(req, callTrackingCalls.retrySessionTracker).code);
      if (NO_NUMBER_AREA_CODES.includes(code)) {
        reply(res, callTrackingCalls.retrySessionTracker, { success: false });
        return;
      }
      setAreaCode(db, agent.associate_id, code);
      reply(res, callTrackingCalls.retrySessionTracker, {
        success: true,
        area_code: code,
        numbers: poolNumbers(code, account.pool_size),
      });
    },
  });

  route(router, expressPath(callTrackingCalls.calls.path), {
    GET: (req, res) => {
      const agent = allowedAgent(db, req);
      accountOf(db, agent);
      reply(res, callTrackingCalls.calls, listCalls(db, agent.associate_id, parseCallQuery(req.query)));
    },
  });

  route(router, expressPath(callTrackingCalls.stats.path), {
    GET: (req, res) => {
      const agent = allowedAgent(db, req);
      accountOf(db, agent);
      reply(res, callTrackingCalls.stats, callStats(db, agent.associate_id));
    },
  });
}
