/**
 * The 13 signals (docs/market-data.md): what each is, its unit, the markets it reads, and how it
 * is computed from candles. Signals named BTC_* are computed on the request's symbol (BTCUSDC
 * unless another is asked for); the others read a fixed market.
 */
import { SIGNAL_NAMES, type TSignalCatalogEntry, type TSignalName } from '@avatara/contracts';
import type { TCandleSeries } from '@avatara/trading';
import {
  drawdownPct,
  indicatorSeries,
  macdHistogram,
  realisedVolPct,
  type IndicatorSeries,
} from './indicators';

/** Bars loaded before a range so that every signal is warmed up at its start. */
export const WARMUP_BARS = 250;

/** What a signal computes on: the candles of the markets it reads (by symbol), and its base symbol. */
export interface SignalInputs {
  base: string;
  intervalMs: number;
  candles(symbol: string): TCandleSeries;
  /** The base market's indicators, computed once per request. */
  indicators(): IndicatorSeries;
}

export interface SignalDef extends TSignalCatalogEntry {
  /** Markets read, for a base symbol. */
  markets(base: string): string[];
  /** One value per bar of `times(in)` (NaN: no value). */
  compute(inp: SignalInputs): { tsMs: Float64Array; values: Float64Array };
}

const closeOf = (symbol: string) => (inp: SignalInputs) => {
  const s = inp.candles(symbol);
  return { tsMs: s.tsMs, values: s.close };
};
const onBase = (f: (s: TCandleSeries, inp: SignalInputs) => Float64Array) => (inp: SignalInputs) => {
  const s = inp.candles(inp.base);
  return { tsMs: s.tsMs, values: f(s, inp) };
};

/** Ratio a / b of two markets' closes at the times both have a bar. */
function ratio(a: TCandleSeries, b: TCandleSeries): { tsMs: Float64Array; values: Float64Array } {
  const ts: number[] = [];
  const vs: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const ta = a.tsMs[i]!;
    const tb = b.tsMs[j]!;
    if (ta < tb) i++;
    else if (tb < ta) j++;
    else {
      ts.push(ta);
      vs.push(a.close[i]! / b.close[j]!);
      i++;
      j++;
    }
  }
  return { tsMs: Float64Array.from(ts), values: Float64Array.from(vs) };
}

const fixed = (symbol: string) => ({ symbol, markets: () => [symbol] });
const based = { symbol: null, markets: (base: string) => [base] };

const DEFS: readonly SignalDef[] = [
  {
    name: 'BTCUSDC',
    label: 'BTC',
    unit: 'USD',
    description: 'BTC/USDC close',
    ...fixed('BTCUSDC'),
    compute: closeOf('BTCUSDC'),
  },
  {
    name: 'BTC_RSI',
    label: 'RSI',
    unit: '',
    description: 'RSI(14) of the closes (Wilder), 0–100',
    ...based,
    compute: onBase((_, inp) => inp.indicators().rsi),
  },
  {
    name: 'GOLD',
    label: 'GOLD',
    unit: 'USD',
    description: 'Gold price, read from PAXG/USDT (one PAXG is one troy ounce)',
    ...fixed('PAXGUSDT'),
    compute: closeOf('PAXGUSDT'),
  },
  {
    name: 'ETH',
    label: 'ETH',
    unit: 'USD',
    description: 'ETH/USDT close',
    ...fixed('ETHUSDT'),
    compute: closeOf('ETHUSDT'),
  },
  {
    name: 'BTCUSDT',
    label: 'BTC (USDT)',
    unit: 'USD',
    description: 'BTC/USDT close',
    ...fixed('BTCUSDT'),
    compute: closeOf('BTCUSDT'),
  },
  {
    name: 'BTC_VOLUME',
    label: 'Volume',
    unit: 'BTC',
    description: 'Traded base volume per bar',
    ...based,
    compute: onBase((s) => s.volume),
  },
  {
    name: 'BTC_ATR',
    label: 'ATR(14)',
    unit: 'USD',
    description: 'Average true range over 14 bars (Wilder)',
    ...based,
    compute: onBase((_, inp) => inp.indicators().atr),
  },
  {
    name: 'BTC_VOLATILITY',
    label: 'Volatilität',
    unit: '%',
    description: 'Realised volatility: standard deviation of log returns over 60 bars, annualised (365 days)',
    ...based,
    compute: onBase((s, inp) => realisedVolPct(s.close, inp.intervalMs, 60)),
  },
  {
    name: 'BTC_EMA_SPREAD',
    label: 'EMA 20/50',
    unit: '%',
    description: '(EMA20 − EMA50) / EMA50 of the closes',
    ...based,
    compute: onBase((_, inp) => inp.indicators().emaSpreadPct),
  },
  {
    name: 'BTC_TREND_UP',
    label: 'Trend up',
    unit: '%',
    description: 'Share of rising closes, EMA over 20 bars (the panel’s trend up %)',
    ...based,
    compute: onBase((_, inp) => inp.indicators().trendUpPct),
  },
  {
    name: 'BTC_DRAWDOWN',
    label: 'Drawdown',
    unit: '%',
    description: 'Distance of the close below the highest close of the last 200 bars',
    ...based,
    compute: onBase((s) => drawdownPct(s.close, 200)),
  },
  {
    name: 'BTC_MACD_HIST',
    label: 'MACD hist.',
    unit: 'USD',
    description: 'MACD(12, 26) minus its 9-bar signal line',
    ...based,
    compute: onBase((s) => macdHistogram(s.close, 12, 26, 9)),
  },
  {
    name: 'GOLD_BTC',
    label: 'Gold/BTC',
    unit: 'BTC',
    description: 'Price of one troy ounce of gold in BTC (PAXG/USDT ÷ BTC/USDC)',
    symbol: 'PAXGUSDT/BTCUSDC',
    markets: () => ['PAXGUSDT', 'BTCUSDC'],
    compute: (inp) => ratio(inp.candles('PAXGUSDT'), inp.candles('BTCUSDC')),
  },
];

export const SIGNALS: ReadonlyMap<TSignalName, SignalDef> = new Map(DEFS.map((d) => [d.name, d]));
if (SIGNALS.size !== SIGNAL_NAMES.length || !SIGNAL_NAMES.every((n) => SIGNALS.has(n)))
  throw new Error('signal catalog and SIGNAL_NAMES differ');

/** The catalog as the API answers it. */
export function catalogEntries(): TSignalCatalogEntry[] {
  return SIGNAL_NAMES.map((n) => {
    const d = SIGNALS.get(n)!;
    return { name: d.name, label: d.label, unit: d.unit, description: d.description, symbol: d.symbol };
  });
}

/** Indicators of a series, computed once. */
export function lazyIndicators(s: () => TCandleSeries): () => IndicatorSeries {
  let memo: IndicatorSeries | undefined;
  return () => (memo ??= indicatorSeries(s()));
}
