import type { TCrisisServiceLink } from '@avatara/contracts/safety';

/** A piece of a notice's text: plain, or a link (`tel:`, `sms:` or a website). */
export interface TextSegment {
  text: string;
  href?: string;
}

interface Match {
  start: number;
  end: number;
  href: string;
}

/** A phone number as written: 3 or more digits, maybe with spaces or dashes between (not `24/7`, not `10:00`). */
const PHONE = /(?<![\p{L}\p{N}/:.,])\+?\d(?:[ \u00a0-]?\d){2,}(?![\p{N}/:])/gu;
/** A bare website (`findahelpline.com`, `https://988lifeline.org/help`). */
const WEBSITE = /(?<![\p{L}\p{N}@.])(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,24}(?:\/[^\s)（）]*)?/giu;

const telOf = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
const isNumber = (value: string) => /\d/.test(value) && /^[\d\s+()./-]+$/.test(value);

/** `https://www.example.org/path/` → `example.org/path`: how the referral's text writes a website. */
export const bareUrl = (url: string): string =>
  url
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');

const hrefOf = (site: string) => (/^https?:\/\//i.test(site) ? site : `https://${site}`);

/** Every place `needle` stands in `text` as a whole (no digit or letter glued to it). */
function occurrences(text: string, needle: string, href: string): Match[] {
  const found: Match[] = [];
  if (needle === '') return found;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + needle.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{N}]/u.test(after))
      found.push({ start: at, end: at + needle.length, href });
  }
  return found;
}

/** The numbers and websites the services name, as links (calls before texts: a number that is both is called). */
function serviceMatches(text: string, services: readonly TCrisisServiceLink[]): Match[] {
  const found: Match[] = [];
  for (const s of services) {
    for (const number of (s.phone ?? '').split('/').map((n) => n.trim()))
      if (isNumber(number)) found.push(...occurrences(text, number, telOf(number)));
  }
  for (const s of services) {
    const sms = s.text?.trim() ?? '';
    if (isNumber(sms)) found.push(...occurrences(text, sms, `sms:${sms.replace(/[^\d+]/g, '')}`));
    if (s.url) found.push(...occurrences(text, bareUrl(s.url), s.url));
  }
  return found;
}

function patternMatches(text: string, pattern: RegExp, href: (m: string) => string): Match[] {
  return [...text.matchAll(pattern)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    href: href(m[0]),
  }));
}

/**
 * The crisis referral's text with its phone numbers as `tel:` links and its websites as links.
 * The services of a streamed referral say exactly which numbers to call or text (and which digits
 * belong to a name); a stored one (the history, no services) is read by pattern. The text itself
 * is kept as it is.
 */
export function linkifyNotice(text: string, services: readonly TCrisisServiceLink[] = []): TextSegment[] {
  const candidates = [
    ...serviceMatches(text, services),
    ...patternMatches(text, WEBSITE, hrefOf),
    ...patternMatches(text, PHONE, telOf),
  ];
  // A number inside a service's name ("988 Suicide & Crisis Lifeline") is part of the name.
  const names = services.flatMap((s) => (isNumber(s.name) ? [] : occurrences(text, s.name, '')));
  const overlaps = (m: Match) => (c: Match) => m.start < c.end && c.start < m.end;
  const chosen: Match[] = [];
  for (const m of candidates) if (!names.some(overlaps(m)) && !chosen.some(overlaps(m))) chosen.push(m);
  chosen.sort((a, b) => a.start - b.start);
  const segments: TextSegment[] = [];
  let at = 0;
  for (const m of chosen) {
    if (m.start > at) segments.push({ text: text.slice(at, m.start) });
    segments.push({ text: text.slice(m.start, m.end), href: m.href });
    at = m.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at) });
  return segments;
}

/** The services whose website the text does not show (it names a website only when there is no number). */
export function servicesWithHiddenSite(
  text: string,
  services: readonly TCrisisServiceLink[] = [],
): (TCrisisServiceLink & { url: string })[] {
  return services.filter(
    (s): s is TCrisisServiceLink & { url: string } => !!s.url && !text.includes(bareUrl(s.url)),
  );
}
