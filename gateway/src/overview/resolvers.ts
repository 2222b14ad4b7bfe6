import type { GatewayContext } from '../context';
import type { ListArgs } from '../billing/listConnection';
import type { StatsRangeArgs } from '../stats/range';
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

type Ctx = GatewayContext;

/** The corporate overview's fields (OVERVIEW, decision D-46): each checks its page's permission first. */
export const overviewResolvers = {
  Query: {
    overview: async (_: unknown, __: unknown, ctx: Ctx) => {
      await requireOverview(ctx, '');
      return { id: OVERVIEW_ID };
    },
    corporateUser: (_: unknown, args: { employeeId: string }, ctx: Ctx) => loadCorporateUser(ctx, args.employeeId),
  },
  Overview: {
    agentCount: (_: unknown, __: unknown, ctx: Ctx) => overviewAgentCount(ctx),
    cards: (_: unknown, __: unknown, ctx: Ctx) => overviewCards(ctx),
    callTracking: (_: unknown, args: StatsRangeArgs, ctx: Ctx) => overviewCallTracking(ctx, args),
    qlpStats: (_: unknown, args: StatsRangeArgs, ctx: Ctx) => overviewQlpStats(ctx, args),
    approvalQueue: (_: unknown, args: ListArgs, ctx: Ctx) => approvalQueue(ctx, args),
    m1Stats: (_: unknown, args: StatsRangeArgs, ctx: Ctx) => overviewM1Stats(ctx, args),
    participation: (_: unknown, __: unknown, ctx: Ctx) => overviewParticipation(ctx),
    departures: (_: unknown, __: unknown, ctx: Ctx) => overviewDepartures(ctx),
    reports: (_: unknown, __: unknown, ctx: Ctx) => overviewReports(ctx),
  },
  Mutation: {
    approveQueuedOverride: (_: unknown, args: { input: { id: string } }, ctx: Ctx) => approveQueuedOverride(ctx, args.input),
    rejectQueuedOverride: (_: unknown, args: { input: { id: string } }, ctx: Ctx) => rejectQueuedOverride(ctx, args.input),
  },
};
