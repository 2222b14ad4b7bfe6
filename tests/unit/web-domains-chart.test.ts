import { describe, expect, it } from 'vitest';
import { labelEvery, labelIndices, nearestIndex, niceStep, valueTicks, xOf } from '../../web/src/widgets/chart/scale';

describe('daily chart axes (STATS-002)', () => {
  it('rounds tick steps to 1, 2 or 5 times a power of ten', () => {
    expect([0.3, 1, 1.5, 3, 7, 12, 45, 180].map(niceStep)).toEqual([1, 1, 2, 5, 10, 20, 50, 200]);
  });

  it('ticks start at 0 and reach the largest value', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(100)).toEqual([0, 50, 100]);
    const ticks = valueTicks(1234);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(1234);
    expect(ticks.length).toBeLessThanOrEqual(6);
  });

  it('draws every nth date so that the labels fit', () => {
    expect(labelEvery(7, 10)).toBe(1);
    expect(labelEvery(30, 8)).toBe(4);
    expect(labelEvery(90, 8)).toBe(12);
    expect(labelEvery(0, 8)).toBe(1);
    expect(labelEvery(30, 0)).toBe(1);
  });

  it('maps a pointer position to the nearest day and back', () => {
    expect(nearestIndex(-20, 300, 31)).toBe(0);
    expect(nearestIndex(150, 300, 31)).toBe(15);
    expect(nearestIndex(400, 300, 31)).toBe(30);
    expect(nearestIndex(10, 300, 1)).toBe(0);
    expect(xOf(0, 31, 300)).toBe(0);
    expect(xOf(30, 31, 300)).toBe(300);
    expect(xOf(0, 1, 300)).toBe(150);
  });
});

describe('date labels', () => {
  it('labels every nth day and the last one, dropping a label that would touch the last', () => {
    expect(labelIndices(7, 1)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelIndices(30, 3)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 29]);
    expect(labelIndices(31, 3)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30]);
    expect(labelIndices(1, 4)).toEqual([0]);
    expect(labelIndices(0, 4)).toEqual([]);
  });
});
