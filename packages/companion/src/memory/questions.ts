/**
 * Questions about what the avatar remembers of the user ("what do you remember about me?", „weißt
 * du noch, wie ich heiße?“, ماذا تتذكرين عني؟): which kinds of facts they ask for, read by
 * per-language rules (`PACKS[lang].memory.questions`). A question about the user's free time is about
 * the user's likes, never about the avatar's hobbies.
 */
import { toLanguageCode, type LanguageCode } from '../languages.js';
import { PACKS } from '../languages/index.js';
import type { MemoryKind } from '../languages/parts/memory.js';
import { baseText } from '../text/index.js';
import { splitSentences } from './text.js';

/** What a message asks the avatar to recall. */
export interface MemoryQuestion {
  /** Everything it remembers ("what do you remember about me?"). */
  readonly all: boolean;
  /** The kinds of facts asked about, in the order asked (`name`, `like`…). */
  readonly kinds: readonly MemoryKind[];
  /**
   * The message with the parts that ask about the user blanked out: what is left may still ask
   * the avatar something ("Do you remember my name? And where do you live?").
   */
  readonly rest: string;
}

type Span = readonly [number, number];

function spansOf(re: RegExp, text: string): Span[] {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return [...text.matchAll(g)].filter((m) => m[0].length > 0).map((m) => [m.index, m.index + m[0].length]);
}

/**
 * What `text` asks the avatar to recall about the user, or undefined when it asks nothing of the
 * kind. Per sentence: a question about the user as a whole, a recall verb with topics of the
 * user's life ("do you still remember my name and what I do in my free time?" → `name`, `like`),
 * or a direct question about one of them ("what are my hobbies?" → `like`).
 * @example memoryQuestion('ماذا تتذكرين عني؟', 'ar-SA') // { all: true, kinds: [], … }
 */
export function memoryQuestion(text: string, language: LanguageCode | string): MemoryQuestion | undefined {
  const lang = toLanguageCode(language);
  const p = PACKS[lang].memory;
  const q = p.questions;
  if (typeof text !== 'string' || !text.trim()) return undefined;
  let all = false;
  const kinds: MemoryKind[] = [];
  const rest: string[] = [];
  const add = (k: MemoryKind): void => {
    if (!kinds.includes(k)) kinds.push(k);
  };
  for (const s of splitSentences(baseText(text, lang))) {
    const blank: Span[] = [];
    const about = spansOf(q.about, s.folded);
    if (about.length > 0) {
      all = true;
      blank.push(...about);
    }
    // A recall verb only in a question ("You know my name is Anna." states it).
    const asking = s.asks || p.questionStart.test(s.folded) || about.length > 0;
    const found: [number, MemoryKind][] = [];
    // A direct question about the user's facts asks even without a question mark ("say my name").
    for (const [kind, re] of q.direct)
      for (const sp of spansOf(re, s.folded)) {
        found.push([sp[0], kind]);
        blank.push(sp);
      }
    if (asking) {
      const recall = spansOf(q.recall, s.folded);
      if (recall.length > 0)
        for (const [kind, re] of q.topics)
          for (const sp of spansOf(re, s.folded)) {
            found.push([sp[0], kind]);
            blank.push(sp, ...recall);
          }
    }
    for (const [, k] of found.sort((a, b) => a[0] - b[0])) add(k);
    let t = s.text;
    for (const [a, b] of blank) t = t.slice(0, a) + ' '.repeat(b - a) + t.slice(b);
    rest.push(`${t}${s.asks ? '?' : '.'}`);
  }
  if (!all && kinds.length === 0) return undefined;
  return { all, kinds, rest: rest.join(' ') };
}
