import { MESSAGES } from '@portal/rules';
import { statsCalls, type AnswerOf } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import type { AgentObject } from '../lib/agent';

function toDash(answer: AnswerOf<typeof statsCalls.dash>) {
  return {
    tosAcceptedOn: answer.tos_accepted_on === null ? null : new Date(answer.tos_accepted_on),
    services: answer.services,
  };
}

/** API-061, STATS-001. The parent Agent was access-checked when it was loaded. */
export async function loadDash(ctx: GatewayContext, agent: AgentObject) {
  const answer = await ctx.rest.call(statsCalls.dash, {
    path: { agentId: agent.associateId },
    failure: MESSAGES.dashData, // ERR-085
  });
  return toDash(answer);
}
