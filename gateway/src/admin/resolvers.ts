import type { GatewayContext } from '../context';
import { searchAgents } from './searchAgents';

export const adminResolvers = {
  Query: {
    searchAgents: (_: unknown, args: { text: string }, ctx: GatewayContext) => searchAgents(ctx, args.text),
  },
};
