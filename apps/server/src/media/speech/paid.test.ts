import { describe, expect, it } from 'vitest';
import { microUsd } from '../../money';
import { billableCharacters, speechCost, speechPrices } from './paid';

describe('billableCharacters', () => {
  it('counts every code point, spaces and punctuation included', () => {
    expect(billableCharacters('Hi, Ada!')).toBe(8);
    expect(billableCharacters('مرحبا، كيف حالك؟')).toBe(16);
    expect(billableCharacters('😀')).toBe(1);
  });

  it('counts a Chinese character (hanzi, kanji) twice and kana once, as Azure bills them', () => {
    expect(billableCharacters('你好')).toBe(4);
    expect(billableCharacters('今日は')).toBe(5);
  });
});

describe('speechCost', () => {
  it('prices per 1,000 characters and rounds up to a whole micro-USD', () => {
    expect(speechCost(1000, microUsd(32_000))).toBe(32_000);
    expect(speechCost(250, microUsd(32_000))).toBe(8_000);
    expect(speechCost(1, microUsd(4_000))).toBe(4);
    expect(speechCost(1, microUsd(1))).toBe(1);
    expect(speechCost(0, microUsd(32_000))).toBe(0);
  });
});

describe('speechPrices', () => {
  it('turns the configured USD per 1,000 characters into micro-USD per synthesizer', () => {
    expect(speechPrices({ SPEECH_PRICE_USD: 0.032, SPEECH_EMBEDDED_PRICE_USD: 0.004 })).toEqual({
      azure: 32_000,
      espeak: 4_000,
    });
  });
});
