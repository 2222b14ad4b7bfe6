import type { Resolvers } from '../../__generated__/resolvers';
import { checkCompliance, complianceHelperCheck } from './compliance';

/** Compliance checks of editor texts and the toolbox's Compliance Helper (decision D-102). */
export const complianceResolvers: Resolvers = {
  Mutation: {
    checkCompliance: (_, args, ctx) => checkCompliance(ctx, args.input),
    complianceHelperCheck: (_, args, ctx) => complianceHelperCheck(ctx, args.input),
  },
};
