/**
 * The avatar's dominant feeling right now, read from its emotion and body states relative to
 * its personal resting levels — what colours an offline reply.
 */
import type { Avatar } from '../avatars/types.js';
import type { MoodFeeling } from '../languages/parts/phrases.js';
import type { StateName } from '../nhs/states.js';
import type { NhsState } from '../nhs/types.js';

/** The feelings, still importable from here (`phrases.test.ts`). */
export { MOOD_FEELINGS } from '../languages/parts/phrases.js';

/** How the avatar feels and talks right now. */
export interface Mood {
  readonly feeling: MoodFeeling;
  /** How far the feeling stands out, in state points above the resting level (0 = not at all). */
  readonly intensity: number;
  /** Extraversion of the avatar, −1..1 (exclamations, follow-up questions, length). */
  readonly extraversion: number;
  /** TALKATIVENESS minus its resting level (state points). */
  readonly talkative: number;
  /** CURIOSITY minus its resting level (state points). */
  readonly curious: number;
}

type Weights = readonly (readonly [StateName, number])[];

/** Which states (and how strongly) speak for each feeling. */
const SIGNS: Readonly<Record<Exclude<MoodFeeling, 'calm' | 'tired'>, Weights>> = {
  joy: [
    ['JOY', 1],
    ['HAPPINESS', 1],
    ['EXCITEMENT', 0.9],
    ['AMUSEMENT', 0.8],
  ],
  sadness: [
    ['SADNESS', 1.1],
    ['LONELINESS', 0.8],
    ['PAIN', 0.6],
  ],
  anger: [
    ['ANGER', 1.2],
    ['FRUSTRATION', 1],
    ['CONTEMPT', 0.8],
  ],
  fear: [
    ['FEAR', 1.1],
    ['ANXIETY', 1],
    ['STRESS', 0.8],
  ],
  affection: [
    ['LOVE', 1],
    ['AFFECTION', 1],
    ['GRATITUDE', 0.8],
  ],
  surprise: [['SURPRISE', 0.9]],
  boredom: [['BOREDOM', 0.9]],
};

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * The dominant feeling of `state`: for each feeling the largest weighted rise of its states
 * over the personal resting levels; tiredness also from high FATIGUE/SLEEPINESS or low ENERGY.
 * Below one state point nothing stands out and the feeling is `calm`. Ties keep `MOOD_FEELINGS` order.
 */
export function readMood(state: NhsState, avatar?: Avatar): Mood {
  const s = state.states as Partial<Record<StateName, number>>;
  const b = (state.stateBaseline ?? {}) as Partial<Record<StateName, number>>;
  const d = (name: StateName): number => num(s[name]) - num(b[name]);
  const scores: [MoodFeeling, number][] = [];
  for (const [feeling, weights] of Object.entries(SIGNS) as [MoodFeeling, Weights][]) {
    scores.push([feeling, Math.max(...weights.map(([n, w]) => w * d(n)))]);
  }
  const tired = Math.max(
    d('FATIGUE'),
    d('SLEEPINESS'),
    -0.9 * d('ENERGY'),
    num(s.SLEEPINESS) - 6,
    num(s.FATIGUE) - 6.5,
  );
  scores.splice(4, 0, ['tired', tired]);
  const calm = 0.7 * Math.max(d('CALMNESS'), d('CONTENTMENT'), d('RELAXATION'));
  let best: [MoodFeeling, number] = ['calm', Math.max(0, calm)];
  for (const sc of scores) if (sc[1] > best[1] + 1e-9 && sc[1] >= 1) best = sc;
  return {
    feeling: best[0],
    intensity: Math.max(0, Math.min(10, best[1])),
    extraversion: num(avatar?.temperament.extraversion),
    talkative: d('TALKATIVENESS'),
    curious: d('CURIOSITY'),
  };
}
