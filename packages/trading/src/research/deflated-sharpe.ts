/*
 * The deflated Sharpe ratio of Bailey & López de Prado, "The Deflated Sharpe Ratio: Correcting
 * for Selection Bias, Backtest Overfitting and Non-Normality" (Journal of Portfolio Management,
 * 2014). All Sharpe ratios here are per observation (per bar), not annualised, as in the paper.
 * docs/research.md.
 */

/** The Euler–Mascheroni constant γ. */
export const EULER_GAMMA = 0.5772156649015329;

/**
 * Standard normal cumulative distribution Φ(x), from the complementary error function
 * (via `erfc`; absolute error below 1e-15).
 * @example normalCdf(1.959963984540054) ≈ 0.975
 */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

/** Complementary error function (Numerical Recipes' `erfccheb` series; relative error below 1.2e-16). */
export function erfc(x: number): number {
  if (x < 0) return 2 - erfc(-x);
  const t = 2 / (2 + x);
  const ty = 4 * t - 2;
  let d = 0;
  let dd = 0;
  for (let j = ERFC_COEF.length - 1; j > 0; j--) {
    const tmp = d;
    d = ty * d - dd + ERFC_COEF[j]!;
    dd = tmp;
  }
  return t * Math.exp(-x * x + 0.5 * (ERFC_COEF[0]! + ty * d) - dd);
}

const ERFC_COEF = [
  -1.3026537197817094, 0.6419697923564902, 1.9476473204185836e-2, -9.561514786808631e-3, -9.46595344482036e-4,
  3.66839497852761e-4, 4.2523324806907e-5, -2.0278578112534e-5, -1.624290004647e-6, 1.30365583558e-6,
  1.5626441722e-8, -8.5238095915e-8, 6.529054439e-9, 5.059343495e-9, -9.91364156e-10, -2.27365122e-10,
  9.6467911e-11, 2.394038e-12, -6.886027e-12, 8.94487e-13, 3.13092e-13, -1.12708e-13, 3.81e-16, 7.106e-15,
  -1.523e-15, -9.4e-17, 1.21e-16, -2.8e-17,
] as const;

/**
 * Inverse of the standard normal CDF, Φ⁻¹(p) for 0 < p < 1 (P. J. Acklam's rational
 * approximation, refined by one Halley step to full double precision).
 * @example normalQuantile(0.975) ≈ 1.959963984540054
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) {
    if (p === 0) return -Infinity;
    if (p === 1) return Infinity;
    return NaN;
  }
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  let x: number;
  if (p < lo) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  } else if (p <= 1 - lo) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
      (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  // One Halley step: e = Φ(x) − p, u = e·√(2π)·exp(x²/2).
  const e = normalCdf(x) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

/** Sample moments of a return series: mean, standard deviation (n − 1), skewness γ₃ and kurtosis γ₄ (not excess: 3 for a normal). */
export interface TReturnMoments {
  n: number;
  mean: number;
  sd: number;
  skewness: number;
  kurtosis: number;
  /** mean / sd, per observation (0 when sd is 0). */
  sharpe: number;
}

/**
 * Moments of `returns`. Skewness and kurtosis are the population ratios the paper uses:
 * γ₃ = m₃ / m₂^{3/2}, γ₄ = m₄ / m₂² with mᵢ the central moments (divided by n); the Sharpe
 * ratio's sd divides by n − 1. A constant series has skewness 0 and kurtosis 3.
 */
export function returnMoments(returns: ArrayLike<number>): TReturnMoments {
  const n = returns.length;
  if (n === 0) return { n, mean: 0, sd: 0, skewness: 0, kurtosis: 3, sharpe: 0 };
  let sum = 0;
  for (let i = 0; i < n; i++) sum += returns[i]!;
  const mean = sum / n;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  for (let i = 0; i < n; i++) {
    const d = returns[i]! - mean;
    const d2 = d * d;
    m2 += d2;
    m3 += d2 * d;
    m4 += d2 * d2;
  }
  const sd = n > 1 ? Math.sqrt(m2 / (n - 1)) : 0;
  m2 /= n;
  m3 /= n;
  m4 /= n;
  // Rounding leaves a constant series a variance of ~1e-34·mean²: that is none.
  const flat = !(m2 > 1e-30 + 1e-24 * mean * mean);
  return {
    n,
    mean,
    sd,
    skewness: flat ? 0 : m3 / Math.pow(m2, 1.5),
    kurtosis: flat ? 3 : m4 / (m2 * m2),
    sharpe: flat ? 0 : mean / sd,
  };
}

/**
 * Probabilistic Sharpe ratio (Bailey & López de Prado 2012, eq. 2 of the 2014 paper): the
 * probability that the true Sharpe ratio exceeds `benchmarkSharpe`, given an observed `sharpe`
 * over `n` returns with skewness γ₃ and kurtosis γ₄:
 *
 *   PSR = Φ( (SR̂ − SR*) · √(n − 1) / √(1 − γ₃·SR̂ + (γ₄ − 1)/4 · SR̂²) )
 *
 * @example probabilisticSharpe(0.1, 0, 101, 0, 3) = Φ(0.1·10/√1.005) ≈ 0.8412
 */
export function probabilisticSharpe(
  sharpe: number,
  benchmarkSharpe: number,
  n: number,
  skewness: number,
  kurtosis: number,
): number {
  if (n < 2) return NaN;
  const v = 1 - skewness * sharpe + ((kurtosis - 1) / 4) * sharpe * sharpe;
  if (!(v > 0)) return NaN;
  return normalCdf(((sharpe - benchmarkSharpe) * Math.sqrt(n - 1)) / Math.sqrt(v));
}

/**
 * Expected maximum Sharpe ratio of `trials` independent trials whose Sharpe ratios have variance
 * `sharpeVariance` and true value 0 (the paper's SR₀):
 *
 *   E[max SR] = √V · ((1 − γ)·Φ⁻¹(1 − 1/N) + γ·Φ⁻¹(1 − 1/(N·e)))
 *
 * 0 for a single trial (nothing was selected).
 */
export function expectedMaxSharpe(trials: number, sharpeVariance: number): number {
  if (trials <= 1 || !(sharpeVariance > 0)) return 0;
  return (
    Math.sqrt(sharpeVariance) *
    ((1 - EULER_GAMMA) * normalQuantile(1 - 1 / trials) +
      EULER_GAMMA * normalQuantile(1 - 1 / (trials * Math.E)))
  );
}

/** The deflated Sharpe ratio and what it was computed from. */
export interface TDeflatedSharpe {
  /** The selected trial's Sharpe ratio, per observation. */
  sharpe: number;
  /** E[max SR] of the trials (the benchmark SR₀). */
  expectedMaxSharpe: number;
  /** PSR(SR₀): the probability that the selected strategy's true Sharpe ratio is above zero after the selection. */
  dsr: number;
  trials: number;
  observations: number;
  skewness: number;
  kurtosis: number;
}

/**
 * Deflated Sharpe ratio: PSR of the selected trial's returns against the expected maximum
 * Sharpe ratio of all `trialSharpes` (their variance across trials, N = their count).
 * Above 0.95: the selection is unlikely to be luck alone.
 */
export function deflatedSharpe(
  selectedReturns: ArrayLike<number>,
  trialSharpes: readonly number[],
): TDeflatedSharpe {
  const m = returnMoments(selectedReturns);
  const s = returnMoments(trialSharpes);
  const variance = s.sd * s.sd;
  const sr0 = expectedMaxSharpe(trialSharpes.length, variance);
  return {
    sharpe: m.sharpe,
    expectedMaxSharpe: sr0,
    dsr: probabilisticSharpe(m.sharpe, sr0, m.n, m.skewness, m.kurtosis),
    trials: trialSharpes.length,
    observations: m.n,
    skewness: m.skewness,
    kurtosis: m.kurtosis,
  };
}
