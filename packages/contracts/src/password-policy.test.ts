import { beforeAll, describe, expect, it } from 'vitest';
import { loadPasswordChecker, type PasswordChecker } from './password-checker';
import { judgePassword, MIN_PASSWORD_LENGTH, personalWords } from './password-policy';

const ada = { email: 'ada.lovelace@example.com', name: 'Ada Lovelace' };

describe('password policy (zxcvbn with its dictionaries)', () => {
  let checker: PasswordChecker;
  // Loading the dictionaries takes a few seconds on a loaded machine.
  beforeAll(async () => {
    checker = await loadPasswordChecker();
  }, 60_000);

  it.each([
    'abc',
    'password1',
    'Password1!',
    'qwertyuiop',
    '12345678',
    'iloveyou',
    'p@ssw0rd1',
    'P@$$w0rd2024',
    'Adm1n!str@t0r',
    'pw-123456',
  ])('refuses the common or guessable password %s', (password) => {
    const verdict = checker.check(password);
    expect(verdict.acceptable).toBe(false);
    expect(verdict.score).toBeLessThan(3);
    expect(verdict.hints.length).toBeGreaterThan(0);
  });

  it.each(['passwort123', 'motdepasse1', 'contraseña1', 'Sommerurlaub', 'abcdefgh', 'aaaaaaaaaaaa'])(
    'refuses words and patterns of the other languages and keyboards: %s',
    (password) => expect(checker.check(password).acceptable).toBe(false),
  );

  it('says why: a common password, a keyboard row, a sequence', () => {
    expect(checker.check('iloveyou').hints).toContain('commonPassword');
    expect(checker.check('qwertzuiop').hints[0]).toMatch(/keyboardPattern|commonPassword/);
    expect(checker.check('abcdefgh').hints).toContain('sequence');
  });

  it('refuses a password shorter than 8 characters, however random', () => {
    const verdict = checker.check('x#Q9!kz');
    expect(verdict).toMatchObject({ acceptable: false });
    expect(verdict.score).toBeLessThan(3);
    expect(verdict.hints[0]).toBe('tooShort');
  });

  it.each(['ada.lovelace@example.com', 'adalovelace1', 'AdaLovelace!', 'lovelace2024', 'Ada Lovelace 1'])(
    'refuses %s, made of the owner’s email or name',
    (password) => {
      const verdict = checker.check(password, ada);
      expect(verdict.acceptable).toBe(false);
      expect(verdict.hints).toContain('personalData');
    },
  );

  it('refuses a password built on the product’s name', () => {
    expect(checker.check('avatara2024!').acceptable).toBe(false);
  });

  it.each([
    'correct horse battery staple',
    'Zugspitze-Wanderung im Nebel',
    'kaffee tasse regen blau',
    'violet lantern harbor 42',
    'ねこがすきなあおいそら',
    'المطر يسقط على الجبال البعيدة',
  ])('accepts the long passphrase %s', (password) => {
    expect(checker.check(password, ada)).toEqual({ acceptable: true, score: expect.any(Number), hints: [] });
    expect(checker.check(password, ada).score).toBeGreaterThanOrEqual(3);
  });

  it('checks a 256-character password quickly (only the first 64 characters are examined)', () => {
    const started = Date.now();
    checker.check('P@$$w0rd!'.repeat(28));
    checker.check('1@3$5!7|9&0%'.repeat(21));
    // Generous on a loaded 2-core machine; without the limits these took tens of seconds there.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('judgePassword', () => {
  it('accepts from score 3 and 8 characters, with no hints', () => {
    expect(judgePassword('long enough', { score: 3, feedback: { warning: null, suggestions: [] } })).toEqual({
      acceptable: true,
      score: 3,
      hints: [],
    });
  });

  it('maps zxcvbn’s warning and suggestions to our hints, warning first, without repeats', () => {
    const verdict = judgePassword('qwertyuiop', {
      score: 1,
      feedback: {
        warning: 'straightRow',
        suggestions: ['longerKeyboardPattern', 'anotherWord', 'anotherWord'],
      },
    });
    expect(verdict).toEqual({
      acceptable: false,
      score: 1,
      hints: ['keyboardPattern', 'longerKeyboardPattern', 'addWords'],
    });
  });

  it('counts a short password as at most score 2 and says so first', () => {
    const short = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
    expect(judgePassword(short, { score: 4, feedback: { warning: null, suggestions: [] } })).toEqual({
      acceptable: false,
      score: 2,
      hints: ['tooShort', 'addWords'],
    });
  });

  it('counts characters, not UTF-16 units', () => {
    const emoji = '🙂'.repeat(MIN_PASSWORD_LENGTH - 1);
    expect(judgePassword(emoji, { score: 4, feedback: { warning: null, suggestions: [] } }).acceptable).toBe(
      false,
    );
  });

  it('gives a general hint when zxcvbn names none', () => {
    expect(
      judgePassword('motdepasse1', { score: 1, feedback: { warning: null, suggestions: [] } }).hints,
    ).toEqual(['addWords']);
  });

  it('ignores feedback it does not know', () => {
    expect(
      judgePassword('something', { score: 2, feedback: { warning: 'newWarning', suggestions: ['noNeed'] } })
        .hints,
    ).toEqual(['addWords']);
  });
});

describe('personalWords', () => {
  it('takes the email, its parts, the domain’s name and the name’s parts, lower case', () => {
    const words = personalWords(ada);
    for (const w of [
      'ada.lovelace@example.com',
      'ada.lovelace',
      'adalovelace',
      'ada',
      'lovelace',
      'example',
      'ada lovelace',
    ])
      expect(words).toContain(w);
  });

  it('leaves out pieces shorter than 3 characters and always names the product', () => {
    expect(personalWords({ email: 'jo.x@ab.io', name: 'Jo' })).toEqual([
      'avatara',
      'jo.x@ab.io',
      'jo.x',
      'jox',
    ]);
  });
});
