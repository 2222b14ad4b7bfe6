// What the resolvers of this area's GraphQL types receive as their parent (see gateway/codegen.ts).
import type { CallTrackingObject } from './account';
import type { CallTrackingWriteResult, RetrySessionTrackerResult } from './writes';

export type CallTrackingParent = CallTrackingObject;
export type CallTrackingPayloadParent = CallTrackingWriteResult;
export type RetrySessionTrackerPayloadParent = RetrySessionTrackerResult;
