import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { agentPath, type AgentObject } from '../shell/agent';
import { toDate } from '../shell/dates';

interface RawDash {
  tos_accepted_on?: unknown;
  services?: unknown;
}

export function toDash(raw: RawDash | null) {
  const services = Array.isArray(raw?.services) ? (raw.services as Record<string, unknown>[]) : [];
  return {
    tosAcceptedOn: toDate(raw?.tos_accepted_on),
    services: services
      .filter((s) => s && typeof s === 'object')
      .map((s) => ({ key: String(s.key ?? ''), name: String(s.name ?? ''), active: s.active === true })),
  };
}

/** API-061. The parent Agent was access-checked when it was loaded. */
export async function loadDash(ctx: GatewayContext, agent: AgentObject) {
  const raw = await ctx.rest.get<RawDash>(`${agentPath(agent.associateId)}dash/`, { failure: MESSAGES.dashData });
  return toDash(raw);
}
