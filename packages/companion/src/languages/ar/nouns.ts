/**
 * Arabic relation and species nouns as `describeMemory` says them: `your` ("your sister") and
 * `a` ("a sister", the object of "you have").
 */
import type { Nouns } from '../parts/nouns.js';

export const nouns: Nouns = {
  relations: {
    mother: ['أمك', 'أم'],
    father: ['أبوك', 'أب'],
    sister: ['أختك', 'أخت'],
    brother: ['أخوك', 'أخ'],
    wife: ['زوجتك', 'زوجة'],
    husband: ['زوجك', 'زوج'],
    girlfriend: ['حبيبتك', 'حبيبة'],
    boyfriend: ['حبيبك', 'حبيب'],
    partner: ['شريك حياتك', 'شريك حياة'],
    son: ['ابنك', 'ابن'],
    daughter: ['بنتك', 'بنت'],
    friend: ['صديقك', 'صديق'],
    'friend-f': ['صديقتك', 'صديقة'],
    colleague: ['زميلك', 'زميل'],
    boss: ['مديرك', 'مدير'],
    grandmother: ['جدتك', 'جدة'],
    grandfather: ['جدك', 'جد'],
    cousin: ['ابن عمك', 'ابن عم'],
    roommate: ['شريكك في السكن', 'شريك في السكن'],
    neighbor: ['جارك', 'جار'],
  },
  species: {
    dog: ['كلبك', 'كلب'],
    cat: ['قطتك', 'قطة'],
    rabbit: ['أرنبك', 'أرنب'],
    hamster: ['الهامستر حقك', 'هامستر'],
    'guinea-pig': ['خنزيرك الغيني', 'خنزير غيني'],
    bird: ['طيرك', 'طير'],
    parrot: ['ببغاؤك', 'ببغاء'],
    fish: ['سمكتك', 'سمكة'],
    horse: ['حصانك', 'حصان'],
    turtle: ['سلحفاتك', 'سلحفاة'],
    snake: ['ثعبانك', 'ثعبان'],
  },
};
