import type { Resolvers } from '../__generated__/resolvers';
import type { Backend } from '../lib/backends';

function toBackend(b: Backend) {
  return { key: b.key, label: b.label, local: b.local };
}

/** Query.portal: what the web client needs for the dev banner, the backend chooser and the production warning. */
export const portalResolvers: Resolvers = {
  Query: {
    portal: (_, __, ctx) => ({
      devMode: ctx.portal.devMode,
      production: ctx.portal.production,
      backend: toBackend(ctx.portal.backend),
      backends: ctx.portal.backends.map(toBackend),
    }),
  },
};
