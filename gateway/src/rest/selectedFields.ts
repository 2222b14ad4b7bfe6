import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** Names of the fields the query selects on the object this resolver returns, through fragments. */
export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === 'Field') names.add(selection.name.value);
      else if (selection.kind === 'InlineFragment') visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}
