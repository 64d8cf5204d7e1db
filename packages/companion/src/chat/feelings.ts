/**
 * The avatar's hormones and states turned into how it feels right now, in words a chat model
 * can act on ("You feel quite cheerful and a little tired."), and its dominant feeling.
 */
import { STATES, type StateName } from '../nhs/states.js';
import type { NhsState } from '../nhs/types.js';

/** The broad feelings the chat distinguishes (and the web's portrait expressions use). */
export const FEELINGS = [
  'joy',
  'sadness',
  'anger',
  'fear',
  'surprise',
  'tired',
  'affection',
  'bored',
  'calm',
] as const;
export type Feeling = (typeof FEELINGS)[number];

const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);

/** How far a state is above the person's resting level, 0..1 (a full 4 points above = 1). */
function rise(s: NhsState, name: StateName): number {
  return clamp01((s.states[name] - s.stateBaseline[name]) / 4);
}
/** Absolute level 0..1 above a threshold (level 10 = 1). */
function level(s: NhsState, name: StateName, from: number): number {
  return clamp01((s.states[name] - from) / (10 - from));
}

/** Strength of each broad feeling, 0..1. */
export function feelingScores(s: NhsState): Record<Feeling, number> {
  return {
    // Not EXCITEMENT: it is arousal without a sign, and an insult raises it as much as good news.
    joy: Math.max(rise(s, 'JOY'), rise(s, 'HAPPINESS'), rise(s, 'AMUSEMENT')),
    sadness: Math.max(rise(s, 'SADNESS'), rise(s, 'LONELINESS') * 0.8, rise(s, 'PAIN') * 0.8),
    anger: Math.max(rise(s, 'ANGER'), rise(s, 'FRUSTRATION') * 0.8, rise(s, 'CONTEMPT') * 0.7),
    fear: Math.max(rise(s, 'FEAR'), rise(s, 'ANXIETY'), rise(s, 'STRESS') * 0.7),
    surprise: rise(s, 'SURPRISE'),
    tired: Math.max(level(s, 'SLEEPINESS', 5), level(s, 'FATIGUE', 6), clamp01((3 - s.states.ENERGY) / 3)),
    affection: Math.max(rise(s, 'LOVE'), rise(s, 'AFFECTION'), rise(s, 'GRATITUDE') * 0.8),
    bored: rise(s, 'BOREDOM'),
    calm: 0.25,
  };
}

/**
 * The feeling that dominates right now; `calm` when nothing stands out (every other feeling
 * below a quarter of its range).
 */
export function dominantFeeling(s: NhsState): Feeling {
  const scores = feelingScores(s);
  let best: Feeling = 'calm';
  for (const f of FEELINGS) if (scores[f] > scores[best]) best = f;
  return best;
}

/** English words for the states a chat model is told about. */
const WORDS: Partial<Record<StateName, string>> = {
  HAPPINESS: 'happy',
  SADNESS: 'sad',
  ANGER: 'angry',
  FEAR: 'afraid',
  LOVE: 'loving toward them',
  JOY: 'delighted',
  SURPRISE: 'surprised',
  DISGUST: 'disgusted',
  CONTEMPT: 'contemptuous',
  SHAME: 'ashamed',
  GUILT: 'guilty',
  PRIDE: 'proud',
  TRUST: 'trusting',
  ANTICIPATION: 'expectant',
  INTEREST: 'interested',
  EXCITEMENT: 'excited',
  CALMNESS: 'calm',
  ANXIETY: 'anxious',
  STRESS: 'stressed',
  FRUSTRATION: 'frustrated',
  LONELINESS: 'lonely',
  JEALOUSY: 'jealous',
  GRATITUDE: 'grateful',
  HOPE: 'hopeful',
  EMPATHY: 'empathetic',
  AFFECTION: 'affectionate',
  DESIRE: 'longing',
  BOREDOM: 'bored',
  CONTENTMENT: 'content',
  AMUSEMENT: 'amused',
  EMBARRASSMENT: 'embarrassed',
  RELIEF: 'relieved',
  ENERGY: 'energetic',
  PAIN: 'hurt',
  HUNGER: 'hungry',
  THIRST: 'thirsty',
  FATIGUE: 'tired',
  SLEEPINESS: 'sleepy',
  ALERTNESS: 'alert',
  RELAXATION: 'relaxed',
  MUSCLE_TENSION: 'tense',
  RESTLESSNESS: 'restless',
  NAUSEA: 'queasy',
  FOCUS: 'focused',
  CONFIDENCE: 'confident',
  CREATIVITY: 'playful and creative',
  CONFUSION: 'confused',
  MOTIVATION: 'motivated',
  PATIENCE: 'patient',
  TALKATIVENESS: 'talkative',
  HUMOR: 'in a joking mood',
  CURIOSITY: 'curious',
  SELF_ESTEEM: 'self-assured',
};

const degree = (delta: number): string =>
  Math.abs(delta) >= 3 ? 'very' : Math.abs(delta) >= 1.6 ? 'quite' : 'a little';

/**
 * One or two sentences for the system prompt: the states that stand out against the resting
 * levels (up to 5), in plain English with a degree. Hormones and numbers are never named.
 * @example describeFeelings(state) // 'You feel quite delighted, a little tired and a little less patient than usual.'
 */
export function describeFeelings(s: NhsState): string {
  const parts: string[] = [];
  const rows = (Object.keys(WORDS) as StateName[])
    .map((name) => ({ name, delta: s.states[name] - s.stateBaseline[name] }))
    .filter((r) => Math.abs(r.delta) >= 0.8)
    .sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || STATES[a.name].default - STATES[b.name].default)
    .slice(0, 5);
  for (const r of rows) {
    const word = WORDS[r.name]!;
    parts.push(r.delta > 0 ? `${degree(r.delta)} ${word}` : `${degree(r.delta)} less ${word} than usual`);
  }
  if (parts.length === 0) return 'You feel balanced and at ease, as usual.';
  const list =
    parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]!}`;
  return `You feel ${list}.`;
}
