import { describe, expect, it } from 'vitest';
import { ariaSortOf, compareValues, nextSort, sortRows, type SortState } from '../../web/src/lib/sorting';

describe('sorting: the one sort helper of the tables (issue #9 kit)', () => {
  it('STATS-012: a click on another column sorts it ascending (or its first direction); the same column flips', () => {
    expect(nextSort(null, 'domain_name')).toEqual({ key: 'domain_name', direction: 'asc' });
    expect(nextSort({ key: 'domain_name', direction: 'asc' }, 'domain_name')).toEqual({ key: 'domain_name', direction: 'desc' });
    expect(nextSort({ key: 'domain_name', direction: 'desc' }, 'domain_name')).toEqual({ key: 'domain_name', direction: 'asc' });
    expect(nextSort({ key: 'started', direction: 'desc' }, 'duration')).toEqual({ key: 'duration', direction: 'asc' });
    expect(nextSort({ key: 'duration', direction: 'asc' }, 'started', 'desc')).toEqual({ key: 'started', direction: 'desc' });
  });

  it('SHELL-036: aria-sort names the sorted column\'s direction and "none" on the others', () => {
    const sort: SortState = { key: 'calls', direction: 'desc' };
    expect(ariaSortOf(sort, 'calls')).toBe('descending');
    expect(ariaSortOf({ key: 'calls', direction: 'asc' }, 'calls')).toBe('ascending');
    expect(ariaSortOf(sort, 'name')).toBe('none');
    expect(ariaSortOf(null, 'name')).toBe('none');
  });

  it('SHELL-036: numbers as numbers, text as a person orders it, dates by time, blanks last either way', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues('a2.example', 'a10.example')).toBeLessThan(0);
    expect(compareValues('Beta', 'alpha')).toBeGreaterThan(0);
    expect(compareValues(new Date('2026-01-02'), new Date('2026-01-01'))).toBeGreaterThan(0);

    const rows = [
      { id: 'a', calls: 3 },
      { id: 'b', calls: null },
      { id: 'c', calls: 10 },
      { id: 'd', calls: 3 },
    ];
    const ids = (sort: SortState) => sortRows(rows, sort, (r) => r.calls).map((r) => r.id);
    expect(ids({ key: 'calls', direction: 'asc' })).toEqual(['a', 'd', 'c', 'b']);
    expect(ids({ key: 'calls', direction: 'desc' })).toEqual(['c', 'a', 'd', 'b']);
    expect(sortRows(rows, null, (r) => r.calls)).toEqual(rows);
    expect(sortRows(rows, { key: 'calls', direction: 'asc' }, undefined)).not.toBe(rows);
  });
});
