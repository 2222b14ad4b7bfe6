import { GraphQLError } from 'graphql';
import { MESSAGES } from '@portal/rules';
import { requireAgentAccess } from '../session/guards';
import type { GatewayContext } from '../context';

const DEFAULT_SCHEDULER_TEST_AGENT = 'A1001';

export interface SchedulerGate {
  allAgents: boolean;
  /** The special test agent's associate id, or null for none. */
  testAgent: string | null;
}

function flag(value: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
}

/**
 * Decision D-35 (ROUTE-028, Ambiguity #5): the gate is a gateway setting, read from the environment on each use:
 * SCHEDULER_ALL_AGENTS (default false) and SCHEDULER_TEST_AGENT (default A1001; empty: no test agent).
 */
export function schedulerGate(env: NodeJS.ProcessEnv = process.env): SchedulerGate {
  const testAgent = (env.SCHEDULER_TEST_AGENT ?? DEFAULT_SCHEDULER_TEST_AGENT).trim();
  return { allAgents: flag(env.SCHEDULER_ALL_AGENTS), testAgent: testAgent || null };
}

export function isSchedulerAvailable(agentId: string, gate: SchedulerGate = schedulerGate()): boolean {
  return gate.allAgents || agentId === gate.testAgent;
}

/** The viewer may act for the agent and the agent has the scheduler; checked before any scheduler call. */
export async function requireScheduler(ctx: GatewayContext, agentId: string): Promise<void> {
  await requireAgentAccess(ctx, agentId);
  if (!isSchedulerAvailable(agentId)) {
    throw new GraphQLError(MESSAGES.forbidden, { extensions: { code: 'FORBIDDEN' } });
  }
}
