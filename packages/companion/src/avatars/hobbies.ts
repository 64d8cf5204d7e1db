/**
 * Hobby names in the 8 UI languages (en, de, fr, es, it, zh, ja, ar).
 */
import { LANGUAGES, type LanguageCode, type Localized } from '../languages.js';

type Row = readonly [string, string, string, string, string, string, string, string];

const ROWS = {
  jazz: ['jazz', 'Jazz', 'le jazz', 'el jazz', 'il jazz', '爵士乐', 'ジャズ', 'موسيقى الجاز'],
  running: ['running', 'Laufen', 'la course à pied', 'correr', 'la corsa', '跑步', 'ランニング', 'الجري'],
  photography: ['photography', 'Fotografie', 'la photographie', 'la fotografía', 'la fotografia', '摄影', '写真', 'التصوير'],
  reading: ['reading', 'Lesen', 'la lecture', 'la lectura', 'la lettura', '阅读', '読書', 'القراءة'],
  cycling: ['cycling', 'Radfahren', 'le vélo', 'el ciclismo', 'il ciclismo', '骑自行车', 'サイクリング', 'ركوب الدراجات'],
  chess: ['chess', 'Schach', 'les échecs', 'el ajedrez', 'gli scacchi', '国际象棋', 'チェス', 'الشطرنج'],
  homebrewing: ['brewing beer', 'Bierbrauen', 'brasser de la bière', 'hacer cerveza', 'fare la birra', '自酿啤酒', 'ビール造り', 'تخمير البيرة منزليًا'],
  hiking: ['hiking', 'Wandern', 'la randonnée', 'el senderismo', "l'escursionismo", '徒步', 'ハイキング', 'المشي لمسافات طويلة'],
  baking: ['baking', 'Backen', 'la pâtisserie', 'la repostería', 'la pasticceria', '烘焙', 'お菓子作り', 'الخَبز'],
  cinema: ['cinema', 'Kino', 'le cinéma', 'el cine', 'il cinema', '电影', '映画', 'السينما'],
  painting: ['painting', 'Malen', 'la peinture', 'la pintura', 'la pittura', '绘画', '絵画', 'الرسم'],
  wine: ['wine', 'Wein', 'le vin', 'el vino', 'il vino', '葡萄酒', 'ワイン', 'النبيذ'],
  flamenco: ['flamenco', 'Flamenco', 'le flamenco', 'el flamenco', 'il flamenco', '弗拉门戈', 'フラメンコ', 'الفلامنكو'],
  beachVolleyball: ['beach volleyball', 'Beachvolleyball', 'le beach-volley', 'el vóley playa', 'il beach volley', '沙滩排球', 'ビーチバレー', 'الكرة الطائرة الشاطئية'],
  cooking: ['cooking', 'Kochen', 'la cuisine', 'cocinar', 'cucinare', '烹饪', '料理', 'الطبخ'],
  travel: ['travel', 'Reisen', 'les voyages', 'viajar', 'viaggiare', '旅行', '旅行', 'السفر'],
  sketching: ['sketching', 'Skizzieren', 'le dessin', 'el dibujo', 'il disegno', '素描', 'スケッチ', 'الرسم التخطيطي'],
  opera: ['opera', 'Oper', "l'opéra", 'la ópera', "l'opera lirica", '歌剧', 'オペラ', 'الأوبرا'],
  football: ['football', 'Fußball', 'le football', 'el fútbol', 'il calcio', '足球', 'サッカー', 'كرة القدم'],
  videoGames: ['video games', 'Videospiele', 'les jeux vidéo', 'los videojuegos', 'i videogiochi', '电子游戏', 'ビデオゲーム', 'ألعاب الفيديو'],
  calligraphy: ['calligraphy', 'Kalligrafie', 'la calligraphie', 'la caligrafía', 'la calligrafia', '书法', '書道', 'الخط'],
  tableTennis: ['table tennis', 'Tischtennis', 'le tennis de table', 'el tenis de mesa', 'il ping pong', '乒乓球', '卓球', 'تنس الطاولة'],
  manga: ['drawing manga', 'Manga zeichnen', 'dessiner des mangas', 'dibujar manga', 'disegnare manga', '画漫画', '漫画を描くこと', 'رسم المانغا'],
  teaCeremony: ['tea ceremony', 'Teezeremonie', 'la cérémonie du thé', 'la ceremonia del té', 'la cerimonia del tè', '茶道', '茶道', 'مراسم الشاي'],
  cats: ['cats', 'Katzen', 'les chats', 'los gatos', 'i gatti', '猫', '猫', 'القطط'],
  poetry: ['poetry', 'Poesie', 'la poésie', 'la poesía', 'la poesia', '诗歌', '詩', 'الشعر'],
  horseRiding: ['horse riding', 'Reiten', "l'équitation", 'la equitación', "l'equitazione", '骑马', '乗馬', 'ركوب الخيل'],
  astronomy: ['astronomy', 'Astronomie', "l'astronomie", 'la astronomía', "l'astronomia", '天文学', '天文学', 'علم الفلك'],
  diving: ['diving', 'Tauchen', 'la plongée', 'el buceo', 'le immersioni', '潜水', 'ダイビング', 'الغوص'],
  guitar: ['guitar', 'Gitarre', 'la guitare', 'la guitarra', 'la chitarra', '吉他', 'ギター', 'الغيتار'],
  surfing: ['surfing', 'Surfen', 'le surf', 'el surf', 'il surf', '冲浪', 'サーフィン', 'ركوب الأمواج'],
  dancing: ['dancing', 'Tanzen', 'la danse', 'bailar', 'ballare', '跳舞', 'ダンス', 'الرقص'],
  fashion: ['fashion', 'Mode', 'la mode', 'la moda', 'la moda', '时尚', 'ファッション', 'الموضة'],
  songwriting: ['songwriting', 'Songs schreiben', "l'écriture de chansons", 'componer canciones', 'scrivere canzoni', '写歌', '作詞作曲', 'كتابة الأغاني'],
  history: ['history', 'Geschichte', "l'histoire", 'la historia', 'la storia', '历史', '歴史', 'التاريخ'],
  oud: ['playing the oud', 'Oud spielen', "jouer de l'oud", 'tocar el laúd árabe', "suonare l'oud", '弹乌德琴', 'ウード演奏', 'العزف على العود'],
  yoga: ['yoga', 'Yoga', 'le yoga', 'el yoga', 'lo yoga', '瑜伽', 'ヨガ', 'اليوغا'],
  cricket: ['cricket', 'Cricket', 'le cricket', 'el críquet', 'il cricket', '板球', 'クリケット', 'الكريكيت'],
} as const satisfies Record<string, Row>;

/** Key of a hobby, e.g. `teaCeremony`. */
export type HobbyKey = keyof typeof ROWS;

/** Every hobby in the 8 UI languages. */
export const HOBBIES: Readonly<Record<HobbyKey, Localized>> = Object.fromEntries(
  (Object.entries(ROWS) as [HobbyKey, Row][]).map(([k, row]) => [k, Object.fromEntries(LANGUAGES.map((l, i) => [l, row[i]!])) as Localized]),
) as Record<HobbyKey, Localized>;

/** Hobby names in `lang`. */
export function hobbyNames(keys: readonly HobbyKey[], lang: LanguageCode): string[] {
  return keys.map((k) => HOBBIES[k][lang]);
}
