import { canOpenOverview } from '@portal/rules';
import type { Resolvers } from '../__generated__/resolvers';
import { loadDecisions } from '../lib/contentDecisions';
import { requireOverview } from './access';
import { loadCorporateUser } from './corporate';
import { approvalQueue, OVERVIEW_ID } from './queue';
import { approveQueuedChanges, rejectQueuedChanges } from './queueDecisions';
import { queueVerdict } from './queueVerdict';
import {
  overviewAgentCount,
  overviewCallTracking,
  overviewCards,
  overviewDepartures,
  overviewM1Stats,
  overviewParticipation,
  overviewQlpStats,
  overviewReports,
  overviewSummary,
} from './reads';

/** The corporate overview's fields (OVERVIEW, decision D-46): each checks its page's permission first. */
export const overviewResolvers: Resolvers = {
  Query: {
    overview: async (_, __, ctx) => {
      await requireOverview(ctx, '');
      return { id: OVERVIEW_ID };
    },
    corporateUser: (_, args, ctx) => loadCorporateUser(ctx, args.employeeId),
  },
  Overview: {
    agentCount: (_, __, ctx) => overviewAgentCount(ctx),
    cards: (_, __, ctx) => overviewCards(ctx),
    callTracking: (_, args, ctx) => overviewCallTracking(ctx, args),
    qlpStats: (_, args, ctx) => overviewQlpStats(ctx, args),
    approvalQueue: (_, args, ctx) => approvalQueue(ctx, args),
    // The navigation's number (issue #25): the summary's queue card, only for a viewer who may open the queue.
    queueCount: async (_, __, ctx) => {
      const user = await requireOverview(ctx, '');
      if (!canOpenOverview(user, 'queue')) return null;
      return (await overviewSummary(ctx)).cards.find((c) => c.key === 'queue')?.value ?? null;
    },
    queueHistory: async (_, args, ctx) => {
      await requireOverview(ctx, 'queue');
      const all = await loadDecisions(ctx);
      const domain = args.domainName?.trim().toLowerCase();
      return {
        domainNames: [...new Set(all.map((d) => d.domainName))].sort(),
        decisions: domain ? all.filter((d) => d.domainName === domain) : all,
      };
    },
    m1Stats: (_, args, ctx) => overviewM1Stats(ctx, args),
    participation: (_, __, ctx) => overviewParticipation(ctx),
    departures: (_, __, ctx) => overviewDepartures(ctx),
    reports: (_, __, ctx) => overviewReports(ctx),
  },
  OverviewQueueItem: {
    verdict: (item, _, ctx) => queueVerdict(ctx, item),
  },
  Mutation: {
    approveQueuedChanges: (_, args, ctx) => approveQueuedChanges(ctx, args.input),
    rejectQueuedChanges: (_, args, ctx) => rejectQueuedChanges(ctx, args.input),
  },
};

