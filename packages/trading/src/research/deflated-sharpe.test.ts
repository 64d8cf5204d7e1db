import { describe, expect, it } from 'vitest';
import {
  deflatedSharpe,
  expectedMaxSharpe,
  normalCdf,
  normalQuantile,
  probabilisticSharpe,
  returnMoments,
} from './deflated-sharpe';

describe('normalCdf', () => {
  it('matches the tabulated standard normal', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 15);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021048517795, 14);
    expect(normalCdf(-1)).toBeCloseTo(0.15865525393145707, 14);
    expect(normalCdf(-6)).toBeCloseTo(9.865876450377e-10, 20);
  });
});

describe('normalQuantile', () => {
  it('inverts normalCdf to full precision', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.3263478740408408, 12);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 12);
    for (const p of [1e-9, 0.001, 0.3, 0.9, 0.999999])
      expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 12);
  });
});

describe('returnMoments', () => {
  it('computes mean, sd (n − 1), skewness and kurtosis by hand', () => {
    // 1, 2, 3, 10: mean 4; deviations −3, −2, −1, 6; m2 = 50/4 = 12.5, m3 = (−27 − 8 − 1 + 216)/4 = 45,
    // m4 = (81 + 16 + 1 + 1296)/4 = 348.5; sd = √(50/3).
    const m = returnMoments([1, 2, 3, 10]);
    expect(m.mean).toBe(4);
    expect(m.sd).toBeCloseTo(Math.sqrt(50 / 3), 12);
    expect(m.skewness).toBeCloseTo(45 / Math.pow(12.5, 1.5), 12);
    expect(m.kurtosis).toBeCloseTo(348.5 / 156.25, 12);
    expect(m.sharpe).toBeCloseTo(4 / Math.sqrt(50 / 3), 12);
  });

  it('gives a constant series skewness 0 and kurtosis 3', () => {
    expect(returnMoments([0.1, 0.1, 0.1])).toMatchObject({ skewness: 0, kurtosis: 3, sharpe: 0 });
  });
});

describe('probabilisticSharpe', () => {
  it('is Φ((SR − SR*)·√(n − 1) / √(1 − γ₃SR + (γ₄ − 1)/4·SR²)) for normal returns', () => {
    // SR 0.1 over 101 returns, normal: z = 0.1·10/√1.005 = 0.997509…
    const z = 1 / Math.sqrt(1.005);
    expect(z).toBeCloseTo(0.9975093361, 9);
    expect(probabilisticSharpe(0.1, 0, 101, 0, 3)).toBeCloseTo(normalCdf(z), 14);
    expect(probabilisticSharpe(0.1, 0, 101, 0, 3)).toBeCloseTo(0.84074, 4);
  });

  it('is one half when the observed Sharpe equals the benchmark', () => {
    expect(probabilisticSharpe(0.2, 0.2, 500, -1, 6)).toBeCloseTo(0.5, 15);
  });

  it('is lower for negative skewness and fat tails (same Sharpe)', () => {
    expect(probabilisticSharpe(0.1, 0, 101, -2, 10)).toBeLessThan(probabilisticSharpe(0.1, 0, 101, 0, 3));
  });
});

describe('expectedMaxSharpe', () => {
  it('is √V·((1 − γ)Φ⁻¹(1 − 1/N) + γΦ⁻¹(1 − 1/(Ne)))', () => {
    // N = 100, V = 0.5/250 (the paper's example, daily): 0.0447214·(0.422784·2.326348 + 0.577216·2.680124)
    expect(expectedMaxSharpe(100, 0.5 / 250)).toBeCloseTo(0.113172, 5);
  });

  it('is 0 for one trial or no variance', () => {
    expect(expectedMaxSharpe(1, 0.01)).toBe(0);
    expect(expectedMaxSharpe(10, 0)).toBe(0);
  });
});

describe('deflatedSharpe', () => {
  it("reproduces Bailey & López de Prado's (2014) example: DSR ≈ 0.9004", () => {
    // Annual SR 2.5 over 1,250 daily returns (SR 2.5/√250 a day), γ₃ = −3, γ₄ = 10, N = 100, V[SR] = 0.5/250.
    const sr0 = expectedMaxSharpe(100, 0.5 / 250);
    expect(probabilisticSharpe(2.5 / Math.sqrt(250), sr0, 1250, -3, 10)).toBeCloseTo(0.9004, 4);
  });

  it('takes the benchmark from the trials and the moments from the selected returns', () => {
    const returns = [0.01, -0.005, 0.02, 0.0, 0.015, -0.01, 0.005, 0.012];
    const trials = [0.1, 0.3, -0.2, 0.5, 0.05];
    const d = deflatedSharpe(returns, trials);
    const m = returnMoments(returns);
    const v = returnMoments(trials).sd ** 2;
    expect(d.expectedMaxSharpe).toBeCloseTo(expectedMaxSharpe(5, v), 14);
    expect(d.dsr).toBeCloseTo(
      probabilisticSharpe(m.sharpe, d.expectedMaxSharpe, 8, m.skewness, m.kurtosis),
      14,
    );
    expect(d.trials).toBe(5);
  });
});
