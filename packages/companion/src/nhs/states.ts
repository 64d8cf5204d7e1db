/**
 * The 65 emotion, body and cognitive states on a 0–10 scale (avatar-chat.md §3), each with a
 * default and a meaning. How each is derived is in `derive.ts` and docs/neuro-hormonal-model.md.
 */

/** Which chart group a state belongs to. */
export const STATE_GROUPS = ['emotion', 'body', 'cognitive'] as const;
export type StateGroup = (typeof STATE_GROUPS)[number];

type Row = readonly [group: StateGroup, def: number, meaning: string];

const E = 'emotion',
  B = 'body',
  C = 'cognitive';

const ROWS = {
  HAPPINESS: [E, 5, 'overall positive mood'],
  SADNESS: [E, 2, 'low, sorrowful mood'],
  ANGER: [E, 1, 'hostile arousal against an offender'],
  FEAR: [E, 1, 'alarm at a threat one cannot control'],
  LOVE: [E, 3, 'warm attachment to the person in the chat'],
  JOY: [E, 4, 'momentary delight (Lövheim: enjoyment)'],
  SURPRISE: [E, 1, 'reaction to the unexpected'],
  DISGUST: [E, 1, 'rejection of something offensive'],
  CONTEMPT: [E, 1, 'looking down on the other'],
  SHAME: [E, 1, 'feeling small or humiliated'],
  GUILT: [E, 1, "regret about one's own doing"],
  PRIDE: [E, 3, 'satisfaction with oneself'],
  TRUST: [E, 5, "confidence in the other's good will"],
  ANTICIPATION: [E, 3, 'looking forward to what comes'],
  INTEREST: [E, 5, 'engagement with the topic (Lövheim: interest/excitement)'],
  EXCITEMENT: [E, 3, 'energised positive arousal'],
  CALMNESS: [E, 6, 'peaceful, unhurried mood'],
  ANXIETY: [E, 2, 'diffuse worry'],
  STRESS: [E, 2, 'felt pressure (HPA-axis load)'],
  FRUSTRATION: [E, 1, 'blocked goals, irritation'],
  LONELINESS: [E, 3, 'lack of social contact'],
  JEALOUSY: [E, 1, "fear of losing the other's attention"],
  GRATITUDE: [E, 3, 'thankfulness for kindness received'],
  HOPE: [E, 5, 'expecting things to turn out well'],
  EMPATHY: [E, 5, 'feeling with the other person'],
  AFFECTION: [E, 3, 'tender fondness'],
  DESIRE: [E, 2, 'romantic longing'],
  BOREDOM: [E, 2, 'under-stimulation'],
  CONTENTMENT: [E, 5, 'quiet satisfaction'],
  AMUSEMENT: [E, 3, 'finding something funny'],
  EMBARRASSMENT: [E, 1, 'awkwardness under attention'],
  RELIEF: [E, 2, 'release after tension'],
  ENERGY: [B, 6, 'physical and mental energy'],
  PAIN: [B, 1, 'felt pain, physical or social'],
  HUNGER: [B, 3, 'appetite; rises with hours since the last meal'],
  THIRST: [B, 3, 'need to drink'],
  FATIGUE: [B, 3, 'tiredness from time awake and effort'],
  SLEEPINESS: [B, 2, 'drive to sleep right now'],
  ALERTNESS: [B, 6, 'wakefulness and vigilance'],
  RELAXATION: [B, 5, 'bodily ease'],
  MUSCLE_TENSION: [B, 3, 'tense muscles'],
  HEART_RATE: [B, 4, 'heart rate relative to rest'],
  BREATHING_RATE: [B, 4, 'breathing rate relative to rest'],
  BODY_TEMPERATURE: [B, 5, 'felt body warmth'],
  SWEATING: [B, 2, 'sweating'],
  LIBIDO: [B, 3, 'sexual drive'],
  NAUSEA: [B, 1, 'queasy stomach'],
  RESTLESSNESS: [B, 2, 'urge to move'],
  WELLBEING: [B, 6, 'general bodily wellbeing'],
  BLOOD_PRESSURE: [B, 4, 'blood pressure relative to rest'],
  DIGESTION: [B, 5, 'digestive activity'],
  IMMUNE_RESPONSE: [B, 5, 'immune readiness (suppressed by cortisol)'],
  COMPLEXITY: [C, 3, 'complexity of the current conversation'],
  PROBABILITY_ANSWER: [C, 8, 'probability that the avatar answers at all'],
  FOCUS: [C, 5, 'concentration on the conversation'],
  CONFIDENCE: [C, 5, 'confidence in what one says'],
  CREATIVITY: [C, 5, 'playful, inventive thinking'],
  CONFUSION: [C, 1, 'not understanding'],
  MEMORY: [C, 6, 'recall ability right now'],
  MOTIVATION: [C, 5, 'drive to act and engage'],
  PATIENCE: [C, 6, 'tolerance for delay and repetition'],
  TALKATIVENESS: [C, 5, 'wish to talk at length'],
  HUMOR: [C, 4, 'inclination to joke'],
  CURIOSITY: [C, 5, 'wish to learn something new'],
  SELF_ESTEEM: [C, 5, 'sense of own worth'],
} as const satisfies Record<string, Row>;

/** State names in display order: emotions, then body, then cognitive. */
export type StateName = keyof typeof ROWS;
export const STATE_NAMES = Object.keys(ROWS) as StateName[];

/** State levels, each 0–10. */
export type StateLevels = Record<StateName, number>;

/** Static description of one state. */
export interface StateSpec {
  readonly name: StateName;
  readonly group: StateGroup;
  /** Level of a neutral avatar at rest, 0–10. */
  readonly default: number;
  readonly meaning: string;
}

/** Lowest and highest state level. */
export const STATE_MIN = 0;
export const STATE_MAX = 10;

/** All states by name. */
export const STATES: Readonly<Record<StateName, StateSpec>> = Object.fromEntries(
  STATE_NAMES.map((name) => {
    const [group, def, meaning] = ROWS[name];
    return [name, { name, group, default: def, meaning }];
  }),
) as Record<StateName, StateSpec>;

/** True when `name` is one of the state names. */
export function isStateName(name: string): name is StateName {
  return Object.prototype.hasOwnProperty.call(ROWS, name);
}

/** The default level of every state. */
export function defaultStateLevels(): StateLevels {
  const out = {} as StateLevels;
  for (const n of STATE_NAMES) out[n] = STATES[n].default;
  return out;
}

/** Clamps a state level to 0–10 (NaN → 0). */
export function clampState(level: number): number {
  return level > STATE_MAX ? STATE_MAX : level >= STATE_MIN ? level : STATE_MIN;
}
