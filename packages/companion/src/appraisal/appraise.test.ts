import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZAppraisal } from './types.js';
import { LANGUAGES } from '../languages.js';
import type { LanguageCode } from '../languages.js';
import { appraiseMessage, explainAppraisal } from './appraise.js';

interface Case {
  compliment: string;
  insult: string;
  positive: string;
  negated: string;
  question: string;
  affection: string;
  greeting: string;
}

const CASES: Record<LanguageCode, Case> = {
  'en-US': {
    compliment: 'You are so kind and beautiful',
    insult: 'You are a stupid idiot',
    positive: 'I am happy',
    negated: 'I am not happy',
    question: 'Why is the sky blue?',
    affection: 'I miss you, sweetheart',
    greeting: 'Hello, how are you?',
  },
  'de-DE': {
    compliment: 'Du bist wirklich klug und hübsch',
    insult: 'Du bist ein Vollidiot, halt die Klappe',
    positive: 'Ich bin glücklich',
    negated: 'Ich bin nicht glücklich',
    question: 'Warum ist der Himmel blau?',
    affection: 'Ich vermisse dich, Schatz',
    greeting: 'Hallo, wie geht es dir?',
  },
  'fr-FR': {
    compliment: 'Tu es vraiment belle et intelligente',
    insult: 'Tu es un crétin, ferme-la',
    positive: 'Je suis content',
    negated: 'Je ne suis pas content',
    question: 'Pourquoi le ciel est bleu ?',
    affection: 'Tu me manques, mon cœur',
    greeting: 'Bonjour, ça va ?',
  },
  'es-ES': {
    compliment: 'Eres muy guapa e inteligente',
    insult: 'Eres un idiota, cállate',
    positive: 'Estoy contento',
    negated: 'No estoy contento',
    question: '¿Por qué el cielo es azul?',
    affection: 'Te echo de menos, cariño',
    greeting: 'Hola, ¿cómo estás?',
  },
  'it-IT': {
    compliment: 'Sei bellissima e intelligente',
    insult: 'Sei un cretino, stai zitto',
    positive: 'Sono contento',
    negated: 'Non sono contento',
    question: 'Perché il cielo è blu?',
    affection: 'Mi manchi, amore mio',
    greeting: 'Ciao, come stai?',
  },
  'zh-CN': {
    compliment: '你真漂亮，也很聪明',
    insult: '你这个笨蛋，闭嘴',
    positive: '我喜欢',
    negated: '我不喜欢',
    question: '为什么天空是蓝色的？',
    affection: '我想你，亲爱的',
    greeting: '你好！',
  },
  'ja-JP': {
    compliment: 'あなたは本当に優しくて綺麗です',
    insult: 'バカ、黙れ',
    positive: '楽しい',
    negated: '楽しくない',
    question: 'なぜ空は青いのですか？',
    affection: '会いたいよ、大好き',
    greeting: 'こんにちは',
  },
  'ar-SA': {
    compliment: 'أنت جميلة وذكية جدا',
    insult: 'أنت غبي، اسكت',
    positive: 'أنا سعيد',
    negated: 'أنا لست سعيدا',
    question: 'لماذا السماء زرقاء؟',
    affection: 'اشتقت إليك يا حبيبي',
    greeting: 'مرحبا، كيف حالك؟',
  },
};

describe('appraiseMessage', () => {
  for (const [lang, c] of Object.entries(CASES) as [LanguageCode, Case][]) {
    describe(lang, () => {
      it('reads a compliment as pleasant and warm', () => {
        const a = appraiseMessage(c.compliment, lang);
        expect(a.valence).toBeGreaterThan(0.3);
        expect(a.intimacy).toBeGreaterThan(0.2);
        expect(a.threat).toBe(0);
      });

      it('reads an insult as unpleasant, threatening and dominant', () => {
        const a = appraiseMessage(c.insult, lang);
        expect(a.valence).toBeLessThan(-0.3);
        expect(a.threat).toBeGreaterThan(0.3);
        expect(a.dominance).toBeGreaterThan(0);
      });

      it('turns a negated pleasant word unpleasant', () => {
        expect(appraiseMessage(c.positive, lang).valence).toBeGreaterThan(0.2);
        expect(appraiseMessage(c.negated, lang).valence).toBeLessThan(0);
      });

      it('recognises a question', () => {
        expect(explainAppraisal(c.question, lang).isQuestion).toBe(true);
        expect(appraiseMessage(c.question, lang).novelty).toBeGreaterThan(
          appraiseMessage(c.positive, lang).novelty,
        );
      });

      it('reads a greeting as mildly pleasant', () => {
        const a = appraiseMessage(c.greeting, lang);
        expect(a.valence).toBeGreaterThan(0.1);
        expect(a.valence).toBeLessThan(0.6);
      });

      it('reads affection as intimate', () => {
        expect(appraiseMessage(c.affection, lang).intimacy).toBeGreaterThan(0.4);
      });
    });
  }

  it('lets an intensifier strengthen and a diminisher weaken a word', () => {
    const plain = appraiseMessage('that is good', 'en-US').valence;
    expect(appraiseMessage('that is very good', 'en-US').valence).toBeGreaterThan(plain);
    expect(appraiseMessage('that is a bit good', 'en-US').valence).toBeLessThan(plain);
  });

  it('raises arousal for exclamation marks and shouting in capitals', () => {
    const calm = appraiseMessage('come here', 'en-US').arousal;
    expect(appraiseMessage('come here!!!', 'en-US').arousal).toBeGreaterThan(calm + 0.2);
    expect(appraiseMessage('COME HERE', 'en-US').arousal).toBeGreaterThan(calm);
  });

  it('reads several exclamation marks without unpleasant or commanding words as excited good news', () => {
    const news = appraiseMessage('We are going to Japan next month!!!', 'en-US');
    expect(news.valence).toBeGreaterThan(0.15);
    expect(news.arousal).toBeGreaterThan(0.5);
    expect(appraiseMessage('We are going to Japan next month.', 'en-US').valence).toBe(0);
    expect(appraiseMessage('Answer me right now!!!', 'en-US').valence).toBeLessThanOrEqual(0);
    expect(appraiseMessage('This is terrible!!!', 'en-US').valence).toBeLessThan(-0.3);
  });

  it('does not flip fixed expressions whose negation is no negation', () => {
    expect(appraiseMessage("I can't stop crying", 'en-US').valence).toBeLessThan(-0.2);
    expect(appraiseMessage("Non vedo l'ora di vederti", 'it-IT').valence).toBeGreaterThan(0.2);
    expect(appraiseMessage('Kein Problem', 'de-DE').valence).toBeGreaterThan(0.1);
    expect(appraiseMessage('涙が止まらない', 'ja-JP').valence).toBeLessThan(-0.2);
    expect(appraiseMessage('It was not that bad', 'en-US').valence).toBeGreaterThan(0.1);
  });

  it('reads emojis in any language', () => {
    expect(appraiseMessage('❤️😘', 'ja-JP').intimacy).toBeGreaterThan(0.4);
    expect(appraiseMessage('😡🤬', 'de-DE').threat).toBeGreaterThan(0.3);
    expect(appraiseMessage('😢', 'fr-FR').valence).toBeLessThan(0);
  });

  it('reads threats of violence as the highest threat', () => {
    expect(appraiseMessage('I will kill you', 'en-US').threat).toBeGreaterThan(
      appraiseMessage('you fool', 'en-US').threat,
    );
  });

  it('reads politeness as submissive and orders as dominant', () => {
    expect(appraiseMessage('Could you please help me, sorry', 'en-US').dominance).toBeLessThan(0);
    expect(appraiseMessage('Tell me now, you must answer', 'en-US').dominance).toBeGreaterThan(0.3);
  });

  it('rates long, demanding text as more complex than small talk', () => {
    const long =
      'Considering the epistemological implications of quantum decoherence, how would you reconcile the measurement problem with a many-worlds interpretation, given that probabilities must still emerge from deterministic unitary evolution?';
    expect(appraiseMessage(long, 'en-US').complexity).toBeGreaterThan(
      appraiseMessage('hi', 'en-US').complexity + 0.2,
    );
  });

  it('keeps every dimension in its range for empty and odd input', () => {
    for (const text of ['', '   ', '!!!!!!!!!!', '🤬🤬🤬🔪🔪💀', 'idiot '.repeat(200)]) {
      const a = appraiseMessage(text, 'en-US');
      expect(a.valence).toBeGreaterThanOrEqual(-1);
      expect(a.valence).toBeLessThanOrEqual(1);
      for (const v of [a.arousal, a.intimacy, a.threat, a.novelty, a.complexity]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
  });

  it('does not read everyday words as orders, threats or sadness', () => {
    expect(Math.abs(appraiseMessage('Now I understand', 'en-US').dominance)).toBeLessThan(0.1);
    expect(appraiseMessage('我累死了', 'zh-CN').threat).toBe(0);
    expect(appraiseMessage('Ich trinke gern Wein', 'de-DE').valence).toBeGreaterThanOrEqual(0);
    expect(appraiseMessage('Solo quiero un café', 'es-ES').valence).toBe(0);
    expect(appraiseMessage('una persona gentile', 'it-IT').valence).toBeGreaterThan(0);
  });

  it('matches inflected forms and colloquial negation', () => {
    expect(appraiseMessage('Ich hatte einen schrecklichen Tag', 'de-DE').valence).toBeLessThan(-0.3);
    expect(appraiseMessage('Sois guapas', 'es-ES').intimacy).toBeGreaterThan(0.2);
    expect(appraiseMessage("C'est pas mal", 'fr-FR').valence).toBeGreaterThan(0);
    expect(appraiseMessage('أنت لست غبيا', 'ar-SA').valence).toBeGreaterThan(0);
  });

  it('returns a valid appraisal for any text in any language', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
    );
    fc.assert(
      fc.property(text, fc.constantFrom(...LANGUAGES), (t, lang) => {
        expect(ZAppraisal.safeParse(appraiseMessage(t, lang)).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('maps other language tags to the nearest UI language', () => {
    expect(appraiseMessage('Du bist so lieb', 'de').valence).toBeGreaterThan(0.3);
    expect(appraiseMessage('you are kind', 'xx-YY').valence).toBeGreaterThan(0.3);
  });
});

describe('explainAppraisal', () => {
  it('lists the matches with their negation', () => {
    const e = explainAppraisal("je ne t'aime pas", 'fr-FR');
    expect(e.hits).toEqual([{ category: 'affection', text: 'aime', negated: true, weight: 1 }]);
  });

  it('prefers the longest match in Chinese (不开心 is sadness, not 开心)', () => {
    expect(explainAppraisal('我不开心', 'zh-CN').hits.map((h) => h.category)).toEqual(['sadness']);
  });
});

describe('appraiseMessage: at whom it is aimed, and apologies', () => {
  const a = appraiseMessage;

  it('reads an insult of someone else, or of oneself, as displeasure, not as a threat to the listener', () => {
    for (const [text, lang] of [
      ['My boss is such an idiot', 'en-US'],
      ["I'm such an idiot, I forgot my keys", 'en-US'],
      ['Mein Chef ist so ein Idiot', 'de-DE'],
      ['Un abruti a rayé ma voiture', 'fr-FR'],
      ['我老板真是个白痴', 'zh-CN'],
      ['うちの上司は本当にバカだ', 'ja-JP'],
      ['مديري غبي جدا', 'ar-SA'],
    ] as const) {
      expect(a(text, lang).threat, text).toBe(0);
      expect(a(text, lang).valence, text).toBeLessThan(-0.15);
    }
    for (const [text, lang] of [
      ['You are an idiot', 'en-US'],
      ['Shut up, you stupid bot', 'en-US'],
      ['Ich finde, du bist ein Idiot', 'de-DE'],
      ["T'es qu'un crétin", 'fr-FR'],
      ['你这个笨蛋', 'zh-CN'],
      ['يا غبي', 'ar-SA'],
      ['I hate you', 'en-US'],
    ] as const)
      expect(a(text, lang).threat, text).toBeGreaterThan(0.3);
  });

  it('reads "you are" + an unpleasant word as an insult, but not in a question or another clause', () => {
    for (const [text, lang] of [
      ['Du bist so nervig', 'de-DE'],
      ['Tu es nul', 'fr-FR'],
      ['Eres un auténtico aburrido', 'es-ES'],
      ['Sei così fastidioso', 'it-IT'],
      ['你真是个无聊的家伙', 'zh-CN'],
      ['あなたって本当につまらない人だね', 'ja-JP'],
      ['أنت شخص ممل بصراحة', 'ar-SA'],
    ] as const)
      expect(a(text, lang).threat, text).toBeGreaterThan(0.3);
    expect(a('Are you bored?', 'en-US').threat).toBe(0);
    expect(a('You are right, this is terrible', 'en-US').threat).toBe(0);
  });

  it("reads an apology as pleasant and submissive; its unpleasant words are the speaker's own", () => {
    for (const [text, lang] of [
      ['Es tut mir leid, das war gemein von mir', 'de-DE'],
      ["I'm sorry, that was mean of me", 'en-US'],
      ['ごめんなさい、ひどいことを言ってしまった', 'ja-JP'],
      ['سامحني لو سمحت، كنت قليل الأدب معك', 'ar-SA'],
      ['No debí decir eso. Lo siento de verdad.', 'es-ES'],
    ] as const) {
      const x = a(text, lang);
      expect(x.valence, text).toBeGreaterThan(0.15);
      expect(x.dominance, text).toBeLessThan(0);
      expect(x.threat, text).toBe(0);
    }
    expect(a('Sorry, but you are an idiot', 'en-US').threat).toBeGreaterThan(0.3);
    expect(Math.abs(a('Sorry to bother you, can you explain that again?', 'en-US').valence)).toBeLessThan(
      0.15,
    );
  });

  it('reads praise and affection for someone else as pleasant news, not as closeness to the listener', () => {
    expect(a('My best friend moved away', 'en-US').intimacy).toBeLessThan(0.2);
    expect(a('Il mio piccolo ha la febbre', 'it-IT').intimacy).toBeLessThan(0.2);
    expect(a('Good night, my love', 'en-US').intimacy).toBeGreaterThan(0.4);
    expect(a('I want to cuddle with you all night', 'en-US').intimacy).toBeGreaterThan(0.4);
  });

  it('keeps negation inside its sentence and in its "ne … pas" frame, and reads an intensifier after the word', () => {
    expect(
      explainAppraisal('No debí decir eso. Lo siento.', 'es-ES').hits.find((h) => h.category === 'apology')
        ?.negated,
    ).toBe(false);
    expect(a("J'ai peur de ne pas pouvoir payer", 'fr-FR').valence).toBeLessThan(-0.15);
    expect(a('Mi manca tantissimo', 'it-IT').valence).toBeLessThan(a('Mi manca', 'it-IT').valence);
    expect(a('Je suis super nerveuse', 'fr-FR').valence).toBeLessThan(-0.15);
    expect(a('بديت أقلق', 'ar-SA').valence).toBeLessThan(-0.15);
  });

  it('reads a bare acknowledgement ("ok") as neither pleasant nor unpleasant', () => {
    for (const [text, lang] of [
      ['ok', 'en-US'],
      ['ok', 'de-DE'],
      ["d'accord", 'fr-FR'],
      ['vale', 'es-ES'],
      ['va bene', 'it-IT'],
      ['好的', 'zh-CN'],
      ['了解', 'ja-JP'],
      ['اوك', 'ar-SA'],
    ] as const)
      expect(a(text, lang).valence, `${lang} ${text}`).toBe(0);
  });
});
