import type { Resolvers } from '../../__generated__/resolvers';
import { domainRenders } from './renders';

/** The domain renders tab (ADMIN-056..058). */
export const rendersResolvers: Resolvers = {
  Query: {
    domainRenders: (_, args, ctx) => domainRenders(ctx, args.agentId),
  },
};
