/**
 * The simulated assets (docs/market-data.md): a BTC-like, an ETH-like and a gold-like market,
 * each pulled towards a long-term price path (yearly anchors near the real history, so any date
 * gets a plausible price) while regimes push it away.
 */

export const DAY_MS = 86_400_000;
/** The simulated market opens on 2012-01-01 UTC; nothing exists before. */
export const SIM_EPOCH_MS = Date.UTC(2012, 0, 1);

export interface AssetProfile {
  readonly name: 'BTC' | 'ETH' | 'GOLD';
  /** First day with prices. */
  readonly listedMs: number;
  /** Price on 1 January of each year (USD); interpolated log-linearly, extended by `growthPerYear`. */
  readonly anchors: readonly (readonly [year: number, priceUsd: number])[];
  readonly growthPerYear: number;
  /** Daily volatility (log) in a calm regime. */
  readonly dailyVol: number;
  /** Daily pull of the log price towards the anchor path. */
  readonly kappa: number;
  /** Scale of the regimes' drift. */
  readonly driftScale: number;
  readonly jumpProbPerDay: number;
  /** Standard deviation of a jump (log). */
  readonly jumpVol: number;
  /** Daily correlation with BTC's shocks. */
  readonly btcCorrelation: number;
}

export const PROFILES: Readonly<Record<AssetProfile['name'], AssetProfile>> = {
  BTC: {
    name: 'BTC',
    listedMs: SIM_EPOCH_MS,
    anchors: [
      [2012, 5],
      [2013, 13],
      [2014, 750],
      [2015, 310],
      [2016, 430],
      [2017, 1000],
      [2018, 13500],
      [2019, 3700],
      [2020, 7200],
      [2021, 29000],
      [2022, 46300],
      [2023, 16600],
      [2024, 42300],
      [2025, 93600],
      [2026, 90000],
    ],
    growthPerYear: 0.15,
    dailyVol: 0.028,
    kappa: 0.015,
    driftScale: 1,
    jumpProbPerDay: 0.02,
    jumpVol: 0.05,
    btcCorrelation: 1,
  },
  ETH: {
    name: 'ETH',
    listedMs: Date.UTC(2015, 7, 7),
    anchors: [
      [2015, 3],
      [2016, 1],
      [2017, 8],
      [2018, 750],
      [2019, 135],
      [2020, 130],
      [2021, 730],
      [2022, 3700],
      [2023, 1200],
      [2024, 2300],
      [2025, 3350],
      [2026, 3000],
    ],
    growthPerYear: 0.15,
    dailyVol: 0.036,
    kappa: 0.015,
    driftScale: 1.2,
    jumpProbPerDay: 0.02,
    jumpVol: 0.06,
    btcCorrelation: 0.75,
  },
  GOLD: {
    name: 'GOLD',
    listedMs: SIM_EPOCH_MS,
    anchors: [
      [2012, 1570],
      [2013, 1675],
      [2014, 1205],
      [2015, 1185],
      [2016, 1062],
      [2017, 1150],
      [2018, 1303],
      [2019, 1282],
      [2020, 1518],
      [2021, 1900],
      [2022, 1829],
      [2023, 1825],
      [2024, 2064],
      [2025, 2625],
      [2026, 4332],
    ],
    growthPerYear: 0.05,
    dailyVol: 0.008,
    kappa: 0.03,
    driftScale: 0.2,
    jumpProbPerDay: 0.004,
    jumpVol: 0.015,
    btcCorrelation: 0.1,
  },
};

/** A simulated market: its asset, volume scale (base units per minute) and price basis noise. */
export interface SimMarket {
  readonly asset: AssetProfile;
  readonly volumePerMinute: number;
  /** Per-minute noise of this quote against the asset's path (fraction); 0 for the reference market. */
  readonly basisVol: number;
}

/** The markets the simulator serves. */
export const SIM_MARKETS: Readonly<Record<string, SimMarket>> = {
  BTCUSDC: { asset: PROFILES.BTC, volumePerMinute: 2, basisVol: 0 },
  BTCUSDT: { asset: PROFILES.BTC, volumePerMinute: 15, basisVol: 0.0002 },
  ETHUSDT: { asset: PROFILES.ETH, volumePerMinute: 150, basisVol: 0 },
  ETHUSDC: { asset: PROFILES.ETH, volumePerMinute: 20, basisVol: 0.0002 },
  PAXGUSDT: { asset: PROFILES.GOLD, volumePerMinute: 3, basisVol: 0 },
  XAUUSD: { asset: PROFILES.GOLD, volumePerMinute: 50, basisVol: 0.0001 },
};

/** Log of the anchor price on day `day` (days since 1970). */
export function anchorLog(p: AssetProfile, day: number): number {
  const year = 1970 + day / 365.2425;
  const a = p.anchors;
  const first = a[0]!;
  const last = a[a.length - 1]!;
  if (year <= first[0]) return Math.log(first[1]);
  if (year >= last[0]) return Math.log(last[1]) + (year - last[0]) * Math.log(1 + p.growthPerYear);
  let i = 1;
  while (a[i]![0] < year) i++;
  const [y0, p0] = a[i - 1]!;
  const [y1, p1] = a[i]!;
  const f = (year - y0) / (y1 - y0);
  return Math.log(p0) + f * (Math.log(p1) - Math.log(p0));
}
