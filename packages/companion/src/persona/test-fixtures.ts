/**
 * Test fixtures of the persona and memory tests: the real avatars, states with a chosen mood,
 * inputs and facts. Not exported from the package.
 */
import { AVATARS } from '../avatars/index.js';
import type { Avatar } from '../avatars/types.js';
import { LANGUAGES, type LanguageCode } from '../languages.js';
import type { MemoryFact, MemoryKind } from '../memory/types.js';
import { createState } from '../nhs/engine.js';
import { localHour } from '../nhs/clock.js';
import { STATE_NAMES, type StateLevels } from '../nhs/states.js';
import type { NhsState } from '../nhs/types.js';
import type { PersonaInput } from './types.js';

/** 2026-03-10 15:00 UTC. */
export const NOW = Date.UTC(2026, 2, 10, 15, 0);

/** The avatar whose native language is `lang` (one per UI language). */
export function avatarFor(lang: LanguageCode): Avatar {
  const byId: Record<LanguageCode, string> = {
    'en-US': 'emma-walker',
    'de-DE': 'lukas-hoffmann',
    'fr-FR': 'claire-dubois',
    'es-ES': 'sofia-romero',
    'it-IT': 'marco-bianchi',
    'zh-CN': 'li-wei',
    'ja-JP': 'yuki-tanaka',
    'ar-SA': 'layla-al-harbi',
  };
  return AVATARS.find((a) => a.id === byId[lang])!;
}

/** Named moods: state levels that make one feeling stand out. */
export const MOODS = {
  calm: {},
  joyful: { JOY: 9.5, HAPPINESS: 9.5, EXCITEMENT: 9, AMUSEMENT: 8 },
  sad: { SADNESS: 9, LONELINESS: 8, JOY: 1, HAPPINESS: 1 },
  tired: { FATIGUE: 9.5, SLEEPINESS: 9.5, ENERGY: 0.5 },
  angry: { ANGER: 9, FRUSTRATION: 8.5, CONTEMPT: 6 },
  anxious: { FEAR: 8, ANXIETY: 9, STRESS: 8 },
} satisfies Record<string, Partial<StateLevels>>;
export type MoodName = keyof typeof MOODS;

/** A state of `avatar` at `nowMs` resting on its personal levels, then with `levels` set. */
export function stateWith(avatar: Avatar, levels: Partial<StateLevels> = {}, nowMs = NOW): NhsState {
  const s = createState(avatar, nowMs);
  const states = { ...s.states };
  for (const n of STATE_NAMES) states[n] = s.stateBaseline[n];
  return { ...s, states: { ...states, ...levels } };
}

/** A persona input with sensible defaults. */
export function makeInput(lang: LanguageCode, over: Partial<PersonaInput> = {}): PersonaInput {
  const avatar = over.avatar ?? avatarFor(lang);
  return {
    avatar,
    state: stateWith(avatar),
    appraisal: null,
    language: lang,
    userName: '',
    memories: [],
    history: [],
    message: '',
    kind: 'message',
    isFirstSession: false,
    nowMs: NOW,
    seed: 1,
    ...over,
  };
}

let nextId = 0;
/** A stored fact. */
export function fact(
  kind: MemoryKind,
  key: string,
  value: string,
  language: LanguageCode,
  updatedAtMs = NOW,
  text = '',
): MemoryFact {
  nextId += 1;
  return { kind, key, value, text, id: `f${String(nextId).padStart(3, '0')}`, language, updatedAtMs };
}

/** An instant when the local clock of `avatar` shows `hour`:xx (on 2026-03-10/11). */
export function atLocalHour(avatar: Avatar, hour: number): number {
  for (let m = 0; m < 48 * 60; m += 15) {
    const t = Date.UTC(2026, 2, 10, 0, m);
    if (Math.floor(localHour(avatar.timeZone, t)) === hour) return t + 10 * 60_000;
  }
  throw new Error(`no ${hour}:00 in ${avatar.timeZone}`);
}

export { LANGUAGES };
