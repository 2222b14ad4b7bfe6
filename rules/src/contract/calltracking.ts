import { z } from 'zod';
import { isoDateTime, maybe, noContent, restCall } from './call';

// Call tracking: the account, its pool, the session tracker, calls and stats (API-079..085; decision D-43).

const counter = z.number().int().nonnegative();

/** The account (API-079..081); pool_size counts the included lines too. */
export const callTrackingAccount = z.object({
  pool_size: counter,
  included_lines: counter,
  extra_lines: counter,
  /** Null until the session tracker found numbers (API-083). */
  area_code: maybe(z.string()),
  session_tracker_active: z.boolean(),
  numbers: z.array(z.string()),
  created: isoDateTime,
});
export type CallTrackingAccountRecord = z.output<typeof callTrackingAccount>;

export const poolSizeBody = z.object({ pool_size: z.number().int() });

export const trackedCallStatus = z.enum(['answered', 'missed', 'voicemail']);

export const trackedCall = z.object({
  id: z.number().int(),
  started: isoDateTime,
  /** Seconds. */
  duration: counter,
  caller_number: z.string(),
  /** The pool number that was called. */
  tracking_number: z.string(),
  status: trackedCallStatus,
  domain_name: maybe(z.string()),
});
export type TrackedCallRecord = z.output<typeof trackedCall>;

export const callListAnswer = z.object({
  /** Calls in the whole range, not only this page. */
  call_count: counter,
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  calls: z.array(trackedCall),
});

export const callStatsAnswer = z.object({
  call_count: counter,
  answered: counter,
  missed: counter,
  voicemail: counter,
  /** Seconds, answered calls only. */
  average_duration: counter,
  first_call: maybe(isoDateTime),
  last_call: maybe(isoDateTime),
});

/** success false: no numbers in that area code (STATS-013), not a failure. */
export const sessionTrackerRetry = z.union([
  z.object({ success: z.literal(true), area_code: z.string(), numbers: z.array(z.string()) }),
  z.object({ success: z.literal(false) }),
]);

const ACCOUNT = 'api/agents/{agentId}/calltracking/';

export const callTrackingCalls = {
  /** A 404 means the agent has no account (ERR-091): the gateway reads it with callRaw. */
  account: restCall({ api: 'API-079', method: 'GET', path: ACCOUNT, answer: callTrackingAccount }),
  setPoolSize: restCall({ api: 'API-080', method: 'PUT', path: ACCOUNT, body: poolSizeBody, answer: callTrackingAccount }),
  create: restCall({
    api: 'API-081',
    method: 'POST',
    path: ACCOUNT,
    body: poolSizeBody.partial(),
    answer: callTrackingAccount,
    status: 201,
  }),
  disable: restCall({ api: 'API-082', method: 'DELETE', path: ACCOUNT, answer: noContent, status: 204 }),
  retrySessionTracker: restCall({
    api: 'API-083',
    method: 'POST',
    path: `${ACCOUNT}retry_session_tracker/`,
    body: z.object({ code: z.string() }),
    answer: sessionTrackerRetry,
  }),
  /** Query: start, end, sort, sort_dir, page, limit. */
  calls: restCall({ api: 'API-084', method: 'GET', path: `${ACCOUNT}calls/`, answer: callListAnswer }),
  stats: restCall({ api: 'API-085', method: 'GET', path: `${ACCOUNT}stats/`, answer: callStatsAnswer }),
};
