import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from '../../web/src/overview/csv';
import { rangeFromUrl, rangeSearch } from '../../web/src/overview/range';
import { defaultRange } from '../../web/src/widgets/dateRange';

describe('overview reports as CSV (ROUTE-055, D-47)', () => {
  it('quotes fields with commas, quotes or line breaks and ends lines with CRLF', () => {
    expect(toCsv(['Agent', 'Note'], [['Alice Anderson', 'said "hi", twice'], ['Bob', 'line\nbreak']])).toBe(
      'Agent,Note\r\nAlice Anderson,"said ""hi"", twice"\r\nBob,"line\nbreak"\r\n',
    );
    expect(toCsv(['A'], [])).toBe('A\r\n');
  });

  it('escapes cells a spreadsheet would run as formulas (=, +, -, @), but not plain numbers', () => {
    expect(toCsv(['Agent', 'Note'], [['=HYPERLINK("http://x")', '+1+1'], ['@SUM(A1)', '-2+3'], ['-12.50', '+7']])).toBe(
      'Agent,Note\r\n"\'=HYPERLINK(""http://x"")",\'+1+1\r\n\'@SUM(A1),\'-2+3\r\n-12.50,+7\r\n',
    );
  });

  it('names the file after the report and the day', () => {
    expect(csvFileName('domain-types', '2026-11-22')).toBe('overview-domain-types-2026-11-22.csv');
    expect(csvFileName('a/b c', '2026-11-22')).toBe('overview-a-b-c-2026-11-22.csv');
  });
});

describe('the range of a ranged overview page lives in the URL (VALID-043)', () => {
  it('a valid ?start&end is used; a missing or invalid one is the default range', () => {
    expect(rangeFromUrl(new URL('http://x/overview/qlp/?start=2026-11-01&end=2026-11-20'))).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-20',
    });
    expect(rangeFromUrl(new URL('http://x/overview/qlp/?start=2026-11-01'))).toEqual(defaultRange());
    expect(rangeFromUrl(new URL('http://x/overview/qlp/?start=2026-11-20&end=2026-11-01'))).toEqual(defaultRange());
    expect(rangeFromUrl(new URL('http://x/overview/qlp/?start=2026-02-30&end=2026-03-01'))).toEqual(defaultRange());
  });

  it('rangeSearch writes start and end', () => {
    expect(rangeSearch({ startDate: '2026-11-01', endDate: '2026-11-20' })).toBe('?start=2026-11-01&end=2026-11-20');
  });
});
