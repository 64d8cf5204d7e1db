import { describe, expect, it } from 'vitest';
import { SCREEN_LAG_CHARS } from '../safety';
import { pacedPieces, streamPieces } from './offline';

const paused = (text: string) =>
  pacedPieces(text)
    .filter((p) => p.pauseBefore)
    .map((p) => p.piece.trim());

describe('the offline engine streams its reply', () => {
  it('in words, and in one or two characters of Chinese or Japanese', () => {
    expect(streamPieces('Hello there, Ada.')).toEqual(['Hello ', 'there, ', 'Ada.']);
    expect(streamPieces('你好吗？我很好')).toEqual(['你好', '吗', '？', '我很', '好']);
  });

  it('gives the first sentence at once and pauses before each word after it', () => {
    const text = 'Good to see you again! How was the run this morning? Tell me.';
    expect(
      pacedPieces(text)
        .map((p) => p.piece)
        .join(''),
    ).toBe(text);
    expect(paused(text)).toEqual(['How', 'was', 'the', 'run', 'this', 'morning?', 'Tell', 'me.']);
    // Closing quotes and brackets end the sentence with its mark; a full stop inside a number does not.
    expect(paused('She said "fine." Then left.')).toEqual(['Then', 'left.']);
    expect(paused('It costs 3.5 dollars. Cheap.')).toEqual(['Cheap.']);
    expect(paused('هل أنت بخير؟ أنا هنا')).toEqual(['أنا', 'هنا']);
    expect(paused('元気？うん')).toEqual(['うん']);
  });

  it('pauses nowhere in a short reply of one sentence, and goes on word by word in a long one', () => {
    expect(paused('I am right here with you')).toEqual([]);
    const long =
      'I have been thinking about what you told me yesterday about your sister and the long drive home and everything that happened after it';
    const words = paused(long);
    expect(words.length).toBeGreaterThan(3);
    expect(long.endsWith(words.join(' '))).toBe(true);
    expect(long.length - words.join(' ').length).toBeGreaterThanOrEqual(2 * SCREEN_LAG_CHARS);
  });
});
