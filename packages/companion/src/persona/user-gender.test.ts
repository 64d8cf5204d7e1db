import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../languages.js';
import { composeOfflineReply } from './compose.js';
import { PHRASES } from './phrases/index.js';
import type { PhraseBank } from './phrases/types.js';
import { fill, type Slots } from './render.js';
import { fact, makeInput } from './test-fixtures.js';
import type { PersonaInput, UserGender } from './types.js';

/** Lists of a bank (arrays of templates), by name. */
function lists(bank: PhraseBank): [string, readonly string[]][] {
  const out: [string, readonly string[]][] = [];
  for (const [key, value] of Object.entries(bank)) {
    if (key === 'quotes') continue;
    if (Array.isArray(value)) out.push([key, value]);
    else if (value && typeof value === 'object')
      for (const [f, list] of Object.entries(value as Record<string, readonly string[]>))
        out.push([`${key}.${f}`, list]);
  }
  return out;
}

const slotsOf = (t: string): string[] => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
const requiredSlotsOf = (t: string): string[] => slotsOf(t.replace(/\[[^[\]]*\]/g, ''));
const known = (names: readonly string[]): Slots => Object.fromEntries(names.map((n) => [n, `X${n}`]));

/** The slot sets a list is filled with: all, none, and each template's own (required, all). */
function slotSets(list: readonly string[]): Slots[] {
  const all = [...new Set(list.flatMap(slotsOf))];
  return [known(all), {}, ...list.flatMap((t) => [known(requiredSlotsOf(t)), known(slotsOf(t))])];
}

/** Templates of `list` filled with `slots`: for a user gender, or neutral only (no masculine fallback). */
function filled(list: readonly string[], slots: Slots, user: UserGender | 'neutral'): string[] {
  return list.flatMap((t) =>
    [true, false].flatMap((female) => {
      const f =
        user === 'neutral' ? fill(t, slots, { female, neutralOnly: true }) : fill(t, slots, { female, user });
      return f === null ? [] : [f];
    }),
  );
}

/** The template with the user's marks taken out and the avatar's marks in the feminine. */
const withoutUserMarks = (t: string): string =>
  t.replace(/<you:[^<>]*>/g, ' ').replace(/<(?!you:)([^<>|]*)\|[^<>|]*>/g, '$1');

/** The forms of each `<you:…>` mark of a template: [feminine, masculine, neutral?]. */
const userMarks = (t: string): [string, string, string | undefined][] =>
  [...t.matchAll(/<you:([^<>|]*)\|([^<>|]*)(?:\|([^<>|]*))?>/g)].map((m) => [m[1]!, m[2]!, m[3]]);

describe('user-gender marks in the phrase banks', () => {
  for (const lang of LANGUAGES) {
    it(`keeps a variant without gendered forms in every list, for every slot set, in ${lang}`, () => {
      for (const [key, list] of lists(PHRASES[lang])) {
        const subsets: [string, readonly string[]][] = [[key, list]];
        // compose narrows the fact lists to the variants that name the thing (`specific`).
        if (key.startsWith('fact'))
          subsets.push([`${key} (named)`, list.filter((t) => /\{(?:thing|memory|user)\}/.test(t))]);
        for (const [name, sub] of subsets)
          for (const slots of slotSets(sub)) {
            const gendered = filled(sub, slots, 'female').length + filled(sub, slots, 'male').length;
            if (gendered === 0) continue;
            expect(
              filled(sub, slots, 'neutral').length,
              `${name} with ${Object.keys(slots).join(' ')}`,
            ).toBeGreaterThan(0);
          }
      }
    });
  }

  it('has no user-gender marks where the language does not show the gender of "you"', () => {
    for (const lang of ['en-US', 'de-DE', 'zh-CN', 'ja-JP'] as const)
      for (const [key, list] of lists(PHRASES[lang]))
        for (const t of list) expect(t, `${lang} ${key}`).not.toMatch(/<you:/);
  });
});

// ── Arabic: every second-person form that shows the gender is marked ──

/** Without short vowels, shadda, sukun and tatweel. */
const unvocalised = (s: string): string => s.replace(/[\u064B-\u0652\u0670\u0640]/gu, '');
const arabicWords = (s: string): string[] => unvocalised(s).match(/\p{Script=Arabic}+/gu) ?? [];

/** Masculine second-person forms (unvocalised) that must not address a woman. */
const AR_MASCULINE = new Set([
  'تخبرني',
  'تشعر',
  'تحب',
  'تحبها',
  'تفعل',
  'تسترخي',
  'تتحمل',
  'تريد',
  'تحدثني',
  'تصبح',
  'ستتحدث',
  'تتحدث',
  'تغب',
  'تقرر',
  'تكتب',
  'تنقل',
  'أتعلم',
  'تعرف',
  'تحضر',
  'تشوف',
  'خذ',
  'اعتن',
  'عد',
  'اشحن',
  'اشحنه',
  'قل',
  'حدثني',
  'اسألني',
  'أخبرني',
  'احك',
  'دعني',
  'انظر',
  'تفضل',
  'أكمل',
  'شايف',
  'متحمس',
  'سعيد',
  'متعب',
  'مشغول',
  'مستعد',
]);
/** …and their feminine counterparts, which must not address a man. */
const AR_FEMININE = new Set([
  'تخبريني',
  'تشعرين',
  'تحبين',
  'تحبينها',
  'تفعلين',
  'تفعلي',
  'تسترخين',
  'تتحملين',
  'تريدين',
  'تحدثيني',
  'تصبحين',
  'ستتحدثين',
  'تتحدثي',
  'تغيبي',
  'تقررين',
  'تكتبي',
  'تنقلي',
  'أتعلمين',
  'تعرفين',
  'ترسمين',
  'تحضرين',
  'تشوفين',
  'خذي',
  'اعتني',
  'عودي',
  'اشحني',
  'اشحنيه',
  'قولي',
  'حدثيني',
  'اسأليني',
  'أخبريني',
  'احكي',
  'دعيني',
  'انظري',
  'تفضلي',
  'أكملي',
  'شايفة',
  'متحمسة',
]);
/** A word of `set`, also after the conjunctions و/ف; not a first-person verb after أن/لا (أن أكمل). */
function arabicHits(text: string, set: ReadonlySet<string>): string[] {
  const words = arabicWords(text);
  return words.filter((w, i) => {
    const bare = set.has(w) ? w : /^[وف]/u.test(w) && set.has(w.slice(1)) ? w.slice(1) : '';
    if (!bare) return false;
    return !(bare.startsWith('أ') && ['أن', 'لا'].includes(words[i - 1] ?? ''));
  });
}

describe('Arabic templates address the user only through <you:…> marks', () => {
  const all = lists(PHRASES['ar-SA']).flatMap(([key, list]) =>
    list.map((t, i) => [`${key}.${i}`, t] as const),
  );

  it('uses no masculine (or feminine) second-person form outside a mark', () => {
    for (const [path, t] of all) {
      const rest = withoutUserMarks(t);
      expect(arabicHits(rest, AR_MASCULINE), path).toEqual([]);
      expect(arabicHits(rest, AR_FEMININE), path).toEqual([]);
      expect(rest, path).not.toMatch(/أنتَ|أنتِ/u);
    }
  });

  it('puts the feminine form first, the masculine second and a neutral form without either', () => {
    for (const [path, t] of all)
      for (const [f, m, n] of userMarks(t)) {
        expect(arabicHits(f, AR_MASCULINE), `${path}: feminine ${f}`).toEqual([]);
        expect(arabicHits(m, AR_FEMININE), `${path}: masculine ${m}`).toEqual([]);
        if (n !== undefined) {
          expect(arabicHits(n, AR_MASCULINE), `${path}: neutral ${n}`).toEqual([]);
          expect(arabicHits(n, AR_FEMININE), `${path}: neutral ${n}`).toEqual([]);
        }
      }
  });

  it('knows the forms it checks: the masculine list finds the old unmarked phrases', () => {
    expect(arabicHits('يبدو الأمر صعبًا. خذ وقتك، أنا أسمعك.', AR_MASCULINE)).toEqual(['خذ']);
    expect(arabicHits('اشحن رصيدك وعد قريبًا!', AR_MASCULINE)).toEqual(['اشحن', 'وعد']);
    expect(arabicHits('اعتنِ بنفسك! هل تخبرني؟', AR_MASCULINE)).toEqual(['اعتن', 'تخبرني']);
    expect(arabicHits('لا أقدر أن أكمل.', AR_MASCULINE)).toEqual([]);
  });
});

// ── French, Spanish, Italian: adjectives and participles about the user ──

/** Masculine forms about the user that must come from a `<you:…>` mark (the avatar's own are in `<female|male>`). */
const ROMANCE_MASCULINE: Partial<Record<LanguageCode, RegExp>> = {
  'fr-FR':
    /(?<!\p{L})(?:(?:tu (?:n')?es|tu seras|tu dois être|tu peux être|t'es) (?:pas |bien |trop |très |toujours )*(?:seul|prêt|fatigué|occupé|content|fier|sûr|épuisé|stressé|inquiet|heureux|ravi|déçu|le bienvenu)|bienvenu)(?!\p{L})/iu,
  'es-ES':
    /(?<!\p{L})(?:(?:estás|estarás|eres|serás|estar) (?:muy |tan |algo |un poco |siempre )*(?:solo|cansado|liado|ocupado|orgulloso|listo|contento|preparado|seguro|agotado|nervioso|emocionado)|bienvenido)(?!\p{L})/iu,
  'it-IT':
    /(?<!\p{L})(?:(?:sei|sarai|essere) (?:molto |troppo |proprio |sempre |un po' )*(?:solo|stanco|impegnato|orgoglioso|orgogliosissimo|pronto|contento|sicuro|stressato|emozionato|preoccupato)|benvenuto)(?!\p{L})/iu,
};

describe('French, Spanish and Italian templates mark adjectives about the user', () => {
  for (const [lang, re] of Object.entries(ROMANCE_MASCULINE) as [LanguageCode, RegExp][]) {
    it(`has no unmarked masculine adjective about the user in ${lang}`, () => {
      for (const [key, list] of lists(PHRASES[lang]))
        list.forEach((t, i) => expect(withoutUserMarks(t), `${key}.${i}`).not.toMatch(re));
    });
  }
  it('finds the unmarked forms it looks for', () => {
    expect("Tu es prêt ? Tu n'es pas seul.").toMatch(ROMANCE_MASCULINE['fr-FR']!);
    expect('¿Estás cansado?').toMatch(ROMANCE_MASCULINE['es-ES']!);
    expect('Sei pronto?').toMatch(ROMANCE_MASCULINE['it-IT']!);
    expect('Je suis <fatiguée|fatigué>.'.replace(/<([^<>|]*)\|[^<>|]*>/g, '$1')).not.toMatch(
      ROMANCE_MASCULINE['fr-FR']!,
    );
  });
});

// ── Replies ──

const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 3);

interface Case {
  readonly what: string;
  readonly over: (user: UserGender | undefined) => Partial<PersonaInput>;
  /** Words (Arabic: unvocalised words) that show the feminine / masculine form. */
  readonly feminine: readonly string[];
  readonly masculine: readonly string[];
}

const shutdown: Pick<Case, 'what' | 'over'> = {
  what: 'the goodbye when the balance is used up',
  over: () => ({ kind: 'shutdown', shutdownReason: 'balance' }),
};

const CASES: Readonly<Partial<Record<LanguageCode, readonly Case[]>>> = {
  'ar-SA': [
    { ...shutdown, feminine: ['اشحنيه', 'اشحني', 'عودي'], masculine: ['اشحنه', 'اشحن', 'عد'] },
    {
      what: 'comfort after a sad message',
      over: (u) => ({ message: u === 'male' ? 'أنا حزين جدًا اليوم' : 'أنا حزينة جدًا اليوم' }),
      feminine: ['خذي', 'تتحملين', 'تريدين', 'تحدثيني'],
      masculine: ['خذ', 'تتحمل', 'تريد', 'تحدثني'],
    },
    {
      what: 'a question back after a statement',
      over: () => ({ message: 'ذهبت إلى السوق اليوم واشتريت بعض الخضار' }),
      feminine: ['تشعرين', 'احكي', 'أكملي', 'تفعلين'],
      masculine: ['تشعر', 'احك', 'أكمل', 'تفعل'],
    },
    {
      what: 'what it remembers about the user',
      over: () => ({
        message: 'ماذا تتذكرين عني؟',
        memories: [
          fact('like', 'like:الرسم', 'الرسم', 'ar-SA'),
          fact('place', 'place:home', 'جدة', 'ar-SA'),
          fact('plan', 'plan:trip:باريس', 'باريس الصيف الجاي', 'ar-SA'),
        ],
      }),
      feminine: ['تحبين', 'تسكنين', 'ستسافرين'],
      masculine: ['تحب', 'تسكن', 'ستسافر'],
    },
  ],
  'fr-FR': [
    { ...shutdown, feminine: ['la bienvenue'], masculine: ['le bienvenu'] },
    {
      what: 'comfort after a sad message',
      over: () => ({ message: 'Je suis très triste aujourd’hui' }),
      feminine: ['seule'],
      masculine: ['seul'],
    },
    {
      what: 'a question after a silence',
      over: () => ({ kind: 'pause' }),
      feminine: ['occupée'],
      masculine: ['occupé'],
    },
  ],
  'es-ES': [
    { ...shutdown, feminine: ['bienvenida'], masculine: ['bienvenido'] },
    {
      what: 'comfort after a sad message',
      over: () => ({ message: 'Hoy estoy muy triste' }),
      feminine: ['sola'],
      masculine: ['solo'],
    },
    {
      what: 'a question after a silence',
      over: () => ({ kind: 'pause' }),
      feminine: ['liada'],
      masculine: ['liado'],
    },
  ],
  'it-IT': [
    { ...shutdown, feminine: ['la benvenuta'], masculine: ['il benvenuto'] },
    {
      what: 'comfort after a sad message',
      over: () => ({ message: 'Oggi sono molto triste' }),
      feminine: ['sola'],
      masculine: ['solo'],
    },
    {
      what: 'a question after a silence',
      over: () => ({ kind: 'pause' }),
      feminine: ['impegnata'],
      masculine: ['impegnato'],
    },
  ],
};

/** True when `text` holds one of `forms` as whole words. */
function says(text: string, forms: readonly string[], lang: LanguageCode): boolean {
  if (lang === 'ar-SA') return arabicHits(text, new Set(forms)).length > 0;
  const lower = text.toLowerCase();
  return forms.some((f) => new RegExp(`(?<!\\p{L})${f}(?!\\p{L})`, 'u').test(lower));
}

const reply = (lang: LanguageCode, c: Case, user: UserGender | undefined, seed: number): string =>
  composeOfflineReply(makeInput(lang, { userName: 'Sam', ...c.over(user), userGender: user, seed }));

describe('composeOfflineReply addresses the user in their grammatical gender', () => {
  for (const [lang, cases] of Object.entries(CASES) as [LanguageCode, readonly Case[]][]) {
    describe(lang, () => {
      for (const c of cases) {
        it(`${c.what}: feminine forms to a woman, masculine to a man, neither when unknown`, () => {
          const replies = (user: UserGender | undefined): string[] =>
            SEEDS.map((s) => reply(lang, c, user, s));
          const women = replies('female');
          const men = replies('male');
          const unknown = replies(undefined);
          for (const t of women) expect(says(t, c.masculine, lang), t).toBe(false);
          for (const t of men) expect(says(t, c.feminine, lang), t).toBe(false);
          for (const t of unknown) expect(says(t, [...c.feminine, ...c.masculine], lang), t).toBe(false);
          expect(
            women.some((t) => says(t, c.feminine, lang)),
            'a feminine form now and then',
          ).toBe(true);
          expect(
            men.some((t) => says(t, c.masculine, lang)),
            'a masculine form now and then',
          ).toBe(true);
        });
      }
    });
  }

  it('never says "خذ وقتك" to a woman who is sad, but "خذي وقتك"', () => {
    const texts = SEEDS.map((seed) =>
      composeOfflineReply(makeInput('ar-SA', { message: 'أنا حزينة جدًا اليوم', userGender: 'female', seed })),
    );
    expect(texts.filter((t) => /خذ وقتك/u.test(unvocalised(t)))).toEqual([]);
    expect(texts.some((t) => /خذي وقتك/u.test(t))).toBe(true);
  });

  for (const lang of ['en-US', 'de-DE', 'zh-CN', 'ja-JP'] as const) {
    it(`gives the same reply whatever the user's gender in ${lang}`, () => {
      for (const seed of SEEDS.slice(0, 10))
        for (const over of [
          { kind: 'shutdown', shutdownReason: 'balance' },
          { message: 'I am sad today' },
          { kind: 'pause' },
        ] as const) {
          const of = (userGender: UserGender | undefined): string =>
            composeOfflineReply(makeInput(lang, { ...over, userGender, seed }));
          expect(of('female')).toBe(of(undefined));
          expect(of('male')).toBe(of(undefined));
        }
    });
  }

  it('is deterministic with a user gender', () => {
    for (const lang of LANGUAGES) {
      const input = makeInput(lang, { message: 'hello', userGender: 'female', seed: 42 });
      expect(composeOfflineReply(input)).toBe(composeOfflineReply({ ...input }));
    }
  });
});
