/**
 * The avatars' names as written in Chinese, Japanese and Arabic (other languages use the Latin
 * spelling). Unknown avatars keep their own name.
 */
import type { Avatar } from '../avatars/types.js';
import type { LanguageCode } from '../languages.js';

type Names = readonly [full: string, short: string];
type Row = Readonly<Partial<Record<LanguageCode, Names>>>;

const NAMES: Readonly<Record<string, Row>> = {
  'emma-walker': {
    'zh-CN': ['艾玛·沃克', '艾玛'],
    'ja-JP': ['エマ・ウォーカー', 'エマ'],
    'ar-SA': ['إيما ووكر', 'إيما'],
  },
  'lukas-hoffmann': {
    'zh-CN': ['卢卡斯·霍夫曼', '卢卡斯'],
    'ja-JP': ['ルーカス・ホフマン', 'ルーカス'],
    'ar-SA': ['لوكاس هوفمان', 'لوكاس'],
  },
  'claire-dubois': {
    'zh-CN': ['克莱尔·杜布瓦', '克莱尔'],
    'ja-JP': ['クレール・デュボワ', 'クレール'],
    'ar-SA': ['كلير دوبوا', 'كلير'],
  },
  'sofia-romero': {
    'zh-CN': ['索菲亚·罗梅罗', '索菲亚'],
    'ja-JP': ['ソフィア・ロメロ', 'ソフィア'],
    'ar-SA': ['صوفيا روميرو', 'صوفيا'],
  },
  'marco-bianchi': {
    'zh-CN': ['马可·比安奇', '马可'],
    'ja-JP': ['マルコ・ビアンキ', 'マルコ'],
    'ar-SA': ['ماركو بيانكي', 'ماركو'],
  },
  'li-wei': { 'zh-CN': ['李伟', '李伟'], 'ja-JP': ['リー・ウェイ', 'ウェイ'], 'ar-SA': ['لي وي', 'لي وي'] },
  'yuki-tanaka': {
    'zh-CN': ['田中由纪', '由纪'],
    'ja-JP': ['田中ゆき', 'ゆき'],
    'ar-SA': ['يوكي تاناكا', 'يوكي'],
  },
  'layla-al-harbi': {
    'zh-CN': ['莱拉·哈尔比', '莱拉'],
    'ja-JP': ['ライラ・アル＝ハルビ', 'ライラ'],
    'ar-SA': ['ليلى الحربي', 'ليلى'],
  },
  'mateo-fernandez': {
    'zh-CN': ['马特奥·费尔南德斯', '马特奥'],
    'ja-JP': ['マテオ・フェルナンデス', 'マテオ'],
    'ar-SA': ['ماتيو فرنانديز', 'ماتيو'],
  },
  'amara-okafor': {
    'zh-CN': ['阿玛拉·奥卡福', '阿玛拉'],
    'ja-JP': ['アマラ・オカフォー', 'アマラ'],
    'ar-SA': ['أمارا أوكافور', 'أمارا'],
  },
  'omar-haddad': {
    'zh-CN': ['奥马尔·哈达德', '奥马尔'],
    'ja-JP': ['オマール・ハッダード', 'オマール'],
    'ar-SA': ['عمر حداد', 'عمر'],
  },
  'arjun-mehta': {
    'zh-CN': ['阿琼·梅塔', '阿琼'],
    'ja-JP': ['アルジュン・メータ', 'アルジュン'],
    'ar-SA': ['أرجون ميهتا', 'أرجون'],
  },
};

/** The avatar's full and short name in `lang` (Chinese names stay whole: "Li Wei", 李伟). */
export function avatarNames(
  avatar: Avatar,
  lang: LanguageCode,
): { readonly full: string; readonly short: string } {
  const local = NAMES[avatar.id]?.[lang];
  if (local) return { full: local[0], short: local[1] };
  const short =
    avatar.nativeLanguage === 'zh-CN' ? avatar.name : (avatar.name.split(/\s+/)[0] ?? avatar.name);
  return { full: avatar.name, short };
}
