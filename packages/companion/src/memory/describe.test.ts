import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../languages.js';
import { describeMemory, joinLikes, toSecondPerson } from './describe.js';
import type { MemoryCandidate } from './types.js';

type Fact = Pick<MemoryCandidate, 'kind' | 'key' | 'value'>;

const ALL_KINDS: readonly Fact[] = [
  { kind: 'name', key: 'name', value: 'Zoltan' },
  { kind: 'like', key: 'like:jazz', value: 'jazz' },
  { kind: 'dislike', key: 'dislike:mushrooms', value: 'mushrooms' },
  { kind: 'person', key: 'person:sister:anna', value: 'Anna' },
  { kind: 'person', key: 'person:brother', value: 'brother' },
  { kind: 'pet', key: 'pet:dog:rex', value: 'Rex' },
  { kind: 'pet', key: 'pet:cat', value: 'cat' },
  { kind: 'place', key: 'place:home', value: 'Berlin' },
  { kind: 'place', key: 'place:origin', value: 'Budapest' },
  { kind: 'job', key: 'job', value: 'nurse' },
  { kind: 'event', key: 'event:birthday', value: 'on 3 May' },
  { kind: 'event', key: 'event:exam', value: 'an exam tomorrow' },
  { kind: 'plan', key: 'plan:trip:rome', value: 'Rome next week' },
  { kind: 'plan', key: 'plan:learn spanish', value: 'learn Spanish' },
  { kind: 'fact', key: 'fact:x', value: 'I can juggle' },
  { kind: 'age', key: 'age', value: '29' },
  { kind: 'diet', key: 'diet:vegan', value: 'vegan' },
];

const SCRIPT: Partial<Record<LanguageCode, RegExp>> = {
  'zh-CN': /[\p{Script=Han}]/u,
  'ja-JP': /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  'ar-SA': /[\p{Script=Arabic}]/u,
};

describe('describeMemory', () => {
  it('says each kind of fact as a short sentence to the user in English', () => {
    const en = ALL_KINDS.map((f) => describeMemory(f, 'en-US'));
    expect(en).toEqual([
      'Your name is Zoltan.',
      'You like jazz.',
      "You don't like mushrooms.",
      'Your sister is called Anna.',
      'You have a brother.',
      'Your dog is called Rex.',
      'You have a cat.',
      'You live in Berlin.',
      "You're from Budapest.",
      'You work as a nurse.',
      'Your birthday is on 3 May.',
      'You have an exam tomorrow.',
      "You're going to Rome next week.",
      'You want to learn Spanish.',
      'You told me: “I can juggle”.',
      "You're 29.",
      "You're vegan.",
    ]);
  });

  for (const lang of LANGUAGES) {
    it(`describes every kind in ${lang} with the value, final punctuation and no placeholders`, () => {
      for (const f of ALL_KINDS) {
        const text = describeMemory(f, lang);
        expect(text.length, `${f.key}`).toBeGreaterThan(3);
        expect(text).toMatch(/[.!?。！？»”」]$/u);
        expect(text).not.toMatch(/[{}]|undefined|NaN/);
        if (f.kind === 'name' || f.key.split(':').length === 3) expect(text).toContain(f.value);
        const script = SCRIPT[lang];
        if (script) expect(text, f.key).toMatch(script);
      }
    });
  }

  it('uses the relation and species words of the reply language', () => {
    expect(describeMemory({ kind: 'pet', key: 'pet:dog:rex', value: 'Rex' }, 'de-DE')).toBe(
      'Dein Hund heißt Rex.',
    );
    expect(describeMemory({ kind: 'person', key: 'person:sister:anna', value: 'Anna' }, 'fr-FR')).toBe(
      "Ta sœur s'appelle Anna.",
    );
    expect(describeMemory({ kind: 'person', key: 'person:sister:anna', value: 'Anna' }, 'it-IT')).toBe(
      'Tua sorella si chiama Anna.',
    );
    expect(describeMemory({ kind: 'person', key: 'person:sister:سارة', value: 'سارة' }, 'ar-SA')).toBe(
      'أختك اسمها سارة.',
    );
    expect(describeMemory({ kind: 'person', key: 'person:brother:omar', value: 'عمر' }, 'ar-SA')).toBe(
      'أخوك اسمه عمر.',
    );
    expect(describeMemory({ kind: 'pet', key: 'pet:cat', value: '猫' }, 'zh-CN')).toBe('你养了一只猫。');
  });

  it('keeps the grammar of the value in its own language', () => {
    expect(describeMemory({ kind: 'like', key: 'like:gatos', value: 'los gatos' }, 'es-ES')).toBe(
      'Te gustan los gatos.',
    );
    expect(describeMemory({ kind: 'like', key: 'like:gatti', value: 'i gatti' }, 'it-IT')).toBe(
      'Ti piacciono i gatti.',
    );
    expect(describeMemory({ kind: 'place', key: 'place:home', value: 'en France' }, 'fr-FR')).toBe(
      'Tu habites en France.',
    );
    expect(describeMemory({ kind: 'place', key: 'place:origin', value: 'Italie' }, 'fr-FR')).toBe(
      "Tu viens d'Italie.",
    );
    expect(describeMemory({ kind: 'place', key: 'place:home', value: 'in Italia' }, 'it-IT')).toBe(
      'Vivi in Italia.',
    );
    expect(describeMemory({ kind: 'job', key: 'job', value: 'engineer' }, 'en-US')).toBe(
      'You work as an engineer.',
    );
  });

  it('turns first-person words of the value into the second person', () => {
    expect(describeMemory({ kind: 'event', key: 'event:exam', value: 'my exam tomorrow' }, 'en-US')).toBe(
      'You have your exam tomorrow.',
    );
    expect(describeMemory({ kind: 'plan', key: 'plan:x', value: 'voir ma mère' }, 'fr-FR')).toBe(
      'Tu veux voir ta mère.',
    );
  });

  it('says ages, diets and allergies in each language', () => {
    expect(describeMemory({ kind: 'diet', key: 'diet:no:pork', value: 'pork' }, 'en-US')).toBe(
      "You don't eat pork.",
    );
    expect(describeMemory({ kind: 'diet', key: 'diet:allergy:peanuts', value: 'peanuts' }, 'en-US')).toBe(
      "You're allergic to peanuts.",
    );
    expect(describeMemory({ kind: 'age', key: 'age', value: '29' }, 'fr-FR')).toBe('Tu as 29\u00A0ans.');
    expect(describeMemory({ kind: 'age', key: 'age', value: '29' }, 'zh-CN')).toBe('你29岁。');
    expect(describeMemory({ kind: 'diet', key: 'diet:no:fisch', value: 'keinen Fisch' }, 'de-DE')).toBe(
      'Du isst keinen Fisch.',
    );
    expect(
      describeMemory(
        { kind: 'diet', key: 'diet:allergy:fruits de mer', value: 'aux fruits de mer' },
        'fr-FR',
      ),
    ).toBe('Tu es allergique aux fruits de mer.');
    expect(describeMemory({ kind: 'diet', key: 'diet:吃素', value: '吃素' }, 'zh-CN')).toBe('你吃素。');
    expect(describeMemory({ kind: 'diet', key: 'diet:no:豚肉', value: '豚肉' }, 'ja-JP')).toBe(
      '豚肉は食べないんですね。',
    );
  });

  it('joins the likes of a list into one fact', () => {
    const facts = [
      { kind: 'like', key: 'like:jazz', value: 'jazz' },
      { kind: 'name', key: 'name', value: 'Anna' },
      { kind: 'like', key: 'like:chess', value: 'chess' },
    ] as const;
    expect(joinLikes(facts, 'en-US').map((f) => describeMemory(f, 'en-US'))).toEqual([
      'You like jazz and chess.',
      'Your name is Anna.',
    ]);
    expect(joinLikes([facts[0], facts[2]], 'ar-SA')[0]!.value).toBe('jazz وchess');
  });

  it('accepts any language tag', () => {
    expect(describeMemory({ kind: 'name', key: 'name', value: 'Zoltan' }, 'ja')).toBe(
      'お名前はZoltanさんですね。',
    );
  });
});

describe('toSecondPerson', () => {
  it('swaps possessives and object pronouns, keeping capitals', () => {
    expect(toSecondPerson('My sister and me', 'en-US')).toBe('Your sister and you');
    expect(toSecondPerson('meine Mutter', 'de-DE')).toBe('deine Mutter');
    expect(toSecondPerson('mi hermano', 'es-ES')).toBe('tu hermano');
    expect(toSecondPerson('mio fratello', 'it-IT')).toBe('tuo fratello');
    expect(toSecondPerson('我的猫', 'zh-CN')).toBe('你的猫');
  });
});

describe('describeMemory in the user grammatical gender', () => {
  const like = { kind: 'like', key: 'like:الرسم', value: 'الرسم' } as const;
  const dislike = { kind: 'dislike', key: 'dislike:البصل', value: 'البصل' } as const;
  const home = { kind: 'place', key: 'place:home', value: 'جدة' } as const;
  const trip = { kind: 'plan', key: 'plan:trip:باريس', value: 'باريس الصيف الجاي' } as const;
  const dietNo = { kind: 'diet', key: 'diet:no:لحم', value: 'لحم' } as const;
  const plan = { kind: 'plan', key: 'plan:اتعلم الانجليزي', value: 'أتعلم الإنجليزي' } as const;

  it('says Arabic facts about a woman in the feminine', () => {
    expect(describeMemory(like, 'ar-SA', 'female')).toBe('تحبين الرسم.');
    expect(describeMemory(dislike, 'ar-SA', 'female')).toBe('لا تحبين البصل.');
    expect(describeMemory(home, 'ar-SA', 'female')).toBe('تسكنين في جدة.');
    expect(describeMemory(trip, 'ar-SA', 'female')).toBe('ستسافرين باريس الصيف الجاي.');
    expect(describeMemory(dietNo, 'ar-SA', 'female')).toBe('لا تأكلين لحم.');
    expect(describeMemory(plan, 'ar-SA', 'female')).toBe('تريدين أن تتعلمي الإنجليزي.');
  });

  it('says Arabic facts about a man in the masculine', () => {
    expect(describeMemory(like, 'ar-SA', 'male')).toBe('تحب الرسم.');
    expect(describeMemory(dislike, 'ar-SA', 'male')).toBe('لا تحب البصل.');
    expect(describeMemory(home, 'ar-SA', 'male')).toBe('تسكن في جدة.');
    expect(describeMemory(trip, 'ar-SA', 'male')).toBe('ستسافر باريس الصيف الجاي.');
    expect(describeMemory(dietNo, 'ar-SA', 'male')).toBe('لا تأكل لحم.');
    expect(describeMemory(plan, 'ar-SA', 'male')).toBe('تريد أن تتعلم الإنجليزي.');
  });

  it('says Arabic facts in neutral words when the gender is unknown', () => {
    const gendered =
      /(?:^|\s)(?:لا )?(?:تحب|تحبين|تسكن|تسكنين|ستسافر|ستسافرين|تأكل|تأكلين|تريد|تريدين)(?=\s|$)/u;
    for (const f of [like, dislike, home, trip, dietNo, plan]) {
      const text = describeMemory(f, 'ar-SA');
      expect(text, text).not.toMatch(gendered);
      expect(text, text).toContain(f.value.split(' ')[0]!);
    }
    expect(describeMemory(like, 'ar-SA')).toBe('أنت من محبي الرسم.');
    expect(describeMemory(home, 'ar-SA')).toBe('بيتك في جدة.');
  });

  it('keeps an Arabic plan it cannot put in the feminine as the user said it', () => {
    const walk = { kind: 'plan', key: 'plan:امشي', value: 'أمشي كل يوم' } as const;
    expect(describeMemory(walk, 'ar-SA', 'female')).toBe('من خططك: «أمشي كل يوم».');
  });

  it('does not change the other languages', () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'ar-SA'))
      for (const f of ALL_KINDS) {
        const plain = describeMemory(f, lang);
        expect(describeMemory(f, lang, 'female'), `${lang} ${f.key}`).toBe(plain);
        expect(describeMemory(f, lang, 'male'), `${lang} ${f.key}`).toBe(plain);
      }
  });
});
