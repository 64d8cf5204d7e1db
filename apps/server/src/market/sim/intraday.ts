/**
 * One simulated day in minutes, and one minute in seconds. The minutes are a Brownian bridge from
 * the day's open to its close (so days agree with the daily path whichever range is asked), with
 * an intraday volatility curve, an occasional burst and the day's jump. The seconds of a minute
 * start at its open, end at its close and touch exactly its high and low, so a live feed read
 * every second rebuilds the same 1m candle.
 */
import type { DayInfo } from './daily';
import { hash32, Rng } from './random';
import type { SimMarket } from './profiles';

export const MINUTES_PER_DAY = 1440;

export interface DayBars {
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

export function createDayBars(): DayBars {
  const a = () => new Float64Array(MINUTES_PER_DAY);
  return { open: a(), high: a(), low: a(), close: a(), volume: a() };
}

const sigma = new Float64Array(MINUTES_PER_DAY);
const cum = new Float64Array(MINUTES_PER_DAY);
const cumVar = new Float64Array(MINUTES_PER_DAY);
const incr = new Float64Array(MINUTES_PER_DAY);

/** Fills `out` with the 1440 minute bars of `day` for a market (seeded by asset and day). */
export function dayMinutes(
  out: DayBars,
  info: DayInfo,
  market: SimMarket,
  seed: number,
  assetHash: number,
  symbolHash: number,
  day: number,
): DayBars {
  const r = new Rng(hash32(seed, assetHash, day, 0x1d));
  const burst = r.next() < 0.3 ? { start: r.int(MINUTES_PER_DAY), len: 30 + r.int(210) } : null;
  let sumW2 = 0;
  for (let i = 0; i < MINUTES_PER_DAY; i++) {
    let w = 1 + 0.3 * Math.sin((2 * Math.PI * i) / MINUTES_PER_DAY - 2.3);
    if (burst && i >= burst.start && i < burst.start + burst.len) w *= 2.5;
    sigma[i] = w;
    sumW2 += w * w;
  }
  const norm = info.vol / Math.sqrt(sumW2);
  let s = 0;
  let v = 0;
  for (let i = 0; i < MINUTES_PER_DAY; i++) {
    const sd = sigma[i]! * norm;
    sigma[i] = sd;
    let e = sd * r.gauss();
    if (i === info.jumpMinute) e += info.jump;
    incr[i] = e;
    s += e;
    v += sd * sd;
    cum[i] = s;
    cumVar[i] = v;
  }
  const fix = s - (info.closeLog - info.openLog);
  const rs = new Rng(hash32(seed, symbolHash, day, 0xb5));
  const volMult = market.volumePerMinute * (info.regime === 3 ? 1.8 : 1);
  let prev = Math.exp(info.openLog);
  for (let i = 0; i < MINUTES_PER_DAY; i++) {
    const sd = sigma[i]!;
    const c =
      i === MINUTES_PER_DAY - 1
        ? Math.exp(info.closeLog)
        : Math.exp(info.openLog + cum[i]! - (cumVar[i]! / v) * fix);
    const o = prev;
    const basis = market.basisVol > 0 ? 1 + market.basisVol * rs.gauss() : 1;
    out.open[i] = o * basis;
    out.close[i] = c * basis;
    // Wicks of up to 0.6 σ (1 + x for e^x: x is far below 1e-2, and no transcendental per bar).
    out.high[i] = Math.max(o, c) * (1 + 0.6 * sd * r.next()) * basis;
    out.low[i] = Math.min(o, c) * (1 - 0.6 * sd * r.next()) * basis;
    const w = sd / norm;
    out.volume[i] = volMult * w * w * (0.5 + rs.next()) * (0.5 + (0.5 * Math.abs(incr[i]!)) / sd);
    prev = c;
  }
  return out;
}

/**
 * x folded into [lo, hi] by reflection at its ends (a path that crosses the high comes back down
 * by as much). Clamping instead held the price exactly at the high or low for as long as the
 * path stayed beyond it: a quarter of the minutes stood still for more than 5 seconds.
 */
export function reflectInto(x: number, lo: number, hi: number): number {
  const w = hi - lo;
  if (!(w > 0)) return lo;
  let y = (x - lo) % (2 * w);
  if (y < 0) y += 2 * w;
  return lo + (y <= w ? y : 2 * w - y);
}

/**
 * The 60 one-second prices of a minute bar: [0] is the open, [59] the close, and the highest and
 * lowest are exactly its high and low.
 */
export function minuteSeconds(
  seed: number,
  symbolHash: number,
  minute: number,
  o: number,
  h: number,
  l: number,
  c: number,
): Float64Array {
  const p = new Float64Array(60);
  const r = new Rng(hash32(seed, symbolHash, minute, 0x5ec));
  const iH = 1 + r.int(58);
  let iL = 1 + r.int(57);
  if (iL >= iH) iL++;
  const pins: [number, number][] = [
    [0, o],
    [iH, h],
    [iL, l],
    [59, c],
  ];
  pins.sort((a, b) => a[0] - b[0]);
  const amp = (h - l) * 0.25;
  for (let k = 0; k < pins.length - 1; k++) {
    const [a, pa] = pins[k]!;
    const [b, pb] = pins[k + 1]!;
    const steps: number[] = [0];
    for (let j = a + 1; j <= b; j++) steps.push(steps[steps.length - 1]! + r.gauss());
    const end = steps[steps.length - 1]!;
    const scale = amp / Math.sqrt(Math.max(1, b - a));
    for (let j = a; j <= b; j++) {
      const f = (j - a) / Math.max(1, b - a);
      const noise = (steps[j - a]! - f * end) * scale;
      p[j] = reflectInto(pa + (pb - pa) * f + noise, l, h);
    }
  }
  for (const [i, price] of pins) p[i] = price;
  return p;
}
