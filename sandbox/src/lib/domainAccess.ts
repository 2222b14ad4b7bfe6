import { canAccessAgent, canAccessAgentDomain, type DemoAccess, type SessionUser } from '@portal/rules';
import type { Request } from 'express';
import { findAgent, type Agent } from './agentStore';
import type { Db } from '../db/module';
import { notFound } from '../http/errors';
import { requireAllowed } from '../http/guards';
import { getSiteConfig } from './siteConfig';
import { findAgentDomain, normalizeDomainName, type DomainRecord } from './domainStore';

/** The site config's demo lists in the shape the access rules take (AUTH-016). */
export function demoAccess(db: Db): DemoAccess {
  const config = getSiteConfig(db);
  return {
    demoDomains: config.demo_domains,
    demoUsers: config.demo_users.map((u) => ({ associateId: u.associate_id })),
  };
}

/** The agent named in the path, once the rules let this user at it (checked first, so a 404 leaks nothing). */
export function allowedAgent(
  db: Db,
  req: Request,
  allowed: (user: SessionUser, agentId: string) => boolean = canAccessAgent,
): Agent {
  const agentId = String(req.params.agentId);
  requireAllowed(req, (user) => allowed(user, agentId));
  const agent = findAgent(db, agentId);
  if (!agent) throw notFound();
  return agent;
}

/** The agent's domain named in the path, for changes: the agent rule only. */
export function agentDomain(db: Db, req: Request, agent: Agent): DomainRecord {
  const domain = findAgentDomain(db, agent.associate_id, String(req.params.domain));
  if (!domain) throw notFound();
  return domain;
}

/** The agent's domain named in the path, for reads: demo users may also read a demo domain. */
export function readableDomain(db: Db, req: Request): DomainRecord {
  const agentId = String(req.params.agentId);
  const name = normalizeDomainName(String(req.params.domain));
  const demo = demoAccess(db);
  requireAllowed(req, (user) => canAccessAgentDomain(user, agentId, name, demo));
  const domain = findAgentDomain(db, agentId, name);
  if (!domain) throw notFound();
  return domain;
}
