import type { Resolvers } from '../../__generated__/resolvers';
import { emailLog } from './emailLog';

/** ADMIN-037: the mail log search, for internal users only (the CSV of ADMIN-038 is csvRoute.ts). */
export const emailSearchResolvers: Resolvers = {
  Query: {
    emailLog: (_, args, ctx) => emailLog(ctx, args),
  },
};
