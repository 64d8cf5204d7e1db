/**
 * Offline, a question or request the avatar cannot answer (facts, advice, recommendations,
 * stories, explanations, open questions) gets an honest answer in the user's language: it runs
 * without its AI model right now, and what it can talk about instead. Never a question turned
 * back ("What do you think?"). Messages with answers of their own keep them.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LanguageCode } from '../languages.js';
import { composeOfflineReply } from './compose.js';
import { detectIntent } from './intent.js';
import { PHRASES } from './phrases/index.js';
import { fill } from './render.js';
import { avatarFor, makeInput, MOODS, NOW, stateWith, type MoodName } from './test-fixtures.js';
import type { PersonaTurn } from './types.js';

/** What every honest offline answer says, per language: it runs without its AI model. */
const HONEST: Readonly<Record<LanguageCode, RegExp>> = {
  'en-US': /\bAI model\b/,
  'de-DE': /KI-Modell/,
  'fr-FR': /modèle d'IA/,
  'es-ES': /modelo de IA/,
  'it-IT': /modello di IA/,
  'zh-CN': /AI模型/,
  'ja-JP': /AIモデル/,
  'ar-SA': /نموذج الذكاء الاصطناعي/,
};

/** The deflections the `question` bank gave before: the user's question turned back to them. */
const DEFLECTION: Readonly<Record<LanguageCode, RegExp>> = {
  'en-US': /what do you think|your take|what would you say|what made you wonder/i,
  'de-DE': /was denkst du|wie siehst du das|wie kommst du darauf|was würdest du sagen/i,
  'fr-FR': /tu en penses quoi|ton avis|tu dirais quoi|pourquoi tu te poses la question/i,
  'es-ES': /tú qué opinas|tú qué crees|por qué lo preguntas|tú qué dirías/i,
  'it-IT': /che ne pensi|cosa ne dici|perché me lo chiedi|cosa diresti/i,
  'zh-CN': /你怎么看|你的看法|你会怎么说|你怎么会想到/,
  'ja-JP': /あなたはどう思いますか|あなたの意見は|どうしてそう思ったんですか|あなたならどう答えますか/,
  'ar-SA': /ما رأيك|ما وجهة نظرك|لماذا تسأل|بماذا تجيب/,
};

interface Rows {
  /** A factual question, advice, a recommendation, a story, an explanation, an open question (and more). */
  readonly unanswerable: readonly string[];
  /** Messages with answers of their own: greeting, how are you, its name, a joke, itself, news, a taste. */
  readonly ownAnswer: readonly string[];
  /** Statements that share a request's words ("she told me a story"): not requests. */
  readonly notRequests: readonly string[];
}

const ROWS: Readonly<Record<LanguageCode, Rows>> = {
  'en-US': {
    unanswerable: [
      "What's the capital of Australia?",
      'Should I take the job in Berlin?',
      'Recommend me a good book',
      'Tell me a story',
      'Explain how vaccines work',
      'What is the meaning of life?',
      'Give me some advice about my interview',
      'Can you suggest a movie for tonight',
      'Tell me about black holes',
    ],
    ownAnswer: [
      'Hi!',
      'How are you?',
      "What's your name?",
      'Tell me a joke',
      'Tell me about yourself',
      'Any news?',
      'I love jazz, do you?',
    ],
    notRequests: [
      "I can't explain how happy I am",
      "I'd recommend that book to anyone",
      "She wouldn't tell me why she left",
      'My grandma used to tell me stories',
      'My dad gave me some advice',
    ],
  },
  'de-DE': {
    unanswerable: [
      'Was ist die Hauptstadt von Australien?',
      'Soll ich den Job in Berlin annehmen?',
      'Empfiehl mir ein gutes Buch',
      'Erzähl mir eine Geschichte',
      'Erklär mir, wie Impfstoffe funktionieren',
      'Was ist der Sinn des Lebens?',
      'Gib mir einen Tipp für mein Vorstellungsgespräch',
      'Erzähl mir was über Schwarze Löcher',
    ],
    ownAnswer: [
      'Hallo!',
      'Wie geht es dir?',
      'Wie heißt du?',
      'Erzähl mir einen Witz',
      'Erzähl mir was über dich',
      "Gibt's was Neues?",
      'Ich liebe Jazz, du auch?',
    ],
    notRequests: [
      'Er hat mir eine Geschichte erzählt',
      'Ich erzähle meinem Sohn jeden Abend eine Geschichte',
    ],
  },
  'fr-FR': {
    unanswerable: [
      "Quelle est la capitale de l'Australie ?",
      'Est-ce que je devrais accepter le poste à Berlin ?',
      'Recommande-moi un bon livre',
      'Raconte-moi une histoire',
      'Explique-moi comment marchent les vaccins',
      'Quel est le sens de la vie ?',
      'Donne-moi des conseils pour mon entretien',
      'Parle-moi des trous noirs',
    ],
    ownAnswer: [
      'Salut !',
      'Comment ça va ?',
      'Qui es-tu ?',
      'Raconte-moi une blague',
      'Parle-moi de toi',
      'Quoi de neuf ?',
      "J'adore le jazz, et toi ?",
    ],
    notRequests: ["Il m'a raconté une histoire", "Il n'a pas su m'expliquer pourquoi"],
  },
  'es-ES': {
    unanswerable: [
      '¿Cuál es la capital de Australia?',
      '¿Debería aceptar el trabajo en Berlín?',
      'Recomiéndame un buen libro',
      'Cuéntame una historia',
      'Explícame cómo funcionan las vacunas',
      '¿Cuál es el sentido de la vida?',
      'Dame un consejo para la entrevista',
    ],
    ownAnswer: [
      '¡Hola!',
      '¿Cómo estás?',
      '¿Cómo te llamas?',
      'Cuéntame un chiste',
      'Háblame de ti',
      '¿Qué hay de nuevo?',
      'Me encanta el jazz, ¿y a ti?',
    ],
    notRequests: ['Mi amiga me recomienda ese libro', 'Debería hacer más deporte'],
  },
  'it-IT': {
    unanswerable: [
      "Qual è la capitale dell'Australia?",
      'Dovrei accettare il lavoro a Berlino?',
      'Consigliami un bel libro',
      'Raccontami una storia',
      'Spiegami come funzionano i vaccini',
      'Qual è il senso della vita?',
      'Dammi un consiglio per il colloquio',
    ],
    ownAnswer: [
      'Ciao!',
      'Come stai?',
      'Come ti chiami?',
      'Raccontami una barzelletta',
      'Parlami di te',
      'Che novità ci sono?',
      'Adoro il jazz, e tu?',
    ],
    notRequests: ['Marco mi consiglia sempre bei libri', 'Dovrei fare più sport'],
  },
  'zh-CN': {
    unanswerable: [
      '澳大利亚的首都是哪里？',
      '我应该接受柏林的那份工作吗？',
      '给我推荐一本好书',
      '给我讲个故事',
      '解释一下疫苗是怎么起作用的',
      '人生的意义是什么？',
      '给我一些面试的建议',
    ],
    ownAnswer: [
      '你好！',
      '你好吗？',
      '你叫什么名字？',
      '讲个笑话',
      '介绍一下你自己',
      '有什么新闻吗？',
      '我喜欢爵士乐，你呢？',
    ],
    notRequests: ['我妈妈告诉我她明天要来', '我朋友给我推荐了一本书', '妈妈给我讲了个故事'],
  },
  'ja-JP': {
    unanswerable: [
      'オーストラリアの首都はどこですか？',
      'ベルリンの仕事を受けるべきでしょうか？',
      'おすすめの本を教えて',
      '昔話をして',
      'ワクチンの仕組みを説明して',
      '人生の意味って何ですか？',
      '面接のアドバイスをください',
    ],
    ownAnswer: [
      'こんにちは！',
      '元気ですか？',
      'お名前は？',
      '冗談を言って',
      'あなたについて教えて',
      '何かニュースある？',
      'ジャズが好きなんだけど、あなたは？',
    ],
    notRequests: ['先生が教えてくれた', 'このカフェはおすすめです', '昨日、娘に物語を読んであげた'],
  },
  'ar-SA': {
    unanswerable: [
      'ما هي عاصمة أستراليا؟',
      'هل أقبل الوظيفة في برلين؟',
      'انصحني بكتاب حلو',
      'احكي لي قصة',
      'اشرح لي كيف تعمل اللقاحات',
      'ما معنى الحياة؟',
      'عطني نصيحة للمقابلة',
    ],
    ownAnswer: [
      'مرحبا!',
      'كيف حالك؟',
      'ما اسمك؟',
      'قل لي نكتة',
      'عرفني بنفسك',
      'ما الأخبار؟',
      'أحب الجاز، وأنت؟',
    ],
    notRequests: ['حدثني صديقي عن رحلته', 'احكي قصة لابني كل ليلة', 'ساعدني صديقي في الواجب'],
  },
};

const SEEDS = [1, 7922, 15841, 23760, 31679];
/** Calm, and the moods that change a reply most: cross (curt), tired (short, trailing off), joyful. */
const REPLY_MOODS: readonly MoodName[] = ['calm', 'angry', 'tired', 'joyful'];

const reply = (lang: LanguageCode, message: string, seed: number, mood: MoodName = 'calm'): string => {
  const avatar = avatarFor(lang);
  return composeOfflineReply(
    makeInput(lang, { avatar, state: stateWith(avatar, MOODS[mood]), message, seed }),
  );
};

describe('the question phrase bank', () => {
  for (const lang of LANGUAGES) {
    it(`says honestly in ${lang} that it runs without its AI model, and never turns the question back`, () => {
      const list = PHRASES[lang].question;
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(4);
      for (const template of list) {
        // With every slot, and with the optional ones unknown (no city).
        for (const slots of [{ hobby: 'jazz', city: 'X', inCity: 'in X' }, { hobby: 'jazz' }]) {
          for (const female of [true, false]) {
            const text = fill(template, slots, { female });
            expect(text, template).not.toBeNull();
            expect(text, template).toMatch(HONEST[lang]);
            expect(text, template).not.toMatch(DEFLECTION[lang]);
            expect(text, template).not.toMatch(/[?？؟]/u);
          }
        }
      }
    });
  }
});

describe('composeOfflineReply: questions and requests it cannot answer offline', () => {
  for (const lang of LANGUAGES) {
    const rows = ROWS[lang];

    it(`reads facts, advice, recommendations, stories and explanations as questions in ${lang}`, () => {
      expect(rows.unanswerable.length).toBeGreaterThanOrEqual(6);
      for (const message of rows.unanswerable)
        expect(detectIntent(message, lang).intent, message).toBe('question');
    });

    it(`answers them honestly in ${lang}, whatever the seed and the mood`, () => {
      for (const message of rows.unanswerable)
        for (const seed of SEEDS)
          for (const mood of REPLY_MOODS) {
            const text = reply(lang, message, seed, mood);
            const where = `${message} (seed ${seed}, ${mood}): ${text}`;
            expect(text, where).toMatch(HONEST[lang]);
            expect(text, where).not.toMatch(DEFLECTION[lang]);
            expect(text, where).not.toMatch(/[?？؟]\s*$/u);
          }
    });

    it(`keeps the own answers of greetings, "how are you", its name, jokes, itself, news and tastes in ${lang}`, () => {
      for (const message of rows.ownAnswer)
        for (const seed of SEEDS) {
          const text = reply(lang, message, seed);
          expect(text, `${message} (seed ${seed}): ${text}`).not.toMatch(HONEST[lang]);
        }
    });

    it(`does not take a statement that shares a request's words for a request in ${lang}`, () => {
      for (const message of rows.notRequests)
        expect(detectIntent(message, lang).intent, message).not.toBe('question');
    });

    it(`varies the honest answer over a conversation of such questions in ${lang}`, () => {
      const history: PersonaTurn[] = [];
      const replies: string[] = [];
      rows.unanswerable.slice(0, 4).forEach((message, i) => {
        const atMs = NOW + i * 60_000;
        const text = composeOfflineReply(
          makeInput(lang, { message, history: [...history], nowMs: atMs, seed: i + 1 }),
        );
        expect(text, message).toMatch(HONEST[lang]);
        replies.push(text);
        history.push({ role: 'user', text: message, atMs }, { role: 'avatar', text, atMs: atMs + 1000 });
      });
      // No reply repeats the one before it.
      replies.slice(1).forEach((text, i) => expect(text).not.toBe(replies[i]));
    });
  }
});
