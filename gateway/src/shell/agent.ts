import { MESSAGES } from '@portal/rules';
import { requireAgentAccess } from '../auth/guards';
import type { GatewayContext } from '../context';
import { toGlobalId, type Typed } from '../relay/globalId';
import { badUserInput } from '../rest/errors';
import { seg } from '../rest/path';
import { isBlank } from './required';

interface RawAgent {
  associate_id?: unknown;
  first_name?: unknown;
  preferred_first_name?: unknown;
  last_name?: unknown;
  alias?: unknown;
  is_agent_intern?: unknown;
  billing_day?: unknown;
}

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

function optionalString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function agentPath(associateId: string): string {
  return `api/agents/${seg(associateId)}/`;
}

/** SHELL-033: the seven agent fields of API-060. */
export function toAgent(raw: RawAgent, requestedId: string): AgentObject {
  const associateId = typeof raw.associate_id === 'string' && raw.associate_id ? raw.associate_id : requestedId;
  const firstName = optionalString(raw.first_name);
  const preferredFirstName = optionalString(raw.preferred_first_name);
  const lastName = optionalString(raw.last_name);
  const billingDay = typeof raw.billing_day === 'number' && Number.isInteger(raw.billing_day) ? raw.billing_day : null;
  return {
    __typename: 'Agent',
    id: toGlobalId('Agent', associateId),
    associateId,
    firstName,
    preferredFirstName,
    lastName,
    displayName: [preferredFirstName || firstName, lastName].filter(Boolean).join(' ') || associateId,
    alias: optionalString(raw.alias),
    isAgentIntern: raw.is_agent_intern === true,
    billingDay,
  };
}

/** The access check comes first: a denied viewer causes no upstream call about the agent. */
export async function loadAgent(
  ctx: GatewayContext,
  associateId: string | null | undefined,
  afterAccess?: (agentId: string) => void,
): Promise<AgentObject> {
  if (isBlank(associateId)) throw badUserInput(MESSAGES.missingAssociateId, {}); // ERR-090
  const id = associateId as string;
  await requireAgentAccess(ctx, id);
  afterAccess?.(id);
  const raw = await ctx.rest.get<RawAgent>(agentPath(id), { failure: MESSAGES.agentData(id) }); // ERR-084
  return toAgent(raw ?? {}, id);
}
