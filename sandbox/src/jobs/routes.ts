import { canAdminister, LISTING_URL_INVALID, LISTING_URL_PATTERN } from '@portal/rules';
import { expressPath, jobCalls } from '@portal/rules/contract';
import type { Request, Router } from 'express';
import type { AreaContext } from '../area';
import { isoUtc } from '../db/time';
import type { Db } from '../db/module';
import { readBody, reply } from '../http/contract';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/routes';
import { allowedAgent } from '../lib/domainAccess';
import { CRAWL_MS, crawlPage, pause } from './crawler';
import { findListing, listLocations, recordCrawl, setUrlOverride } from './store';

/** Internal provider staff only (decision D-06), like every toolbox call. */
const adminAgent = (db: Db, req: Request) => allowedAgent(db, req, (user) => canAdminister(user));

/** The agent's office named by {locId}. */
function officeOf(db: Db, req: Request): { agentId: string; officeId: string } {
  const agent = adminAgent(db, req);
  const officeId = String(req.params.locId);
  if (!findListing(db, agent.associate_id, officeId)) throw notFound();
  return { agentId: agent.associate_id, officeId };
}

function listing(db: Db, agentId: string, officeId: string) {
  const found = findListing(db, agentId, officeId);
  if (!found) throw notFound();
  return found;
}

export function jobRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(jobCalls.locations.path), {
    GET: (req, res) => {
      reply(res, jobCalls.locations, listLocations(db, adminAgent(db, req).associate_id));
    },
  });

  route(router, expressPath(jobCalls.setOverride.path), {
    // API-090: a URL (VALID-047/048) or null to clear.
    POST: (req, res) => {
      const { agentId, officeId } = officeOf(db, req);
      const body = readBody(req, jobCalls.setOverride);
      const url = body.url_override?.trim() || null;
      if (url !== null && !LISTING_URL_PATTERN.test(url)) throw badRequest({ url_override: [LISTING_URL_INVALID] });
      setUrlOverride(db, officeId, url);
      reply(res, jobCalls.setOverride, listing(db, agentId, officeId));
    },
  });

  route(router, expressPath(jobCalls.crawl.path), {
    // API-091: the simulated crawl reads the override, else the microsite URL, and answers when it is done.
    POST: async (req, res) => {
      const { agentId, officeId } = officeOf(db, req);
      const before = listing(db, agentId, officeId);
      await pause(CRAWL_MS);
      recordCrawl(db, officeId, crawlPage(before.url_override ?? before.microsite_url), isoUtc());
      reply(res, jobCalls.crawl, listing(db, agentId, officeId));
    },
  });
}
