/**
 * The serialisable state of one simulated person in one relationship, e.g. one avatar with one
 * user. It is plain JSON: store it as is (see `serialize.ts`) and pass it back to the engine.
 */
import type { SleepWindow } from './circadian.js';
import type { HormoneLevels } from './hormones.js';
import type { Reactivity } from './profile.js';
import type { StateLevels } from './states.js';

/**
 * Short-term memories of the conversation. Each decays exponentially to 0 with its own
 * half-life (TRACE_HALF_LIFE_MIN) and is pulled toward each new message's appraisal.
 */
export interface Traces {
  /** −1..1, recent pleasantness of messages. */
  valence: number;
  /** 0..1, recent excitement. */
  arousal: number;
  /** −1..1, recent dominance of the other (positive: the other takes control). */
  dominance: number;
  /** 0..1, recent closeness and warmth. */
  intimacy: number;
  /** 0..1, recent hostility or danger. */
  threat: number;
  /** 0..1, recent surprise and new information. */
  novelty: number;
  /** 0..1, recent intellectual demand. */
  complexity: number;
  /**
   * 0..1, recent dullness: messages with nothing in them (no feeling, excitement, news, depth or
   * closeness: "ok", "hm", "dunno"). Feeds BOREDOM.
   */
  dullness: number;
  /** 0..1, social contact: rises with every message, half-life 12 h. */
  contact: number;
  /** −1..1, relationship quality: slow, half-life 7 days. */
  bond: number;
}

/** Half-life of each trace in minutes. */
export const TRACE_HALF_LIFE_MIN: Readonly<Record<keyof Traces, number>> = {
  valence: 20,
  arousal: 10,
  dominance: 20,
  intimacy: 30,
  threat: 15,
  novelty: 5,
  complexity: 10,
  dullness: 10,
  contact: 720,
  bond: 10_080,
};

export const TRACE_KEYS = Object.keys(TRACE_HALF_LIFE_MIN) as (keyof Traces)[];

/** All traces at rest. */
export function zeroTraces(): Traces {
  return {
    valence: 0,
    arousal: 0,
    dominance: 0,
    intimacy: 0,
    threat: 0,
    novelty: 0,
    complexity: 0,
    dullness: 0,
    contact: 0,
    bond: 0,
  };
}

/** Version of the JSON shape of NhsState. */
export const NHS_STATE_VERSION = 1;

/** State of one simulated person; see docs/neuro-hormonal-model.md. */
export interface NhsState {
  v: typeof NHS_STATE_VERSION;
  /** Profile id (avatar slug, or `user`). */
  profileId: string;
  /** IANA time zone of the daily rhythm. */
  timeZone: string;
  sleep: SleepWindow;
  /** Personal daily-mean hormone baseline (default + temperament + gender). */
  baseline: HormoneLevels;
  /** Personal resting state levels (default + temperament), 0–10. */
  stateBaseline: StateLevels;
  reactivity: Reactivity;
  /** Current hormone levels, each in its spec range and unit. */
  hormones: HormoneLevels;
  /** Current states, 0–10, derived at `updatedAtMs`. */
  states: StateLevels;
  traces: Traces;
  /** Homeostatic sleep pressure (Borbély's process S), 0..1. */
  sleepPressure: number;
  createdAtMs: number;
  /** Epoch ms the levels refer to. */
  updatedAtMs: number;
  /** Epoch ms of the last message (keeps the person awake for 20 min). */
  lastInteractionMs: number;
  messageCount: number;
  /** uint32 state of the seeded RNG (mulberry32). */
  rng: number;
}
