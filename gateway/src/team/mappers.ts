// What the resolvers of this area's GraphQL types receive as their parent (see gateway/codegen.ts).
import type { StaffAccountObject } from './account';
import type { StaffUserObject } from './staffUser';

export type StaffAccountParent = StaffAccountObject;
export type StaffUserParent = StaffUserObject;
