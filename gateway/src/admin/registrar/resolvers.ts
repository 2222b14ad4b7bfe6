import type { Resolvers } from '../../__generated__/resolvers';
import { refreshAuthcode, registrar, registrarDomains, toggleTransferMark, updateRegistrarContact } from './registrar';

/** The registrar tab (ADMIN-039..043). */
export const registrarResolvers: Resolvers = {
  Query: {
    registrarDomains: (_, args, ctx) => registrarDomains(ctx, args.agentId),
    registrar: (_, args, ctx) => registrar(ctx, args.agentId, args.domainName),
  },
  Mutation: {
    updateRegistrarContact: (_, args, ctx) => updateRegistrarContact(ctx, args.input),
    refreshAuthcode: (_, args, ctx) => refreshAuthcode(ctx, args.input),
    toggleTransferMark: (_, args, ctx) => toggleTransferMark(ctx, args.input),
  },
};
