import {
  getArgumentValues,
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  Kind,
  type FieldNode,
  type FragmentSpreadNode,
  type GraphQLResolveInfo,
  type InlineFragmentNode,
  type SelectionSetNode,
} from 'graphql';
import type { RestCall } from '@portal/rules/contract';
import type { GatewayContext } from '../context';

type Path = GraphQLResolveInfo['path'];

/** The field's object type, whose own look-ahead fields start too, and their key (default: the same key). */
export interface Nested<A> {
  type: string;
  key?: (key: string, args: A) => string;
}

/**
 * What a field can start before its parent has resolved, from the parent's key alone (the agent's id, a domain's
 * name; decision D-121, issue #23 §2): `start` runs the field's own work and hands its answer to the resolver;
 * `prefetch` only starts the GETs the resolver will make (the REST client shares them); `nested` starts the look-ahead
 * fields of the object the field returns.
 */
export interface LookAheadEntry<A = Record<string, unknown>> {
  start?: (key: string, args: A, ctx: GatewayContext) => Promise<unknown>;
  prefetch?: (key: string, args: A, ctx: GatewayContext) => void;
  nested?: Nested<A>;
}

/** The field extension that carries a field's look-ahead in the schema. */
const LOOK_AHEAD = 'portalLookAhead';

/**
 * Declares what a field can start early beside its resolver: the schema carries it (the field's extensions), so the
 * area that owns the field declares it in its resolvers, and nothing registers by import.
 */
export function lookAhead<P, A, R, E = A>(
  resolve: (parent: P, args: A, ctx: GatewayContext, info: GraphQLResolveInfo) => R,
  entry: LookAheadEntry<E>,
): { resolve: (parent: P, args: A, ctx: GatewayContext, info: GraphQLResolveInfo) => R; extensions: Record<string, unknown> } {
  return { resolve, extensions: { [LOOK_AHEAD]: entry } };
}

function entryOf(field: GraphQLField<unknown, unknown> | undefined): LookAheadEntry | undefined {
  return field?.extensions[LOOK_AHEAD] as LookAheadEntry | undefined;
}

/** Per request: the answers started early, by the path of the field they belong to and the parent's key. */
const started = new WeakMap<GatewayContext, Map<string, Promise<unknown>>>();

function pathOf(path: Path | undefined): string {
  const keys: (string | number)[] = [];
  for (let p = path; p; p = p.prev) keys.unshift(p.key);
  return keys.join('.');
}

/**
 * A resolver that needs only a key of its parent: started by startLookAhead() as soon as the parent's access check
 * has passed, together with the parent's own upstream call, instead of after it (issue #14: one upstream wave per
 * page). The resolver then takes the answer already on its way, or resolves as usual. `resolve` makes its own checks
 * before its calls, as any resolver.
 */
export function early<P, A, R>(
  keyOf: (parent: P) => string,
  resolve: (key: string, args: A, ctx: GatewayContext) => Promise<R>,
  nested?: Nested<A>,
): ReturnType<typeof lookAhead<P, A, Promise<R>, A>> {
  const resolver = (parent: P, args: A, ctx: GatewayContext, info: GraphQLResolveInfo): Promise<R> => {
    const key = keyOf(parent);
    const id = `${pathOf(info.path)}|${key}`;
    const answers = started.get(ctx);
    const answer = answers?.get(id);
    if (!answer) return resolve(key, args, ctx);
    answers!.delete(id);
    return answer as Promise<R>;
  };
  return lookAhead(resolver, { start: resolve, nested });
}

/** @skip and @include as the executor applies them: a field they leave out is not started. */
function included(node: FieldNode | FragmentSpreadNode | InlineFragmentNode, info: GraphQLResolveInfo): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.if !== false;
}

/** Whether a fragment's type condition applies to an object of this type (itself, or an interface or union of it). */
function applies(condition: string | undefined, type: GraphQLObjectType, info: GraphQLResolveInfo): boolean {
  if (!condition || condition === type.name) return true;
  const abstract = info.schema.getType(condition);
  return isAbstractType(abstract) && info.schema.isSubType(abstract, type);
}

/** The selected fields of one object, by response key (aliases kept apart, fragments merged). */
function fieldsOf(sets: readonly (SelectionSetNode | undefined)[], info: GraphQLResolveInfo, type: GraphQLObjectType): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (!included(selection, info)) continue;
      if (selection.kind === Kind.FIELD) {
        const responseKey = selection.alias?.value ?? selection.name.value;
        fields.set(responseKey, [...(fields.get(responseKey) ?? []), selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(selection.typeCondition?.name.value, type, info)) visit(selection.selectionSet);
      } else {
        const fragment = info.fragments[selection.name.value];
        if (fragment && applies(fragment.typeCondition.name.value, type, info)) visit(fragment.selectionSet);
      }
    }
  };
  for (const set of sets) visit(set);
  return fields;
}

function start(
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
  typeName: string,
  key: string,
  sets: readonly (SelectionSetNode | undefined)[],
  parentPath: string,
): void {
  const type = info.schema.getType(typeName);
  if (!isObjectType(type)) return;
  let answers = started.get(ctx);
  if (!answers) {
    answers = new Map();
    started.set(ctx, answers);
  }
  for (const [responseKey, nodes] of fieldsOf(sets, info, type)) {
    const definition = type.getFields()[nodes[0]!.name.value];
    const entry = entryOf(definition);
    if (!entry || !definition) continue;
    const path = `${parentPath}.${responseKey}`;
    const id = `${path}|${key}`;
    if (answers.has(id)) continue;
    let args: Record<string, unknown>;
    try {
      args = getArgumentValues(definition, nodes[0]!, info.variableValues);
    } catch {
      continue; // the executor reports bad arguments itself
    }
    entry.prefetch?.(key, args, ctx);
    if (entry.start) {
      const answer = entry.start(key, args, ctx);
      // A failure surfaces when the field resolves; until then it must not count as unhandled.
      answer.catch(() => undefined);
      answers.set(id, answer);
    }
    const { nested } = entry;
    if (nested) start(ctx, info, nested.type, nested.key?.(key, args) ?? key, nodes.map((n) => n.selectionSet), path);
  }
}

/**
 * The one look-ahead (issue #23 §2): starts every look-ahead field the query selects on the object `info`'s field
 * returns (and theirs below), keyed by `key`, honouring @skip/@include, aliases and fragments as the executor does.
 * Call it once the access check that guards that object has passed.
 */
export function startLookAhead(ctx: GatewayContext, info: GraphQLResolveInfo, typeName: string, key: string): void {
  start(ctx, info, typeName, key, info.fieldNodes.map((n) => n.selectionSet), pathOf(info.path));
}

/** A prefetch of one agent-level GET (`{agentId}` in its path), the common look-ahead of an Agent field. */
export function agentCall(call: RestCall): NonNullable<LookAheadEntry['prefetch']> {
  return (agentId, _args, ctx) => ctx.rest.prefetchCall(call, { path: { agentId } });
}
