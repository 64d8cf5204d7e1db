import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.js';
import { createState } from '../nhs/engine.js';
import { HOBBIES } from './hobbies.js';
import {
  AVATARS,
  avatarAgeYears,
  avatarCard,
  avatarDescription,
  avatarDescriptions,
  findAvatar,
} from './index.js';
import { timeZoneForCountry } from './countries.js';
import { ZAvatar } from './schema.js';

describe('AVATARS', () => {
  it('has 12 valid avatars with unique ids, names and images', () => {
    expect(AVATARS).toHaveLength(12);
    for (const a of AVATARS) expect(ZAvatar.safeParse(a).success).toBe(true);
    expect(new Set(AVATARS.map((a) => a.id)).size).toBe(12);
    expect(new Set(AVATARS.map((a) => a.name)).size).toBe(12);
    for (const a of AVATARS) expect(a.image).toBe(`${a.id}.svg`);
  });

  it('covers all 8 UI languages natively and comes from 12 different countries', () => {
    expect(new Set(AVATARS.map((a) => a.nativeLanguage))).toEqual(new Set(LANGUAGES));
    expect(new Set(AVATARS.map((a) => a.country.code)).size).toBe(12);
  });

  it('takes each time zone from the country', () => {
    for (const a of AVATARS) expect(a.timeZone).toBe(timeZoneForCountry(a.country.code));
  });

  it('has a voice for every UI language: an Azure neural voice of that language and an eSpeak id', () => {
    for (const a of AVATARS) {
      for (const l of LANGUAGES) {
        expect(a.voice.azure[l]).toMatch(/^[a-z]{2}-[A-Z]{2}-[A-Za-z]+Neural$/);
        expect(a.voice.azure[l].slice(0, 2)).toBe(l.slice(0, 2));
        expect(a.voice.espeak[l]).toMatch(a.gender === 'female' ? /\+f[1-5]$/ : /\+m[1-7]$/);
      }
    }
  });

  it('uses only known hobbies and gives every avatar a different temperament', () => {
    for (const a of AVATARS) for (const h of a.hobbies) expect(HOBBIES[h]).toBeDefined();
    expect(new Set(AVATARS.map((a) => JSON.stringify(a.temperament))).size).toBe(12);
  });

  it('has 8–15 distinct lower-case interests each, with keywords in its own language and script', () => {
    const native: Readonly<Record<string, RegExp>> = {
      'zh-CN': /\p{Script=Han}/u,
      'ja-JP': /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u,
      'ar-SA': /\p{Script=Arabic}/u,
    };
    for (const a of AVATARS) {
      expect(a.interests.length, a.id).toBeGreaterThanOrEqual(8);
      expect(a.interests.length, a.id).toBeLessThanOrEqual(15);
      expect(new Set(a.interests).size, a.id).toBe(a.interests.length);
      for (const k of a.interests) expect(k, a.id).toBe(k.trim().toLowerCase());
      const script = native[a.nativeLanguage];
      if (script) expect(a.interests.filter((k) => script.test(k)).length, a.id).toBeGreaterThanOrEqual(3);
      // Mostly English: at least half of them in Latin letters.
      expect(a.interests.filter((k) => /^[a-z' -]+$/.test(k)).length * 2, a.id).toBeGreaterThanOrEqual(
        a.interests.length,
      );
    }
    expect(findAvatar('lukas-hoffmann')!.interests).toEqual(
      expect.arrayContaining([
        'engineering',
        'wind energy',
        'cycling',
        'chess',
        'berlin',
        'fahrrad',
        'schach',
      ]),
    );
  });

  it('parses a stored avatar without interests as having none', () => {
    const { interests: _omit, ...old } = findAvatar('emma-walker')!;
    const parsed = ZAvatar.parse(old);
    expect(parsed.interests).toEqual([]);
    expect(ZAvatar.safeParse({ ...old, interests: [''] }).success).toBe(false);
  });

  it('feels different: avatars start with different resting states', () => {
    const t = Date.UTC(2026, 5, 1, 12);
    const happiness = AVATARS.map((a) => createState(a, t).states.TALKATIVENESS.toFixed(2));
    expect(new Set(happiness).size).toBeGreaterThan(6);
  });
});

describe('findAvatar', () => {
  it('finds by id or by name, ignoring case and accents', () => {
    expect(findAvatar('sofia romero')?.id).toBe('sofia-romero');
    expect(findAvatar('Sofía Romero')?.id).toBe('sofia-romero');
    expect(findAvatar('li-wei')?.name).toBe('Li Wei');
    expect(findAvatar('nobody')).toBeUndefined();
  });
});

describe('avatarAgeYears', () => {
  it('counts years since the birth year', () => {
    expect(avatarAgeYears(findAvatar('emma-walker')!, Date.UTC(2026, 0, 1))).toBe(32);
  });
});

describe('avatarDescription', () => {
  it('lists the hobbies in every UI language', () => {
    const yuki = findAvatar('yuki-tanaka')!;
    expect(avatarDescription(yuki, 'en-US')).toBe(
      'Loves drawing manga, tea ceremony, cats, and photography.',
    );
    expect(avatarDescription(yuki, 'ja-JP')).toContain('茶道');
    for (const l of LANGUAGES) expect(avatarDescription(yuki, l).length).toBeGreaterThan(5);
  });
});

describe('avatarDescriptions', () => {
  it('gives the description in all 8 UI languages, Arabic by gender', () => {
    const d = avatarDescriptions(findAvatar('layla-al-harbi')!);
    expect(Object.keys(d)).toEqual([...LANGUAGES]);
    expect(d['ar-SA'].startsWith('هواياتها')).toBe(true);
    expect(avatarDescriptions(findAvatar('omar-haddad')!)['ar-SA'].startsWith('هواياته:')).toBe(true);
  });
});

describe('avatarCard', () => {
  it('shows localized profession, "country - zipCode" and age', () => {
    const card = avatarCard(findAvatar('lukas-hoffmann')!, 'de-DE', Date.UTC(2026, 5, 1));
    expect(card.profession).toBe('Maschinenbauingenieur');
    expect(card.region).toBe('Deutschland - 10115');
    expect(card.ageYears).toBe(37);
  });
});
