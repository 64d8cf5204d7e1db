import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../languages.js';
import {
  CRISIS_SERVICES,
  DEFAULT_COUNTRY,
  INTERNATIONAL,
  ZCrisisService,
  crisisServicesFor,
  parseCrisisServices,
  type CrisisService,
} from './services.js';

const REQUIRED = [
  'US',
  'CA',
  'GB',
  'IE',
  'DE',
  'AT',
  'CH',
  'FR',
  'BE',
  'ES',
  'IT',
  'CN',
  'JP',
  'SA',
  'AE',
  'EG',
  'AU',
];

describe('crisis services table', () => {
  it('every row is valid and names an https source', () => {
    for (const s of CRISIS_SERVICES) {
      expect(ZCrisisService.safeParse(s).success, s.name).toBe(true);
      expect(s.source, s.name).toMatch(/^https:\/\//);
    }
  });

  it('every country has its emergency number and all but AE a helpline', () => {
    for (const c of REQUIRED) {
      const rows = CRISIS_SERVICES.filter((s) => s.country === c);
      expect(rows.filter((s) => s.emergency && s.phone).length, c).toBeGreaterThanOrEqual(1);
      if (c !== 'AE') expect(rows.filter((s) => !s.emergency).length, c).toBeGreaterThanOrEqual(1);
    }
  });

  it('has the numbers the protocol promises', () => {
    const phone = (c: string, name: RegExp): string | undefined =>
      CRISIS_SERVICES.find((s) => s.country === c && name.test(s.name))?.phone;
    expect(phone('US', /988/)).toBe('988');
    expect(phone('GB', /Samaritans/)).toBe('116 123');
    expect(phone('DE', /TelefonSeelsorge/)).toContain('0800 111 0 111');
    expect(phone('AT', /TelefonSeelsorge/)).toBe('142');
    expect(phone('CH', /Dargebotene/)).toBe('143');
    expect(phone('FR', /prévention du suicide/)).toBe('3114');
    expect(phone('ES', /024/)).toBe('024');
    expect(phone('JP', /よりそい/)).toBe('0120-279-338');
    expect(phone('SA', /الصحة النفسية/)).toBe('920033360');
    expect(phone('AU', /Lifeline/)).toBe('13 11 14');
  });
});

describe('crisisServicesFor', () => {
  it("gives the country's helplines, then its emergency number, then the international directories", () => {
    const rows = crisisServicesFor('gb', 'en-US');
    expect(rows.map((s) => s.name)).toEqual([
      'Samaritans',
      'Shout',
      '999',
      'Find A Helpline',
      'IASP crisis centres',
    ]);
  });

  it("falls back to the UI language's default country without a country", () => {
    for (const lang of LANGUAGES) {
      const rows = crisisServicesFor(null, lang);
      expect(rows[0]?.country, lang).toBe(DEFAULT_COUNTRY[lang]);
      expect(rows.at(-1)?.country, lang).toBe(INTERNATIONAL);
      expect(rows.some((s) => s.emergency)).toBe(true);
    }
  });

  it('gives only the international directories for a country it does not know', () => {
    expect(crisisServicesFor('BR', 'en-US').every((s) => s.country === INTERNATIONAL)).toBe(true);
  });

  it('puts the helplines answering in the UI language first (Switzerland in Italian)', () => {
    const extra: CrisisService[] = [
      {
        country: 'CH',
        name: 'Pro Juventute',
        phone: '147',
        languages: ['de-DE'],
        source: 'https://www.147.ch/',
      },
    ];
    const rows = crisisServicesFor('CH', 'it-IT', extra);
    expect(rows[0]?.phone).toBe('143');
    expect(rows[1]?.phone).toBe('147');
  });

  it('puts operator rows first and lets them override a built-in row of the same name', () => {
    const extra = parseCrisisServices([
      {
        country: 'US',
        name: '988 suicide & crisis lifeline',
        phone: '988',
        hours: 'always',
        languages: ['en-US'],
        source: 'https://example.org/988',
      },
      {
        country: 'US',
        name: 'Campus line',
        phone: '555 0100',
        languages: ['en-US'],
        source: 'https://example.org/',
      },
      { country: 'DE', name: 'Elsewhere', phone: '1', languages: ['de-DE'], source: 'https://example.org/' },
    ]);
    const rows = crisisServicesFor('US', 'en-US', extra);
    expect(rows.map((s) => s.name)).toEqual([
      '988 suicide & crisis lifeline',
      'Campus line',
      '911',
      'Find A Helpline',
      'IASP crisis centres',
    ]);
    expect(rows[0]?.hours).toBe('always');
  });
});

describe('parseCrisisServices', () => {
  const ok = {
    country: 'DE',
    name: 'X',
    phone: '0800 111 0 111',
    languages: ['de-DE'],
    source: 'https://x.de/',
  };

  it('accepts valid rows', () => {
    expect(parseCrisisServices([ok])).toEqual([ok]);
    expect(parseCrisisServices([])).toEqual([]);
  });

  it('throws an Error naming the row and the bad field', () => {
    expect(() => parseCrisisServices({})).toThrow(/expected an array/);
    expect(() => parseCrisisServices([ok, { ...ok, country: 'Germany' }])).toThrow(/\[1\]\.country/);
    expect(() => parseCrisisServices([{ ...ok, source: 'not a url' }])).toThrow(/\[0\]\.source/);
    expect(() => parseCrisisServices([{ ...ok, languages: ['de'] }])).toThrow(/\[0\]\.languages\.0/);
    expect(() => parseCrisisServices([{ ...ok, phone: 'call me' }])).toThrow(/\[0\]\.phone/);
    const { phone: _phone, ...noWay } = ok;
    expect(() => parseCrisisServices([noWay])).toThrow(/\[0\]\.phone: needs a phone, text or url/);
    expect(() => parseCrisisServices([null])).toThrow(/\[0\]/);
  });
});
