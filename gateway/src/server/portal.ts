import type { GatewayContext } from '../context';
import type { Backend } from './backends';

function toBackend(b: Backend) {
  return { key: b.key, label: b.label, local: b.local };
}

/** Query.portal: what the web client needs for the dev banner, the backend chooser and the production warning. */
export const portalResolvers = {
  Query: {
    portal: (_: unknown, __: unknown, ctx: GatewayContext) => ({
      devMode: ctx.portal.devMode,
      production: ctx.portal.production,
      backend: toBackend(ctx.portal.backend),
      backends: ctx.portal.backends.map(toBackend),
    }),
  },
};
