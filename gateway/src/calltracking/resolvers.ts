import type { GatewayContext } from '../context';
import { readAgent } from '../domains/owner';
import type { AgentObject } from '../shell/agent';
import type { StatsRangeArgs } from '../stats/range';
import { loadCallTracking, type CallTrackingObject } from './account';
import { loadCallHistory, loadCalls, loadCallStats, type CallsArgs } from './calls';
import {
  createCallTracking,
  disableCallTracking,
  retrySessionTracker,
  setPoolSize,
  type CallTrackingWriteResult,
  type CreateCallTrackingInput,
  type DisableCallTrackingInput,
  type RetrySessionTrackerInput,
  type SetPoolSizeInput,
} from './writes';

type Ctx = GatewayContext;

const afterWrite = {
  // The write emptied the request's GET cache, so these are fresh reads.
  callTracking: (result: CallTrackingWriteResult, _: unknown, ctx: Ctx) => loadCallTracking(ctx, result.agentId),
  agent: (result: CallTrackingWriteResult, _: unknown, ctx: Ctx) => readAgent(ctx, result.agentId),
};

/** Agent fields: the parent Agent was access-checked when it was loaded. */
export const callTrackingResolvers = {
  Agent: {
    callTracking: (agent: AgentObject, _: unknown, ctx: Ctx) => loadCallTracking(ctx, agent.associateId),
  },
  CallTracking: {
    stats: (account: CallTrackingObject, _: unknown, ctx: Ctx) => loadCallStats(ctx, account),
    calls: (account: CallTrackingObject, args: CallsArgs, ctx: Ctx) => loadCalls(ctx, account, args),
    history: (account: CallTrackingObject, args: StatsRangeArgs, ctx: Ctx) => loadCallHistory(ctx, account, args),
  },
  CallTrackingPayload: afterWrite,
  RetrySessionTrackerPayload: afterWrite,
  Mutation: {
    setPoolSize: (_: unknown, args: { input: SetPoolSizeInput }, ctx: Ctx) => setPoolSize(ctx, args.input),
    createCallTracking: (_: unknown, args: { input: CreateCallTrackingInput }, ctx: Ctx) =>
      createCallTracking(ctx, args.input),
    disableCallTracking: (_: unknown, args: { input: DisableCallTrackingInput }, ctx: Ctx) =>
      disableCallTracking(ctx, args.input),
    retrySessionTracker: (_: unknown, args: { input: RetrySessionTrackerInput }, ctx: Ctx) =>
      retrySessionTracker(ctx, args.input),
  },
};
