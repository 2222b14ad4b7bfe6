import {
  CAMPAIGN_PAGE_SIZE_DEFAULT,
  CAMPAIGN_PAGE_SIZE_MAX,
  CAMPAIGN_SORT_KEYS,
  type CampaignSortKey,
} from '@portal/rules';
import { FIELD_MESSAGES, FieldErrors } from '../http/validation';
import { parseStatsRange, type StatsRange } from './statsRange';

const QUERY_MESSAGES = {
  integer: 'A valid integer is required.',
  min: (min: number) => `Ensure this value is greater than or equal to ${min}.`,
  max: (max: number) => `Ensure this value is less than or equal to ${max}.`,
} as const;

type Query = Record<string, unknown>;

/** DRF's query integer: absent is the fallback. */
export function queryInteger(errors: FieldErrors, query: Query, field: string, fallback: number, min: number, max: number): number {
  const value = query[field];
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) errors.add(field, QUERY_MESSAGES.integer);
  else if (n < min) errors.add(field, QUERY_MESSAGES.min(min));
  else if (n > max) errors.add(field, QUERY_MESSAGES.max(max));
  else return n;
  return fallback;
}

/** DRF's BooleanField words. */
function queryBoolean(errors: FieldErrors, query: Query, field: string, fallback: boolean): boolean {
  const value = query[field];
  if (value === undefined || value === '') return fallback;
  if (typeof value === 'string' && ['true', 'True', '1'].includes(value)) return true;
  if (typeof value === 'string' && ['false', 'False', '0'].includes(value)) return false;
  errors.add(field, FIELD_MESSAGES.boolean);
  return fallback;
}

export function queryChoice<T extends string>(errors: FieldErrors, query: Query, field: string, choices: readonly T[], fallback: T): T {
  const value = query[field];
  if (value === undefined || value === '') return fallback;
  if ((choices as readonly unknown[]).includes(value)) return value as T;
  errors.add(field, FIELD_MESSAGES.choice(value));
  return fallback;
}

export interface CampaignQuery {
  range: StatsRange;
  page: number;
  page_size: number;
  sort_key: CampaignSortKey;
  sort_descending: boolean;
  include_uncampaigned: boolean;
  domain_filter: string;
}

/** API-077's eight parameters (decision D-44); a 400 lists every bad one. */
export function parseCampaignQuery(query: Query): CampaignQuery {
  const errors = new FieldErrors();
  const page = queryInteger(errors, query, 'page', 1, 1, Number.MAX_SAFE_INTEGER);
  const pageSize = queryInteger(errors, query, 'page_size', CAMPAIGN_PAGE_SIZE_DEFAULT, 1, CAMPAIGN_PAGE_SIZE_MAX);
  const sortKey = queryChoice(errors, query, 'sort_key', CAMPAIGN_SORT_KEYS, 'domain_name');
  const sortDescending = queryBoolean(errors, query, 'sort_descending', false);
  const includeUncampaigned = queryBoolean(errors, query, 'include_uncampaigned', false);
  const filter = query.domain_filter;
  errors.throwIfAny();
  return {
    range: parseStatsRange(query),
    page,
    page_size: pageSize,
    sort_key: sortKey,
    sort_descending: sortDescending,
    include_uncampaigned: includeUncampaigned,
    domain_filter: typeof filter === 'string' ? filter.trim().toLowerCase() : '',
  };
}
