import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../languages.js';
import { extractMemories } from './extract.js';

type Case = readonly [text: string, key: string, value: string];

/** One example per kind and language: the sentence, the key and the value it must give. */
const FACTS: Readonly<Record<LanguageCode, readonly Case[]>> = {
  'en-US': [
    ['Hi, my name is Zoltan.', 'name', 'Zoltan'],
    ["I'm Zoltan, nice to meet you", 'name', 'Zoltan'],
    ['Just call me zoltan', 'name', 'Zoltan'],
    ['I really love jazz', 'like:jazz', 'jazz'],
    ['My favourite colour is blue', 'like:blue', 'blue'],
    ['I hate mushrooms', 'dislike:mushrooms', 'mushrooms'],
    ["I don't like horror movies", 'dislike:horror movies', 'horror movies'],
    ['My sister Anna lives in Paris', 'person:sister:anna', 'Anna'],
    ['My wife is called Maria', 'person:wife', 'Maria'],
    ['My dog Rex is adorable', 'pet:dog:rex', 'Rex'],
    ['I have a cat', 'pet:cat', 'cat'],
    ['I live in Berlin now', 'place:home', 'Berlin'],
    ["I'm from New York", 'place:origin', 'New York'],
    ['I work as a nurse', 'job', 'nurse'],
    ["I'm a teacher", 'job', 'teacher'],
    ['My birthday is on 3 May', 'event:birthday', 'on 3 May'],
    ['I have an exam tomorrow', 'event:exam', 'an exam tomorrow'],
    ["I'm going to Rome next week", 'plan:trip:rome', 'Rome next week'],
    ['I want to learn Spanish', 'plan:learn spanish', 'learn Spanish'],
  ],
  'de-DE': [
    ['Ich heiße Zoltan.', 'name', 'Zoltan'],
    ['Mein Name ist Anna', 'name', 'Anna'],
    ['Ich liebe Jazz', 'like:jazz', 'Jazz'],
    ['Ich höre gern Jazz', 'like:jazz', 'Jazz'],
    ['Mein Lieblingsessen ist Pizza', 'like:pizza', 'Pizza'],
    ['Ich hasse Pilze', 'dislike:pilze', 'Pilze'],
    ['Ich mag keine Tomaten', 'dislike:tomaten', 'Tomaten'],
    ['Meine Schwester heißt Anna', 'person:sister:anna', 'Anna'],
    ['Mein Hund heißt Rex', 'pet:dog:rex', 'Rex'],
    ['Ich habe eine Katze', 'pet:cat', 'Katze'],
    ['Ich wohne in Berlin', 'place:home', 'Berlin'],
    ['Ich komme aus der Schweiz', 'place:origin', 'der Schweiz'],
    ['Ich arbeite als Krankenpfleger', 'job', 'Krankenpfleger'],
    ['Ich bin Lehrerin', 'job', 'Lehrerin'],
    ['Mein Geburtstag ist am 3. Mai', 'event:birthday', 'am 3. Mai'],
    ['Ich habe morgen eine Prüfung', 'event:prufung', 'morgen eine Prüfung'],
    ['Ich fahre nächste Woche nach Rom', 'plan:trip:rom', 'nächste Woche nach Rom'],
    ['Ich will Spanisch lernen', 'plan:spanisch lernen', 'Spanisch lernen'],
  ],
  'fr-FR': [
    ["Je m'appelle Zoltan.", 'name', 'Zoltan'],
    ["Moi c'est Zoltan", 'name', 'Zoltan'],
    ["J'adore le jazz", 'like:jazz', 'le jazz'],
    ['Mon plat préféré est la raclette', 'like:raclette', 'la raclette'],
    ['Je déteste les champignons', 'dislike:champignons', 'les champignons'],
    ["J'aime pas le rap", 'dislike:rap', 'le rap'],
    ["Ma sœur s'appelle Anna", 'person:sister:anna', 'Anna'],
    ["Mon chien s'appelle Rex", 'pet:dog:rex', 'Rex'],
    ["J'ai un chat", 'pet:cat', 'chat'],
    ["J'habite à Lyon", 'place:home', 'Lyon'],
    ["Je viens d'Italie", 'place:origin', 'Italie'],
    ['Je travaille comme infirmière', 'job', 'infirmière'],
    ['Je suis infirmière', 'job', 'infirmière'],
    ['Mon anniversaire est le 3 mai', 'event:birthday', 'le 3 mai'],
    ["J'ai un examen demain", 'event:examen', 'un examen demain'],
    ['Je vais à Rome la semaine prochaine', 'plan:trip:rome', 'à Rome la semaine prochaine'],
    ["Je veux apprendre l'espagnol", 'plan:apprendre lespagnol', "apprendre l'espagnol"],
  ],
  'es-ES': [
    ['Me llamo Zoltan.', 'name', 'Zoltan'],
    ['Me encanta el jazz', 'like:jazz', 'el jazz'],
    ['Mi comida favorita es la paella', 'like:paella', 'la paella'],
    ['Odio las setas', 'dislike:setas', 'las setas'],
    ['No me gusta el frío', 'dislike:frio', 'el frío'],
    ['Mi hermana se llama Ana', 'person:sister:ana', 'Ana'],
    ['Mi perro se llama Rex', 'pet:dog:rex', 'Rex'],
    ['Tengo un gato', 'pet:cat', 'gato'],
    ['Vivo en Madrid', 'place:home', 'Madrid'],
    ['Soy de México', 'place:origin', 'México'],
    ['Trabajo como enfermera', 'job', 'enfermera'],
    ['Soy profesora', 'job', 'profesora'],
    ['Mi cumpleaños es el 3 de mayo', 'event:birthday', 'el 3 de mayo'],
    ['Tengo un examen mañana', 'event:examen', 'un examen mañana'],
    ['Me voy a Roma la semana que viene', 'plan:trip:roma', 'a Roma la semana que viene'],
    ['Quiero aprender italiano', 'plan:aprender italiano', 'aprender italiano'],
  ],
  'it-IT': [
    ['Mi chiamo Zoltan.', 'name', 'Zoltan'],
    ['Adoro il jazz', 'like:jazz', 'il jazz'],
    ['Il mio colore preferito è il blu', 'like:blu', 'il blu'],
    ['Odio i funghi', 'dislike:funghi', 'i funghi'],
    ['Non mi piace il freddo', 'dislike:freddo', 'il freddo'],
    ['Mia sorella si chiama Anna', 'person:sister:anna', 'Anna'],
    ['Il mio cane si chiama Rex', 'pet:dog:rex', 'Rex'],
    ['Ho un gatto', 'pet:cat', 'gatto'],
    ['Vivo a Roma', 'place:home', 'Roma'],
    ['Sono di Napoli', 'place:origin', 'Napoli'],
    ['Lavoro come infermiera', 'job', 'infermiera'],
    ['Sono un insegnante', 'job', 'insegnante'],
    ['Il mio compleanno è il 3 maggio', 'event:birthday', 'il 3 maggio'],
    ['Ho un esame domani', 'event:esame', 'un esame domani'],
    ['Vado a Parigi la settimana prossima', 'plan:trip:parigi', 'a Parigi la settimana prossima'],
    ['Voglio imparare lo spagnolo', 'plan:imparare lo spagnolo', 'imparare lo spagnolo'],
  ],
  'zh-CN': [
    ['我叫张伟。', 'name', '张伟'],
    ['我的名字是李娜', 'name', '李娜'],
    ['我喜欢爵士乐', 'like:爵士乐', '爵士乐'],
    ['我最喜欢的颜色是蓝色', 'like:蓝色', '蓝色'],
    ['我讨厌香菜', 'dislike:香菜', '香菜'],
    ['我姐姐叫安娜', 'person:sister:安娜', '安娜'],
    ['我的狗叫旺财', 'pet:dog:旺财', '旺财'],
    ['我养了一只猫', 'pet:cat', '猫'],
    ['我住在北京', 'place:home', '北京'],
    ['我是上海人', 'place:origin', '上海'],
    ['我是护士', 'job', '护士'],
    ['我的生日是5月3日', 'event:birthday', '5月3日'],
    ['我明天有考试', 'event:考试', '明天有考试'],
    ['我下周要去罗马', 'plan:trip:罗马', '下周要去罗马'],
    ['我想学西班牙语', 'plan:学西班牙语', '学西班牙语'],
  ],
  'ja-JP': [
    ['私の名前はゾルタンです。', 'name', 'ゾルタン'],
    ['田中と申します', 'name', '田中'],
    ['初めまして、ユキです', 'name', 'ユキ'],
    ['ジャズが好きです', 'like:ジャズ', 'ジャズ'],
    ['好きな色は青です', 'like:青', '青'],
    ['虫が嫌いです', 'dislike:虫', '虫'],
    ['姉の名前はアンナです', 'person:sister:アンナ', 'アンナ'],
    ['ポチという犬を飼っています', 'pet:dog:ポチ', 'ポチ'],
    ['猫を飼っています', 'pet:cat', '猫'],
    ['東京に住んでいます', 'place:home', '東京'],
    ['大阪出身です', 'place:origin', '大阪'],
    ['私は看護師です', 'job', '看護師'],
    ['誕生日は5月3日です', 'event:birthday', '5月3日'],
    ['明日試験があります', 'event:試験', '明日試験'],
    ['来週ローマに行きます', 'plan:trip:ローマ', '来週ローマ'],
    ['スペイン語を勉強したいと思っています', 'plan:スペイン語を勉強したい', 'スペイン語を勉強したい'],
  ],
  'ar-SA': [
    ['اسمي زولتان.', 'name', 'زولتان'],
    ['أحب الجاز', 'like:جاز', 'الجاز'],
    ['لوني المفضل هو الأزرق', 'like:ازرق', 'الأزرق'],
    ['أكره البصل', 'dislike:بصل', 'البصل'],
    ['ما أحب الزحمة', 'dislike:زحمه', 'الزحمة'],
    ['أختي اسمها سارة', 'person:sister:ساره', 'سارة'],
    ['عندي قطة اسمها لولو', 'pet:cat:لولو', 'لولو'],
    ['عندي كلب', 'pet:dog', 'كلب'],
    ['أسكن في الرياض', 'place:home', 'الرياض'],
    ['أنا من جدة', 'place:origin', 'جدة'],
    ['أنا طبيب', 'job', 'طبيب'],
    ['عيد ميلادي في ٣ مايو', 'event:birthday', 'في ٣ مايو'],
    ['عندي امتحان بكرة', 'event:امتحان', 'امتحان بكرة'],
    ['بسافر إلى روما الأسبوع الجاي', 'plan:trip:روما', 'إلى روما الأسبوع الجاي'],
    ['أبي أتعلم إسباني', 'plan:اتعلم اسباني', 'أتعلم إسباني'],
  ],
};

/** Feelings, questions and small talk: never a fact. */
const NOTHING: Readonly<Record<LanguageCode, readonly string[]>> = {
  'en-US': [
    "I'm tired",
    "I'm happy today",
    'What is my name?',
    "what's my name",
    'How are you?',
    'I love you',
    "I'm going to bed",
    "I'm a bit tired",
    'Do you like jazz?',
    "I'm fine, thanks",
    "I'm Italian",
    "I'm so bored",
  ],
  'de-DE': [
    'Ich bin müde',
    'Ich bin glücklich',
    'Wie heiße ich?',
    'Wie geht es dir?',
    'Ich liebe dich',
    'Ich bin der Meinung, dass es regnet',
    'Ich hätte gern einen Kaffee',
    'Ich will schlafen',
    'Magst du Jazz?',
    'Heute ist es kalt',
  ],
  'fr-FR': [
    'Je suis fatigué',
    'Je suis contente',
    "Comment je m'appelle ?",
    'Ça va ?',
    "Je t'aime",
    "Je suis triste aujourd'hui",
    'Je vais à la plage',
    'Tu aimes le jazz ?',
    'Il fait beau',
    'Merci beaucoup',
  ],
  'es-ES': [
    'Estoy cansado',
    'Soy feliz',
    '¿Cómo me llamo?',
    'Te quiero',
    'Voy a comer',
    'No me gusta nada',
    '¿Te gusta el jazz?',
    'Hace calor',
    'Muchas gracias',
    '¿Qué tal?',
  ],
  'it-IT': [
    'Sono stanco',
    'Sono felice',
    'Come mi chiamo?',
    'Ti amo',
    'Vado a mangiare',
    'Ti piace il jazz?',
    'Fa freddo oggi',
    'Grazie mille',
    'Come stai?',
    'Sono contenta',
  ],
  'zh-CN': [
    '我很累',
    '我很开心',
    '我叫什么名字？',
    '我爱你',
    '我喜欢你',
    '你好',
    '我去睡觉了',
    '今天天气不错',
    '谢谢你',
    '你喜欢爵士乐吗？',
  ],
  'ja-JP': [
    '疲れました',
    '元気です',
    '大丈夫です',
    '私の名前は何ですか？',
    'あなたが好き',
    '眠いです',
    '学校に行きます',
    'ありがとう',
    'ジャズは好きですか？',
    '今日は暑いですね',
  ],
  'ar-SA': [
    'أنا تعبان',
    'أنا مبسوط',
    'وش اسمي؟',
    'أحبك',
    'كيف حالك؟',
    'أحب أتكلم معك',
    'شكرا',
    'الجو حار اليوم',
    'تحب الجاز؟',
    'صباح الخير',
  ],
};

describe('extractMemories', () => {
  for (const [lang, cases] of Object.entries(FACTS) as [LanguageCode, readonly Case[]][]) {
    it(`finds name, likes, dislikes, people, pets, places, job, events and plans in ${lang}`, () => {
      for (const [text, key, value] of cases) {
        const found = extractMemories(text, lang);
        expect(
          found.map((c) => [c.key, c.value]),
          text,
        ).toContainEqual([key, value]);
      }
    });
    it(`covers every kind except the generic fact in ${lang}`, () => {
      const kinds = new Set(cases.flatMap(([t]) => extractMemories(t, lang).map((c) => c.kind)));
      expect([...kinds].sort()).toEqual([
        'dislike',
        'event',
        'job',
        'like',
        'name',
        'person',
        'pet',
        'place',
        'plan',
      ]);
    });
    it(`finds nothing in feelings, questions and small talk in ${lang}`, () => {
      for (const text of NOTHING[lang]) expect(extractMemories(text, lang), text).toEqual([]);
    });
  }

  it('gives each candidate a sentence in the language of the message', () => {
    const [name, like] = extractMemories('Mi chiamo Zoltan e adoro il jazz.', 'it-IT');
    expect(name).toMatchObject({ kind: 'name', key: 'name', value: 'Zoltan', text: 'Ti chiami Zoltan.' });
    expect(like).toMatchObject({ kind: 'like', key: 'like:jazz', text: 'Ti piace il jazz.' });
  });

  it('finds several facts in one message, each key once', () => {
    const keys = extractMemories(
      "I'm Zoltan and I live in Budapest. I love jazz. I really love jazz!",
      'en-US',
    ).map((c) => c.key);
    expect(keys).toEqual(['name', 'place:home', 'like:jazz']);
  });

  it('gives a like and a dislike of the same thing keys of the same family', () => {
    const [like] = extractMemories('I love jazz', 'en-US');
    const [dislike] = extractMemories('I hate jazz', 'en-US');
    expect(like!.key.replace(/^like:/, '')).toBe(dislike!.key.replace(/^dislike:/, ''));
  });

  it('trims trailing punctuation and fillers and limits values to 120 characters', () => {
    expect(extractMemories('I love jazz too!!!', 'en-US')[0]?.value).toBe('jazz');
    const long = extractMemories(`I love ${'very '.repeat(40)}long songs`, 'en-US')[0]!;
    expect(long.value.length).toBeLessThanOrEqual(120);
    expect(long.key.length).toBeLessThanOrEqual(80);
  });

  it('ignores questions even when they contain a fact pattern', () => {
    expect(extractMemories('Do you know that my name is Zoltan?', 'en-US')).toEqual([]);
  });

  it('accepts any language tag and falls back to English', () => {
    expect(extractMemories('Ich heiße Zoltan', 'de')[0]?.value).toBe('Zoltan');
    expect(extractMemories('My name is Zoltan', 'xx')[0]?.value).toBe('Zoltan');
  });

  it('reads a name, a like and a pet in one message in every language', () => {
    const MULTI: Readonly<Record<LanguageCode, readonly [string, string]>> = {
      'en-US': ['Hi! My name is Zoltan. I love jazz and I have a cat called Mimi.', 'pet:cat:mimi'],
      'de-DE': ['Hallo! Ich heiße Zoltan. Ich liebe Jazz und habe eine Katze namens Mimi.', 'pet:cat:mimi'],
      'fr-FR': [
        "Salut ! Je m'appelle Zoltan. J'adore le jazz et j'ai un chat qui s'appelle Mimi.",
        'pet:cat:mimi',
      ],
      'es-ES': [
        '¡Hola! Me llamo Zoltan. Me encanta el jazz y tengo una gata que se llama Mimi.',
        'pet:cat:mimi',
      ],
      'it-IT': ['Ciao! Mi chiamo Zoltan. Adoro il jazz e ho una gatta che si chiama Mimi.', 'pet:cat:mimi'],
      'zh-CN': ['你好！我叫Zoltan。我喜欢爵士乐，我有一只猫叫Mimi。', 'pet:cat:mimi'],
      'ja-JP': [
        'こんにちは！私の名前はゾルタンです。ジャズが好きで、ミミという猫を飼っています。',
        'pet:cat:ミミ',
      ],
      'ar-SA': ['مرحبا! اسمي زولتان. أحب الجاز وعندي قطة اسمها ميمي.', 'pet:cat:ميمي'],
    };
    for (const [lang, [text, pet]] of Object.entries(MULTI) as [LanguageCode, readonly [string, string]][]) {
      const keys = extractMemories(text, lang).map((c) => c.key);
      expect(keys, text).toContain('name');
      expect(keys, text).toContain(pet);
      expect(
        keys.some((k) => k.startsWith('like:')),
        text,
      ).toBe(true);
    }
  });

  it('reads German pets and people introduced with "namens", also after "und"', () => {
    expect(extractMemories('Ich habe einen Hund namens Rex', 'de-DE').map((c) => [c.key, c.value])).toEqual([
      ['pet:dog:rex', 'Rex'],
    ]);
    expect(extractMemories('Ich habe einen Bruder namens Max', 'de-DE').map((c) => [c.key, c.value])).toEqual(
      [['person:brother:max', 'Max']],
    );
    expect(extractMemories('Ich liebe Jazz und habe eine Katze', 'de-DE').map((c) => c.key)).toContain(
      'pet:cat',
    );
  });

  it('reads „Hallo, ich bin Jonas“ and « Je suis Marie » as names, but no job, origin, diet or state', () => {
    const names = (m: string, lang: 'de-DE' | 'fr-FR') =>
      extractMemories(m, lang)
        .filter((c) => c.kind === 'name')
        .map((c) => c.value);
    expect(names('Hallo, ich bin Jonas', 'de-DE')).toEqual(['Jonas']);
    expect(names('Ich bin Jonas und 25', 'de-DE')).toEqual(['Jonas']);
    expect(names('Hi! Ich bin Anna aus Köln', 'de-DE')).toEqual(['Anna']);
    for (const m of [
      'Ich bin Lehrer',
      'Ich bin Lehrerin',
      'Ich bin Berliner',
      'Ich bin Vegetarier',
      'Ich bin Single',
      'Ich bin Deutscher',
      'ich bin müde',
      'Heute bin ich Jonas',
      'Ich bin Student und wohne in Berlin',
    ]) {
      expect(names(m, 'de-DE'), m).toEqual([]);
    }
    expect(extractMemories('Ich bin Lehrer', 'de-DE').map((c) => c.kind)).toEqual(['job']);
    expect(names('Je suis Marie', 'fr-FR')).toEqual(['Marie']);
    expect(names('Je suis mariée', 'fr-FR')).toEqual([]);
    expect(names('je suis marié', 'fr-FR')).toEqual([]);
  });

  it('reads a like in a Spanish exclamation („¡me encanta…!“) and Italian „a me piace“', () => {
    const likes = (m: string, lang: 'es-ES' | 'it-IT') =>
      extractMemories(m, lang)
        .filter((c) => c.kind === 'like')
        .map((c) => c.value);
    expect(likes('¡me encanta el senderismo!', 'es-ES')).toEqual(['el senderismo']);
    expect(likes('¡A mí también me encanta el senderismo!', 'es-ES')).toEqual(['el senderismo']);
    expect(likes('¿te gusta el senderismo?', 'es-ES')).toEqual([]);
    expect(likes('anche a me piace fare escursioni!', 'it-IT')).toEqual(['fare escursioni']);
    expect(likes('a me non piace il calcio', 'it-IT')).toEqual([]);
  });

  it('does not take a passed exam for an upcoming event', () => {
    expect(extractMemories('Ich habe meine Prüfung bestanden!', 'de-DE')).toEqual([]);
    expect(extractMemories('Ich habe morgen eine Prüfung', 'de-DE').map((c) => c.key)).toEqual([
      'event:prufung',
    ]);
  });

  it('reads a Japanese like before "なんですが" (not a question)', () => {
    expect(extractMemories('ジャズが大好きなんですが', 'ja-JP').map((c) => c.key)).toEqual(['like:ジャズ']);
    expect(extractMemories('なんで好きなの？', 'ja-JP')).toEqual([]);
  });

  it('takes no verb or adjective after a relative or a pet for its name, in either case', () => {
    for (const text of [
      'I had an awful day, my boss shouted at me in front of everyone.',
      'i had an awful day, my boss shouted at me',
      'my mom says hi',
      'My boss is mean to me.',
      'my friend told me a secret',
      'my brother always steals my food',
      'my dog barked all night',
      'My cat sleeps all day.',
    ])
      expect(extractMemories(text, 'en-US'), text).toEqual([]);
    expect(extractMemories('My boss Mike yelled at me.', 'en-US').map((c) => c.value)).toEqual(['Mike']);
    expect(extractMemories('my sister is called anna', 'en-US').map((c) => c.value)).toEqual(['Anna']);
    expect(extractMemories("my dog's name is rex", 'en-US').map((c) => c.value)).toEqual(['Rex']);
  });

  it('stores both hobbies of "in my free time I go rock climbing and I play the cello"', () => {
    const found = extractMemories('In my free time I go rock climbing and I play the cello', 'en-US');
    expect(found.map((c) => [c.key, c.value])).toEqual([
      ['like:rock climbing', 'rock climbing'],
      ['like:cello', 'the cello'],
    ]);
    expect(found.map((c) => c.text)).toEqual(['You like rock climbing.', 'You like the cello.']);
  });

  it('reads job, city, age and both hobbies of a German list without repeated „ich“', () => {
    const found = extractMemories(
      'Ich bin Lehrerin, wohne in Hamburg, bin 29, spiele Schach und fahre Rennrad',
      'de-DE',
    );
    expect(found.map((c) => [c.key, c.value])).toEqual([
      ['age', '29'],
      ['place:home', 'Hamburg'],
      ['job', 'Lehrerin'],
      ['like:schach', 'Schach'],
      ['like:rennrad', 'Rennrad'],
    ]);
    expect(found.find((c) => c.kind === 'age')?.text).toBe('Du bist 29.');
  });

  it('reads Japanese hobbies, home and job beside the name', () => {
    expect(extractMemories('趣味は登山です', 'ja-JP').map((c) => c.key)).toEqual(['like:登山']);
    expect(extractMemories('趣味は登山と読書です', 'ja-JP').map((c) => c.key)).toEqual([
      'like:登山',
      'like:読書',
    ]);
    expect(extractMemories('東京に住んでいます', 'ja-JP').map((c) => c.key)).toEqual(['place:home']);
    expect(extractMemories('看護師をしています', 'ja-JP').map((c) => [c.key, c.value])).toEqual([
      ['job', '看護師'],
    ]);
  });

  it('reads ages (as digits) and diets in every language', () => {
    const cases: readonly (readonly [LanguageCode, string, string, string])[] = [
      ['en-US', "I'm 27 years old and I'm vegetarian.", 'age', '27'],
      ['en-US', "I don't eat pork.", 'diet:no:pork', 'pork'],
      ['en-US', "I'm allergic to peanuts.", 'diet:allergy:peanuts', 'peanuts'],
      ['de-DE', 'Ich bin 33 Jahre alt.', 'age', '33'],
      ['de-DE', 'Ich esse keinen Fisch.', 'diet:no:fisch', 'keinen Fisch'],
      ['fr-FR', "J'ai 31 ans.", 'age', '31'],
      ['fr-FR', 'Je suis végétarienne.', 'diet:vegetarienne', 'végétarienne'],
      ['es-ES', 'Tengo 35 años.', 'age', '35'],
      ['es-ES', 'No como carne.', 'diet:no:carne', 'carne'],
      ['it-IT', 'Ho 44 anni.', 'age', '44'],
      ['it-IT', 'Sono vegano.', 'diet:vegano', 'vegano'],
      ['zh-CN', '我二十九岁了。', 'age', '29'],
      ['zh-CN', '我对海鲜过敏。', 'diet:allergy:海鲜', '海鲜'],
      ['ja-JP', '25歳です。', 'age', '25'],
      ['ja-JP', 'ベジタリアンです。', 'diet:ベジタリアン', 'ベジタリアン'],
      ['ar-SA', 'عمري ٢٥.', 'age', '25'],
      ['ar-SA', 'أنا نباتي.', 'diet:نباتي', 'نباتي'],
    ];
    for (const [lang, text, key, value] of cases)
      expect(
        extractMemories(text, lang).map((c) => [c.key, c.value]),
        text,
      ).toContainEqual([key, value]);
    expect(extractMemories("I'm 5 minutes away", 'en-US')).toEqual([]);
    expect(extractMemories("Je joue du piano depuis que j'ai 6 ans.", 'fr-FR').map((c) => c.kind)).toEqual([
      'like',
    ]);
  });

  it('stores what the user says about themselves, not what they say about the avatar or others', () => {
    for (const [lang, text] of [
      ['en-US', 'You love running and photography, right?'],
      ['en-US', 'You live in New York and you love jazz.'],
      ['de-DE', 'Du bist doch Ingenieur, oder?'],
      ['de-DE', 'Mein Bruder wohnt in Köln.'],
      ['ja-JP', '妹は京都に住んでいます。'],
      ['ar-SA', 'أخوي ساكن في دبي.'],
      ['fr-FR', "J'ai un chat dans la gorge."],
      ['de-DE', 'Ich habe einen Kater.'],
      ['zh-CN', '我是个夜猫子。'],
    ] as const)
      expect(extractMemories(text, lang), text).toEqual([]);
  });

  it('returns nothing for empty input', () => {
    expect(extractMemories('', 'en-US')).toEqual([]);
    expect(extractMemories('   ', 'ja-JP')).toEqual([]);
  });
});
