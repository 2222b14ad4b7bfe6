// What the resolvers of this area's GraphQL types receive as their parent (see gateway/codegen.ts).
import type { QueueItemObject } from './queue';

/** The overview's fields are resolved one by one, each after its own permission check (decision D-46). */
export type OverviewParent = { id: string };

/** A queue item with its provider record, from which its verdict is computed (decision D-172). */
export type OverviewQueueItemParent = QueueItemObject;
