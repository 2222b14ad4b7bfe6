/** The pages of a table: how many rows a page holds and how many pages the paginator names. */

/** CONST-026: rows-per-page choices of paginated tables; "All" shows every row. */
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 250, 'All'] as const;
export type RowsPerPageOption = (typeof ROWS_PER_PAGE_OPTIONS)[number];
export const DEFAULT_ROWS_PER_PAGE = 10; // CONST-027
/** CONST-028: pages shown either side of the current one; more than 2 * range + 5 pages gets an ellipsis. */
export const PAGINATOR_RANGE = 2;
