/**
 * Headlines in the avatar's replies: which of `input.news` it has not mentioned yet, and the
 * title and source as they are quoted (the title stays as published, in whatever language).
 */
import type { NewsItem } from '../news/types.js';
import { bare } from './style.js';
import type { PersonaInput } from './types.js';

/** A title longer than this is cut at a word and ends with "…". */
const MAX_TITLE = 160;
/** How much of a title (letters and digits) identifies it in an earlier reply. */
const KEY_LENGTH = 40;

/** The title as it is quoted: single spaces, without a final full stop, at most 160 characters. */
export function quotedTitle(title: string): string {
  let t = title.replace(/\s+/g, ' ').trim();
  if (!/(?:\.\.|…)$/u.test(t)) t = t.replace(/[.。]$/u, '').trim();
  if ([...t].length <= MAX_TITLE) return t;
  const cut = [...t].slice(0, MAX_TITLE).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_TITLE / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/u, '')}…`;
}

/** The letters and digits that identify a title in an earlier reply (its first 40). */
function titleKey(title: string): string {
  return bare(quotedTitle(title)).slice(0, KEY_LENGTH);
}

/**
 * The items of `input.news` the avatar has not mentioned in any of its replies in `history`,
 * in the given order (best first); items without a title are skipped.
 */
export function freshHeadlines(input: PersonaInput): NewsItem[] {
  const items = Array.isArray(input.news) ? input.news : [];
  const said = (input.history ?? [])
    .filter((t) => t.role === 'avatar' && typeof t.text === 'string')
    .map((t) => bare(t.text));
  const seen = new Set<string>();
  const out: NewsItem[] = [];
  for (const item of items) {
    if (!item || typeof item.title !== 'string') continue;
    const key = titleKey(item.title);
    if (!key || seen.has(key) || said.some((s) => s.includes(key))) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** The source as it is named (single spaces); undefined when empty. */
export function sourceName(item: NewsItem): string | undefined {
  const s = typeof item.source === 'string' ? item.source.replace(/\s+/g, ' ').trim() : '';
  return s || undefined;
}
