// What the resolvers of this area's GraphQL types receive as their parent (see gateway/codegen.ts).

/** The overview's fields are resolved one by one, each after its own permission check (decision D-46). */
export type OverviewParent = { id: string };
