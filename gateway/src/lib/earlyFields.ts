import {
  getArgumentValues,
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentSpreadNode,
  type GraphQLResolveInfo,
  type InlineFragmentNode,
  type SelectionSetNode,
} from 'graphql';
import type { GatewayContext } from '../context';

type Path = GraphQLResolveInfo['path'];
type EarlyResolve = (key: string, args: Record<string, unknown>, ctx: GatewayContext) => Promise<unknown>;

/** The field's object type, whose own early fields start too, and their key (default: the same key). */
export interface Nested<A> {
  type: string;
  key?: (key: string, args: A) => string;
}

interface EarlyEntry {
  resolve?: EarlyResolve;
  nested?: Nested<Record<string, unknown>>;
}

/** `Type.field` → how to resolve it from its parent's key alone. Filled when the areas' resolver modules load. */
const registry = new Map<string, EarlyEntry>();

/** Per request: the answers started early, by the path of the field they belong to and the parent's key. */
const started = new WeakMap<GatewayContext, Map<string, Promise<unknown>>>();

function pathOf(path: Path | undefined): string {
  const keys: (string | number)[] = [];
  for (let p = path; p; p = p.prev) keys.unshift(p.key);
  return keys.join('.');
}

/**
 * A field resolver that needs only a key of its parent (the agent's id; decision D-121): started by startEarlyFields() as soon as
 * the parent's access check has passed, together with the parent's own upstream call, instead of after it (issue
 * #14: one upstream wave per page). The resolver then takes the answer already on its way, or resolves as usual.
 * `resolve` makes its own checks before its calls, as any resolver.
 */
export function early<P, A, R>(
  field: string,
  keyOf: (parent: P) => string,
  resolve: (key: string, args: A, ctx: GatewayContext) => Promise<R>,
  nested?: Nested<A>,
): (parent: P, args: A, ctx: GatewayContext, info: GraphQLResolveInfo) => Promise<R> {
  registry.set(field, { resolve: resolve as unknown as EarlyResolve, nested: nested as Nested<Record<string, unknown>> | undefined });
  return (parent, args, ctx, info) => {
    const key = keyOf(parent);
    const id = `${pathOf(info.path)}|${key}`;
    const answers = started.get(ctx);
    const answer = answers?.get(id);
    if (!answer) return resolve(key, args, ctx);
    answers!.delete(id);
    return answer as Promise<R>;
  };
}

/**
 * A field that resolves as usual (it needs its parent), but whose object's early fields may start with the parent:
 * their key comes from the field's arguments (a domain's name).
 */
export function earlyBelow<A>(field: string, nested: Nested<A>): void {
  registry.set(field, { nested: nested as Nested<Record<string, unknown>> });
}

/** @skip and @include as the executor applies them: a field they leave out is not started. */
function included(node: FieldNode | FragmentSpreadNode | InlineFragmentNode, info: GraphQLResolveInfo): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, info.variableValues)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, info.variableValues)?.if !== false;
}

/** The selected fields of one object, by response key (aliases kept apart, fragments merged). */
function fieldsOf(sets: readonly (SelectionSetNode | undefined)[], info: GraphQLResolveInfo, typeName: string): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (!included(selection, info)) continue;
      if (selection.kind === Kind.FIELD) {
        const responseKey = selection.alias?.value ?? selection.name.value;
        fields.set(responseKey, [...(fields.get(responseKey) ?? []), selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!selection.typeCondition || selection.typeCondition.name.value === typeName) visit(selection.selectionSet);
      } else {
        const fragment = info.fragments[selection.name.value];
        if (fragment && fragment.typeCondition.name.value === typeName) visit(fragment.selectionSet);
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
  for (const [responseKey, nodes] of fieldsOf(sets, info, typeName)) {
    const entry = registry.get(`${typeName}.${nodes[0]!.name.value}`);
    const definition = type.getFields()[nodes[0]!.name.value];
    if (!entry || !definition) continue;
    const path = `${parentPath}.${responseKey}`;
    const id = `${path}|${key}`;
    if (answers.has(id) || (!entry.resolve && !entry.nested)) continue;
    let args: Record<string, unknown>;
    try {
      args = getArgumentValues(definition, nodes[0]!, info.variableValues);
    } catch {
      continue; // the executor reports bad arguments itself
    }
    if (entry.resolve) {
      const answer = entry.resolve(key, args, ctx);
      // A failure surfaces when the field resolves; until then it must not count as unhandled.
      answer.catch(() => undefined);
      answers.set(id, answer);
    }
    const { nested } = entry;
    if (nested) start(ctx, info, nested.type, nested.key?.(key, args) ?? key, nodes.map((n) => n.selectionSet), path);
  }
}

/**
 * Starts every early field the query selects on the object `info`'s field returns (and their early subfields), keyed
 * by `key`. Call it once the access check that guards that object has passed.
 */
export function startEarlyFields(ctx: GatewayContext, info: GraphQLResolveInfo, typeName: string, key: string): void {
  start(ctx, info, typeName, key, info.fieldNodes.map((n) => n.selectionSet), pathOf(info.path));
}
