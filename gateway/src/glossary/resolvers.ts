import type { Resolvers } from '../__generated__/resolvers';
import {
  addBuiltInGlossaryTerms,
  createGlossaryTerm,
  deleteGlossaryTerm,
  readGlossary,
  updateGlossaryTerm,
} from './glossary';

/** GLOSS-001..025: the glossary for every signed-in user; its writes for internal provider staff only. */
export const glossaryResolvers: Resolvers = {
  Query: {
    glossary: (_, _args, ctx) => readGlossary(ctx),
  },
  Mutation: {
    createGlossaryTerm: (_, args, ctx) => createGlossaryTerm(ctx, args.input),
    updateGlossaryTerm: (_, args, ctx) => updateGlossaryTerm(ctx, args.termId, args.input),
    deleteGlossaryTerm: (_, args, ctx) => deleteGlossaryTerm(ctx, args.termId),
    addBuiltInGlossaryTerms: (_, _args, ctx) => addBuiltInGlossaryTerms(ctx),
  },
};
