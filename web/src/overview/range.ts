import { defaultRange, isValidRange, type DateRange } from '../widgets/dateRange';

/**
 * A ranged overview page keeps its range in the URL (?start=YYYY-MM-DD&end=YYYY-MM-DD), so the loader starts the
 * page's one query with it and a range can be shared. A missing or invalid range in the URL is the default one (the
 * last 30 days); the range form itself refuses an invalid range before anything is sent (VALID-043).
 */
export function rangeFromSearch(search: URLSearchParams): DateRange {
  const range = { startDate: search.get('start') ?? '', endDate: search.get('end') ?? '' };
  return isValidRange(range) ? range : defaultRange();
}

export function rangeFromUrl(url: URL): DateRange {
  return rangeFromSearch(url.searchParams);
}

export function rangeSearch(range: DateRange): string {
  return `?${new URLSearchParams({ start: range.startDate, end: range.endDate })}`;
}
