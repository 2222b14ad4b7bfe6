import { BREAK, GraphQLError, visit, type DocumentNode } from 'graphql';
import { ANONYMOUS, canAdminister, type SessionUser } from '@portal/rules';
import type { GatewayContext } from '../context';
import type { PipelinePlugin } from './pipeline/plugin';

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

const INTROSPECTION_REFUSED = 'Introspection is available to signed-in provider staff only.';

/** The document asks for the schema (`__schema` or `__type`); `__typename` is ordinary data. */
export function selectsIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (!INTROSPECTION_FIELDS.has(node.name.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/** Who may read the schema in production: internal provider staff, as for the toolbox (decisions D-06, D-61). */
export async function isStaff(ctx: GatewayContext): Promise<boolean> {
  // The signed-in user, not a view-as choice; a failed auth_info counts as nobody.
  const user: SessionUser = await ctx.viewer.real().catch(() => ANONYMOUS);
  return canAdminister(user);
}

/**
 * In production, `__schema` and `__type` are refused (FORBIDDEN, 403) before execution unless the session is
 * internal provider staff. The document has passed validation first, so the limits of limits.ts apply to staff too.
 */
export const introspectionGate: PipelinePlugin = {
  didResolveOperation({ context, introspection }) {
    if (!context.portal.production || !introspection) return;
    return isStaff(context).then((staff) => {
      if (!staff) throw new GraphQLError(INTROSPECTION_REFUSED, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
    });
  },
};
