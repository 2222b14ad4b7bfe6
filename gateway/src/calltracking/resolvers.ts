import type { CallTrackingCallsArgs, Resolvers } from '../__generated__/resolvers';
import type { AgentObject } from '../lib/agent';
import { readAgent } from '../lib/domainOwner';
import type { StatsRangeArgs } from '../lib/statsRange';
import { early } from '../lib/lookAhead';
import { loadCallTracking } from './account';
import { loadCallHistory, loadCalls, loadCallStats } from './calls';
import { createCallTracking, disableCallTracking, retrySessionTracker, setPoolSize } from './writes';

const agentIdOf = (owner: { associateId: string } | { agentId: string }) =>
  'associateId' in owner ? owner.associateId : owner.agentId;

/**
 * Agent fields: the parent Agent was access-checked when it was loaded. The account and its stats and calls start
 * with the agent (lookAhead): the calls need only the agent's id, so a page waits for one wave, not three; for an
 * agent without an account (a 404, null) the early stats and calls answers are dropped unread.
 */
export const callTrackingResolvers: Resolvers = {
  Agent: {
    callTracking: early((agent: AgentObject) => agentIdOf(agent),
      (agentId, _: unknown, ctx) => loadCallTracking(ctx, agentId),
      { type: 'CallTracking' },
    ),
  },
  CallTracking: {
    stats: early(agentIdOf, (agentId, _: unknown, ctx) => loadCallStats(ctx, { agentId })),
    calls: early(agentIdOf, (agentId, args: CallTrackingCallsArgs, ctx) => loadCalls(ctx, { agentId }, args)),
    history: early(agentIdOf, (agentId, args: StatsRangeArgs, ctx) =>
      loadCallHistory(ctx, { agentId }, args),
    ),
  },
  // After a write: it emptied the request's GET cache, so these are fresh reads.
  CallTrackingPayload: {
    callTracking: (result, _, ctx) => loadCallTracking(ctx, result.agentId),
    agent: (result, _, ctx) => readAgent(ctx, result.agentId),
  },
  RetrySessionTrackerPayload: {
    callTracking: (result, _, ctx) => loadCallTracking(ctx, result.agentId),
    agent: (result, _, ctx) => readAgent(ctx, result.agentId),
  },
  Mutation: {
    setPoolSize: (_, args, ctx) => setPoolSize(ctx, args.input),
    createCallTracking: (_, args, ctx) => createCallTracking(ctx, args.input),
    disableCallTracking: (_, args, ctx) => disableCallTracking(ctx, args.input),
    retrySessionTracker: (_, args, ctx) => retrySessionTracker(ctx, args.input),
  },
};
