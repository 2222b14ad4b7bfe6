import type { Resolvers } from '../__generated__/resolvers';
import { readAgent } from '../lib/domainOwner';
import { loadCallTracking } from './account';
import { loadCallHistory, loadCalls, loadCallStats } from './calls';
import { createCallTracking, disableCallTracking, retrySessionTracker, setPoolSize } from './writes';

/** Agent fields: the parent Agent was access-checked when it was loaded. */
export const callTrackingResolvers: Resolvers = {
  Agent: {
    callTracking: (agent, _, ctx) => loadCallTracking(ctx, agent.associateId),
  },
  CallTracking: {
    stats: (account, _, ctx) => loadCallStats(ctx, account),
    calls: (account, args, ctx) => loadCalls(ctx, account, args),
    history: (account, args, ctx) => loadCallHistory(ctx, account, args),
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
