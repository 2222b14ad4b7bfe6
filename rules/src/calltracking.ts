/**
 * Call tracking and campaign stats: STATS-009..013, VALID-040, CONST-023..025. Who may do what on calltracking/ is
 * decision D-43; what pool_size counts is decision D-43 too; the campaigns query is decision D-44.
 */
import type { FieldErrors } from './domains';
import type { SessionUser } from './users';
import { canAdminister } from './access';
import { between, integer, max, min, regex, required, ruleError, withMessage } from './standardRules';

/** CONST-023: lines every call tracking pool includes. */
export const INCLUDED_LINES = 3;
/** CONST-024, VALID-040: additional lines on top of the included ones. */
export const EXTRA_LINES_MIN = 0;
export const EXTRA_LINES_MAX = 10;
/** CONST-025: the calls list asks for this many calls at once. */
export const CALL_LIST_LIMIT = 9999;

export const CALLTRACKING_MESSAGES = {
  extraLines: `Additional lines must be from ${EXTRA_LINES_MIN} to ${EXTRA_LINES_MAX}.`, // VALID-040
  areaCode: 'Enter a 3-digit area code.',
} as const;

/** VALID-040: a whole number (VALID-014) from 0 to 10 (VALID-010); one text for every way it can fail. */
const EXTRA_LINES_RULES = [required(), integer(), between(EXTRA_LINES_MIN, EXTRA_LINES_MAX)].map((r) =>
  withMessage(r, CALLTRACKING_MESSAGES.extraLines),
);

export function isValidExtraLines(value: unknown): value is number {
  return typeof value === 'number' && ruleError(value, 'Additional lines', EXTRA_LINES_RULES) === null;
}

/** VALID-040; returns field errors, empty when valid. */
export function validateExtraLines(extraLines: unknown): FieldErrors {
  return isValidExtraLines(extraLines) ? {} : { extraLines: [CALLTRACKING_MESSAGES.extraLines] };
}

/** Decision D-43: pool_size is the whole pool, the included lines plus the additional ones. */
export function poolSizeFor(extraLines: number): number {
  return INCLUDED_LINES + extraLines;
}

export function extraLinesOf(poolSize: number): number {
  return Math.max(0, poolSize - INCLUDED_LINES);
}

/** A North American area code: three digits, the first 2-9 (VALID-019, VALID-018). */
const AREA_CODE_RULES = [required(), regex(/^[2-9][0-9]{2}$/)];

export function isValidAreaCode(value: string | null | undefined): boolean {
  return ruleError((value ?? '').trim(), 'Area code', AREA_CODE_RULES) === null;
}

export function validateAreaCode(value: string | null | undefined): FieldErrors {
  return isValidAreaCode(value) ? {} : { areaCode: [CALLTRACKING_MESSAGES.areaCode] };
}

/**
 * Decision D-43 (Ambiguity #28): whoever may see the agent reads the account, its stats and calls, and may retry the
 * session tracker with an area code (STATS-013, agent side); pool size, create and disable are the toolbox's
 * (ADMIN-030..032), for internal provider staff only.
 */
export function canManageCallTracking(user: SessionUser): boolean {
  return canAdminister(user);
}

/** Decision D-44: the columns the campaigns table can be sorted by (API-077 sort_key). */
export const CAMPAIGN_SORT_KEYS = [
  'campaign_name',
  'domain_name',
  'impressions',
  'clicks',
  'cost',
  'phone_calls',
  'quote_starts',
] as const;
export type CampaignSortKey = (typeof CAMPAIGN_SORT_KEYS)[number];
export const CAMPAIGN_PAGE_SIZE_DEFAULT = 10;
/** The largest page the campaigns table asks for ("All" rows). */
export const CAMPAIGN_PAGE_SIZE_MAX = 9999;

/** Decision D-43: the columns the calls list can be sorted by (API-084 sort) and the directions (sort_dir). */
export const CALL_SORT_KEYS = ['started', 'duration', 'caller_number', 'status', 'domain_name'] as const;
export type CallSortKey = (typeof CALL_SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const PAGING_MESSAGES = {
  page: 'Page must be 1 or more.',
  pageSize: `Page size must be from 1 to ${CAMPAIGN_PAGE_SIZE_MAX}.`,
} as const;

/** page and page size of a paged table; returns field errors, empty when valid. */
export function validatePaging(page: number, pageSize?: number): FieldErrors {
  const errors: FieldErrors = {};
  if (ruleError(page, 'Page', [required(), integer(), min(1)]) !== null) errors.page = [PAGING_MESSAGES.page];
  if (pageSize !== undefined && ruleError(pageSize, 'Page size', [required(), integer(), min(1), max(CAMPAIGN_PAGE_SIZE_MAX)]) !== null) {
    errors.pageSize = [PAGING_MESSAGES.pageSize];
  }
  return errors;
}
