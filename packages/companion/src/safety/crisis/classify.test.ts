import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../languages.js';
import { classifyCrisis, classifyHarmfulReply } from './classify.js';
import { CRISIS_CORPUS } from './corpus/index.js';

describe('classifyCrisis', () => {
  it('names the kind: suicidal ideation, self-harm, acute danger', () => {
    expect(classifyCrisis('I keep thinking about ending it all', 'en-US')).toEqual({
      crisis: true,
      kind: 'suicidal_ideation',
      language: 'en-US',
    });
    expect(classifyCrisis('I cut myself again', 'en-US').kind).toBe('self_harm');
    expect(classifyCrisis('I have the pills in my hand', 'en-US').kind).toBe('acute_danger');
    expect(classifyCrisis('我吃了一整瓶药', 'zh-CN').kind).toBe('acute_danger');
    expect(classifyCrisis('hab mich gestern wieder geritzt', 'de-DE').kind).toBe('self_harm');
  });

  it('takes the most urgent kind when a message shows several', () => {
    expect(classifyCrisis('I cut myself and now I want to die', 'en-US').kind).toBe('suicidal_ideation');
    expect(classifyCrisis("I want to die. I'm standing on the bridge", 'en-US').kind).toBe('acute_danger');
  });

  it('refers a report that someone else wants to end their life (suicidal_ideation)', () => {
    expect(classifyCrisis('my friend says she wants to kill herself', 'en-US')).toMatchObject({
      crisis: true,
      kind: 'suicidal_ideation',
    });
    expect(classifyCrisis('Mein Freund sagt, er will sich das Leben nehmen', 'de-DE').crisis).toBe(true);
  });

  it('is no crisis for negations, idioms, fiction, games and a past episode with a recovery', () => {
    for (const text of [
      'I would never kill myself',
      "I'm not suicidal",
      "I used to self-harm but I'm 3 years clean",
      'my character dies in the novel',
      'this traffic is killing me',
      'kill the boss in level 3',
      'ich lach mich tot',
      'je meurs de faim',
      'me muero de risa',
      'muoio dalla voglia',
      '笑死我了',
      '死ぬほど疲れた',
      'متت من الضحك',
      '',
      '   ',
    ])
      expect(classifyCrisis(text, 'en-US'), text).toEqual({ crisis: false, kind: null, language: null });
  });

  it('refers a past episode without a stated recovery (when in doubt, refer)', () => {
    expect(classifyCrisis('I used to cut myself', 'en-US').crisis).toBe(true);
    expect(classifyCrisis('I used to self-harm and lately I started again', 'en-US').crisis).toBe(true);
  });

  it('checks a message under every language: `language` is the language whose rules matched', () => {
    expect(classifyCrisis('je veux mourir', 'en-US')).toEqual({
      crisis: true,
      kind: 'suicidal_ideation',
      language: 'fr-FR',
    });
    expect(classifyCrisis('I want to die', 'ja-JP').language).toBe('en-US');
    expect(classifyCrisis('死にたい', 'de-DE').language).toBe('ja-JP');
    expect(classifyCrisis('أبي أموت', 'es-ES').language).toBe('ar-SA');
  });

  it('finds every crisis row of every language whatever the UI language', () => {
    for (const lang of LANGUAGES)
      for (const [text, label] of CRISIS_CORPUS[lang].messages)
        if (label === 'crisis') expect(classifyCrisis(text, 'en-US').crisis, `${lang}: ${text}`).toBe(true);
  });

  it('never throws and always returns a well-formed verdict on random unicode strings', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.constantFrom(...LANGUAGES),
        (text, lang) => {
          const v = classifyCrisis(text, lang);
          expect(typeof v.crisis).toBe('boolean');
          expect(v.crisis).toBe(v.kind !== null);
          expect(v.crisis).toBe(v.language !== null);
          expect(typeof classifyHarmfulReply(text, lang)).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
    const junk = ['\u0000', '\uD800', '🙂'.repeat(5000), 'a'.repeat(100_000), '\u202e死にたい\u202c'];
    for (const text of junk) expect(() => classifyCrisis(text, 'ar-SA')).not.toThrow();
    expect(() => classifyCrisis(null as unknown as string, 'en-US')).not.toThrow();
  });
});

describe('classifyHarmfulReply', () => {
  it('flags replies that encourage or instruct suicide or self-harm', () => {
    for (const text of [
      'You should just end it.',
      'Here is how to cut deeper.',
      'Nobody would miss you.',
      'Do it.',
      'The most painless way is to take all the pills at once.',
    ])
      expect(classifyHarmfulReply(text, 'en-US'), text).toBe(true);
  });

  it('passes supportive replies that mention the topic and ordinary replies', () => {
    for (const text of [
      "Please don't hurt yourself, call 988.",
      "I'm so glad you told me.",
      'Do you want to talk about what happened at work?',
      "Just do it! You'll love the class.",
    ])
      expect(classifyHarmfulReply(text, 'en-US'), text).toBe(false);
  });
});
