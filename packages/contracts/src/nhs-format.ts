/**
 * Text format of `GET /getNHSMetaData` (docs/neuro-hormonal-model.md § Text format): written by
 * the server (`@avatara/companion` formatNhsMetaData), read by the web overlay.
 * Dependency-free.
 *
 * One `KEY:VALUE` pair per line, `\n` line ends, VALUE with exactly 2 decimals and a `.`:
 *
 * ```text
 * HAPPINESS:6.20          ← the user as estimated in the chat with this avatar (no prefix)
 * …                         states first (UPPER_SNAKE_CASE), then hormones (lowerCamelCase)
 * cortisol:11.84
 *                         ← one empty line between the two entries
 * avatar.Emma Walker.HAPPINESS:7.35   ← the avatar's own state: `avatar.` + name + `.` + key
 * avatar.Emma Walker.cortisol:12.90
 * ```
 *
 * An entry with no data is left out; an empty text means "No data available".
 */

/** States (0–10) and hormones (in their units) of one person, in display order. */
export interface NhsEntry {
  states: Record<string, number>;
  hormones: Record<string, number>;
}

/** The avatar's own entry together with its name. */
export interface NamedNhsEntry extends NhsEntry {
  name: string;
}

/** What the text carries: the user's estimated entry and the avatar's own entry. */
export interface NhsMetaData {
  /** The user as estimated in the chat with this avatar; null when absent. */
  user: NhsEntry | null;
  /** The avatar's own state (`avatar.<name>.` keys); null when absent. */
  avatar: NamedNhsEntry | null;
}

/** Prefix of the avatar's own keys. */
export const NHS_AVATAR_PREFIX = 'avatar.';

const STATE_KEY = /^[A-Z][A-Z0-9_]*$/;

/** True for a state key (UPPER_SNAKE_CASE); hormone keys are lowerCamelCase. */
export function isStateKey(key: string): boolean {
  return STATE_KEY.test(key);
}

/** Avatar names may not contain `:` or line breaks; they become spaces. */
export function sanitizeAvatarName(name: string): string {
  return name.replace(/[:\r\n]/g, ' ').trim();
}

function lines(entry: NhsEntry, prefix: string, out: string[]): void {
  for (const [k, v] of Object.entries(entry.states)) out.push(`${prefix}${k}:${v.toFixed(2)}`);
  for (const [k, v] of Object.entries(entry.hormones)) out.push(`${prefix}${k}:${v.toFixed(2)}`);
}

/**
 * Formats the NHS text. Key order follows the objects' insertion order.
 * @example formatNhsText({ user: null, avatar: { name: 'Emma', states: { HAPPINESS: 7 }, hormones: {} } })
 * // 'avatar.Emma.HAPPINESS:7.00'
 */
export function formatNhsText(data: NhsMetaData): string {
  const blocks: string[] = [];
  if (data.user) {
    const out: string[] = [];
    lines(data.user, '', out);
    if (out.length) blocks.push(out.join('\n'));
  }
  if (data.avatar) {
    const out: string[] = [];
    lines(data.avatar, `${NHS_AVATAR_PREFIX}${sanitizeAvatarName(data.avatar.name)}.`, out);
    if (out.length) blocks.push(out.join('\n'));
  }
  return blocks.join('\n\n');
}

/**
 * Parses the NHS text. Tolerant: ignores empty lines, `#` comments, `\r`, spaces around keys and
 * values, and lines without a finite number. The first avatar name seen wins.
 */
export function parseNhsText(text: string): NhsMetaData {
  let user: NhsEntry | null = null;
  let avatar: NamedNhsEntry | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.lastIndexOf(':');
    if (colon <= 0) continue;
    const value = Number(line.slice(colon + 1).trim());
    if (line.slice(colon + 1).trim() === '' || !Number.isFinite(value)) continue;
    let key = line.slice(0, colon).trim();
    let entry: NhsEntry;
    if (key.startsWith(NHS_AVATAR_PREFIX)) {
      const rest = key.slice(NHS_AVATAR_PREFIX.length);
      const dot = rest.lastIndexOf('.');
      if (dot <= 0) continue;
      const name = rest.slice(0, dot);
      key = rest.slice(dot + 1);
      avatar ??= { name, states: {}, hormones: {} };
      if (avatar.name !== name) continue;
      entry = avatar;
    } else {
      entry = user ??= { states: {}, hormones: {} };
    }
    if (key === '') continue;
    (isStateKey(key) ? entry.states : entry.hormones)[key] = value;
  }
  return { user, avatar };
}

/** True when the parsed text holds no value at all (show "No data available"). */
export function isNhsEmpty(data: NhsMetaData): boolean {
  const count = (e: NhsEntry | null): number =>
    e ? Object.keys(e.states).length + Object.keys(e.hormones).length : 0;
  return count(data.user) + count(data.avatar) === 0;
}
