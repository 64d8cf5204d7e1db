/**
 * Seeded pseudo-random numbers (mulberry32): a 32-bit state that is plain JSON, so a
 * simulation stored in a database replays exactly. Never use Math.random() in the domain.
 */

/** Normalises any number to a uint32 RNG state. */
export function seedFrom(value: number): number {
  return Math.trunc(value) >>> 0;
}

/** FNV-1a hash of a string to a uint32, e.g. to derive a seed from an avatar id. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * One step of mulberry32: returns a uniform number in [0, 1) and the next state.
 * @example const [u, next] = nextRandom(42);
 */
export function nextRandom(state: number): [value: number, nextState: number] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next];
}
