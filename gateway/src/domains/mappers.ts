// What the resolvers of this area's GraphQL types receive as their parent (see gateway/codegen.ts).
import type { DomainObject } from '../lib/domain';

export type DomainParent = DomainObject;
