import type { Resolvers } from '../__generated__/resolvers';
import { requireOverview } from './access';
import { loadCorporateUser } from './corporate';
import { approvalQueue, approveQueuedOverride, OVERVIEW_ID, rejectQueuedOverride } from './queue';
import {
  overviewAgentCount,
  overviewCallTracking,
  overviewCards,
  overviewDepartures,
  overviewM1Stats,
  overviewParticipation,
  overviewQlpStats,
  overviewReports,
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
    m1Stats: (_, args, ctx) => overviewM1Stats(ctx, args),
    participation: (_, __, ctx) => overviewParticipation(ctx),
    departures: (_, __, ctx) => overviewDepartures(ctx),
    reports: (_, __, ctx) => overviewReports(ctx),
  },
  Mutation: {
    approveQueuedOverride: (_, args, ctx) => approveQueuedOverride(ctx, args.input),
    rejectQueuedOverride: (_, args, ctx) => rejectQueuedOverride(ctx, args.input),
  },
};
