import { csvCell } from '@portal/rules';

/** RFC 4180 CSV with every cell escaped by csvCell; lines end with CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
