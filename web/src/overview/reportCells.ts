import { formatCount, formatDateTime, productTypeLabel, UNKNOWN } from '../lib/format';

// A report's cells arrive as text (OverviewReport.rows); its column keys say which ones are keys of the rules.

/** Columns whose values are product type keys (parked, sf_microsite, m1, m2). */
const PRODUCT_TYPE_COLUMNS = new Set(['product_type']);
/** An ISO 8601 moment (2026-11-17T14:05:00Z), as the reports' "since" columns carry. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const COUNT = /^\d+$/;

/**
 * A cell as the table shows it (issue #9): a product type by its label, a moment as "Nov 17, 2026, 2:05 PM", a count
 * with separators and an empty cell as a dash.
 */
export function reportCellText(columnKey: string, value: string, timeZone?: string): string {
  if (value === '') return UNKNOWN;
  if (PRODUCT_TYPE_COLUMNS.has(columnKey)) return productTypeLabel(value);
  if (MOMENT.test(value)) return formatDateTime(value, timeZone);
  if (COUNT.test(value)) return formatCount(Number(value));
  return value;
}

/**
 * A cell as the CSV carries it (decision D-83): a product type by its label, like the table, since a
 * key means nothing to the person who opens the file; moments and counts stay as they are (ISO 8601, digits), so a
 * spreadsheet sorts and sums them. toCsv escapes formula-looking cells.
 */
export function reportCsvCell(columnKey: string, value: string): string {
  return PRODUCT_TYPE_COLUMNS.has(columnKey) && value !== '' ? productTypeLabel(value) : value;
}
