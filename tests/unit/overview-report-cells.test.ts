import { describe, expect, it } from 'vitest';
import { toCsv } from '../../web/src/overview/csv';
import { reportCellText, reportCsvCell } from '../../web/src/overview/reportCells';

describe('the reports read as words, not keys (issue #9; ROUTE-055, OVERVIEW-008, D-47)', () => {
  it('OVERVIEW-008: product types show their labels, moments read "Nov 17, 2026, 2:05 PM", counts get separators', () => {
    expect(['parked', 'sf_microsite', 'm1', 'm2'].map((t) => reportCellText('product_type', t))).toEqual([
      'Parked',
      'Proxied',
      'M1',
      'M2',
    ]);
    expect(reportCellText('oldest', '2026-11-17T14:05:00Z', 'UTC')).toBe('Nov 17, 2026, 2:05 PM');
    expect(reportCellText('pending', '1234')).toBe('1,234');
    expect(reportCellText('oldest', '')).toBe('—');
    // An id or a name is shown as it is, also when it looks like a product type outside that column.
    expect(reportCellText('associate_id', 'A1001')).toBe('A1001');
    expect(reportCellText('agent_name', 'm1')).toBe('m1');
  });

  it('OVERVIEW-008: the CSV carries the product type labels and keeps moments and counts as data, formula-escaped', () => {
    expect(reportCsvCell('product_type', 'sf_microsite')).toBe('Proxied');
    expect(reportCsvCell('oldest', '2026-11-17T14:05:00Z')).toBe('2026-11-17T14:05:00Z');
    expect(reportCsvCell('pending', '1234')).toBe('1234');
    expect(reportCsvCell('product_type', '')).toBe('');
    const cells = [['=cmd', 'parked']].map((row) => row.map((v, i) => reportCsvCell(['agent_name', 'product_type'][i], v)));
    expect(toCsv(['Agent', 'Product type'], cells)).toBe("Agent,Product type\r\n'=cmd,Parked\r\n");
  });
});
