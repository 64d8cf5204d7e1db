/**
 * Reduces a series to at most `max` points by bucketing: the first and the last point are kept,
 * the points between are cut into `max − 2` equal buckets and each bucket is represented by its
 * last point (the bucket's close, as a candle of that width would show).
 * @example reducePoints([1,2,3,4,5], [10,20,30,40,50], 3) // { tsMs: [1,4,5], values: [10,40,50] }
 */
export function reducePoints(
  tsMs: ArrayLike<number>,
  values: ArrayLike<number>,
  max: number,
): { tsMs: number[]; values: number[] } {
  const n = Math.min(tsMs.length, values.length);
  if (n <= max)
    return {
      tsMs: Array.from({ length: n }, (_, i) => tsMs[i] as number),
      values: Array.from({ length: n }, (_, i) => values[i] as number),
    };
  const t: number[] = [tsMs[0] as number];
  const v: number[] = [values[0] as number];
  const inner = n - 2;
  const buckets = Math.max(0, max - 2);
  for (let b = 0; b < buckets; b++) {
    const i = 1 + Math.floor(((b + 1) * inner) / buckets) - 1;
    t.push(tsMs[i] as number);
    v.push(values[i] as number);
  }
  t.push(tsMs[n - 1] as number);
  v.push(values[n - 1] as number);
  return { tsMs: t, values: v };
}
