/**
 * The avatars' full and short names as Japanese writes them (by avatar id).
 */
import type { AvatarNames } from '../parts/names.js';

export const names: AvatarNames = {
  'emma-walker': ['エマ・ウォーカー', 'エマ'],
  'lukas-hoffmann': ['ルーカス・ホフマン', 'ルーカス'],
  'claire-dubois': ['クレール・デュボワ', 'クレール'],
  'sofia-romero': ['ソフィア・ロメロ', 'ソフィア'],
  'marco-bianchi': ['マルコ・ビアンキ', 'マルコ'],
  'li-wei': ['リー・ウェイ', 'ウェイ'],
  'yuki-tanaka': ['田中ゆき', 'ゆき'],
  'layla-al-harbi': ['ライラ・アル＝ハルビ', 'ライラ'],
  'mateo-fernandez': ['マテオ・フェルナンデス', 'マテオ'],
  'amara-okafor': ['アマラ・オカフォー', 'アマラ'],
  'omar-haddad': ['オマール・ハッダード', 'オマール'],
  'arjun-mehta': ['アルジュン・メータ', 'アルジュン'],
};
