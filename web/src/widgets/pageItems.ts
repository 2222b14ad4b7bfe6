import { DEFAULT_ROWS_PER_PAGE, PAGINATOR_RANGE, type RowsPerPageOption } from '@portal/rules';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

const span = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * CONST-028: the page buttons. Up to 2 * range + 5 pages are all shown; beyond that the first and last page, the
 * current page with `range` pages either side, and an ellipsis for each gap, always 2 * range + 5 items.
 */
export function pageItems(page: number, pageCount: number, range = PAGINATOR_RANGE): PageItem[] {
  if (pageCount <= 2 * range + 5) return span(1, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(Math.min(current - range, pageCount - 2 * range - 2), 3);
  const end = Math.min(Math.max(current + range, 2 * range + 3), pageCount - 2);
  return [
    1,
    start > 3 ? 'ellipsis-start' : 2,
    ...span(start, end),
    end < pageCount - 2 ? 'ellipsis-end' : pageCount - 1,
    pageCount,
  ];
}

/** How many pages `total` rows fill with this rows-per-page choice (at least one, so "Page 1 of 1" when empty). */
export function pageCountOf(total: number, rowsPerPage: RowsPerPageOption): number {
  if (rowsPerPage === 'All') return 1;
  return Math.max(1, Math.ceil(total / rowsPerPage));
}

/** The rows of one page, for tables that hold all their rows. */
export function pageOf<T>(rows: readonly T[], page: number, rowsPerPage: RowsPerPageOption): readonly T[] {
  if (rowsPerPage === 'All') return rows;
  return rows.slice((page - 1) * rowsPerPage, page * rowsPerPage);
}

export const INITIAL_ROWS_PER_PAGE: RowsPerPageOption = DEFAULT_ROWS_PER_PAGE;
