import { z } from 'zod';
import { maybe, restCall } from './call';

// One agent (API-060) and the agent search (API-065). The agent's dash (API-061) is statsCalls.dash.

/**
 * An agent record (SHELL-033). A person always has a first and a last name; the preferred first name, the alias and
 * the billing day are optional by nature (a new agent may have neither yet) and may be null (decision D-68).
 */
export const agentRecord = z.object({
  associate_id: z.string().min(1),
  first_name: z.string(),
  preferred_first_name: maybe(z.string()),
  last_name: z.string(),
  alias: maybe(z.string()),
  is_agent_intern: z.boolean(),
  billing_day: maybe(z.number().int()),
});
export type AgentRecord = z.output<typeof agentRecord>;

/** One search hit: the record without the intern flag and the billing day. */
export const agentSummary = agentRecord.pick({
  associate_id: true,
  first_name: true,
  preferred_first_name: true,
  last_name: true,
  alias: true,
});
export type AgentSummary = z.output<typeof agentSummary>;

export const agentCalls = {
  agent: restCall({ api: 'API-060', method: 'GET', path: 'api/agents/{agentId}/', answer: agentRecord }),
  /** Registered before `{agentId}/` by the sandbox, so that "search" is not taken for an agent id. */
  search: restCall({ api: 'API-065', method: 'GET', path: 'api/agents/search/', answer: z.array(agentSummary) }),
};
