import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonReplyExtractor } from './json-reply';

function run(chunks: string[]): { streamed: string; x: JsonReplyExtractor } {
  const x = new JsonReplyExtractor();
  let streamed = '';
  for (const c of chunks) streamed += x.push(c);
  return { streamed, x };
}

/** Splits a text into random chunks at the given cut points. */
function cut(text: string, points: number[]): string[] {
  const chars = [...text];
  const at = [...new Set(points.map((p) => p % (chars.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let last = 0;
  for (const p of at) {
    out.push(chars.slice(last, p).join(''));
    last = p;
  }
  out.push(chars.slice(last).join(''));
  return out;
}

describe('JsonReplyExtractor', () => {
  it('streams the reply string of a structured answer and parses the rest at the end', () => {
    const json = JSON.stringify({
      reply: 'Hallo "Ada"!\nWie geht\'s? ✨',
      appraisal: { valence: 0.5, threat: 0 },
    });
    const { streamed, x } = run(cut(json, [3, 9, 10, 11, 20, 27, 40]));
    expect(streamed).toBe('Hallo "Ada"!\nWie geht\'s? ✨');
    expect(x.parsed()).toEqual({
      reply: 'Hallo "Ada"!\nWie geht\'s? ✨',
      appraisal: { valence: 0.5, threat: 0 },
    });
    expect(x.isPlain).toBe(false);
  });

  it('finds the reply when the appraisal comes first, and ignores a nested "reply" key', () => {
    const json =
      '{"appraisal":{"reply":"no","valence":1},"note":"reply","reply":"yes \\u00e9\\ud83d\\ude00"}';
    const { streamed } = run(cut(json, [5, 17, 50, 60, 66, 70]));
    expect(streamed).toBe('yes é😀');
  });

  it('passes plain text through when the model ignores the JSON instruction', () => {
    const { streamed, x } = run(['  Hello', ' there {not json}']);
    expect(streamed).toBe('Hello there {not json}');
    expect(x.isPlain).toBe(true);
    expect(x.parsed()).toBeNull();
  });

  it('streams exactly what JSON.parse reads, however the output is chunked (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.array(fc.nat(400), { maxLength: 12 }),
        fc.boolean(),
        (reply, points, first) => {
          const obj = first
            ? { reply, appraisal: { valence: 0.1 } }
            : { appraisal: { valence: 0.1, note: 'x"}' }, reply };
          const { streamed, x } = run(cut(JSON.stringify(obj), points));
          expect(streamed).toBe(reply);
          expect(x.parsed()).toEqual(obj);
        },
      ),
    );
  });
});
