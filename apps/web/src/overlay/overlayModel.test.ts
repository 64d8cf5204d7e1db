import { parseNhsText, type NhsMetaData } from '@avatara/contracts/nhs-format';
import type { TNhsCatalog } from '@avatara/contracts/avatars';
import { describe, expect, it } from 'vitest';
import {
  buildOverlaySections,
  capitalise,
  formatValue,
  fractionDigits,
  keyLabel,
  scaleFraction,
  type RowTexts,
} from './overlayModel';

const catalog: TNhsCatalog = {
  hormones: [
    { key: 'cortisol', displayName: 'cortisol', min: 5, max: 25, unit: 'µg/dl' },
    { key: 'growthHormone', displayName: 'growth hormone', min: 3, max: 15, unit: 'ng/mL' },
  ],
  states: [
    { name: 'HAPPINESS', group: 'emotion', default: 5, meaning: '' },
    { name: 'ANGER', group: 'emotion', default: 1, meaning: '' },
    { name: 'ENERGY', group: 'body', default: 6, meaning: '' },
    { name: 'PROBABILITY_ANSWER', group: 'cognitive', default: 5, meaning: '' },
  ],
};

const text = [
  'HAPPINESS:6.00',
  'ANGER:1.00',
  'ENERGY:12.00',
  'PROBABILITY_ANSWER:5.00',
  'cortisol:15.00',
  'growthHormone:3.00',
  '',
  'avatar.Emma Walker.HAPPINESS:7.50',
  'avatar.Emma Walker.ANGER:-1.00',
  'avatar.Emma Walker.ENERGY:4.00',
  'avatar.Emma Walker.PROBABILITY_ANSWER:9.00',
  'avatar.Emma Walker.cortisol:30.00',
  'avatar.Emma Walker.growthHormone:9.00',
].join('\n');

const none: NhsMetaData = { user: null, avatar: null };

describe('scaleFraction', () => {
  it('places a value on its range as 0–1', () => {
    expect(scaleFraction(15, 5, 25)).toBe(0.5);
    expect(scaleFraction(2.5, 0, 10)).toBe(0.25);
  });
  it('clamps values outside the range to its ends', () => {
    expect(scaleFraction(30, 5, 25)).toBe(1);
    expect(scaleFraction(-1, 0, 10)).toBe(0);
  });
  it('gives 0 for a missing value, a non-finite value and an empty or reversed range', () => {
    expect(scaleFraction(null, 0, 10)).toBe(0);
    expect(scaleFraction(Number.NaN, 0, 10)).toBe(0);
    expect(scaleFraction(5, 3, 3)).toBe(0);
    expect(scaleFraction(5, 10, 0)).toBe(0);
  });
});

describe('keyLabel', () => {
  it('turns UPPER_SNAKE_CASE state keys into a capitalised phrase', () => {
    expect(keyLabel('HAPPINESS')).toBe('Happiness');
    expect(keyLabel('PROBABILITY_ANSWER')).toBe('Probability answer');
  });
  it('turns lowerCamelCase hormone keys into a capitalised phrase', () => {
    expect(keyLabel('cortisol')).toBe('Cortisol');
    expect(keyLabel('growthHormone')).toBe('Growth hormone');
  });
});

describe('capitalise', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalise('growth hormone')).toBe('Growth hormone');
    expect(capitalise('')).toBe('');
  });
});

describe('buildOverlaySections', () => {
  const sections = buildOverlaySections(parseNhsText(text), catalog);
  const rowOf = (key: string) => sections.flatMap((s) => s.rows).find((r) => r.key === key);

  it('groups states by the catalog into emotions, body, cognitive, then hormones, in catalog order', () => {
    expect(sections.map((s) => s.key)).toEqual(['emotions', 'body', 'cognitive', 'hormones']);
    expect(sections.map((s) => s.rows.map((r) => r.key))).toEqual([
      ['HAPPINESS', 'ANGER'],
      ['ENERGY'],
      ['PROBABILITY_ANSWER'],
      ['cortisol', 'growthHormone'],
    ]);
  });

  it('pairs the user value (unprefixed entry) with the AI value (avatar entry), scaled 0–10 for states', () => {
    expect(rowOf('HAPPINESS')).toEqual({
      key: 'HAPPINESS',
      kind: 'state',
      label: 'Happiness',
      user: 6,
      ai: 7.5,
      userFraction: 0.6,
      aiFraction: 0.75,
      min: 0,
      max: 10,
    });
  });

  it('scales hormones to their own range and carries the unit and the display name', () => {
    expect(rowOf('cortisol')).toMatchObject({
      label: 'Cortisol',
      user: 15,
      userFraction: 0.5,
      unit: 'µg/dl',
      min: 5,
      max: 25,
    });
    expect(rowOf('growthHormone')).toMatchObject({
      label: 'Growth hormone',
      userFraction: 0,
      aiFraction: 0.5,
      unit: 'ng/mL',
    });
  });

  it('clamps bars but keeps the values as sent', () => {
    expect(rowOf('ENERGY')).toMatchObject({ user: 12, userFraction: 1 });
    expect(rowOf('ANGER')).toMatchObject({ ai: -1, aiFraction: 0 });
    expect(rowOf('cortisol')).toMatchObject({ ai: 30, aiFraction: 1 });
  });

  it('shows a side without data as null with an empty bar', () => {
    const onlyAi = buildOverlaySections(
      parseNhsText('avatar.Li.HAPPINESS:8.00\navatar.Li.cortisol:10.00'),
      catalog,
    );
    expect(onlyAi.map((s) => s.key)).toEqual(['emotions', 'hormones']);
    expect(onlyAi[0]!.rows).toEqual([
      {
        key: 'HAPPINESS',
        kind: 'state',
        label: 'Happiness',
        user: null,
        ai: 8,
        userFraction: 0,
        aiFraction: 0.8,
        min: 0,
        max: 10,
      },
    ]);
    const onlyUser = buildOverlaySections(parseNhsText('ANGER:3.00'), catalog);
    expect(onlyUser[0]!.rows[0]).toMatchObject({ key: 'ANGER', user: 3, ai: null, aiFraction: 0 });
  });

  it('leaves out rows with no value on either side and sections without rows', () => {
    const partial = buildOverlaySections(parseNhsText('HAPPINESS:5.00'), catalog);
    expect(partial).toEqual([{ key: 'emotions', rows: [expect.objectContaining({ key: 'HAPPINESS' })] }]);
  });

  it('gives no sections for empty input', () => {
    expect(buildOverlaySections(none, catalog)).toEqual([]);
    expect(buildOverlaySections(parseNhsText(''), catalog)).toEqual([]);
    expect(buildOverlaySections(none, undefined)).toEqual([]);
  });

  it('puts keys the catalog does not know last: states in "other" on 0–10, hormones without bars', () => {
    const unknown = buildOverlaySections(parseNhsText('HAPPINESS:5.00\nAWE:4.00\nnewHormone:7.00'), catalog);
    expect(unknown.map((s) => s.key)).toEqual(['emotions', 'other', 'hormones']);
    expect(unknown[1]!.rows[0]).toMatchObject({
      key: 'AWE',
      label: 'Awe',
      userFraction: 0.4,
      min: 0,
      max: 10,
    });
    expect(unknown[2]!.rows[0]).toEqual({
      key: 'newHormone',
      kind: 'hormone',
      label: 'New hormone',
      user: 7,
      ai: null,
      userFraction: 0,
      aiFraction: 0,
      min: 0,
      max: 0,
    });
  });

  it('still shows the data without a catalog (it failed or is loading)', () => {
    const bare = buildOverlaySections(parseNhsText(text), undefined);
    expect(bare.map((s) => s.key)).toEqual(['other', 'hormones']);
    expect(bare[0]!.rows.map((r) => r.key)).toEqual(['HAPPINESS', 'ANGER', 'ENERGY', 'PROBABILITY_ANSWER']);
  });
});

describe('buildOverlaySections with texts in the UI language', () => {
  const german: Record<string, string> = {
    'state.HAPPINESS': 'Glück',
    'state.ENERGY': 'Energie',
    'hormone.cortisol': 'Cortisol',
    'hormone.growthHormone': 'Wachstumshormon',
    'state.AWE': 'Ehrfurcht',
  };
  const info: Record<string, string> = { HAPPINESS: 'allgemein positive Stimmung' };
  const texts: RowTexts = {
    label: (kind, key) => german[`${kind}.${key}`],
    info: (kind, key) => (kind === 'state' ? info[key] : undefined),
  };
  const labels = (sections: ReturnType<typeof buildOverlaySections>) =>
    Object.fromEntries(sections.flatMap((s) => s.rows).map((r) => [r.key, r.label]));

  it('uses the translated label of states and hormones, else the key or the display name', () => {
    expect(labels(buildOverlaySections(parseNhsText(text), catalog, texts))).toEqual({
      HAPPINESS: 'Glück',
      ANGER: 'Anger',
      ENERGY: 'Energie',
      PROBABILITY_ANSWER: 'Probability answer',
      cortisol: 'Cortisol',
      growthHormone: 'Wachstumshormon',
    });
  });

  it('asks for a state or a hormone by its kind and key', () => {
    const asked: string[] = [];
    buildOverlaySections(parseNhsText('HAPPINESS:5.00\ncortisol:10.00'), catalog, {
      label: (kind, key) => void asked.push(`${kind}:${key}`),
    });
    expect(asked).toEqual(['state:HAPPINESS', 'hormone:cortisol']);
  });

  it('translates keys the catalog does not know as well, and rows without a catalog', () => {
    expect(labels(buildOverlaySections(parseNhsText('AWE:4.00\nnewHormone:7.00'), catalog, texts))).toEqual({
      AWE: 'Ehrfurcht',
      newHormone: 'New hormone',
    });
    expect(
      labels(buildOverlaySections(parseNhsText('HAPPINESS:5.00\ncortisol:10.00'), undefined, texts)),
    ).toEqual({ HAPPINESS: 'Glück', cortisol: 'Cortisol' });
  });

  it('treats an empty or blank translation as missing', () => {
    const blank: RowTexts = { label: (kind) => (kind === 'state' ? '' : '  ') };
    expect(
      labels(buildOverlaySections(parseNhsText('HAPPINESS:5.00\ngrowthHormone:4.00'), catalog, blank)),
    ).toEqual({ HAPPINESS: 'Happiness', growthHormone: 'Growth hormone' });
  });

  it('gives a state its translated meaning, else the catalog meaning, else none', () => {
    const withMeanings: TNhsCatalog = {
      ...catalog,
      states: catalog.states.map((s) => ({
        ...s,
        meaning: s.name === 'PROBABILITY_ANSWER' ? '' : `meaning of ${s.name}`,
      })),
    };
    const rows = buildOverlaySections(parseNhsText(text), withMeanings, texts).flatMap((s) => s.rows);
    expect(Object.fromEntries(rows.map((r) => [r.key, r.info]))).toEqual({
      HAPPINESS: 'allgemein positive Stimmung',
      ANGER: 'meaning of ANGER',
      ENERGY: 'meaning of ENERGY',
      PROBABILITY_ANSWER: undefined,
      cortisol: undefined,
      growthHormone: undefined,
    });
    expect(rows.find((r) => r.key === 'PROBABILITY_ANSWER')).not.toHaveProperty('info');
  });

  it('without texts keeps the labels made from keys and display names', () => {
    expect(labels(buildOverlaySections(parseNhsText(text), catalog))).toMatchObject({
      HAPPINESS: 'Happiness',
      growthHormone: 'Growth hormone',
    });
  });
});

describe('fractionDigits', () => {
  it('shows about three significant digits of the range', () => {
    expect(fractionDigits(0, 10)).toBe(1);
    expect(fractionDigits(0.5, 3)).toBe(2);
    expect(fractionDigits(5, 25)).toBe(1);
    expect(fractionDigits(200, 1000)).toBe(0);
    expect(fractionDigits(0, 0)).toBe(2);
  });
});

describe('formatValue', () => {
  it('formats with the decimals of the scale in the UI language', () => {
    expect(formatValue(11.836, 5, 25, 'en-US')).toBe('11.8');
    expect(formatValue(6, 0, 10, 'de-DE')).toBe('6,0');
    expect(formatValue(1.3, 0.5, 3, 'en-US')).toBe('1.30');
    expect(formatValue(512.4, 200, 1000, 'en-US')).toBe('512');
  });
});
