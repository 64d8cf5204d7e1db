import { describe, expect, it } from 'vitest';
import { AVATARS } from '../avatars/index.js';
import { LANGUAGES } from '../languages.js';
import { avatarNames } from './names.js';
import { cityIn } from './places.js';
import { ageAt, professionPhrase, profileSlots } from './profile.js';

const byId = (id: string) => AVATARS.find((a) => a.id === id)!;

describe('professionPhrase', () => {
  it('gives English an article and keeps proper nouns', () => {
    expect(professionPhrase(byId('emma-walker'), 'en-US')).toBe('a journalist');
    expect(professionPhrase(byId('marco-bianchi'), 'en-US')).toBe('an architect');
    expect(professionPhrase(byId('omar-haddad'), 'en-US')).toBe('an Egyptologist and tour guide');
    expect(professionPhrase(byId('arjun-mehta'), 'en-US')).toBe('a data scientist and yoga teacher');
  });
  it('lower-cases Romance professions and keeps German nouns', () => {
    expect(professionPhrase(byId('claire-dubois'), 'fr-FR')).toBe('cheffe pâtissière');
    expect(professionPhrase(byId('omar-haddad'), 'fr-FR')).toBe('égyptologue et guide touristique');
    expect(professionPhrase(byId('lukas-hoffmann'), 'de-DE')).toBe('Maschinenbauingenieur');
  });
});

describe('ageAt', () => {
  it('counts whole years, before and after the birthday', () => {
    expect(ageAt('1994-03-14', Date.UTC(2026, 2, 13))).toBe(31);
    expect(ageAt('1994-03-14', Date.UTC(2026, 2, 14))).toBe(32);
  });
  it('gives 0 for an invalid date', () => {
    expect(ageAt('nope', Date.UTC(2026, 0, 1))).toBe(0);
  });
});

describe('cityIn', () => {
  it('localises the cities and their prepositions', () => {
    expect(cityIn('Cairo', 'fr-FR')).toEqual({ name: 'Le Caire', locative: 'au Caire' });
    expect(cityIn('Cairo', 'it-IT').locative).toBe('al Cairo');
    expect(cityIn('Sevilla', 'en-US').name).toBe('Seville');
    expect(cityIn('New York', 'zh-CN').locative).toBe('在纽约');
  });
  it('keeps unknown cities with the usual preposition', () => {
    expect(cityIn('Graz', 'de-DE')).toEqual({ name: 'Graz', locative: 'in Graz' });
  });
  it('knows every avatar city in every language', () => {
    for (const a of AVATARS)
      for (const l of LANGUAGES) expect(cityIn(a.city, l).name.length).toBeGreaterThan(0);
  });
});

describe('avatarNames', () => {
  it('writes names in the script of Chinese, Japanese and Arabic', () => {
    expect(avatarNames(byId('layla-al-harbi'), 'ar-SA')).toEqual({ full: 'ليلى الحربي', short: 'ليلى' });
    expect(avatarNames(byId('yuki-tanaka'), 'ja-JP').full).toBe('田中ゆき');
    expect(avatarNames(byId('li-wei'), 'en-US')).toEqual({ full: 'Li Wei', short: 'Li Wei' });
    expect(avatarNames(byId('emma-walker'), 'de-DE')).toEqual({ full: 'Emma Walker', short: 'Emma' });
  });
});

describe('profileSlots', () => {
  it('fills every persona slot for every avatar and language', () => {
    for (const a of AVATARS) {
      for (const l of LANGUAGES) {
        const slots = profileSlots(a, l, Date.UTC(2026, 2, 10), () => 0);
        for (const [k, v] of Object.entries(slots)) expect(v, `${a.id} ${l} ${k}`).toMatch(/\S/);
      }
    }
  });
});
