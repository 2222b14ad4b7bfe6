import type { RestCall } from './call';
import { shellCalls } from './shell';

export * from './call';
export * from './shell';

/**
 * Every REST call the portal makes, by area. A test walks this list: each call has an answer schema, and the
 * gateway turns a 2xx that does not match it into the call's ERR text.
 */
export const REST_CALLS: Record<string, Record<string, RestCall>> = {
  shell: shellCalls,
};
