/**
 * Prompt → composition. Pure and deterministic: the same prompt always gives the same scene; the
 * seed is a hash of the normalised prompt, never Math.random.
 */
import type { LanguageCode } from '@avatara/companion';
import { matchPrompt, type Hit, type Meaning } from './match';
import { hashText } from './random';
import type { ColorName, ObjectKind, Scene, SceneObject, Setting, TimeOfDay } from './vocabulary';

/** Most kinds of objects drawn in one picture (the first named win). */
export const MAX_OBJECT_KINDS = 8;
/** Most instances of one kind. */
export const MAX_COUNT = 12;

/** How many are drawn for a plural without a count word ("cats", "Bäume"). */
const PLURAL_DEFAULT: Partial<Record<ObjectKind, number>> = {
  tree: 3,
  flower: 7,
  star: 8,
  bird: 3,
  fish: 4,
  butterfly: 3,
  cloud: 3,
  mountain: 3,
  balloon: 3,
  heart: 3,
  book: 3,
  palm: 3,
};

/** Languages whose adjectives follow the noun ("une voiture rouge"). */
const COLOR_AFTER: ReadonlySet<LanguageCode> = new Set(['fr-FR', 'es-ES', 'it-IT', 'ar-SA']);

/** Settings objects suggest when the prompt names none, strongest first. */
const IMPLIED_SETTING: readonly (readonly [ObjectKind, Setting])[] = [
  ['fish', 'underwater'],
  ['rocket', 'space'],
  ['mountain', 'mountains'],
  ['boat', 'beach'],
  ['lighthouse', 'beach'],
  ['palm', 'beach'],
  ['umbrella', 'beach'],
  ['bridge', 'lake'],
  ['car', 'city'],
  ['bicycle', 'city'],
  ['piano', 'room'],
  ['book', 'room'],
  ['cup', 'room'],
  ['cake', 'room'],
  ['guitar', 'room'],
  ['flower', 'garden'],
  ['butterfly', 'garden'],
  ['castle', 'meadow'],
  ['horse', 'meadow'],
  ['house', 'meadow'],
  ['rabbit', 'meadow'],
  ['tree', 'meadow'],
];

interface Mention {
  kind: ObjectKind;
  hit: Hit;
  count?: number;
  color?: ColorName;
  accent?: ColorName;
}

type Noun = { hit: Hit; meaning: Meaning };

/** Units between two hits (0 when adjacent). */
function gap(a: Hit, b: Hit): number {
  return a.start >= b.end ? a.start - b.end : b.start - a.end;
}

function windowFor(hit: Hit): number {
  return hit.lang === 'zh-CN' || hit.lang === 'ja-JP' ? 4 : 3;
}

/** Picks one sense of a hit: a colour word is a colour only when it can qualify an object beside it. */
function resolve(hit: Hit, index: number, hits: readonly Hit[]): Meaning {
  const senses = hit.meanings;
  if (senses.length === 1) return senses[0]!;
  const color = senses.find((m) => m.cat === 'color');
  if (color) {
    const after = COLOR_AFTER.has(hit.lang);
    const neighbour = hits[after ? index - 1 : index + 1];
    if (neighbour && gap(neighbour, hit) <= 1 && neighbour.meanings.some((m) => m.cat === 'object'))
      return color;
  }
  const order = ['object', 'setting', 'time', 'weather', 'color', 'mood', 'number', 'negation'];
  return [...senses].sort((a, b) => order.indexOf(a.cat) - order.indexOf(b.cat))[0]!;
}

/** Nearest noun to `from` in one direction within `max` units, stopping at the first noun. */
function nearestNoun(nouns: readonly Noun[], from: Hit, forward: boolean, max: number): Noun | undefined {
  const candidates = nouns.filter((n) => (forward ? n.hit.start >= from.end : n.hit.end <= from.start));
  const nearest = forward ? candidates[0] : candidates[candidates.length - 1];
  return nearest && gap(nearest.hit, from) <= max ? nearest : undefined;
}

/**
 * Reads a prompt in any of the 8 UI languages into a scene: setting, time and weather, the objects
 * with their counts and colours, the palette and the moods. `language` (the chat's) reads a request
 * around the prompt ("Zeichne mir bitte …"); without it the prompt's own is guessed. Unknown words
 * are ignored; a prompt with nothing recognisable gives an abstract landscape seeded from the prompt.
 * @example sceneFromPrompt('a red cat on a beach at sunset') // { setting: 'beach', time: 'sunset', objects: [{ kind: 'cat', count: 1, color: 'red' }], … }
 */
export function sceneFromPrompt(prompt: string, lang?: LanguageCode): Scene {
  const { normalized, hits, language } = matchPrompt(prompt, lang);
  const senses = hits.map((h, i) => resolve(h, i, hits));
  const isNoun = (m: Meaning): boolean =>
    m.cat === 'object' || m.cat === 'setting' || m.cat === 'time' || m.cat === 'weather';
  let nouns: Noun[] = hits.flatMap((hit, i) => (isNoun(senses[i]!) ? [{ hit, meaning: senses[i]! }] : []));

  // Negations remove the next thing named (the previous one in Japanese).
  const removed = new Set<Hit>();
  hits.forEach((hit, i) => {
    if (senses[i]!.cat !== 'negation') return;
    const target = nearestNoun(nouns, hit, hit.lang !== 'ja-JP', 2);
    if (target) removed.add(target.hit);
  });
  nouns = nouns.filter((n) => !removed.has(n.hit));

  const mentions = new Map<Hit, Mention>();
  for (const n of nouns)
    if (n.meaning.cat === 'object') mentions.set(n.hit, { kind: n.meaning.key, hit: n.hit });

  // Count words qualify the next object ("two cats", "三只猫"), else the one just before ("猫が二匹").
  const extra: Mention[] = [];
  hits.forEach((hit, i) => {
    const sense = senses[i]!;
    if (sense.cat !== 'number') return;
    let next = nearestNoun(nouns, hit, true, windowFor(hit));
    // A closer count word owns the next noun: "猫が二匹と三本の木".
    if (
      next &&
      hits.some((h, j) => senses[j]!.cat === 'number' && h.start >= hit.end && h.end <= next!.hit.start)
    )
      next = undefined;
    const prev = nearestNoun(nouns, hit, false, 1);
    const target = [next, prev].map((n) => n && mentions.get(n.hit)).find((m) => m && m.count === undefined);
    if (target) target.count = sense.value;
    else if (sense.person && !(next && mentions.has(next.hit)))
      extra.push({ kind: 'person', hit, count: sense.value });
  });

  // Colours qualify the object they stand beside, else they tint the palette.
  const palette: ColorName[] = [];
  hits.forEach((hit, i) => {
    const sense = senses[i]!;
    if (sense.cat !== 'color') return;
    const after = COLOR_AFTER.has(hit.lang);
    const near = nearestNoun(nouns, hit, !after, windowFor(hit) - 1);
    const other = nearestNoun(nouns, hit, after, 0);
    const target = [near, other].map((n) => n && mentions.get(n.hit)).find((m) => m !== undefined);
    // "a house with a red roof": no noun follows, so the colour goes to a part of the house before.
    const before = !target && !near ? nearestNoun(nouns, hit, false, 3) : undefined;
    const owner = before && mentions.get(before.hit);
    if (target && !target.color) target.color = sense.key;
    else if (target && !target.accent && target.color !== sense.key) target.accent = sense.key;
    else if (owner && !owner.accent) owner.accent = sense.key;
    else if (!target && !palette.includes(sense.key)) palette.push(sense.key);
  });

  const objects = aggregate(
    mergeNear([...mentions.values(), ...extra].sort((a, b) => a.hit.start - b.hit.start)),
  );
  const first = <K extends Meaning['cat']>(cat: K): Extract<Meaning, { cat: K }> | undefined =>
    nouns.find((n) => n.meaning.cat === cat)?.meaning as Extract<Meaning, { cat: K }> | undefined;
  const weather = unique(nouns.flatMap((n) => (n.meaning.cat === 'weather' ? [n.meaning.key] : [])));
  const moods = unique(
    hits.flatMap((h, i) => {
      const s = senses[i]!;
      return s.cat === 'mood' ? [s.key] : [];
    }),
  );
  const seed = hashText(normalized);
  const kinds = new Set(objects.map((o) => o.kind));

  let setting: Setting | 'abstract';
  let settingSource: Scene['settingSource'];
  const named = first('setting');
  if (named) [setting, settingSource] = [named.key, 'prompt'];
  else {
    const implied = weather.includes('snow') ? 'snow' : impliedSetting(objects);
    if (implied) [setting, settingSource] = [implied, 'implied'];
    else if (objects.length > 0) [setting, settingSource] = ['meadow', 'default'];
    else [setting, settingSource] = ['abstract', 'none'];
  }

  let time: TimeOfDay = first('time')?.key ?? 'day';
  if (!first('time')) {
    if (setting === 'space' || kinds.has('moon') || (kinds.has('star') && !kinds.has('sun'))) time = 'night';
    else if (setting === 'abstract') time = (['sunrise', 'day', 'sunset', 'night'] as const)[seed % 4]!;
  }
  return { setting, settingSource, time, weather, objects, palette, moods, language, seed };
}

function impliedSetting(objects: readonly SceneObject[]): Setting | undefined {
  const has = (kind: ObjectKind): boolean => objects.some((o) => o.kind === kind);
  if (objects.some((o) => o.kind === 'tree' && o.count >= 3) && !has('mountain')) return 'forest';
  // A rocket among planes, balloons or birds flies in our sky, not in space.
  const earthly = has('airplane') || has('balloon') || has('bird') || has('sun') || has('cloud');
  return IMPLIED_SETTING.find(([kind, setting]) => has(kind) && !(setting === 'space' && earthly))?.[1];
}

/** "a cup of coffee", "une tasse de thé": two words for one thing, side by side, count once. */
function mergeNear(mentions: readonly Mention[]): Mention[] {
  const out: Mention[] = [];
  for (const m of mentions) {
    const prev = out[out.length - 1];
    if (prev && prev.kind === m.kind && gap(prev.hit, m.hit) <= 2 && m.count === undefined && !m.hit.plural) {
      prev.color ??= m.color;
      continue;
    }
    out.push(m);
  }
  return out;
}

function aggregate(mentions: readonly Mention[]): SceneObject[] {
  const byKind = new Map<ObjectKind, { count: number; color?: ColorName; accent?: ColorName }>();
  for (const m of mentions) {
    // "un village", "une famille": the article does not make a collective singular.
    const plural = m.hit.plural ? (PLURAL_DEFAULT[m.kind] ?? 2) : 1;
    const count = m.hit.dual
      ? 2
      : m.count === undefined || (m.count === 1 && m.hit.plural)
        ? plural
        : m.count;
    const have = byKind.get(m.kind);
    if (!have) {
      if (byKind.size >= MAX_OBJECT_KINDS) continue;
      byKind.set(m.kind, {
        count,
        ...(m.color ? { color: m.color } : {}),
        ...(m.accent ? { accent: m.accent } : {}),
      });
    } else {
      have.count += count;
      have.color ??= m.color;
      have.accent ??= m.accent;
    }
  }
  return [...byKind].map(([kind, o]) => ({
    kind,
    count: Math.max(1, Math.min(MAX_COUNT, o.count)),
    ...(o.color ? { color: o.color } : {}),
    ...(o.accent && o.accent !== o.color ? { accent: o.accent } : {}),
  }));
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

export type { Scene, SceneObject } from './vocabulary';
