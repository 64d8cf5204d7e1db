import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../languages.js';
import { foldNewsText } from '../fold.js';
import { SPORT_LEXICONS, SPORTS, sportsOf, sportWords } from './index.js';

describe('sportsOf', () => {
  it('reads the sport an interest names, in any of the 8 languages, with or without an article', () => {
    const cases: readonly (readonly [string, string[]])[] = [
      ['football', ['football']],
      ['soccer', ['football']],
      ['watching football', ['football']],
      ['Fußball', ['football']],
      ['le football', ['football']],
      ['el fútbol', ['football']],
      ['il calcio', ['football']],
      ['足球', ['football']],
      ['サッカー観戦', ['football']],
      ['كرة القدم', ['football']],
      ['كرة قدم', ['football']],
      ['table tennis', ['tableTennis']],
      ['tennis', ['tennis']],
      ['american football', ['americanFootball']],
      ['卓球', ['tableTennis']],
      ['jazz', []],
      ['', []],
    ];
    for (const [interest, sports] of cases) expect(sportsOf(interest), interest).toEqual(sports);
  });
});

describe('sportWords', () => {
  it('gives the leagues and clubs of all languages for a sport, nothing for other interests', () => {
    const words = sportWords('Fußball');
    for (const w of ['Bundesliga', 'Bayern München', 'Premier League', 'Real Madrid', 'الهلال', '浦和レッズ'])
      expect(words, w).toContain(w);
    expect(sportWords('cooking')).toEqual([]);
  });

  it('keeps its data usable: every language listed, words with letters, no name of one sport in another', () => {
    for (const lang of LANGUAGES) expect(Object.keys(SPORT_LEXICONS[lang]).length, lang).toBeGreaterThan(0);
    const owner = new Map<string, string>();
    for (const lexicon of Object.values(SPORT_LEXICONS))
      for (const sport of SPORTS)
        for (const name of lexicon[sport]?.names ?? []) {
          const key = foldNewsText(name).trim();
          expect(owner.get(key) ?? sport, `${name} names ${owner.get(key)} and ${sport}`).toBe(sport);
          owner.set(key, sport);
        }
    for (const lexicon of Object.values(SPORT_LEXICONS))
      for (const entry of Object.values(lexicon))
        for (const w of entry.words) expect(foldNewsText(w).trim(), w).not.toBe('');
  });
});
