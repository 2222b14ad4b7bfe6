import type { Resolvers } from '../__generated__/resolvers';
import { fromGlobalId } from './globalId';
import { nodeLoaderOf } from './node';

export const relayResolvers: Resolvers = {
  Node: {
    __resolveType: (obj) => obj.__typename,
  },
  Query: {
    // Each Node type's area declares its loader on the type's id field (nodeId); any other type name is null.
    node: async (_, { id }, ctx, info) => {
      const parsed = fromGlobalId(id);
      const load = parsed && nodeLoaderOf(info.schema, parsed.type);
      return load ? load(ctx, parsed.localId) : null;
    },
  },
};
