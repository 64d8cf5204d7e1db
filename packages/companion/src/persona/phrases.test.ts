import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../languages.js';
import { MOOD_FEELINGS } from './mood.js';
import { PHRASES } from './phrases/index.js';
import type { PhraseBank } from './phrases/types.js';
import { fill } from './render.js';

const SLOTS = new Set([
  'name',
  'fullName',
  'job',
  'city',
  'inCity',
  'country',
  'hobby',
  'hobby2',
  'age',
  'birthday',
  'user',
  'topic',
  'thing',
  'memory',
  'list',
  'hour',
  'news',
  'alt',
  'place',
  'place2',
  'dish',
  'music',
  'picture',
  'headline',
  'source',
  'headline2',
  'source2',
  'who',
  'time',
]);
const FULL = Object.fromEntries([...SLOTS].map((s) => [s, `X${s}`]));

/** Every template of a bank with its path (`howAreYou.joy.2`). */
function templates(bank: PhraseBank): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(bank)) {
    if (Array.isArray(value)) value.forEach((t: string, i) => out.push([`${key}.${i}`, t]));
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [f, list] of Object.entries(value as Record<string, readonly string[]>))
        list.forEach((t, i) => out.push([`${key}.${f}.${i}`, t]));
    }
  }
  return out.filter(([path]) => !path.startsWith('quotes.'));
}

/** Lists of a bank (arrays of templates), by name. */
function lists(bank: PhraseBank): [string, readonly string[]][] {
  const out: [string, readonly string[]][] = [];
  for (const [key, value] of Object.entries(bank)) {
    if (key === 'quotes') continue;
    if (Array.isArray(value)) out.push([key, value]);
    else if (value && typeof value === 'object')
      for (const [f, list] of Object.entries(value as Record<string, readonly string[]>))
        out.push([`${key}.${f}`, list]);
  }
  return out;
}

describe('PHRASES', () => {
  const en = lists(PHRASES['en-US'])
    .map(([k]) => k)
    .sort();

  for (const lang of LANGUAGES) {
    const bank = PHRASES[lang];

    it(`has at least three distinct variants in every list in ${lang}`, () => {
      for (const [key, list] of lists(bank)) {
        expect(list.length, key).toBeGreaterThanOrEqual(3);
        expect(new Set(list).size, key).toBe(list.length);
      }
    });

    it(`has the same lists as English, with a sentence per feeling, in ${lang}`, () => {
      expect(
        lists(bank)
          .map(([k]) => k)
          .sort(),
      ).toEqual(en);
      for (const f of MOOD_FEELINGS) expect(bank.feel[f].length).toBeGreaterThanOrEqual(3);
    });

    it(`uses only known slots and well-formed markers (avatar and user gender) in ${lang}`, () => {
      for (const [path, t] of templates(bank)) {
        for (const m of t.matchAll(/\{(\w+)\}/g)) expect(SLOTS.has(m[1]!), `${path}: ${m[1]}`).toBe(true);
        for (const m of t.matchAll(/<[^<>]*>/g))
          expect(m[0], `${path}: <female|male> or <you:feminine|masculine[|neutral]>`).toMatch(
            /^<(?:you:[^<>|:]*\|[^<>|]*(?:\|[^<>|]*)?|(?!you:)[^<>|]*\|[^<>|]*)>$/,
          );
        for (const female of [true, false]) {
          for (const user of ['female', 'male', undefined] as const) {
            const filled = fill(t, FULL, { female, user, plural: female });
            expect(filled, path).not.toBeNull();
            expect(filled!, path).not.toMatch(/[{}[\]<>]|\(\(|\)\)/);
          }
        }
      }
    });

    it(`gives the local hour for every hour in ${lang}`, () => {
      for (let h = 0; h < 24; h++) expect(bank.hour(h)).toMatch(/\S/);
    });
  }

  it('writes Chinese and Japanese with full-width punctuation and Arabic with ؟', () => {
    const ascii = (lang: LanguageCode): string[] =>
      templates(PHRASES[lang])
        .map(([, t]) => t)
        .filter((t) => /[?!,]/.test(t.replace(/\{\w+\}|\[|\]/g, '')));
    expect(ascii('zh-CN')).toEqual([]);
    expect(ascii('ja-JP')).toEqual([]);
    expect(templates(PHRASES['ar-SA']).filter(([, t]) => /\?/.test(t))).toEqual([]);
  });
});
