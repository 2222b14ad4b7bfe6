import { canAccessAgentDomain } from '@portal/rules';
import { expressPath, statsCalls } from '@portal/rules/contract';
import type { Request, Router } from 'express';
import type { AreaContext } from '../area';
import type { Db } from '../db/module';
import { allowedAgent, demoAccess } from '../lib/domainAccess';
import { findDomainByName, listDomainRecords, type DomainRecord } from '../lib/domainStore';
import { reply } from '../http/contract';
import { notFound } from '../http/errors';
import { requireAllowed, requireUser } from '../http/guards';
import { route } from '../http/routes';
import { accountOverview } from './accountOverview';
import { domainAnalysis } from './domainAnalysis';
import { domainOverview } from './domainOverview';
import { parseStatsRange } from '../lib/statsRange';

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
  route(router, expressPath(statsCalls.accountOverview.path), {
    GET: (req, res) => {
      const agent = allowedAgent(db, req);
      const range = parseStatsRange(req.query);
      reply(res, statsCalls.accountOverview, accountOverview(listDomainRecords(db, agent.associate_id), range));
    },
  });

  route(router, expressPath(statsCalls.domainAnalysis.path), {
    GET: (req, res) => {
      const domain = allowedDomain(db, req);
      reply(res, statsCalls.domainAnalysis, domainAnalysis(domain, parseStatsRange(req.query)));
    },
  });

  route(router, expressPath(statsCalls.domainOverview.path), {
    GET: (req, res) => {
      const domain = allowedDomain(db, req);
      reply(res, statsCalls.domainOverview, domainOverview(domain, parseStatsRange(req.query)));
    },
  });
}
