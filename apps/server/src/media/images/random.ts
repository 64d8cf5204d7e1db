/**
 * The only sources of variety in a picture: the FNV hash of the folded prompt (the seed) and a
 * seeded generator forked from it. The prompt's folding and units come from the companion's text
 * toolkit (`readPicturePrompt`, see `match.ts`).
 */

/** FNV-1a hash of a string to a uint32. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Seeded pseudo-random numbers (mulberry32): the only source of variety in a picture. */
export class Rng {
  private state: number;
  constructor(private readonly seed: number) {
    this.state = seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Uniform in [a, b). */
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  /** Integer in [a, b]. */
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** An independent generator for one part of the picture: draws elsewhere never shift it. */
  fork(label: string): Rng {
    return new Rng((hashText(label) ^ this.seed) >>> 0);
  }
}
