import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import deDE from '../../public/locales/de-DE/translation.json';
import enUS from '../../public/locales/en-US/translation.json';
import jaJP from '../../public/locales/ja-JP/translation.json';
import { i18nRowTexts } from './rowTexts';

async function i18nIn(lng: string) {
  const i18n = createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en-US',
    resources: {
      'en-US': { translation: enUS },
      'de-DE': { translation: deDE },
      'ja-JP': { translation: jaJP },
    },
    interpolation: { escapeValue: false },
  });
  return i18nRowTexts({ t: i18n.t, exists: (key) => i18n.exists(key) });
}

describe('i18nRowTexts', () => {
  it('gives state and hormone names of the UI language', async () => {
    const de = await i18nIn('de-DE');
    expect(de.label('state', 'HAPPINESS')).toBe('Glück');
    expect(de.label('state', 'PROBABILITY_ANSWER')).toBe('Antwortbereitschaft');
    expect(de.label('hormone', 'growthHormone')).toBe('Wachstumshormon');
    const ja = await i18nIn('ja-JP');
    expect(ja.label('hormone', 'cortisol')).toBe('コルチゾール');
  });

  it('gives a state its meaning, a hormone none', async () => {
    const de = await i18nIn('de-DE');
    expect(de.info?.('state', 'HAPPINESS')).toBe(deDE.nhs.stateInfo.HAPPINESS);
    expect(de.info?.('hormone', 'cortisol')).toBeUndefined();
  });

  it('gives undefined for keys without a translation and for keys i18next would split', async () => {
    const de = await i18nIn('de-DE');
    expect(de.label('state', 'AWE')).toBeUndefined();
    expect(de.label('hormone', 'newHormone')).toBeUndefined();
    expect(de.label('state', 'state.HAPPINESS')).toBeUndefined();
    expect(de.label('state', 'translation:HAPPINESS')).toBeUndefined();
    expect(de.label('state', '')).toBeUndefined();
  });
});
