import { CALL_LIST_LIMIT, CALL_SORT_KEYS, SORT_DIRECTIONS, type CallSortKey, type SortDirection } from '@portal/rules';
import { trackedCallStatus } from '@portal/rules/contract';
import { queryChoice, queryInteger } from '../lib/campaignQuery';
import type { Db } from '../db/module';
import { FieldErrors } from '../http/validation';
import { parseStatsRange } from '../lib/statsRange';

export const CALL_STATUSES = trackedCallStatus.options;
type CallStatus = (typeof CALL_STATUSES)[number];

/** A call as API-084 answers it; started is UTC, duration in seconds. */
export interface Call {
  id: number;
  started: string;
  duration: number;
  caller_number: string;
  tracking_number: string;
  status: CallStatus;
  domain_name: string | null;
}

export type NewCall = Omit<Call, 'id'> & { associate_id: string };

export function insertCall(db: Db, call: NewCall): void {
  db.prepare(
    `INSERT INTO calls (associate_id, started, duration, caller_number, tracking_number, status, domain_name)
     VALUES (@associate_id, @started, @duration, @caller_number, @tracking_number, @status, @domain_name)`,
  ).run(call);
}

const CALLS_LIMIT_DEFAULT = 50;

export interface CallQuery {
  /** Inclusive bounds, ISO 8601 UTC. */
  from: string;
  to: string;
  sort: CallSortKey;
  sort_dir: SortDirection;
  page: number;
  limit: number;
}

/** API-084's parameters (decision D-43): start and end are the stats timestamps (CONST-016). */
export function parseCallQuery(query: Record<string, unknown>): CallQuery {
  const errors = new FieldErrors();
  const sort = queryChoice(errors, query, 'sort', CALL_SORT_KEYS, 'started');
  const sortDir = queryChoice(errors, query, 'sort_dir', SORT_DIRECTIONS, 'desc');
  const page = queryInteger(errors, query, 'page', 1, 1, Number.MAX_SAFE_INTEGER);
  const limit = queryInteger(errors, query, 'limit', CALLS_LIMIT_DEFAULT, 1, CALL_LIST_LIMIT);
  errors.throwIfAny();
  const range = parseStatsRange(query);
  return { from: `${range.start}Z`, to: `${range.end}Z`, sort, sort_dir: sortDir, page, limit };
}

const SORT_COLUMNS: Record<CallSortKey, string> = {
  started: 'started',
  duration: 'duration',
  caller_number: 'caller_number',
  status: 'status',
  domain_name: 'domain_name',
};

/** The calls in the range, sorted and paged, with how many the range holds in all. */
export function listCalls(db: Db, associateId: string, q: CallQuery): { call_count: number; page: number; limit: number; calls: Call[] } {
  const where = 'associate_id = ? AND started >= ? AND started <= ?';
  const { n } = db
    .prepare<[string, string, string], { n: number }>(`SELECT count(*) AS n FROM calls WHERE ${where}`)
    .get(associateId, q.from, q.to)!;
  const dir = q.sort_dir === 'asc' ? 'ASC' : 'DESC';
  const calls = db
    .prepare<[string, string, string, number, number], Call>(
      `SELECT id, started, duration, caller_number, tracking_number, status, domain_name FROM calls WHERE ${where}
       ORDER BY ${SORT_COLUMNS[q.sort]} ${dir}, started ${dir}, id ${dir} LIMIT ? OFFSET ?`,
    )
    .all(associateId, q.from, q.to, q.limit, (q.page - 1) * q.limit);
  return { call_count: n, page: q.page, limit: q.limit, calls };
}

/** API-085: the account's totals over all its calls. */
export function callStats(db: Db, associateId: string) {
  const row = db
    .prepare<[string], { call_count: number; answered: number; missed: number; voicemail: number; avg: number | null; first_call: string | null; last_call: string | null }>(
      `SELECT count(*) AS call_count,
              sum(status = 'answered') AS answered, sum(status = 'missed') AS missed, sum(status = 'voicemail') AS voicemail,
              avg(CASE WHEN status = 'answered' THEN duration END) AS avg,
              min(started) AS first_call, max(started) AS last_call
       FROM calls WHERE associate_id = ?`,
    )
    .get(associateId)!;
  return {
    call_count: row.call_count,
    answered: row.answered ?? 0,
    missed: row.missed ?? 0,
    voicemail: row.voicemail ?? 0,
    average_duration: row.avg === null ? 0 : Math.round(row.avg),
    first_call: row.first_call,
    last_call: row.last_call,
  };
}
