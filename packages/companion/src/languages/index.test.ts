import { describe, expect, it } from 'vitest';
import { AVATARS } from '../avatars/index.js';
import { LANGUAGES } from '../languages.js';
import { RELATIONS, SPECIES } from '../memory/nouns.js';
import { SPORTS } from '../news/sports/types.js';
import { NEWS_KEYS } from '../persona/news.js';
import { byLanguage, PACKS, type LanguagePack } from './index.js';

/** Entries a language may leave out: the type marks them optional and the engine has a default. */
const OPTIONAL: ReadonlySet<string> = new Set([
  'phrases.listJoin',
  'cues.notAsking',
  'memory.idioms',
  'memory.activityEnd',
  'memory.activityValue',
]);

/** Tables keyed by the language's own words, or partial by design (checked on their own below). */
const OWN_KEYS: ReadonlySet<string> = new Set([
  'memory.relations',
  'memory.species',
  'frames.second',
  'news.others',
  'topic.demonstratives',
  'sports',
  'names',
]);

const isPlain = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/** Every key path of the nested plain objects of a pack (`cues.askJob`, `phrases.feel.joy`). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (!isPlain(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const path = `${prefix}${k}`;
    if (OWN_KEYS.has(path)) return [path];
    return [path, ...keyPaths(v, `${path}.`)];
  });
}

const PARTS = Object.keys(PACKS['en-US']) as (keyof LanguagePack)[];

describe('PACKS', () => {
  it('has a pack for every UI language, under its own code', () => {
    expect(Object.keys(PACKS).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) expect(PACKS[lang].code).toBe(lang);
  });

  it('gives every pack every part', () => {
    expect(PARTS.length).toBeGreaterThanOrEqual(13);
    for (const lang of LANGUAGES) {
      expect(Object.keys(PACKS[lang]).sort(), lang).toEqual([...PARTS].sort());
      for (const part of PARTS) expect(PACKS[lang][part], `${lang} ${part}`).toBeDefined();
    }
  });

  it('gives every part of every pack the same entries (a cue, frame or phrase list missing in one language fails)', () => {
    const all = new Set(LANGUAGES.flatMap((lang) => keyPaths(PACKS[lang])));
    for (const lang of LANGUAGES) {
      const own = new Set(keyPaths(PACKS[lang]));
      const missing = [...all].filter((p) => !own.has(p) && !OPTIONAL.has(p));
      expect(missing, `${lang} lacks`).toEqual([]);
    }
  });

  it('says every relation, pet species and kind of news in every language', () => {
    for (const lang of LANGUAGES) {
      const { nouns, news } = PACKS[lang];
      expect(Object.keys(nouns.relations).sort(), lang).toEqual([...RELATIONS].sort());
      expect(Object.keys(nouns.species).sort(), lang).toEqual([...SPECIES].sort());
      expect(Object.keys(news.named).sort(), lang).toEqual([...NEWS_KEYS].sort());
      for (const key of Object.keys(news.others)) expect(NEWS_KEYS, `${lang} ${key}`).toContain(key);
    }
  });

  it('knows every avatar: its city, its details and (in a non-Latin script) its name', () => {
    for (const lang of LANGUAGES) {
      const { places, details, names } = PACKS[lang];
      for (const a of AVATARS) {
        expect(places.cities[a.city], `${lang} ${a.city}`).toBeDefined();
        expect(details[a.id], `${lang} ${a.id}`).toBeDefined();
      }
      // A names table is empty (the Latin spelling is kept) or names every avatar.
      if (Object.keys(names).length > 0)
        expect(Object.keys(names).sort(), lang).toEqual(AVATARS.map((a) => a.id).sort());
    }
    for (const lang of ['zh-CN', 'ja-JP', 'ar-SA'] as const)
      expect(Object.keys(PACKS[lang].names).length, lang).toBe(AVATARS.length);
  });

  it('names only known sports, football in every language', () => {
    for (const lang of LANGUAGES) {
      const sports = PACKS[lang].sports;
      for (const s of Object.keys(sports)) expect(SPORTS, `${lang} ${s}`).toContain(s);
      expect(sports.football?.names.length, lang).toBeGreaterThan(0);
    }
  });
});

describe('byLanguage', () => {
  it('is the view of one part of every pack', () => {
    const cues = byLanguage('cues');
    for (const lang of LANGUAGES) expect(cues[lang]).toBe(PACKS[lang].cues);
  });
});
