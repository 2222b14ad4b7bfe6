import type { GatewayContext } from '../context';
import type { AgentObject } from '../shell/agent';
import { loadDash } from './dash';

export const statsResolvers = {
  Agent: {
    dash: (agent: AgentObject, _: unknown, ctx: GatewayContext) => loadDash(ctx, agent),
  },
};
