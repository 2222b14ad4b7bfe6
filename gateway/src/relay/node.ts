import { isObjectType, type GraphQLSchema } from 'graphql';
import type { ResolversParentTypes } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';

/**
 * How node(id:) loads an object of one type from its global id's local part, with the same permission checks as the
 * type's own query; null when there is no such object.
 */
export type NodeLoader = (ctx: GatewayContext, localId: string) => Promise<ResolversParentTypes['Node'] | null>;

/** The field extension that carries a Node type's loader in the schema. */
const NODE_LOADER = 'portalNodeLoader';

/**
 * The `id` field of a Node type, declared by the area that owns the type in its resolvers, with the loader node(id:)
 * refetches it by (issue #23 §3, D-240). The schema carries the loader (the field's extensions), as it carries a
 * field's look-ahead: the relay folder imports no area, and nothing registers by import.
 */
export function nodeId<P extends { id: string }>(load: NodeLoader): { resolve: (parent: P) => string; extensions: Record<string, unknown> };
export function nodeId<P>(load: NodeLoader, resolve: (parent: P) => string): { resolve: (parent: P) => string; extensions: Record<string, unknown> };
export function nodeId(load: NodeLoader, resolve = (parent: { id: string }) => parent.id) {
  return { resolve, extensions: { [NODE_LOADER]: load } };
}

/** The loader of a type name taken from a global id: only an object type that implements Node and declared one. */
export function nodeLoaderOf(schema: GraphQLSchema, typeName: string): NodeLoader | undefined {
  const type = schema.getType(typeName);
  if (!isObjectType(type) || !type.getInterfaces().some((i) => i.name === 'Node')) return undefined;
  return type.getFields().id?.extensions[NODE_LOADER] as NodeLoader | undefined;
}
