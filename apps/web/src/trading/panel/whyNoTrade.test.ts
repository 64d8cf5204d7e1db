import { WHY_NO_TRADE_CODES } from '@avatara/contracts/trading';
import { describe, expect, it } from 'vitest';
import { parseSummary, type WhyNoTrade } from './panelModel';
import { demoText, formatBarLength, formatIn, nextBarText, whyText } from './whyNoTrade';

const NOW = new Date(2026, 2, 10, 14, 0, 0).getTime(); // local time: the texts are local
const w = (code: string, more: Partial<WhyNoTrade> = {}): WhyNoTrade => ({
  strategy: 'MEAN_REVERSION_LONG',
  code,
  untilMs: null,
  metric: null,
  value: null,
  threshold: null,
  ...more,
});

describe('parseSummary: why no trade and the live bar', () => {
  it('reads the lines and the live bar, and an older server without them as none', () => {
    const s = parseSummary({
      whyNoTrade: [
        {
          strategy: 'GRID_VOL_ADAPTIVE',
          code: 'COOLDOWN',
          untilMs: 5,
          metric: null,
          value: null,
          threshold: null,
        },
        {
          strategy: 'MEAN_REVERSION_LONG',
          code: 'NO_SIGNAL',
          untilMs: null,
          metric: 'RSI',
          value: 45.2,
          threshold: 30,
        },
      ],
      liveBar: { barMs: 1000, nextCloseMs: 1999, validatedBarMs: 3_600_000, fast: true },
    });
    expect(s.whyNoTrade).toEqual([
      {
        strategy: 'GRID_VOL_ADAPTIVE',
        code: 'COOLDOWN',
        untilMs: 5,
        metric: null,
        value: null,
        threshold: null,
      },
      {
        strategy: 'MEAN_REVERSION_LONG',
        code: 'NO_SIGNAL',
        untilMs: null,
        metric: 'RSI',
        value: 45.2,
        threshold: 30,
      },
    ]);
    expect(s.liveBar).toEqual({ barMs: 1000, nextCloseMs: 1999, validatedBarMs: 3_600_000, fast: true });
    const old = parseSummary({ px: 1 });
    expect(old.whyNoTrade).toEqual([]);
    expect(old.liveBar).toBeNull();
  });
});

describe('whyText', () => {
  it('has a German line for every code the server sends', () => {
    for (const code of WHY_NO_TRADE_CODES) {
      const text = whyText(w(code), NOW);
      expect(text, code).not.toBe(code);
      expect(text.length, code).toBeGreaterThan(5);
    }
    expect(whyText(w('SOMETHING_NEW'), NOW)).toBe('SOMETHING_NEW');
  });

  it('names the condition, with its end time where it has one', () => {
    const in3 = NOW + 3 * 60_000;
    expect(whyText(w('COOLDOWN', { untilMs: in3 }), NOW)).toBe('Cooldown läuft bis um 14:03:00 (in 3 min)');
    expect(whyText(w('FEE_BUDGET', { untilMs: NOW + 50 * 3_600_000 }), NOW)).toBe(
      'Gebührenbudget ausgeschöpft – wieder frei am 12.03. 16:00 (in 2 Tagen)',
    );
    expect(whyText(w('NOT_WARM'), NOW)).toBe('Nicht warm: Indikatoren und Trendfilter sammeln noch Kerzen');
    expect(whyText(w('TRADING_OFF'), NOW)).toBe('Trading ist aus');
    expect(whyText(w('NO_QUOTA'), NOW)).toMatch(/^Quote 0 %/);
  });

  it('says where the strategy would act and where the value is now', () => {
    expect(whyText(w('NO_SIGNAL', { metric: 'RSI', value: 45.24, threshold: 30 }), NOW)).toBe(
      'Kein Signal: Einstieg bei RSI ≤ 30,0 (jetzt 45,2)',
    );
    expect(whyText(w('NO_SIGNAL', { metric: 'RSI', value: 45.24, threshold: 70 }), NOW)).toBe(
      'Kein Signal: Einstieg bei RSI ≥ 70,0 (jetzt 45,2)',
    );
    expect(whyText(w('NO_SIGNAL', { metric: 'EMA_GAP', value: 0.0012, threshold: 0.005 }), NOW)).toBe(
      'Kein Signal: Einstieg bei EMA-Abstand ≥ 0,50 % (jetzt 0,12 %)',
    );
    expect(whyText(w('NO_SIGNAL', { metric: 'PROB', value: 40, threshold: 55 }), NOW)).toBe(
      'Kein Signal: Einstieg bei Konfidenz ≥ 55,0 (jetzt 40,0)',
    );
    expect(whyText(w('NO_SIGNAL', { metric: 'PRICE', value: 60_000, threshold: 59_500.5 }), NOW)).toBe(
      'Kein Signal: nächste Kaufstufe 59.500,50 $ (Kurs 60.000,00 $)',
    );
    expect(whyText(w('TREND_FILTER', { metric: 'PRICE', value: 60_000, threshold: 65_000 }), NOW)).toBe(
      'Trendfilter: Kurs 60.000,00 $ unter dem Trend-EMA 65.000,00 $ – Einstiege gegen den Trend gesperrt',
    );
    expect(whyText(w('IN_DEAL', { metric: 'RSI', value: 40, threshold: 55 }), NOW)).toBe(
      'Deal offen – wartet auf den Ausstieg bei RSI ≥ 55,0 (jetzt 40,0)',
    );
    expect(whyText(w('READY', { metric: 'RSI', value: 25, threshold: 30 }), NOW)).toBe(
      'Signal liegt an (RSI 25,0) – Einstieg mit der nächsten Kerze',
    );
  });
});

describe('the live bar', () => {
  it('says when the next bar closes, and how long bars are', () => {
    const bar = { barMs: 3_600_000, nextCloseMs: NOW + 3_599_999, validatedBarMs: 3_600_000, fast: false };
    expect(nextBarText(bar, NOW)).toBe('Nächste Kerze schließt um 14:59:59 (in 1 h) · Kerzen zu 1 h');
    expect(demoText(bar)).toBeNull();
  });

  it('says that bars shorter than the validated ones are demo bars', () => {
    const bar = { barMs: 1_000, nextCloseMs: NOW + 999, validatedBarMs: 3_600_000, fast: true };
    expect(demoText(bar)).toBe(
      'Demo-Kerzen: 1 s statt 1 h – die Standardwerte sind auf Kerzen zu 1 h geprüft; so schnelle Kerzen nur für Vorführungen (TRADING_BAR_SECONDS).',
    );
    expect(nextBarText(bar, NOW)).toBe('Nächste Kerze schließt um 14:00:00 (in 1 s) · Kerzen zu 1 s');
  });

  it('formats lengths and waits', () => {
    expect([1_000, 1_500, 60_000, 900_000, 3_600_000, 86_400_000].map(formatBarLength)).toEqual([
      '1 s',
      '1,5 s',
      '1 min',
      '15 min',
      '1 h',
      '1 Tag',
    ]);
    expect(formatIn(NOW + 400, NOW)).toBe('gleich');
    expect(formatIn(NOW + 42_000, NOW)).toBe('in 42 s');
    expect(formatIn(NOW + 125 * 60_000, NOW)).toBe('in 2 h 5 min');
  });
});
