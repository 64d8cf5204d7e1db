/**
 * Sentence frames of `describeMemory`: one short sentence per kind of fact, addressed to the
 * user, in each UI language. Values are inserted as the user said them.
 */
import type { LanguageCode } from '../languages.js';
import type { NounForms } from './nouns.js';

/** One function per kind of sentence; `n` is the relation or species in this language. */
export interface Frames {
  readonly name: (v: string) => string;
  /** Joins two values of one kind ("rock climbing and the cello", 登山とチェロ, القراءة والسباحة). */
  readonly and: string;
  /** The user's age (digits). */
  readonly age: (v: string) => string;
  /** A diet the user keeps, as they said it ("vegetarian", „Veganerin“, 吃素). */
  readonly diet: (v: string) => string;
  /** A food the user does not eat. */
  readonly dietNo: (v: string) => string;
  /** Something the user is allergic to, with the preposition the language puts before it when said so (`aux noix`, „gegen Nüsse“). */
  readonly allergy: (v: string) => string;
  readonly like: (v: string) => string;
  readonly dislike: (v: string) => string;
  readonly named: (n: NounForms, v: string, female: boolean, pet: boolean) => string;
  readonly unnamed: (n: NounForms, pet: boolean) => string;
  readonly home: (v: string) => string;
  readonly origin: (v: string) => string;
  readonly job: (v: string) => string;
  readonly birthday: (v: string) => string;
  readonly event: (v: string) => string;
  readonly trip: (v: string) => string;
  readonly plan: (v: string) => string;
  readonly fact: (v: string) => string;
}

const vowel = (v: string): boolean => /^[aeiouàâéèêëîïôöùûüœh]/i.test(v);
const esPlural = (v: string): boolean => /^(?:los|las|unos|unas)\s/i.test(v);
const itPlural = (v: string): boolean => /^(?:i|gli|le)\s/i.test(v);
const NB = '\u00A0';
const NNB = '\u202F';

export const FRAMES: Readonly<Record<LanguageCode, Frames>> = {
  'en-US': {
    and: ' and ',
    name: (v) => `Your name is ${v}.`,
    age: (v) => `You're ${v}.`,
    diet: (v) => `You're ${v}.`,
    dietNo: (v) => `You don't eat ${v}.`,
    allergy: (v) => `You're allergic to ${v.replace(/^to\s+/i, '')}.`,
    like: (v) => `You like ${v}.`,
    dislike: (v) => `You don't like ${v}.`,
    named: (n, v) => `${n.your} is called ${v}.`,
    unnamed: (n) => `You have ${n.a}.`,
    home: (v) => `You live in ${v}.`,
    origin: (v) => `You're from ${v}.`,
    job: (v) =>
      /^(?:a|an)\s/i.test(v)
        ? `You work as ${v}.`
        : `You work as ${vowel(v) && !/^(?:uni|use|eu)/i.test(v) ? 'an' : 'a'} ${v}.`,
    birthday: (v) => `Your birthday is ${v}.`,
    event: (v) => `You have ${v}.`,
    trip: (v) => `You're going to ${v.replace(/^to\s+/i, '')}.`,
    plan: (v) => `You want to ${v.replace(/^to\s+/i, '')}.`,
    fact: (v) => `You told me: “${v}”.`,
  },
  'de-DE': {
    and: ' und ',
    name: (v) => `Du heißt ${v}.`,
    age: (v) => `Du bist ${v}.`,
    diet: (v) => `Du bist ${v}.`,
    dietNo: (v) => (/^kein/i.test(v) ? `Du isst ${v}.` : `Du isst kein ${v}.`),
    allergy: (v) =>
      /^(?:gegen|auf)\s/i.test(v) ? `Du bist allergisch ${v}.` : `Du bist allergisch gegen ${v}.`,
    like: (v) => `Du magst ${v}.`,
    dislike: (v) => `Du magst ${v} nicht.`,
    named: (n, v) => `${n.your} heißt ${v}.`,
    unnamed: (n) => `Du hast ${n.a}.`,
    home: (v) => `Du wohnst in ${v}.`,
    origin: (v) => `Du kommst aus ${v}.`,
    job: (v) => `Du arbeitest als ${v}.`,
    birthday: (v) => `Dein Geburtstag ist ${v}.`,
    event: (v) => `Du hast ${v}.`,
    trip: (v) => (/(?:^|\s)nach\s/i.test(v) ? `Du reist ${v}.` : `Du reist nach ${v}.`),
    plan: (v) => `Du willst ${v}.`,
    fact: (v) => `Du hast mir erzählt: „${v}“.`,
  },
  'fr-FR': {
    and: ' et ',
    name: (v) => `Tu t'appelles ${v}.`,
    age: (v) => `Tu as ${v}${NB}ans.`,
    diet: (v) => `Tu es ${v}.`,
    dietNo: (v) =>
      /^(?:de|d')\s?/i.test(v)
        ? `Tu ne manges pas ${v}.`
        : vowel(v)
          ? `Tu ne manges pas d'${v}.`
          : `Tu ne manges pas de ${v}.`,
    allergy: (v) => (/^(?:à|a|au|aux)\s/i.test(v) ? `Tu es allergique ${v}.` : `Tu es allergique à ${v}.`),
    like: (v) => `Tu aimes ${v}.`,
    dislike: (v) => `Tu n'aimes pas ${v}.`,
    named: (n, v) => `${n.your} s'appelle ${v}.`,
    unnamed: (n) => `Tu as ${n.a}.`,
    home: (v) => (/^(?:en|au|aux|dans)\s/i.test(v) ? `Tu habites ${v}.` : `Tu habites à ${v}.`),
    origin: (v) =>
      /^(?:du|des)\s/i.test(v) ? `Tu viens ${v}.` : vowel(v) ? `Tu viens d'${v}.` : `Tu viens de ${v}.`,
    job: (v) => `Tu travailles comme ${v}.`,
    birthday: (v) => `Ton anniversaire est ${v}.`,
    event: (v) => `Tu as ${v}.`,
    trip: (v) => (/^(?:à|a|au|aux|en)\s/i.test(v) ? `Tu vas ${v}.` : `Tu vas à ${v}.`),
    plan: (v) => `Tu veux ${v}.`,
    fact: (v) => `Tu m'as dit${NB}: «${NB}${v}${NB}».`,
  },
  'es-ES': {
    and: ' y ',
    name: (v) => `Te llamas ${v}.`,
    age: (v) => `Tienes ${v} años.`,
    diet: (v) => `Eres ${v}.`,
    dietNo: (v) => `No comes ${v}.`,
    allergy: (v) => (/^(?:a|al)\s/i.test(v) ? `Tienes alergia ${v}.` : `Tienes alergia a ${v}.`),
    like: (v) => `Te ${esPlural(v) ? 'gustan' : 'gusta'} ${v}.`,
    dislike: (v) => `No te ${esPlural(v) ? 'gustan' : 'gusta'} ${v}.`,
    named: (n, v) => `${n.your} se llama ${v}.`,
    unnamed: (n) => `Tienes ${n.a}.`,
    home: (v) => `Vives en ${v}.`,
    origin: (v) => `Eres de ${v}.`,
    job: (v) => `Trabajas como ${v}.`,
    birthday: (v) => `Tu cumpleaños es ${v}.`,
    event: (v) => `Tienes ${v}.`,
    trip: (v) => (/^a\s/i.test(v) ? `Te vas ${v}.` : `Te vas a ${v}.`),
    plan: (v) => `Quieres ${v}.`,
    fact: (v) => `Me contaste: «${v}».`,
  },
  'it-IT': {
    and: ' e ',
    name: (v) => `Ti chiami ${v}.`,
    age: (v) => `Hai ${v} anni.`,
    diet: (v) => `Sei ${v}.`,
    dietNo: (v) => `Non mangi ${v}.`,
    allergy: (v) =>
      /^(?:a|al|alla|allo|all'|ai|agli|alle)\s?/i.test(v)
        ? `Hai un'allergia ${v}.`
        : `Hai un'allergia a ${v}.`,
    like: (v) => `Ti ${itPlural(v) ? 'piacciono' : 'piace'} ${v}.`,
    dislike: (v) => `Non ti ${itPlural(v) ? 'piacciono' : 'piace'} ${v}.`,
    named: (n, v) => `${n.your} si chiama ${v}.`,
    unnamed: (n) => `Hai ${n.a}.`,
    home: (v) => (/^in\s/i.test(v) ? `Vivi ${v}.` : `Vivi a ${v}.`),
    origin: (v) => `Sei di ${v}.`,
    job: (v) => `Lavori come ${v}.`,
    birthday: (v) => `Il tuo compleanno è ${v}.`,
    event: (v) => `Hai ${v}.`,
    trip: (v) => (/^(?:a|in)\s/i.test(v) ? `Vai ${v}.` : `Vai a ${v}.`),
    plan: (v) => `Vuoi ${v}.`,
    fact: (v) => `Mi hai detto: «${v}».`,
  },
  'zh-CN': {
    and: '和',
    name: (v) => `你叫${v}。`,
    age: (v) => `你${v}岁。`,
    diet: (v) => (/^(?:吃|不)/.test(v) ? `你${v}。` : `你是${v}。`),
    dietNo: (v) => `你不吃${v}。`,
    allergy: (v) => `你对${v}过敏。`,
    like: (v) => `你喜欢${v}。`,
    dislike: (v) => `你不喜欢${v}。`,
    named: (n, v) => `${n.your}叫${v}。`,
    unnamed: (n, pet) => (pet ? `你养了${n.a}。` : `你有${n.a}。`),
    home: (v) => `你住在${v}。`,
    origin: (v) => `你来自${v}。`,
    job: (v) => `你的工作是${v}。`,
    birthday: (v) => `你的生日是${v}。`,
    event: (v) => `你${v}。`,
    trip: (v) => (/去/.test(v) ? `你${v}。` : `你要去${v}。`),
    plan: (v) => `你想${v}。`,
    fact: (v) => `你跟我说过：“${v}”。`,
  },
  'ja-JP': {
    and: 'と',
    name: (v) => `お名前は${v}さんですね。`,
    age: (v) => `${v}歳なんですね。`,
    diet: (v) => `${v}なんですね。`,
    dietNo: (v) => `${v}は食べないんですね。`,
    allergy: (v) => `${v}のアレルギーがあるんですね。`,
    like: (v) => `${v}が好きなんですね。`,
    dislike: (v) => `${v}が苦手なんですね。`,
    named: (n, v, _f, pet) =>
      pet ? `${n.a}の${v}ちゃんがいるんですね。` : `${n.your}は${v}さんというんですね。`,
    unnamed: (n, pet) => (pet ? `${n.a}を飼っているんですね。` : `${n.your}がいるんですね。`),
    home: (v) => `${v}に住んでいるんですね。`,
    origin: (v) => `${v}出身なんですね。`,
    job: (v) => `お仕事は${v}なんですね。`,
    birthday: (v) => `お誕生日は${v}ですね。`,
    event: (v) => `${v}があるんですね。`,
    trip: (v) => `${v}に行くんですね。`,
    plan: (v) => `「${v}」という目標があるんですね。`,
    fact: (v) => `「${v}」と話してくれましたね。`,
  },
  'ar-SA': {
    and: ' و',
    name: (v) => `اسمك ${v}.`,
    age: (v) => `عمرك ${v} سنة.`,
    diet: (v) => `أنت ${v}.`,
    dietNo: (v) => `لا تأكل ${v}.`,
    allergy: (v) => `عندك حساسية من ${v.replace(/^(?:من|ضد)\s+/u, '')}.`,
    like: (v) => `تحب ${v}.`,
    dislike: (v) => `لا تحب ${v}.`,
    named: (n, v, female) => `${n.your} ${female ? 'اسمها' : 'اسمه'} ${v}.`,
    unnamed: (n) => `عندك ${n.a}.`,
    home: (v) => `تسكن في ${v}.`,
    origin: (v) => `أنت من ${v}.`,
    job: (v) => `مهنتك ${v}.`,
    birthday: (v) => `عيد ميلادك ${v}.`,
    event: (v) => `عندك ${v}.`,
    trip: (v) => `ستسافر ${v}.`,
    plan: (v) => {
      // A first-person verb (أتعلم) becomes second person (تتعلم): "you want to learn…".
      const m = /^[أا](?!ل)(\p{L}{2,}.*)$/u.exec(v);
      return m ? `تريد أن ت${m[1]}.` : `من خططك: «${v}».`;
    },
    fact: (v) => `قلت لي: «${v}».`,
  },
};

/** The narrow no-break space French puts before ! ? ; (exported for the persona engine). */
export const FRENCH_THIN_SPACE = NNB;
