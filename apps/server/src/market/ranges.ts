/** Half-open time ranges [from, to) in ms, and the gaps of a candle series. */

export interface TRange {
  from: number;
  to: number;
}

/** Sorts and merges overlapping or touching ranges; drops empty ones. */
export function mergeRanges(ranges: readonly TRange[]): TRange[] {
  const sorted = ranges.filter((r) => r.to > r.from).sort((a, b) => a.from - b.from);
  const out: TRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.from <= last.to) last.to = Math.max(last.to, r.to);
    else out.push({ from: r.from, to: r.to });
  }
  return out;
}

/** The parts of `want` not covered by `covered`. */
export function missingRanges(want: TRange, covered: readonly TRange[]): TRange[] {
  const out: TRange[] = [];
  let at = want.from;
  for (const c of mergeRanges(covered)) {
    if (c.to <= at) continue;
    if (c.from >= want.to) break;
    if (c.from > at) out.push({ from: at, to: Math.min(c.from, want.to) });
    at = Math.max(at, c.to);
    if (at >= want.to) break;
  }
  if (at < want.to) out.push({ from: at, to: want.to });
  return out;
}

/** Whether `covered` contains all of `want`. */
export function coversRange(want: TRange, covered: readonly TRange[]): boolean {
  return want.to <= want.from || missingRanges(want, covered).length === 0;
}

/** Intersection of two ranges (possibly empty). */
export function intersect(a: TRange, b: TRange): TRange {
  return { from: Math.max(a.from, b.from), to: Math.min(a.to, b.to) };
}

/** A stretch of missing bars: [from, to) has no bar; `bars` of them. */
export interface TGap extends TRange {
  bars: number;
}

/**
 * The stretches of [from, to) with no bar, for bars every `intervalMs` (times sorted):
 * before the first bar, between bars further apart than one interval, after the last.
 * @example gapsOf([0, 60_000, 240_000], 60_000, 0, 300_000) // [{ from: 120_000, to: 240_000, bars: 2 }]
 */
export function gapsOf(tsMs: ArrayLike<number>, intervalMs: number, from: number, to: number): TGap[] {
  const out: TGap[] = [];
  const push = (a: number, b: number) => {
    const bars = Math.round((b - a) / intervalMs);
    if (bars > 0) out.push({ from: a, to: b, bars });
  };
  let expect = Math.ceil(from / intervalMs) * intervalMs;
  for (let i = 0; i < tsMs.length; i++) {
    const t = tsMs[i] as number;
    if (t < from || t >= to) continue;
    if (t > expect) push(expect, t);
    expect = t + intervalMs;
  }
  if (expect < to) push(expect, Math.ceil(to / intervalMs) * intervalMs);
  return out;
}
