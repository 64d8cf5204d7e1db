import { describe, expect, it } from 'vitest';
import {
  circadianAlertness,
  hoursSinceMeal,
  inSleepWindow,
  mealResponse,
  vonMises,
  vonMisesMean,
} from './circadian.js';
import { circadianBaseline } from './dynamics.js';
import { HORMONE_KEYS, defaultHormoneLevels } from './hormones.js';

const at = (hour: number) => {
  const levels = circadianBaseline(defaultHormoneLevels(), hour);
  return (k: (typeof HORMONE_KEYS)[number]) => levels[HORMONE_KEYS.indexOf(k)]!;
};

describe('circadianBaseline', () => {
  it('puts the cortisol peak in the morning and its low around midnight', () => {
    expect(at(8)('cortisol')).toBeGreaterThan(at(14)('cortisol'));
    expect(at(14)('cortisol')).toBeGreaterThan(at(0)('cortisol'));
  });

  it('puts the melatonin peak at night and keeps it low by day', () => {
    expect(at(3)('melatonin')).toBeGreaterThan(3 * at(14)('melatonin'));
  });

  it('raises insulin after lunch', () => {
    expect(at(13.25)('insulin')).toBeGreaterThan(at(11)('insulin'));
  });
});

describe('vonMisesMean', () => {
  it('equals the 24-hour average of the bump', () => {
    for (const kappa of [0.7, 1.5, 3, 6]) {
      let sum = 0;
      for (let i = 0; i < 2400; i++) sum += vonMises(i / 100, 5, kappa);
      expect(vonMisesMean(kappa)).toBeCloseTo(sum / 2400, 6);
    }
  });
});

describe('hoursSinceMeal', () => {
  it('counts from the last of breakfast 07:30, lunch 12:30 and dinner 19:00', () => {
    expect(hoursSinceMeal(8)).toBeCloseTo(0.5);
    expect(hoursSinceMeal(18)).toBeCloseTo(5.5);
    expect(hoursSinceMeal(2)).toBeCloseTo(7);
  });
});

describe('mealResponse', () => {
  it('peaks about 45 minutes after a meal and is gone 3 hours later', () => {
    expect(mealResponse(13.25)).toBeCloseTo(1);
    expect(mealResponse(16)).toBe(0);
  });
});

describe('circadianAlertness', () => {
  it('is high in the afternoon and low before dawn', () => {
    expect(circadianAlertness(16)).toBeCloseTo(1);
    expect(circadianAlertness(4)).toBeCloseTo(-1);
  });
});

describe('inSleepWindow', () => {
  it('handles windows across midnight and after midnight', () => {
    expect(inSleepWindow(23.5, { bedHour: 23, wakeHour: 7 })).toBe(true);
    expect(inSleepWindow(12, { bedHour: 23, wakeHour: 7 })).toBe(false);
    expect(inSleepWindow(0.5, { bedHour: 1, wakeHour: 8.5 })).toBe(false);
    expect(inSleepWindow(3, { bedHour: 1, wakeHour: 8.5 })).toBe(true);
  });
});
