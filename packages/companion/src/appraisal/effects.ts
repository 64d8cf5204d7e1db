/**
 * Raw appraisal contribution of each lexicon category and emoji, before squashing.
 * Dimensions: v valence, a arousal, d dominance, i intimacy, t threat, n novelty.
 */
import type { Category } from './lexicon/types.js';

export interface Contribution {
  readonly v?: number;
  readonly a?: number;
  readonly d?: number;
  readonly i?: number;
  readonly t?: number;
  readonly n?: number;
}

export const CATEGORY_EFFECTS: Readonly<Record<Category, Contribution>> = {
  positive: { v: 0.5, a: 0.1 },
  negative: { v: -0.5, a: 0.15 },
  compliment: { v: 0.7, i: 0.35, a: 0.15, d: -0.1 },
  insult: { v: -0.8, t: 0.6, a: 0.4, d: 0.4 },
  threat: { v: -0.7, t: 0.9, a: 0.6, d: 0.5 },
  affection: { v: 0.6, i: 0.7, a: 0.2 },
  excitement: { a: 0.5, v: 0.1, n: 0.15 },
  command: { d: 0.5, a: 0.1 },
  polite: { d: -0.3, v: 0.05 },
  apology: { v: 0.45, d: -0.35, i: 0.1 },
  sadness: { v: -0.5, a: -0.1, i: 0.2 },
  greeting: { v: 0.2, i: 0.1, a: 0.05 },
  novelty: { n: 0.5, a: 0.1 },
};

/** Emojis and ASCII emoticons by category (matched as substrings of the raw text). */
export const EMOJI: Readonly<Partial<Record<Category, readonly string[]>>> = {
  affection: ['❤', '😍', '😘', '🥰', '💕', '💖', '💗', '💋', '🤗', '😻', '<3'],
  positive: [
    '😊',
    '🙂',
    '😀',
    '😃',
    '😄',
    '😁',
    '👍',
    '🎉',
    '✨',
    '😂',
    '🤣',
    '😆',
    '😉',
    '👏',
    ':)',
    ':-)',
    ':d',
    ';)',
  ],
  negative: ['😞', '😒', '👎', '🙄', '😕', '😟'],
  sadness: ['😢', '😭', '💔', '😔', '☹', ':(', ':-(', ":'("],
  insult: ['😡', '🤬', '😠', '🖕', '💩'],
  threat: ['🔪', '🔫', '💀', '☠', '💣'],
  excitement: ['😮', '😲', '🤩', '🔥', '⚡', '😱', '‼'],
  polite: ['🙏'],
};
