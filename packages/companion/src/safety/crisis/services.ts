/**
 * Crisis services: suicide-prevention and crisis lines per country, the local emergency number,
 * and an international directory as the last resort. Every row names the page it was taken from
 * (`source`); operators can add or override rows (`parseCrisisServices`, `crisisServicesFor`).
 */
import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from '../../languages.js';

/** One service a person in crisis can reach. */
export interface CrisisService {
  /** ISO 3166-1 alpha-2 country code; `ZZ` (unknown region) for the international directories. */
  readonly country: string;
  readonly name: string;
  /** Number(s) to call as dialled in the country; several are separated by " / ". */
  readonly phone?: string;
  /** SMS or chat: a number to text, or "chat" with the URL. */
  readonly text?: string;
  readonly url?: string;
  /** Opening hours, e.g. "24/7" or "10:00–22:00" (local time). */
  readonly hours?: string;
  /** UI languages the service answers in. */
  readonly languages: readonly LanguageCode[];
  /** URL of the official page the row was taken from. */
  readonly source: string;
  /** True for the local emergency number (ambulance / police). */
  readonly emergency?: boolean;
}

/** The international fallback country code (CLDR "unknown region"). */
export const INTERNATIONAL = 'ZZ';

const ALL = LANGUAGES;
const EU_112 = 'https://digital-strategy.ec.europa.eu/en/policies/112';

/** The built-in table. Only numbers with an official source are listed. */
export const CRISIS_SERVICES: readonly CrisisService[] = [
  // United States
  {
    country: 'US',
    name: '988 Suicide & Crisis Lifeline',
    phone: '988',
    text: '988',
    url: 'https://988lifeline.org',
    hours: '24/7',
    languages: ['en-US', 'es-ES'],
    source: 'https://988lifeline.org/',
  },
  {
    country: 'US',
    name: '911',
    phone: '911',
    emergency: true,
    languages: ALL,
    source: 'https://www.911.gov/',
  },
  // Canada
  {
    country: 'CA',
    name: '9-8-8 Suicide Crisis Helpline',
    phone: '988',
    text: '988',
    url: 'https://988.ca',
    hours: '24/7',
    languages: ['en-US', 'fr-FR'],
    source: 'https://988.ca/',
  },
  { country: 'CA', name: '911', phone: '911', emergency: true, languages: ALL, source: 'https://988.ca/' },
  // United Kingdom
  {
    country: 'GB',
    name: 'Samaritans',
    phone: '116 123',
    url: 'https://www.samaritans.org',
    hours: '24/7',
    languages: ['en-US'],
    source: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
  },
  {
    country: 'GB',
    name: 'Shout',
    text: 'SHOUT to 85258',
    url: 'https://giveusashout.org',
    hours: '24/7',
    languages: ['en-US'],
    source: 'https://giveusashout.org/',
  },
  {
    country: 'GB',
    name: '999',
    phone: '999',
    emergency: true,
    languages: ALL,
    source: 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/',
  },
  // Ireland
  {
    country: 'IE',
    name: 'Samaritans Ireland',
    phone: '116 123',
    url: 'https://www.samaritans.org/ireland/',
    hours: '24/7',
    languages: ['en-US'],
    source: 'https://www.samaritans.org/ireland/how-we-can-help/contact-samaritan/',
  },
  {
    country: 'IE',
    name: 'Text 50808',
    text: 'HELLO to 50808',
    url: 'https://text50808.ie',
    hours: '24/7',
    languages: ['en-US'],
    source: 'https://text50808.ie/',
  },
  { country: 'IE', name: '112 / 999', phone: '112', emergency: true, languages: ALL, source: EU_112 },
  // Germany
  {
    country: 'DE',
    name: 'TelefonSeelsorge',
    phone: '0800 111 0 111 / 0800 111 0 222 / 116 123',
    url: 'https://www.telefonseelsorge.de',
    hours: '24/7',
    languages: ['de-DE'],
    source: 'https://www.telefonseelsorge.de/',
  },
  { country: 'DE', name: 'Notruf', phone: '112', emergency: true, languages: ALL, source: EU_112 },
  // Austria
  {
    country: 'AT',
    name: 'TelefonSeelsorge Österreich',
    phone: '142',
    url: 'https://www.telefonseelsorge.at',
    hours: '24/7',
    languages: ['de-DE'],
    source: 'https://www.telefonseelsorge.at/',
  },
  { country: 'AT', name: 'Notruf', phone: '112', emergency: true, languages: ALL, source: EU_112 },
  // Switzerland
  {
    country: 'CH',
    name: 'Die Dargebotene Hand / La Main Tendue / Telefono Amico',
    phone: '143',
    url: 'https://www.143.ch',
    hours: '24/7',
    languages: ['de-DE', 'fr-FR', 'it-IT'],
    source: 'https://www.143.ch/',
  },
  {
    country: 'CH',
    name: '144',
    phone: '144',
    emergency: true,
    languages: ALL,
    source: 'https://www.ch.ch/en/road-accident-what-should-i-do',
  },
  // France
  {
    country: 'FR',
    name: 'Numéro national de prévention du suicide',
    phone: '3114',
    url: 'https://3114.fr',
    hours: '24/7',
    languages: ['fr-FR'],
    source: 'https://3114.fr/',
  },
  {
    country: 'FR',
    name: 'SOS Amitié',
    phone: '09 72 39 40 50',
    url: 'https://www.sos-amitie.com',
    hours: '24/7',
    languages: ['fr-FR'],
    source: 'https://www.sos-amitie.com/',
  },
  { country: 'FR', name: '112', phone: '112', emergency: true, languages: ALL, source: EU_112 },
  // Belgium
  {
    country: 'BE',
    name: 'Centre de Prévention du Suicide',
    phone: '0800 32 123',
    url: 'https://www.preventionsuicide.be',
    hours: '24/7',
    languages: ['fr-FR'],
    source: 'https://www.preventionsuicide.be/',
  },
  {
    country: 'BE',
    name: 'Zelfmoordlijn 1813',
    phone: '1813',
    url: 'https://www.zelfmoord1813.be',
    hours: '24/7',
    languages: [],
    source: 'https://www.zelfmoord1813.be/',
  },
  { country: 'BE', name: '112', phone: '112', emergency: true, languages: ALL, source: EU_112 },
  // Spain
  {
    country: 'ES',
    name: 'Línea 024 de atención a la conducta suicida',
    phone: '024',
    url: 'https://www.sanidad.gob.es/linea024/',
    hours: '24/7',
    languages: ['es-ES'],
    source: 'https://www.sanidad.gob.es/linea024/home.htm',
  },
  {
    country: 'ES',
    name: 'Teléfono de la Esperanza',
    phone: '717 003 717',
    url: 'https://telefonodelaesperanza.org',
    hours: '24/7',
    languages: ['es-ES'],
    source: 'https://telefonodelaesperanza.org/',
  },
  { country: 'ES', name: '112', phone: '112', emergency: true, languages: ALL, source: EU_112 },
  // Italy
  {
    country: 'IT',
    name: 'Telefono Amico Italia',
    phone: '02 2327 2327',
    url: 'https://www.telefonoamico.it',
    hours: '10:00–24:00',
    languages: ['it-IT'],
    source: 'https://www.telefonoamico.it/',
  },
  {
    country: 'IT',
    name: 'Samaritans Onlus',
    phone: '06 77208977',
    url: 'https://www.samaritansonlus.org',
    hours: '13:00–22:00',
    languages: ['it-IT'],
    source: 'https://www.samaritansonlus.org/',
  },
  { country: 'IT', name: '112', phone: '112', emergency: true, languages: ALL, source: EU_112 },
  // China
  {
    country: 'CN',
    name: '全国心理援助热线',
    phone: '12356',
    languages: ['zh-CN'],
    source: 'https://www.nhc.gov.cn/',
  },
  {
    country: 'CN',
    name: '北京心理危机研究与干预中心',
    phone: '010-82951332',
    hours: '24/7',
    languages: ['zh-CN'],
    source: 'https://www.bhlgh.com/',
  },
  {
    country: 'CN',
    name: '120',
    phone: '120',
    emergency: true,
    languages: ALL,
    source: 'https://www.nhc.gov.cn/',
  },
  // Japan
  {
    country: 'JP',
    name: 'よりそいホットライン',
    phone: '0120-279-338',
    hours: '24/7',
    languages: ['ja-JP'],
    source: 'https://www.mhlw.go.jp/mamorouyokokoro/',
  },
  {
    country: 'JP',
    name: 'いのちの電話',
    phone: '0570-783-556',
    hours: '10:00–22:00',
    languages: ['ja-JP'],
    source: 'https://www.mhlw.go.jp/mamorouyokokoro/',
  },
  {
    country: 'JP',
    name: '119',
    phone: '119',
    emergency: true,
    languages: ALL,
    source: 'https://www.fdma.go.jp/',
  },
  // Saudi Arabia
  {
    country: 'SA',
    name: 'المركز الوطني لتعزيز الصحة النفسية',
    phone: '920033360',
    languages: ['ar-SA'],
    source: 'https://ncmh.org.sa/',
  },
  {
    country: 'SA',
    name: 'وزارة الصحة',
    phone: '937',
    hours: '24/7',
    languages: ['ar-SA'],
    source: 'https://www.moh.gov.sa/',
  },
  {
    country: 'SA',
    name: '997',
    phone: '997',
    emergency: true,
    languages: ALL,
    source: 'https://www.srca.org.sa/',
  },
  // United Arab Emirates (emergency number only: no helpline with an official page we could check)
  { country: 'AE', name: '998', phone: '998', emergency: true, languages: ALL, source: 'https://u.ae/' },
  // Egypt
  {
    country: 'EG',
    name: 'الأمانة العامة للصحة النفسية وعلاج الإدمان',
    phone: '08008880700 / 0220816831',
    hours: '24/7',
    languages: ['ar-SA'],
    source: 'https://elmogaz.com/721088',
  },
  {
    country: 'EG',
    name: '123',
    phone: '123',
    emergency: true,
    languages: ALL,
    source: 'https://www.mohp.gov.eg/',
  },
  // Australia
  {
    country: 'AU',
    name: 'Lifeline',
    phone: '13 11 14',
    text: '0477 13 11 14',
    url: 'https://www.lifeline.org.au',
    hours: '24/7',
    languages: ['en-US'],
    source: 'https://www.lifeline.org.au/',
  },
  {
    country: 'AU',
    name: '000',
    phone: '000',
    emergency: true,
    languages: ALL,
    source: 'https://www.triplezero.gov.au/',
  },
  // International directories
  {
    country: INTERNATIONAL,
    name: 'Find A Helpline',
    url: 'https://findahelpline.com',
    languages: ALL,
    source: 'https://findahelpline.com/',
  },
  {
    country: INTERNATIONAL,
    name: 'IASP crisis centres',
    url: 'https://www.iasp.info/crisis-centres-helplines/',
    languages: ALL,
    source: 'https://www.iasp.info/crisis-centres-helplines/',
  },
];

/** The country whose services a UI language falls back to when the user's country is unknown. */
export const DEFAULT_COUNTRY: Readonly<Record<LanguageCode, string>> = {
  'en-US': 'US',
  'de-DE': 'DE',
  'fr-FR': 'FR',
  'es-ES': 'ES',
  'it-IT': 'IT',
  'zh-CN': 'CN',
  'ja-JP': 'JP',
  'ar-SA': 'SA',
};

const sameName = (a: CrisisService, b: CrisisService): boolean =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/** `extra` rows first, then the built-in rows of `country` not overridden by a row of the same name. */
function rowsOf(country: string, extra: readonly CrisisService[]): CrisisService[] {
  const own = extra.filter((s) => s.country.toUpperCase() === country);
  return [
    ...own,
    ...CRISIS_SERVICES.filter((s) => s.country === country && !own.some((o) => sameName(o, s))),
  ];
}

/**
 * The crisis services to show a user: the helplines of `country` (those answering in `lang`
 * first), then its emergency number, always ending with the international directories.
 * Operator rows (`extra`) come first and override built-in rows of the same name and country.
 *
 * Without a country, the UI language's default country is used (en-US → US, de-DE → DE, …). A
 * country that neither the table nor `extra` knows gets only the international directories: a
 * number from another country could not be dialled there.
 *
 * @param country ISO 3166-1 alpha-2 code (any case) or null when unknown
 * @param lang the UI language
 * @param extra operator-supplied rows (see `parseCrisisServices`)
 * @example crisisServicesFor('GB', 'en-US').map((s) => s.name)
 *   // → ['Samaritans', 'Shout', '999', 'Find A Helpline', 'IASP crisis centres']
 */
export function crisisServicesFor(
  country: string | null,
  lang: LanguageCode,
  extra: readonly CrisisService[] = [],
): CrisisService[] {
  const code = (country ?? '').trim().toUpperCase() || DEFAULT_COUNTRY[lang];
  const local = code === INTERNATIONAL ? [] : rowsOf(code, extra);
  const speaks = (s: CrisisService): number => (s.languages.includes(lang) ? 0 : 1);
  const helplines = local.filter((s) => !s.emergency).sort((a, b) => speaks(a) - speaks(b));
  const emergency = local.filter((s) => s.emergency);
  return [...helplines, ...emergency, ...rowsOf(INTERNATIONAL, extra)];
}

/** zod schema of one crisis-service row (e.g. from an operator's JSON file). */
export const ZCrisisService = z
  .object({
    country: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code in capitals, e.g. "DE"'),
    name: z.string().trim().min(1),
    phone: z
      .string()
      .regex(/^\+?[0-9][0-9 ()\-/.]*$/, 'digits, spaces, + ( ) - / . only')
      .optional(),
    text: z.string().trim().min(1).optional(),
    url: z.url().optional(),
    hours: z.string().trim().min(1).optional(),
    languages: z.array(z.enum(LANGUAGES)),
    source: z.url(),
    emergency: z.boolean().optional(),
  })
  .refine((s) => s.phone !== undefined || s.text !== undefined || s.url !== undefined, {
    message: 'needs a phone, text or url',
    path: ['phone'],
  });

/**
 * Validates operator-supplied crisis services (parsed JSON). Throws an Error naming the row and
 * field at fault, e.g. `crisis services[2].country: an ISO 3166-1 alpha-2 code …`.
 *
 * @example parseCrisisServices(JSON.parse(fileText)) // → CrisisService[]
 */
export function parseCrisisServices(json: unknown): CrisisService[] {
  if (!Array.isArray(json)) throw new Error('crisis services: expected an array of services');
  return json.map((row: unknown, i) => {
    const r = ZCrisisService.safeParse(row);
    if (r.success) return r.data;
    const issue = r.error.issues[0];
    const field = issue?.path.map(String).join('.') || '(row)';
    throw new Error(`crisis services[${i}].${field}: ${issue?.message ?? 'invalid'}`);
  });
}
