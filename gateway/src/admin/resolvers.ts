import type { Resolvers } from '../__generated__/resolvers';
import { activityResolvers } from './activity/resolvers';
import { emailSearchResolvers } from './emailsearch/resolvers';
import { jobsResolvers } from './jobs/resolvers';
import { noteResolvers } from './notes/resolvers';
import { registrarResolvers } from './registrar/resolvers';
import { rendersResolvers } from './renders/resolvers';
import { searchAgents } from './searchAgents';

export const adminResolvers: Resolvers = {
  Query: {
    searchAgents: (_, args, ctx) => searchAgents(ctx, args.text),
    ...activityResolvers.Query,
    ...jobsResolvers.Query,
    ...registrarResolvers.Query,
    ...rendersResolvers.Query,
    ...noteResolvers.Query,
    ...emailSearchResolvers.Query,
  },
  Mutation: {
    ...jobsResolvers.Mutation,
    ...registrarResolvers.Mutation,
    ...noteResolvers.Mutation,
  },
};
