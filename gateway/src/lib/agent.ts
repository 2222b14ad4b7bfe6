import { MESSAGES } from '@portal/rules';
import { GraphQLError } from 'graphql';
import { agentCalls, type AgentRecord, type AgentSummary } from '@portal/rules/contract';
import { requireAgentAccess } from '../session/guards';
import type { GatewayContext } from '../context';
import { toGlobalId, type Typed } from '../relay/globalId';
import { badUserInput } from '../rest/errors';
import { isBlank } from './required';

export interface AgentObject extends Typed<'Agent'> {
  id: string;
  associateId: string;
  firstName: string | null;
  preferredFirstName: string | null;
  lastName: string | null;
  displayName: string;
  alias: string | null;
  isAgentIntern: boolean;
  billingDay: number | null;
}

/** SHELL-033: the seven agent fields of API-060; a search hit (API-065) has no intern flag and no billing day. */
export function toAgent(record: AgentSummary & Partial<AgentRecord>): AgentObject {
  const { associate_id: associateId, first_name: firstName, preferred_first_name: preferredFirstName } = record;
  const lastName = record.last_name;
  return {
    __typename: 'Agent',
    id: toGlobalId('Agent', associateId),
    associateId,
    firstName,
    preferredFirstName,
    lastName,
    displayName: [preferredFirstName || firstName, lastName].filter(Boolean).join(' ') || associateId,
    alias: record.alias,
    isAgentIntern: record.is_agent_intern ?? false,
    billingDay: record.billing_day ?? null,
  };
}

/** The access check comes first: a denied viewer causes no upstream call about the agent. */
export async function loadAgent(
  ctx: GatewayContext,
  associateId: string | null | undefined,
  afterAccess?: (agentId: string) => void,
): Promise<AgentObject> {
  if (isBlank(associateId)) throw badUserInput(MESSAGES.missingAssociateId, {}); // ERR-090
  const agentId = associateId as string;
  await requireAgentAccess(ctx, agentId);
  afterAccess?.(agentId);
  const record = await ctx.rest
    .call(agentCalls.agent, { path: { agentId }, failure: MESSAGES.agentData(agentId) }) // ERR-084
    .catch((error: unknown) => {
      // No such agent is not a failure to retrieve: say so (decision D-74), with the same NOT_FOUND code.
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') {
        throw new GraphQLError(MESSAGES.agentNotFound(agentId), { extensions: { code: 'NOT_FOUND' } });
      }
      throw error;
    });
  return toAgent(record);
}
