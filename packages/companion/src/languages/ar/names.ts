/**
 * The avatars' full and short names as Arabic writes them (by avatar id).
 */
import type { AvatarNames } from '../parts/names.js';

export const names: AvatarNames = {
  'emma-walker': ['إيما ووكر', 'إيما'],
  'lukas-hoffmann': ['لوكاس هوفمان', 'لوكاس'],
  'claire-dubois': ['كلير دوبوا', 'كلير'],
  'sofia-romero': ['صوفيا روميرو', 'صوفيا'],
  'marco-bianchi': ['ماركو بيانكي', 'ماركو'],
  'li-wei': ['لي وي', 'لي وي'],
  'yuki-tanaka': ['يوكي تاناكا', 'يوكي'],
  'layla-al-harbi': ['ليلى الحربي', 'ليلى'],
  'mateo-fernandez': ['ماتيو فرنانديز', 'ماتيو'],
  'amara-okafor': ['أمارا أوكافور', 'أمارا'],
  'omar-haddad': ['عمر حداد', 'عمر'],
  'arjun-mehta': ['أرجون ميهتا', 'أرجون'],
};
