/**
 * The labelled appraisal scenarios of all 8 languages and their scoring: each row is sent to
 * every avatar, by day and at night, through the whole chain (offline appraiser → engine →
 * states → portrait expression), and its expected direction is checked.
 */
import { AVATARS } from '../../../avatars/index.js';
import { portraitExpression } from '../../../chat/expression.js';
import type { LanguageCode } from '../../../languages.js';
import { applyChatMessage } from '../../../nhs/conversation.js';
import { advance, createState } from '../../../nhs/engine.js';
import type { StateLevels, StateName } from '../../../nhs/states.js';
import type { NhsState } from '../../../nhs/types.js';
import { createUserState } from '../../../nhs/user.js';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { ja } from './ja.js';
import type { ScenarioKind, ScenarioRow, ScenarioSet } from './types.js';
import { zh } from './zh.js';

export type { ScenarioKind, ScenarioRow, ScenarioSet } from './types.js';

/** Labelled scenarios by language. */
export const SCENARIOS: Readonly<Record<LanguageCode, ScenarioSet>> = {
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'es-ES': es,
  'it-IT': it,
  'zh-CN': zh,
  'ja-JP': ja,
  'ar-SA': ar,
};

/**
 * The instants a row is tried at: 13:00 UTC (afternoon in Europe, night in Asia and the
 * Americas' early morning) and 01:00 UTC (night in Europe, day in Asia): every avatar is met
 * awake and asleep.
 */
export const SCENARIO_STARTS_MS: readonly number[] = [
  Date.UTC(2026, 2, 10, 13, 0),
  Date.UTC(2026, 2, 11, 1, 0),
];
/** Time between two messages of a scenario. */
export const SCENARIO_GAP_MS = 20_000;
/** A state that moves less than this counts as "not up". */
export const NOT_UP = 0.3;
/** A state that moves at least this much counts as "up". */
export const UP = 0.5;
/** An insult aimed at the avatar must raise ANGER at least this much. */
export const ANGER_UP = 1;

/** What one row did to one avatar at one instant. */
export interface ScenarioRun {
  readonly avatarId: string;
  readonly startMs: number;
  readonly ok: boolean;
  /** Why it failed, or the main figures when it passed. */
  readonly detail: string;
}

/** One row's result over all avatars and instants. */
export interface ScenarioResult {
  readonly kind: ScenarioKind;
  readonly text: string;
  readonly heldOut: boolean;
  readonly ok: boolean;
  readonly failed: readonly ScenarioRun[];
}

/** Share of rows whose direction was right for every avatar at every instant. */
export interface ScenarioScore {
  readonly dev: { readonly size: number; readonly right: number; readonly accuracy: number };
  readonly heldOut: { readonly size: number; readonly right: number; readonly accuracy: number };
  readonly all: { readonly size: number; readonly right: number; readonly accuracy: number };
  readonly results: readonly ScenarioResult[];
}

type Pair = { avatarState: NhsState; userState: NhsState };

/** Where and how a row is tried: the instants (default `SCENARIO_STARTS_MS`) and the RNG seed (default 7). */
export interface ScenarioOptions {
  readonly startsMs?: readonly number[];
  readonly seed?: number;
}

const rested = new Map<string, Pair>();
function restedPair(avatarIndex: number, startMs: number, seed: number): Pair {
  const key = `${avatarIndex}:${startMs}:${seed}`;
  let p = rested.get(key);
  if (!p) {
    p = {
      avatarState: createState(AVATARS[avatarIndex]!, startMs, { seed }),
      userState: createUserState(startMs),
    };
    rested.set(key, p);
  }
  return p;
}

function send(
  pair: Pair,
  texts: readonly string[],
  lang: LanguageCode,
  fromMs: number,
): { pair: Pair; atMs: number } {
  let p = pair;
  let t = fromMs;
  for (const text of texts) {
    t += SCENARIO_GAP_MS;
    const r = applyChatMessage({ ...p, text, language: lang, nowMs: t });
    p = { avatarState: r.avatarState, userState: r.userState };
  }
  return { pair: p, atMs: t };
}

const delta = (after: StateLevels, before: StateLevels, n: StateName): number => after[n] - before[n];
const f1 = (x: number): string => (x >= 0 ? '+' : '') + x.toFixed(2);

/** Checks the direction of one non-apology row; returns a failure reason or null. */
function checkDirection(kind: ScenarioKind, after: NhsState, before: NhsState): string | null {
  const d = (n: StateName): number => delta(after.states, before.states, n);
  const face = portraitExpression(after);
  const anger = d('ANGER');
  const show = `ANGER ${f1(anger)} SADNESS ${f1(d('SADNESS'))} EMPATHY ${f1(d('EMPATHY'))} JOY ${f1(d('JOY'))} HAPPINESS ${f1(d('HAPPINESS'))} BOREDOM ${f1(d('BOREDOM'))} face ${face}`;
  const fail = (why: string): string => `${why} (${show})`;
  switch (kind) {
    case 'worry':
    case 'loss': {
      if (kind === 'loss' && d('SADNESS') < UP) return fail('SADNESS not up');
      if (Math.max(d('SADNESS'), d('EMPATHY')) < UP) return fail('no concern');
      if (anger > NOT_UP) return fail('ANGER up');
      if (face === 'anger' || face === 'joy' || face === 'affection') return fail(`face ${face}`);
      return null;
    }
    case 'insultAvatar': {
      if (anger < ANGER_UP) return fail('ANGER not up');
      if (anger < d('SADNESS')) return fail('read as sadness');
      return null;
    }
    case 'insultOther': {
      if (anger > UP) return fail('ANGER up');
      if (face === 'anger') return fail('angry face');
      return null;
    }
    case 'praise':
    case 'goodNews': {
      if (Math.max(d('JOY'), d('HAPPINESS')) < UP) return fail('no joy');
      if (anger > NOT_UP) return fail('ANGER up');
      if (kind === 'goodNews' && d('SADNESS') > NOT_UP) return fail('SADNESS up');
      if (face !== 'joy' && face !== 'affection' && face !== 'surprise') return fail(`face ${face}`);
      return null;
    }
    case 'boredom': {
      if (d('BOREDOM') < NOT_UP) return fail('BOREDOM not up');
      if (anger > NOT_UP) return fail('ANGER up');
      if (d('JOY') > NOT_UP) return fail('JOY up');
      return null;
    }
    case 'apology':
      return 'apology rows are checked by checkApology';
  }
}

/**
 * An apology after the set's provocation: ANGER and FEAR right after it are below their level
 * just before it, they keep falling over the two follow-up turns, and end below the same chat
 * without the apology (the follow-up turn in its place).
 */
function checkApology(
  set: ScenarioSet,
  texts: readonly string[],
  lang: LanguageCode,
  start: Pair,
  t0: number,
): string | null {
  const insulted = send(start, [set.provocation], lang, t0);
  const before = advance(insulted.pair.avatarState, insulted.atMs + SCENARIO_GAP_MS).states;
  const apologised = send(insulted.pair, texts, lang, insulted.atMs);
  const after = apologised.pair.avatarState.states;
  const later = send(apologised.pair, [set.followUp, set.followUp], lang, apologised.atMs).pair.avatarState
    .states;
  const control = send(
    insulted.pair,
    [...texts.map(() => set.followUp), set.followUp, set.followUp],
    lang,
    insulted.atMs,
  ).pair.avatarState.states;
  const show = `ANGER ${before.ANGER.toFixed(2)} → ${after.ANGER.toFixed(2)} → ${later.ANGER.toFixed(2)} (without: ${control.ANGER.toFixed(2)}), FEAR ${before.FEAR.toFixed(2)} → ${after.FEAR.toFixed(2)} → ${later.FEAR.toFixed(2)} (without: ${control.FEAR.toFixed(2)})`;
  if (!(after.ANGER < before.ANGER)) return `ANGER not down after the apology (${show})`;
  if (!(after.FEAR < before.FEAR)) return `FEAR not down after the apology (${show})`;
  if (later.ANGER > after.ANGER + 0.05 || later.FEAR > after.FEAR + 0.05) return `rises again (${show})`;
  if (!(later.ANGER < control.ANGER) || later.FEAR > control.FEAR)
    return `no better than without it (${show})`;
  return null;
}

/** Runs one row for every avatar at every instant. */
export function runScenario(
  lang: LanguageCode,
  set: ScenarioSet,
  row: ScenarioRow,
  heldOut: boolean,
  options: ScenarioOptions = {},
): ScenarioResult {
  const [kind, text] = row;
  const texts = typeof text === 'string' ? [text] : text;
  const failed: ScenarioRun[] = [];
  for (const startMs of options.startsMs ?? SCENARIO_STARTS_MS) {
    for (let i = 0; i < AVATARS.length; i++) {
      const start = restedPair(i, startMs, options.seed ?? 7);
      let why: string | null;
      if (kind === 'apology') why = checkApology(set, texts, lang, start, startMs);
      else {
        const sent = send(start, texts, lang, startMs);
        why = checkDirection(kind, sent.pair.avatarState, advance(start.avatarState, sent.atMs));
      }
      if (why) failed.push({ avatarId: AVATARS[i]!.id, startMs, ok: false, detail: why });
    }
  }
  return { kind, text: texts.join(' / '), heldOut, ok: failed.length === 0, failed };
}

const share = (results: readonly ScenarioResult[]): ScenarioScore['all'] => {
  const right = results.filter((r) => r.ok).length;
  return { size: results.length, right, accuracy: results.length ? right / results.length : 1 };
};

/** Scores the scenarios of `lang`: dev, held-out and all rows. */
export function scoreScenarios(
  lang: LanguageCode,
  set: ScenarioSet = SCENARIOS[lang],
  options: ScenarioOptions = {},
): ScenarioScore {
  const results = [
    ...set.heldOut.map((r) => runScenario(lang, set, r, true, options)),
    ...set.dev.map((r) => runScenario(lang, set, r, false, options)),
  ];
  return {
    dev: share(results.filter((r) => !r.heldOut)),
    heldOut: share(results.filter((r) => r.heldOut)),
    all: share(results),
    results,
  };
}
