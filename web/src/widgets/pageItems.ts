import { DEFAULT_ROWS_PER_PAGE, type RowsPerPageOption } from '../lib/paging';

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
