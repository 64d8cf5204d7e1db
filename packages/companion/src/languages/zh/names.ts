/**
 * The avatars' full and short names as Chinese writes them (by avatar id).
 */
import type { AvatarNames } from '../parts/names.js';

export const names: AvatarNames = {
  'emma-walker': ['艾玛·沃克', '艾玛'],
  'lukas-hoffmann': ['卢卡斯·霍夫曼', '卢卡斯'],
  'claire-dubois': ['克莱尔·杜布瓦', '克莱尔'],
  'sofia-romero': ['索菲亚·罗梅罗', '索菲亚'],
  'marco-bianchi': ['马可·比安奇', '马可'],
  'li-wei': ['李伟', '李伟'],
  'yuki-tanaka': ['田中由纪', '由纪'],
  'layla-al-harbi': ['莱拉·哈尔比', '莱拉'],
  'mateo-fernandez': ['马特奥·费尔南德斯', '马特奥'],
  'amara-okafor': ['阿玛拉·奥卡福', '阿玛拉'],
  'omar-haddad': ['奥马尔·哈达德', '奥马尔'],
  'arjun-mehta': ['阿琼·梅塔', '阿琼'],
};
