/**
 * The people and pets a user can tell about, as language-neutral ids (the part of the key after
 * `person:` / `pet:`) with the words `describeMemory` needs in each UI language.
 */
import type { LanguageCode } from '../languages.js';

/** Relations of a person to the user. Gendered ids end in `-f` where languages distinguish. */
export const RELATIONS = [
  'mother',
  'father',
  'sister',
  'brother',
  'wife',
  'husband',
  'girlfriend',
  'boyfriend',
  'partner',
  'son',
  'daughter',
  'friend',
  'friend-f',
  'colleague',
  'boss',
  'grandmother',
  'grandfather',
  'cousin',
  'roommate',
  'neighbor',
] as const;
export type RelationId = (typeof RELATIONS)[number];

/** Pet species. */
export const SPECIES = [
  'dog',
  'cat',
  'rabbit',
  'hamster',
  'guinea-pig',
  'bird',
  'parrot',
  'fish',
  'horse',
  'turtle',
  'snake',
] as const;
export type SpeciesId = (typeof SPECIES)[number];

/** Relations that are usually unique, so the key holds no name (`person:mother`). */
export const UNIQUE_RELATIONS: ReadonlySet<RelationId> = new Set([
  'mother',
  'father',
  'wife',
  'husband',
  'girlfriend',
  'boyfriend',
  'partner',
  'boss',
  'grandmother',
  'grandfather',
]);

/** A noun as a description uses it: `your` (`your sister`, `deine Schwester`) and `a` (`a sister`, `eine Schwester` as object of "have"). */
export interface NounForms {
  readonly your: string;
  readonly a: string;
}

type Row = readonly [your: string, a: string];
type Table = Readonly<Record<LanguageCode, Row>>;
const t = (en: Row, de: Row, fr: Row, es: Row, it: Row, zh: Row, ja: Row, ar: Row): Table => ({
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'es-ES': es,
  'it-IT': it,
  'zh-CN': zh,
  'ja-JP': ja,
  'ar-SA': ar,
});

/** Female relations (Arabic says اسمها, not اسمه). */
const FEMALE_RELATIONS: ReadonlySet<RelationId> = new Set([
  'mother',
  'sister',
  'wife',
  'girlfriend',
  'daughter',
  'friend-f',
  'grandmother',
]);
const FEMALE_SPECIES_AR: ReadonlySet<SpeciesId> = new Set(['cat', 'fish', 'turtle']);

const REL: Readonly<Record<RelationId, Table>> = {
  mother: t(
    ['your mom', 'a mom'],
    ['deine Mutter', 'eine Mutter'],
    ['ta mère', 'une mère'],
    ['tu madre', 'una madre'],
    ['tua madre', 'una madre'],
    ['你妈妈', '妈妈'],
    ['お母さん', 'お母さん'],
    ['أمك', 'أم'],
  ),
  father: t(
    ['your dad', 'a dad'],
    ['dein Vater', 'einen Vater'],
    ['ton père', 'un père'],
    ['tu padre', 'un padre'],
    ['tuo padre', 'un padre'],
    ['你爸爸', '爸爸'],
    ['お父さん', 'お父さん'],
    ['أبوك', 'أب'],
  ),
  sister: t(
    ['your sister', 'a sister'],
    ['deine Schwester', 'eine Schwester'],
    ['ta sœur', 'une sœur'],
    ['tu hermana', 'una hermana'],
    ['tua sorella', 'una sorella'],
    ['你的姐妹', '一个姐妹'],
    ['ご姉妹', 'ご姉妹'],
    ['أختك', 'أخت'],
  ),
  brother: t(
    ['your brother', 'a brother'],
    ['dein Bruder', 'einen Bruder'],
    ['ton frère', 'un frère'],
    ['tu hermano', 'un hermano'],
    ['tuo fratello', 'un fratello'],
    ['你的兄弟', '一个兄弟'],
    ['ご兄弟', 'ご兄弟'],
    ['أخوك', 'أخ'],
  ),
  wife: t(
    ['your wife', 'a wife'],
    ['deine Frau', 'eine Frau'],
    ['ta femme', 'une femme'],
    ['tu mujer', 'una mujer'],
    ['tua moglie', 'una moglie'],
    ['你妻子', '妻子'],
    ['奥さん', '奥さん'],
    ['زوجتك', 'زوجة'],
  ),
  husband: t(
    ['your husband', 'a husband'],
    ['dein Mann', 'einen Mann'],
    ['ton mari', 'un mari'],
    ['tu marido', 'un marido'],
    ['tuo marito', 'un marito'],
    ['你丈夫', '丈夫'],
    ['旦那さん', '旦那さん'],
    ['زوجك', 'زوج'],
  ),
  girlfriend: t(
    ['your girlfriend', 'a girlfriend'],
    ['deine Freundin', 'eine Freundin'],
    ['ta copine', 'une copine'],
    ['tu novia', 'una novia'],
    ['la tua ragazza', 'una ragazza'],
    ['你女朋友', '女朋友'],
    ['彼女さん', '彼女さん'],
    ['حبيبتك', 'حبيبة'],
  ),
  boyfriend: t(
    ['your boyfriend', 'a boyfriend'],
    ['dein Freund', 'einen Freund'],
    ['ton copain', 'un copain'],
    ['tu novio', 'un novio'],
    ['il tuo ragazzo', 'un ragazzo'],
    ['你男朋友', '男朋友'],
    ['彼氏さん', '彼氏さん'],
    ['حبيبك', 'حبيب'],
  ),
  partner: t(
    ['your partner', 'a partner'],
    ['dein Partner', 'einen Partner'],
    ['ton partenaire', 'un partenaire'],
    ['tu pareja', 'pareja'],
    ['il tuo partner', 'un partner'],
    ['你的另一半', '另一半'],
    ['パートナー', 'パートナー'],
    ['شريك حياتك', 'شريك حياة'],
  ),
  son: t(
    ['your son', 'a son'],
    ['dein Sohn', 'einen Sohn'],
    ['ton fils', 'un fils'],
    ['tu hijo', 'un hijo'],
    ['tuo figlio', 'un figlio'],
    ['你儿子', '一个儿子'],
    ['息子さん', '息子さん'],
    ['ابنك', 'ابن'],
  ),
  daughter: t(
    ['your daughter', 'a daughter'],
    ['deine Tochter', 'eine Tochter'],
    ['ta fille', 'une fille'],
    ['tu hija', 'una hija'],
    ['tua figlia', 'una figlia'],
    ['你女儿', '一个女儿'],
    ['娘さん', '娘さん'],
    ['بنتك', 'بنت'],
  ),
  friend: t(
    ['your friend', 'a friend'],
    ['dein Freund', 'einen Freund'],
    ['ton ami', 'un ami'],
    ['tu amigo', 'un amigo'],
    ['il tuo amico', 'un amico'],
    ['你的朋友', '一个朋友'],
    ['お友達', 'お友達'],
    ['صديقك', 'صديق'],
  ),
  'friend-f': t(
    ['your friend', 'a friend'],
    ['deine Freundin', 'eine Freundin'],
    ['ton amie', 'une amie'],
    ['tu amiga', 'una amiga'],
    ['la tua amica', "un'amica"],
    ['你的朋友', '一个朋友'],
    ['お友達', 'お友達'],
    ['صديقتك', 'صديقة'],
  ),
  colleague: t(
    ['your colleague', 'a colleague'],
    ['dein Kollege', 'einen Kollegen'],
    ['ton collègue', 'un collègue'],
    ['tu compañero de trabajo', 'un compañero de trabajo'],
    ['il tuo collega', 'un collega'],
    ['你的同事', '一个同事'],
    ['同僚の方', '同僚の方'],
    ['زميلك', 'زميل'],
  ),
  boss: t(
    ['your boss', 'a boss'],
    ['dein Chef', 'einen Chef'],
    ['ton patron', 'un patron'],
    ['tu jefe', 'un jefe'],
    ['il tuo capo', 'un capo'],
    ['你的老板', '老板'],
    ['上司の方', '上司の方'],
    ['مديرك', 'مدير'],
  ),
  grandmother: t(
    ['your grandma', 'a grandma'],
    ['deine Oma', 'eine Oma'],
    ['ta grand-mère', 'une grand-mère'],
    ['tu abuela', 'una abuela'],
    ['tua nonna', 'una nonna'],
    ['你奶奶', '奶奶'],
    ['おばあさん', 'おばあさん'],
    ['جدتك', 'جدة'],
  ),
  grandfather: t(
    ['your grandpa', 'a grandpa'],
    ['dein Opa', 'einen Opa'],
    ['ton grand-père', 'un grand-père'],
    ['tu abuelo', 'un abuelo'],
    ['tuo nonno', 'un nonno'],
    ['你爷爷', '爷爷'],
    ['おじいさん', 'おじいさん'],
    ['جدك', 'جد'],
  ),
  cousin: t(
    ['your cousin', 'a cousin'],
    ['dein Cousin', 'einen Cousin'],
    ['ton cousin', 'un cousin'],
    ['tu primo', 'un primo'],
    ['tuo cugino', 'un cugino'],
    ['你的表亲', '一个表亲'],
    ['いとこ', 'いとこ'],
    ['ابن عمك', 'ابن عم'],
  ),
  roommate: t(
    ['your roommate', 'a roommate'],
    ['dein Mitbewohner', 'einen Mitbewohner'],
    ['ton colocataire', 'un colocataire'],
    ['tu compañero de piso', 'un compañero de piso'],
    ['il tuo coinquilino', 'un coinquilino'],
    ['你的室友', '一个室友'],
    ['ルームメイト', 'ルームメイト'],
    ['شريكك في السكن', 'شريك في السكن'],
  ),
  neighbor: t(
    ['your neighbor', 'a neighbor'],
    ['dein Nachbar', 'einen Nachbarn'],
    ['ton voisin', 'un voisin'],
    ['tu vecino', 'un vecino'],
    ['il tuo vicino', 'un vicino'],
    ['你的邻居', '一个邻居'],
    ['ご近所さん', 'ご近所さん'],
    ['جارك', 'جار'],
  ),
};

const PET: Readonly<Record<SpeciesId, Table>> = {
  dog: t(
    ['your dog', 'a dog'],
    ['dein Hund', 'einen Hund'],
    ['ton chien', 'un chien'],
    ['tu perro', 'un perro'],
    ['il tuo cane', 'un cane'],
    ['你的狗', '一只狗'],
    ['ワンちゃん', '犬'],
    ['كلبك', 'كلب'],
  ),
  cat: t(
    ['your cat', 'a cat'],
    ['deine Katze', 'eine Katze'],
    ['ton chat', 'un chat'],
    ['tu gato', 'un gato'],
    ['il tuo gatto', 'un gatto'],
    ['你的猫', '一只猫'],
    ['猫ちゃん', '猫'],
    ['قطتك', 'قطة'],
  ),
  rabbit: t(
    ['your rabbit', 'a rabbit'],
    ['dein Kaninchen', 'ein Kaninchen'],
    ['ton lapin', 'un lapin'],
    ['tu conejo', 'un conejo'],
    ['il tuo coniglio', 'un coniglio'],
    ['你的兔子', '一只兔子'],
    ['うさぎちゃん', 'うさぎ'],
    ['أرنبك', 'أرنب'],
  ),
  hamster: t(
    ['your hamster', 'a hamster'],
    ['dein Hamster', 'einen Hamster'],
    ['ton hamster', 'un hamster'],
    ['tu hámster', 'un hámster'],
    ['il tuo criceto', 'un criceto'],
    ['你的仓鼠', '一只仓鼠'],
    ['ハムスター', 'ハムスター'],
    ['الهامستر حقك', 'هامستر'],
  ),
  'guinea-pig': t(
    ['your guinea pig', 'a guinea pig'],
    ['dein Meerschweinchen', 'ein Meerschweinchen'],
    ["ton cochon d'Inde", "un cochon d'Inde"],
    ['tu cobaya', 'una cobaya'],
    ["il tuo porcellino d'India", "un porcellino d'India"],
    ['你的豚鼠', '一只豚鼠'],
    ['モルモット', 'モルモット'],
    ['خنزيرك الغيني', 'خنزير غيني'],
  ),
  bird: t(
    ['your bird', 'a bird'],
    ['dein Vogel', 'einen Vogel'],
    ['ton oiseau', 'un oiseau'],
    ['tu pájaro', 'un pájaro'],
    ['il tuo uccellino', 'un uccellino'],
    ['你的鸟', '一只鸟'],
    ['小鳥', '小鳥'],
    ['طيرك', 'طير'],
  ),
  parrot: t(
    ['your parrot', 'a parrot'],
    ['dein Papagei', 'einen Papagei'],
    ['ton perroquet', 'un perroquet'],
    ['tu loro', 'un loro'],
    ['il tuo pappagallo', 'un pappagallo'],
    ['你的鹦鹉', '一只鹦鹉'],
    ['インコ', 'インコ'],
    ['ببغاؤك', 'ببغاء'],
  ),
  fish: t(
    ['your fish', 'a fish'],
    ['dein Fisch', 'einen Fisch'],
    ['ton poisson', 'un poisson'],
    ['tu pez', 'un pez'],
    ['il tuo pesce', 'un pesce'],
    ['你的鱼', '一条鱼'],
    ['お魚', '魚'],
    ['سمكتك', 'سمكة'],
  ),
  horse: t(
    ['your horse', 'a horse'],
    ['dein Pferd', 'ein Pferd'],
    ['ton cheval', 'un cheval'],
    ['tu caballo', 'un caballo'],
    ['il tuo cavallo', 'un cavallo'],
    ['你的马', '一匹马'],
    ['お馬さん', '馬'],
    ['حصانك', 'حصان'],
  ),
  turtle: t(
    ['your turtle', 'a turtle'],
    ['deine Schildkröte', 'eine Schildkröte'],
    ['ta tortue', 'une tortue'],
    ['tu tortuga', 'una tortuga'],
    ['la tua tartaruga', 'una tartaruga'],
    ['你的乌龟', '一只乌龟'],
    ['カメ', 'カメ'],
    ['سلحفاتك', 'سلحفاة'],
  ),
  snake: t(
    ['your snake', 'a snake'],
    ['deine Schlange', 'eine Schlange'],
    ['ton serpent', 'un serpent'],
    ['tu serpiente', 'una serpiente'],
    ['il tuo serpente', 'un serpente'],
    ['你的蛇', '一条蛇'],
    ['ヘビ', 'ヘビ'],
    ['ثعبانك', 'ثعبان'],
  ),
};

const isRelation = (id: string): id is RelationId => (RELATIONS as readonly string[]).includes(id);
const isSpecies = (id: string): id is SpeciesId => (SPECIES as readonly string[]).includes(id);

/** Forms of a relation or species id in `lang`, or undefined for an unknown id. */
export function nounForms(kind: 'person' | 'pet', id: string, lang: LanguageCode): NounForms | undefined {
  const row =
    kind === 'person'
      ? isRelation(id)
        ? REL[id][lang]
        : undefined
      : isSpecies(id)
        ? PET[id][lang]
        : undefined;
  return row ? { your: row[0], a: row[1] } : undefined;
}

/** True when the person or pet is female in Arabic grammar (اسمها rather than اسمه). */
export function isFemaleNoun(kind: 'person' | 'pet', id: string): boolean {
  return kind === 'person' ? FEMALE_RELATIONS.has(id as RelationId) : FEMALE_SPECIES_AR.has(id as SpeciesId);
}
