import { z } from 'zod';
import { isoDateTime, isoDay, maybe, restCall } from './call';
import { domainProductType } from './domains';

// Dashboard data and statistics (API-045..047, API-061; decision D-70). The ranged calls take `start` and `end`
// query parameters, 19-character timestamps (STATS-003, decision D-15).

/** A number of visits, views or clicks. */
export const statCount = z.number().int().nonnegative();

export const agentService = z.object({ key: z.string().min(1), name: z.string(), active: z.boolean() });

export const accountOverviewPoint = z.object({
  date: isoDay,
  visits: statCount,
  page_views: statCount,
  phone_clicks: statCount,
});

export const domainOverviewPoint = z.object({ date: isoDay, visits: statCount, page_views: statCount });

export const statsCalls = {
  accountOverview: restCall({
    api: 'API-045',
    method: 'GET',
    path: 'api/agents/{agentId}/stats/account_overview/',
    answer: z.object({
      graph: z.array(accountOverviewPoint),
      total: z.object({ visits: statCount, page_views: statCount, phone_clicks: statCount }),
    }),
  }),
  domainAnalysis: restCall({
    api: 'API-046',
    method: 'GET',
    path: 'api/domains/{domain}/stats/domain_analysis/',
    answer: z.object({
      domain_name: z.string().min(1),
      visits: statCount,
      page_views: statCount,
      phone_clicks: statCount,
      sms_clicks: statCount,
      contact_forms_sent: statCount,
      map_directions_clicks: statCount,
      quote_starts: statCount,
      bots_crawlers: statCount,
      page_views_by_device_type: z.object({ desktop: statCount, mobile: statCount, tablet: statCount }),
      page_views_by_referrer: z.array(z.object({ referrer: z.string(), page_views: statCount })),
    }),
  }),
  domainOverview: restCall({
    api: 'API-047',
    method: 'GET',
    path: 'api/domains/{domain}/stats/domain_overview/',
    answer: z.object({
      domain_name: z.string().min(1),
      product_type: domainProductType,
      graph: z.array(domainOverviewPoint),
      total: z.object({ visits: statCount, page_views: statCount }),
    }),
  }),
  dash: restCall({
    api: 'API-061',
    method: 'GET',
    path: 'api/agents/{agentId}/dash/',
    answer: z.object({ tos_accepted_on: maybe(isoDateTime), services: z.array(agentService) }),
  }),
};
