import type { Resolvers } from '../__generated__/resolvers';
import { searchAgents } from './searchAgents';

export const adminResolvers: Resolvers = {
  Query: {
    searchAgents: (_, args, ctx) => searchAgents(ctx, args.text),
  },
};
