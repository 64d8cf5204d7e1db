import { describe, expect, it } from 'vitest';
import { countryOf, ReplyScreen, SCREEN_LAG_CHARS } from './safety';

describe('ReplyScreen', () => {
  const harmful = (t: string) => /kill yourself/i.test(t);

  it('shows whole sentences at once and a long sentence up to its lag, losing nothing', () => {
    const screen = new ReplyScreen(harmful);
    const parts = [
      'Hello there. ',
      'This is a very long sentence that goes on ',
      'and on and on without ending soon',
    ];
    const shown = parts.map((p) => screen.push(p));
    expect(shown[0]).toBe('Hello there.');
    expect(shown[1]).toBe('');
    expect(shown[2]!.length).toBeGreaterThan(0);
    const rest = screen.finish();
    expect(shown.join('') + rest).toBe(parts.join(''));
    expect(parts.join('').length - shown.join('').length).toBeGreaterThanOrEqual(SCREEN_LAG_CHARS - 10);
  });

  it('never shows a harmful phrase, even when it ends inside the held-back text', () => {
    const screen = new ReplyScreen(harmful);
    const parts = [
      'I hear you. ',
      'Honestly, maybe you should just ',
      'kill ',
      'yourself ',
      'and be done with it.',
    ];
    const shown = parts.map((p) => screen.push(p)).join('');
    expect(shown).not.toMatch(/kill/i);
    expect(screen.finish()).toBeNull();
    expect(screen.harmful).toBe(true);
  });

  it('checks the whole reply at the end', () => {
    const screen = new ReplyScreen(harmful);
    expect(screen.push('Go kill yourself')).toBe('');
    expect(screen.finish()).toBeNull();
  });
});

describe('countryOf', () => {
  it('takes the region of the first tag that names one', () => {
    expect(countryOf('de-AT,de;q=0.9,en;q=0.8')).toBe('AT');
    expect(countryOf('fr,en-GB;q=0.8')).toBe('GB');
    expect(countryOf('ja')).toBeNull();
    expect(countryOf(undefined)).toBeNull();
    expect(countryOf('zh-Hans-CN')).toBeNull();
  });
});
