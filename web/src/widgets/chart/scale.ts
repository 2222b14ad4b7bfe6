/** Axis arithmetic for the daily charts: round tick steps (1, 2, 5 × 10ⁿ) and how many date labels fit. */

export function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return Math.max(1, nice * power);
}

/** Ticks from 0 to at least `max` in about `count` whole-number steps. */
export function valueTicks(max: number, count = 4): number[] {
  const step = niceStep(max / count);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  return ticks;
}

/** Every how many days a date label is drawn so that at most `maxLabels` show. */
export function labelEvery(points: number, maxLabels: number): number {
  if (points <= 0 || maxLabels <= 0) return 1;
  return Math.max(1, Math.ceil(points / maxLabels));
}

/** The index of the point nearest to `x` when `count` points are spread over `width` from 0. */
export function nearestIndex(x: number, width: number, count: number): number {
  if (count <= 1 || width <= 0) return 0;
  const index = Math.round((x / width) * (count - 1));
  return Math.min(count - 1, Math.max(0, index));
}

/** Where point `index` of `count` sits on an axis of `width`. */
export function xOf(index: number, count: number, width: number): number {
  return count <= 1 ? width / 2 : (index / (count - 1)) * width;
}

/**
 * Which points get a date label: every `every`th from the first, and always the last; a regular label too close to
 * the last one gives way so that the two do not overlap.
 */
export function labelIndices(count: number, every: number): number[] {
  if (count <= 0) return [];
  const step = Math.max(1, every);
  const last = count - 1;
  const indices: number[] = [];
  for (let i = 0; i < last; i += step) {
    if (i === 0 || last - i >= step) indices.push(i);
  }
  indices.push(last);
  return indices;
}
