import { canAccessAgentDomain } from '@portal/rules';
import type { Request, Router } from 'express';
import type { AreaContext } from '../area';
import type { Db } from '../db/module';
import { allowedAgent, demoAccess } from '../domains/access';
import { findDomainByName, listDomainRecords, type DomainRecord } from '../domains/store';
import { notFound } from '../http/errors';
import { requireAllowed, requireUser } from '../http/guards';
import { route } from '../http/routes';
import { accountOverview } from './account-overview';
import { domainAnalysis } from './domain-analysis';
import { domainOverview } from './domain-overview';
import { parseStatsRange } from './range';

/** The domain in the path, once the user may see its owner's data (or it is their demo domain). */
function allowedDomain(db: Db, req: Request): DomainRecord {
  requireUser(req);
  const domain = findDomainByName(db, String(req.params.domain));
  if (!domain) throw notFound();
  const demo = demoAccess(db);
  requireAllowed(req, (user) => canAccessAgentDomain(user, domain.associate_id, domain.domain_name, demo));
  return domain;
}

export function statsRoutes(router: Router, { db }: AreaContext): void {
  route(router, '/api/agents/:agentId/stats/account_overview/', {
    GET: (req, res) => {
      const agent = allowedAgent(db, req);
      const range = parseStatsRange(req.query);
      res.json(accountOverview(listDomainRecords(db, agent.associate_id), range));
    },
  });

  route(router, '/api/domains/:domain/stats/domain_analysis/', {
    GET: (req, res) => {
      const domain = allowedDomain(db, req);
      res.json(domainAnalysis(domain, parseStatsRange(req.query)));
    },
  });

  route(router, '/api/domains/:domain/stats/domain_overview/', {
    GET: (req, res) => {
      const domain = allowedDomain(db, req);
      res.json(domainOverview(domain, parseStatsRange(req.query)));
    },
  });
}
