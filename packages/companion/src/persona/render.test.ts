import { describe, expect, it } from 'vitest';
import { calm, countSentences, embed, exclaim, fill, fillAll, makeRng, polish } from './render.js';

describe('fill', () => {
  it('fills slots and keeps optional parts whose slots are known', () => {
    expect(fill('Hi[, {user}]!', { user: 'Zoltan' }, { female: true })).toBe('Hi, Zoltan!');
    expect(fill('Hi[, {user}]!', {}, { female: true })).toBe('Hi!');
  });
  it('returns null when a required slot is unknown', () => {
    expect(fill('I love {hobby}.', { hobby: '' }, { female: true })).toBeNull();
  });
  it('agrees with the avatar gender and the number of the thing', () => {
    expect(fill('Je suis <ravie|ravi>.', {}, { female: true })).toBe('Je suis ravie.');
    expect(fill('Je suis <ravie|ravi>.', {}, { female: false })).toBe('Je suis ravi.');
    expect(fill('Me ((gusta|gustan)) {thing}.', { thing: 'los gatos' }, { female: true, plural: true })).toBe(
      'Me gustan los gatos.',
    );
  });
  it('does not read markers inside slot values', () => {
    expect(fill('You said {topic}.', { topic: '{user} [x] <a|b>' }, { female: true })).toBe(
      'You said {user} [x] <a|b>.',
    );
    expect(fill('Said {topic}.', { topic: '<you:a|b|c>' }, { female: true, user: 'female' })).toBe(
      'Said <you:a|b|c>.',
    );
  });
  it("agrees with the user's gender, apart from the avatar's", () => {
    const t = "Je suis <ravie|ravi>, tu n'es pas <you:seule|seul>.";
    expect(fill(t, {}, { female: false, user: 'female' })).toBe("Je suis ravi, tu n'es pas seule.");
    expect(fill(t, {}, { female: true, user: 'male' })).toBe("Je suis ravie, tu n'es pas seul.");
    expect(fill('<you:خذي|خذ> وقتك.', {}, { female: true, user: 'female' })).toBe('خذي وقتك.');
    expect(fill('<you:خذي|خذ> وقتك.', {}, { female: true, user: 'male' })).toBe('خذ وقتك.');
  });
  it("says the neutral form when the user's gender is unknown, else the masculine one", () => {
    const t = '<you:كيف تشعرين|كيف تشعر|ما شعورك> حيال ذلك؟';
    expect(fill(t, {}, { female: true })).toBe('ما شعورك حيال ذلك؟');
    expect(fill(t, {}, { female: true, neutralOnly: true })).toBe('ما شعورك حيال ذلك؟');
    expect(fill('<you:خذي|خذ> وقتك.', {}, { female: true })).toBe('خذ وقتك.');
    expect(fill('<you:خذي|خذ> وقتك.', {}, { female: true, neutralOnly: true })).toBeNull();
    expect(fill('Ok<you:, a|, b|>.', {}, { female: true }), 'an empty neutral form').toBe('Ok.');
  });
  it('never reads a user mark as an avatar mark, nor a three-form mark without you: as either', () => {
    expect(fill('<you:a|b>', {}, { female: true, user: 'male' })).toBe('b');
    expect(fill('<a|b|c>', {}, { female: true, user: 'female' })).toBe('<a|b|c>');
  });
});

describe('fillAll', () => {
  const list = ['<you:خذي|خذ> وقتك.', 'أنا هنا.', '{topic}؟ <you:احكي|احكِ> لي.'] as const;
  it('fills every template with a known user gender', () => {
    expect(fillAll(list, { topic: 'x' }, { female: true, user: 'female' })).toEqual([
      'خذي وقتك.',
      'أنا هنا.',
      'x؟ احكي لي.',
    ]);
  });
  it('skips templates without a neutral form when the gender is unknown and another can be filled', () => {
    expect(fillAll(list, { topic: 'x' }, { female: true })).toEqual(['أنا هنا.']);
  });
  it('falls back to the masculine forms when nothing neutral can be filled', () => {
    expect(fillAll(['<you:خذي|خذ> وقتك.', '{topic}؟'], {}, { female: true })).toEqual(['خذ وقتك.']);
  });
  it('decides the number per template', () => {
    const plural = (t: string): boolean => t.includes('((');
    expect(
      fillAll(['Me ((gusta|gustan)) {thing}.', 'Sí.'], { thing: 'los gatos' }, { female: true, plural }),
    ).toEqual(['Me gustan los gatos.', 'Sí.']);
  });
});

describe('exclaim', () => {
  it('turns the final full stop into an exclamation mark in each typography', () => {
    expect(exclaim('Good to see you.', 'en-US')).toBe('Good to see you!');
    expect(exclaim('Ça me fait plaisir.', 'fr-FR')).toBe('Ça me fait plaisir\u202F!');
    expect(exclaim('Qué alegría verte.', 'es-ES')).toBe('¡Qué alegría verte!');
    expect(exclaim('Hola. Qué alegría verte.', 'es-ES')).toBe('Hola. ¡Qué alegría verte!');
    expect(exclaim('见到你真高兴。', 'zh-CN')).toBe('见到你真高兴！');
    expect(exclaim('Is it?', 'en-US')).toBe('Is it?');
  });
});

describe('calm', () => {
  it('turns exclamation marks into full stops and drops the Spanish ¡', () => {
    expect(calm('Great news! Tell me!', 'en-US')).toBe('Great news. Tell me.');
    expect(calm('¡Qué bien!', 'es-ES')).toBe('Qué bien.');
    expect(calm('太好了！', 'zh-CN')).toBe('太好了。');
    expect(calm('Salut\u202F!', 'fr-FR')).toBe('Salut.');
  });
});

describe('polish', () => {
  it('removes spaces before punctuation and capitalises sentences', () => {
    expect(polish('hello ,  world ! how are you ?', 'en-US')).toBe('Hello, world! How are you?');
  });
  it('puts French no-break spaces and makes contractions', () => {
    expect(
      polish('Salut ! Tu aimes le jazz? Je pense à le vin et à les chats, de un ami : oui', 'fr-FR'),
    ).toBe("Salut\u202F! Tu aimes le jazz\u202F? Je pense au vin et aux chats, d'un ami\u00A0: oui");
  });
  it('makes Spanish and Italian contractions', () => {
    expect(polish('Soy fan de el flamenco.', 'es-ES')).toBe('Soy fan del flamenco.');
    expect(polish("Penso a il jazz, di gli scacchi e di l'opera, a letto.", 'it-IT')).toBe(
      "Penso al jazz, degli scacchi e dell'opera, a letto.",
    );
  });
  it('uses Arabic punctuation', () => {
    expect(polish('كيف حالك? أنا بخير , شكرا', 'ar-SA')).toBe('كيف حالك؟ أنا بخير، شكرا');
  });
  it('removes spaces around Chinese and Japanese text', () => {
    expect(polish('你好 ， Zoltan ！ 你 好吗？', 'zh-CN')).toBe('你好，Zoltan！你好吗？');
  });
  it('leaves a lower-case word after a Spanish ¡ in mid-sentence alone', () => {
    expect(polish('Aún no, ¡y me encantaría!', 'es-ES')).toBe('Aún no, ¡y me encantaría!');
  });
});

describe('countSentences', () => {
  it('counts terminal punctuation', () => {
    expect(countSentences('Hi! How are you? Fine.', 'en-US')).toBe(3);
    expect(countSentences('你好！你好吗？', 'zh-CN')).toBe(2);
    expect(countSentences('Salut\u202F! Ça va\u202F?', 'fr-FR')).toBe(2);
  });
});

describe('embed', () => {
  it('drops the final punctuation and lower-cases the first letter of Latin sentences', () => {
    expect(embed('You have an exam tomorrow.', 'en-US')).toBe('you have an exam tomorrow');
    expect(embed('你明天有考试。', 'zh-CN')).toBe('你明天有考试');
  });
});

describe('makeRng', () => {
  it('is deterministic for a seed and picks every element', () => {
    const a = makeRng(7);
    const b = makeRng(7);
    expect([a.next(), a.next()]).toEqual([b.next(), b.next()]);
    const r = makeRng(1);
    expect(new Set(Array.from({ length: 200 }, () => r.pick(['x', 'y', 'z'])))).toEqual(
      new Set(['x', 'y', 'z']),
    );
  });
});
