import { canAccessAgent } from '@portal/rules';
import type { Request } from 'express';
import { findAgent, type Agent } from '../lib/agentStore';
import type { Db } from '../db/module';
import { notFound } from '../http/errors';
import { requireAllowed } from '../http/guards';

/** The agent named in the path, once the roles table lets this user at it (checked first, so a 404 leaks nothing). */
export function allowedAgent(db: Db, req: Request): Agent {
  const agentId = String(req.params.agentId);
  requireAllowed(req, (user) => canAccessAgent(user, agentId));
  const agent = findAgent(db, agentId);
  if (!agent) throw notFound();
  return agent;
}

/** A numeric id from the path; anything else names nothing. */
export function pathId(req: Request, name = 'id'): number {
  const id = Number(req.params[name]);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}
