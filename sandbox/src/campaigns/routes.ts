import { campaignCalls, expressPath } from '@portal/rules/contract';
import type { Router } from 'express';
import type { AreaContext } from '../area';
import { decimalOf } from '../lib/money';
import { allowedAgent } from '../lib/domainAccess';
import { listDomainRecords } from '../lib/domainStore';
import { reply } from '../http/contract';
import { HttpError } from '../http/errors';
import { route } from '../http/routes';
import { parseCampaignQuery } from '../lib/campaignQuery';
import { qlpViews } from './qlpViews';
import { campaignRows } from './report';
import { listAgentCampaigns } from './store';

export function campaignRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(campaignCalls.campaigns.path), {
    GET: (req, res) => {
      const agent = allowedAgent(db, req);
      const query = parseCampaignQuery(req.query);
      const rows = campaignRows(
        listAgentCampaigns(db, agent.associate_id),
        listDomainRecords(db, agent.associate_id),
        query,
      );
      const from = (query.page - 1) * query.page_size;
      // DRF's page number pagination: a page past the end is a 404, an empty first page is not.
      if (query.page > 1 && from >= rows.length) throw new HttpError(404, { detail: 'Invalid page.' });
      reply(res, campaignCalls.campaigns, {
        count: rows.length,
        page: query.page,
        page_size: query.page_size,
        // Cost is a DRF decimal: a string with two decimals.
        results: rows
          .slice(from, from + query.page_size)
          .map((row) => ({ ...row, cost: decimalOf(Math.round(row.cost * 100)) })),
      });
    },
  });

  route(router, expressPath(campaignCalls.qlpViews.path), {
    GET: (req, res) => {
      reply(res, campaignCalls.qlpViews, qlpViews(db, allowedAgent(db, req).associate_id));
    },
  });
}
