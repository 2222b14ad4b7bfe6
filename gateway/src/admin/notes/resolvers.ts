import type { Resolvers } from '../../__generated__/resolvers';
import { addNote, agentNotes, noteCategories } from './notes';

/** ADMIN-028, ADMIN-029: notes on an agent, for internal users only. */
export const noteResolvers: Resolvers = {
  Query: {
    agentNotes: (_, args, ctx) => agentNotes(ctx, args.agentId, args.page),
    noteCategories: (_, args, ctx) => noteCategories(ctx, args.agentId),
  },
  Mutation: {
    addNote: (_, args, ctx) => addNote(ctx, args.input),
  },
};
