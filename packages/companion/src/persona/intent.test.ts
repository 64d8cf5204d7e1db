import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../languages.js';
import { detectIntent, type Intent } from './intent.js';
import { readMessage } from './reading.js';

/** Messages and the intent each must be read as, per language. */
const CASES: Readonly<Record<LanguageCode, readonly (readonly [string, Intent])[]>> = {
  'en-US': [
    ['Hi there', 'greeting'],
    ['How are you?', 'howAreYou'],
    ['Who are you?', 'askIdentity'],
    ["What's my name?", 'askUserName'],
    ['What do you remember about me?', 'askMemories'],
    ['Do you remember me?', 'askMemories'],
    ['Do you still remember my name and what I do in my free time?', 'askUserName'],
    ['What are my hobbies?', 'askMemories'],
    ['What do you do for a living?', 'askJob'],
    ['What are your hobbies?', 'askHobbies'],
    ['Where do you live?', 'askHome'],
    ['How old are you?', 'askAge'],
    ['Thank you so much', 'thanks'],
    ['Bye, talk to you later', 'goodbye'],
    ['You are so sweet', 'affection'],
    ['You are a stupid idiot', 'hostile'],
    ['I feel so lonely and sad today', 'sad'],
    ['I passed my exam!!', 'goodNews'],
    ['My name is Zoltan', 'shareFact'],
    ['What is the capital of France?', 'question'],
    ['Tell me a story', 'question'],
    ['Recommend me a good book', 'question'],
    ['Explain how vaccines work', 'question'],
    ['My grandma used to tell me stories', 'statement'],
    ['I watched a movie yesterday', 'statement'],
  ],
  'de-DE': [
    ['Hallo!', 'greeting'],
    ['Wie geht es dir?', 'howAreYou'],
    ['Wer bist du?', 'askIdentity'],
    ['Wie heiße ich?', 'askUserName'],
    ['Was weißt du über mich?', 'askMemories'],
    ['Erinnerst du dich an mich?', 'askMemories'],
    ['Weißt du noch, was ich in meiner Freizeit mache?', 'askMemories'],
    ['Was machst du beruflich?', 'askJob'],
    ['Was sind deine Hobbys?', 'askHobbies'],
    ['Wo wohnst du?', 'askHome'],
    ['Wie alt bist du?', 'askAge'],
    ['Danke schön', 'thanks'],
    ['Tschüss, bis morgen', 'goodbye'],
    ['Du bist so lieb', 'affection'],
    ['Du bist ein Idiot', 'hostile'],
    ['Ich bin so traurig und einsam', 'sad'],
    ['Ich habe die Prüfung bestanden!!', 'goodNews'],
    ['Ich heiße Zoltan', 'shareFact'],
    ['Was ist die Hauptstadt von Frankreich?', 'question'],
    ['Erzähl mir eine Geschichte', 'question'],
    ['Empfiehl mir ein gutes Buch', 'question'],
    ['Erzähl mir was über dich', 'askIdentity'],
    ['Er hat mir eine Geschichte erzählt', 'statement'],
    ['Ich habe gestern einen Film gesehen', 'statement'],
  ],
  'fr-FR': [
    ['Salut !', 'greeting'],
    ['Comment ça va ?', 'howAreYou'],
    ['Qui es-tu ?', 'askIdentity'],
    ["Comment je m'appelle ?", 'askUserName'],
    ["Qu'est-ce que tu sais sur moi ?", 'askMemories'],
    ['Tu te souviens de moi ?', 'askMemories'],
    ['Tu te rappelles où j’habite ?', 'askMemories'],
    ['Tu fais quoi dans la vie ?', 'askJob'],
    ['Quels sont tes loisirs ?', 'askHobbies'],
    ['Tu habites où ?', 'askHome'],
    ['Quel âge as-tu ?', 'askAge'],
    ['Merci beaucoup', 'thanks'],
    ['Au revoir, à demain', 'goodbye'],
    ['Tu es adorable', 'affection'],
    ['Tu es un idiot', 'hostile'],
    ['Je suis triste et seul', 'sad'],
    ["J'ai réussi mon examen !!", 'goodNews'],
    ["Je m'appelle Zoltan", 'shareFact'],
    ['Quelle est la capitale du Japon ?', 'question'],
    ['Raconte-moi une histoire', 'question'],
    ['Conseille-moi un bon film', 'question'],
    ["Il m'a raconté une histoire", 'statement'],
    ["J'ai regardé un film hier soir", 'statement'],
  ],
  'es-ES': [
    ['¡Hola!', 'greeting'],
    ['¿Cómo estás?', 'howAreYou'],
    ['¿Quién eres?', 'askIdentity'],
    ['¿Cómo me llamo?', 'askUserName'],
    ['¿Qué sabes de mí?', 'askMemories'],
    ['¿Te acuerdas de mí?', 'askMemories'],
    ['¿Recuerdas a qué me dedico?', 'askMemories'],
    ['¿A qué te dedicas?', 'askJob'],
    ['¿Qué aficiones tienes?', 'askHobbies'],
    ['¿Dónde vives?', 'askHome'],
    ['¿Cuántos años tienes?', 'askAge'],
    ['Muchas gracias', 'thanks'],
    ['Adiós, hasta mañana', 'goodbye'],
    ['Eres un sol', 'affection'],
    ['Eres un idiota', 'hostile'],
    ['Estoy muy triste y sola', 'sad'],
    ['¡¡He aprobado el examen!!', 'goodNews'],
    ['Me llamo Zoltan', 'shareFact'],
    ['¿Cuál es la capital de Francia?', 'question'],
    ['Cuéntame una historia', 'question'],
    ['Recomiéndame un buen libro', 'question'],
    ['Mi amiga me recomienda ese libro', 'statement'],
    ['Ayer vi una película', 'statement'],
  ],
  'it-IT': [
    ['Ciao!', 'greeting'],
    ['Come stai?', 'howAreYou'],
    ['Chi sei?', 'askIdentity'],
    ['Come mi chiamo?', 'askUserName'],
    ['Cosa sai di me?', 'askMemories'],
    ['Ti ricordi di me?', 'askMemories'],
    ['Ti ricordi quali sono i miei hobby?', 'askMemories'],
    ['Che lavoro fai?', 'askJob'],
    ['Quali sono i tuoi hobby?', 'askHobbies'],
    ['Dove vivi?', 'askHome'],
    ['Quanti anni hai?', 'askAge'],
    ['Grazie mille', 'thanks'],
    ['Ciao ciao, a domani', 'goodbye'],
    ['Sei un tesoro', 'affection'],
    ['Sei un idiota', 'hostile'],
    ['Sono triste e sola', 'sad'],
    ["Ho superato l'esame!!", 'goodNews'],
    ['Mi chiamo Zoltan', 'shareFact'],
    ['Qual è la capitale della Francia?', 'question'],
    ['Raccontami una storia', 'question'],
    ['Consigliami un bel libro', 'question'],
    ['Marco mi consiglia sempre bei libri', 'statement'],
    ['Ieri ho visto un film', 'statement'],
  ],
  'zh-CN': [
    ['你好！', 'greeting'],
    ['你最近怎么样？', 'howAreYou'],
    ['你是谁？', 'askIdentity'],
    ['我叫什么名字？', 'askUserName'],
    ['你知道我什么？', 'askMemories'],
    ['你还记得我吗？', 'askMemories'],
    ['你记得我有什么爱好吗？', 'askMemories'],
    ['你是做什么工作的？', 'askJob'],
    ['你有什么爱好？', 'askHobbies'],
    ['你住在哪里？', 'askHome'],
    ['你多大了？', 'askAge'],
    ['谢谢你', 'thanks'],
    ['再见，明天聊', 'goodbye'],
    ['你真好', 'affection'],
    ['你这个白痴', 'hostile'],
    ['我好难过，好孤独', 'sad'],
    ['我考试通过了！！', 'goodNews'],
    ['我叫张伟', 'shareFact'],
    ['法国的首都是哪里？', 'question'],
    ['给我讲个故事', 'question'],
    ['给我推荐一本好书', 'question'],
    ['妈妈给我讲了个故事', 'statement'],
    ['我昨天看了一部电影', 'statement'],
  ],
  'ja-JP': [
    ['こんにちは！', 'greeting'],
    ['元気ですか？', 'howAreYou'],
    ['あなたは誰ですか？', 'askIdentity'],
    ['私の名前は何ですか？', 'askUserName'],
    ['私について何を知っていますか？', 'askMemories'],
    ['私のこと覚えてる？', 'askMemories'],
    ['僕の趣味、知ってる？', 'askMemories'],
    ['お仕事は何ですか？', 'askJob'],
    ['趣味は何ですか？', 'askHobbies'],
    ['どこに住んでいますか？', 'askHome'],
    ['何歳ですか？', 'askAge'],
    ['ありがとうございます', 'thanks'],
    ['じゃあね、また明日', 'goodbye'],
    ['大好きだよ', 'affection'],
    ['バカ', 'hostile'],
    ['すごく悲しくて寂しい', 'sad'],
    ['試験に合格しました！！', 'goodNews'],
    ['私の名前はゾルタンです', 'shareFact'],
    ['フランスの首都はどこですか？', 'question'],
    ['おすすめの本を教えて', 'question'],
    ['ワクチンの仕組みを説明して', 'question'],
    ['先生が教えてくれた', 'statement'],
    ['昨日映画を見ました', 'statement'],
  ],
  'ar-SA': [
    ['مرحبا!', 'greeting'],
    ['كيف حالك؟', 'howAreYou'],
    ['من أنت؟', 'askIdentity'],
    ['وش اسمي؟', 'askUserName'],
    ['وش تعرف عني؟', 'askMemories'],
    ['ماذا تتذكرين عني؟', 'askMemories'],
    ['ماذا تتذكر عني؟', 'askMemories'],
    ['هل تتذكرين اسمي؟', 'askUserName'],
    ['وش تشتغل؟', 'askJob'],
    ['وش هواياتك؟', 'askHobbies'],
    ['وين ساكن؟', 'askHome'],
    ['كم عمرك؟', 'askAge'],
    ['شكرا جزيلا', 'thanks'],
    ['مع السلامة', 'goodbye'],
    ['أحبك', 'affection'],
    ['أنت غبي', 'hostile'],
    ['أنا حزين ووحيد', 'sad'],
    ['نجحت في الامتحان!!', 'goodNews'],
    ['اسمي زولتان', 'shareFact'],
    ['ما هي عاصمة فرنسا؟', 'question'],
    ['احكي لي قصة', 'question'],
    ['انصحني بكتاب حلو', 'question'],
    ['عرفني بنفسك', 'askIdentity'],
    ['احكي قصة لابني كل ليلة', 'statement'],
    ['شفت فيلم أمس', 'statement'],
  ],
};

describe('detectIntent', () => {
  for (const [lang, cases] of Object.entries(CASES) as [
    LanguageCode,
    readonly (readonly [string, Intent])[],
  ][]) {
    it(`reads greetings, questions about the user and the avatar, feelings, facts and small talk in ${lang}`, () => {
      for (const [message, intent] of cases) expect(detectIntent(message, lang).intent, message).toBe(intent);
    });
  }

  it('puts hostility before everything else', () => {
    expect(detectIntent('Hi, what is my name, you idiot?', 'en-US').intent).toBe('hostile');
  });

  it('prefers a shared fact to a greeting and returns the facts', () => {
    const r = detectIntent("Hello! I'm Zoltan and I love jazz.", 'en-US');
    expect(r.intent).toBe('shareFact');
    expect(r.facts.map((f) => f.key)).toEqual(['name', 'like:jazz']);
  });

  it('reads affection for the avatar, not love of a thing, as affection', () => {
    expect(detectIntent('I love you', 'en-US').intent).toBe('affection');
    expect(detectIntent('I love pizza', 'en-US').intent).toBe('shareFact');
  });

  it('reads "what do you do for fun?" as a question about hobbies, not the job', () => {
    expect(readMessage('what do you do for fun?', 'en-US').asks).toEqual(['hobbies']);
    expect(readMessage('What do you do in your free time?', 'en-US').asks).toEqual(['hobbies']);
    expect(readMessage('what do you do?', 'en-US').asks).toEqual(['job']);
    expect(readMessage('what do you do for a living?', 'en-US').asks).toEqual(['job']);
  });

  it('reads a question about free time in Arabic as one, not as sadness (فراغ is also "emptiness")', () => {
    const r = readMessage('وش تحب تسوي بوقت فراغك؟', 'ar-SA');
    expect(r.asks).toEqual(['hobbies']);
    expect(r.sad).toBe(false);
    expect(readMessage('احس بفراغ كبير', 'ar-SA').sad).toBe(true);
  });

  it('tells a leading question word or a question mark', () => {
    expect(detectIntent('Why is the sky blue', 'en-US')).toMatchObject({
      intent: 'question',
      isQuestion: true,
    });
    expect(detectIntent('天空为什么是蓝色的？', 'zh-CN').isQuestion).toBe(true);
  });

  it('reads question words used as indefinites or in a reported question as asking nothing (zh, ja)', () => {
    for (const [message, lang] of [
      ['她不肯告诉我为什么', 'zh-CN'],
      ['我什么都不想做', 'zh-CN'],
      ['前几天我去了北京', 'zh-CN'],
      ['誰もいない部屋', 'ja-JP'],
      ['どこかへ行きたいな', 'ja-JP'],
    ] as const)
      expect(detectIntent(message, lang).intent, message).toBe('statement');
    expect(detectIntent('你什么都知道吗', 'zh-CN').intent).toBe('question');
    expect(detectIntent('为什么天空是蓝色的', 'zh-CN').intent).toBe('question');
    expect(detectIntent('いつ帰るの', 'ja-JP').intent).toBe('question');
  });

  it('falls back to a statement for empty or unknown input', () => {
    expect(detectIntent('', 'en-US').intent).toBe('statement');
    expect(detectIntent('qwrtz plmk', 'xx').intent).toBe('statement');
  });
});
