/**
 * Japanese for eSpeak NG: its `ja` voice reads hiragana, but names every kanji "Chinese letter"
 * and every katakana "Japanese letter" (issue 25: 62 characters became 28 s). The text is read
 * with kuromoji's IPADIC dictionary (shipped inside the npm package) and written out in hiragana
 * as it is pronounced (は as わ, 東京 as とーきょー) before synthesis. The dictionary (~18 MB,
 * ~300 MB in memory) loads on the first Japanese request, once per process.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji from 'kuromoji';

type Tokenizer = kuromoji.Tokenizer<kuromoji.IpadicFeatures>;
let tokenizer: Promise<Tokenizer> | null = null;

function load(): Promise<Tokenizer> {
  const dicPath = path.join(
    path.dirname(createRequire(import.meta.url).resolve('kuromoji/package.json')),
    'dict',
  );
  return new Promise((resolve, reject) =>
    kuromoji.builder({ dicPath }).build((err, t) => (err ? reject(err) : resolve(t))),
  );
}

/** Katakana (ァ–ヶ) as hiragana; everything else as it is. */
export function katakanaToHiragana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
}

/**
 * The text as eSpeak can read it: every word in hiragana as it is pronounced; words the
 * dictionary does not know keep their kana (as hiragana), Latin letters and digits stay.
 *
 * @example await japaneseReading('今日は東京で') // → 'きょーわとーきょーで'
 */
export async function japaneseReading(text: string): Promise<string> {
  tokenizer ??= load().catch((err: unknown) => {
    tokenizer = null;
    throw err;
  });
  const t = await tokenizer;
  return t
    .tokenize(text)
    .map((w) =>
      katakanaToHiragana(w.pronunciation && w.pronunciation !== '*' ? w.pronunciation : w.surface_form),
    )
    .join('');
}
