/**
 * Country → IANA time zone of the avatars' homes (for countries with several zones, the zone
 * of the largest city). The avatar's daily rhythm runs in this zone.
 */
export const COUNTRY_TIME_ZONES: Readonly<Record<string, string>> = {
  US: 'America/New_York',
  DE: 'Europe/Berlin',
  FR: 'Europe/Paris',
  ES: 'Europe/Madrid',
  IT: 'Europe/Rome',
  MX: 'America/Mexico_City',
  CN: 'Asia/Shanghai',
  JP: 'Asia/Tokyo',
  SA: 'Asia/Riyadh',
  EG: 'Africa/Cairo',
  NG: 'Africa/Lagos',
  IN: 'Asia/Kolkata',
  CH: 'Europe/Zurich',
  AT: 'Europe/Vienna',
  GB: 'Europe/London',
  CA: 'America/Toronto',
  BR: 'America/Sao_Paulo',
  AE: 'Asia/Dubai',
  KR: 'Asia/Seoul',
  AU: 'Australia/Sydney',
};

/** IANA time zone for an ISO 3166-1 alpha-2 country code; unknown codes give `UTC`. */
export function timeZoneForCountry(code: string): string {
  return COUNTRY_TIME_ZONES[code.toUpperCase()] ?? 'UTC';
}
