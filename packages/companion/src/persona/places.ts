/**
 * The avatars' home cities in each UI language, with the phrase "in <city>" (French "au Caire",
 * Italian "al Cairo"…). Unknown cities keep their name and the language's usual preposition.
 */
import type { LanguageCode } from '../languages.js';

type Row = readonly [name: string, locative: string];
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

const CITIES: Readonly<Record<string, Table>> = {
  'New York': t(
    ['New York', 'in New York'],
    ['New York', 'in New York'],
    ['New York', 'à New York'],
    ['Nueva York', 'en Nueva York'],
    ['New York', 'a New York'],
    ['纽约', '在纽约'],
    ['ニューヨーク', 'ニューヨーク'],
    ['نيويورك', 'في نيويورك'],
  ),
  Berlin: t(
    ['Berlin', 'in Berlin'],
    ['Berlin', 'in Berlin'],
    ['Berlin', 'à Berlin'],
    ['Berlín', 'en Berlín'],
    ['Berlino', 'a Berlino'],
    ['柏林', '在柏林'],
    ['ベルリン', 'ベルリン'],
    ['برلين', 'في برلين'],
  ),
  Lyon: t(
    ['Lyon', 'in Lyon'],
    ['Lyon', 'in Lyon'],
    ['Lyon', 'à Lyon'],
    ['Lyon', 'en Lyon'],
    ['Lione', 'a Lione'],
    ['里昂', '在里昂'],
    ['リヨン', 'リヨン'],
    ['ليون', 'في ليون'],
  ),
  Sevilla: t(
    ['Seville', 'in Seville'],
    ['Sevilla', 'in Sevilla'],
    ['Séville', 'à Séville'],
    ['Sevilla', 'en Sevilla'],
    ['Siviglia', 'a Siviglia'],
    ['塞维利亚', '在塞维利亚'],
    ['セビリア', 'セビリア'],
    ['إشبيلية', 'في إشبيلية'],
  ),
  Firenze: t(
    ['Florence', 'in Florence'],
    ['Florenz', 'in Florenz'],
    ['Florence', 'à Florence'],
    ['Florencia', 'en Florencia'],
    ['Firenze', 'a Firenze'],
    ['佛罗伦萨', '在佛罗伦萨'],
    ['フィレンツェ', 'フィレンツェ'],
    ['فلورنسا', 'في فلورنسا'],
  ),
  Shanghai: t(
    ['Shanghai', 'in Shanghai'],
    ['Shanghai', 'in Shanghai'],
    ['Shanghai', 'à Shanghai'],
    ['Shanghái', 'en Shanghái'],
    ['Shanghai', 'a Shanghai'],
    ['上海', '在上海'],
    ['上海', '上海'],
    ['شنغهاي', 'في شنغهاي'],
  ),
  Kyoto: t(
    ['Kyoto', 'in Kyoto'],
    ['Kyoto', 'in Kyoto'],
    ['Kyoto', 'à Kyoto'],
    ['Kioto', 'en Kioto'],
    ['Kyoto', 'a Kyoto'],
    ['京都', '在京都'],
    ['京都', '京都'],
    ['كيوتو', 'في كيوتو'],
  ),
  Riyadh: t(
    ['Riyadh', 'in Riyadh'],
    ['Riad', 'in Riad'],
    ['Riyad', 'à Riyad'],
    ['Riad', 'en Riad'],
    ['Riad', 'a Riad'],
    ['利雅得', '在利雅得'],
    ['リヤド', 'リヤド'],
    ['الرياض', 'في الرياض'],
  ),
  'Ciudad de México': t(
    ['Mexico City', 'in Mexico City'],
    ['Mexiko-Stadt', 'in Mexiko-Stadt'],
    ['Mexico', 'à Mexico'],
    ['Ciudad de México', 'en Ciudad de México'],
    ['Città del Messico', 'a Città del Messico'],
    ['墨西哥城', '在墨西哥城'],
    ['メキシコシティ', 'メキシコシティ'],
    ['مدينة مكسيكو', 'في مدينة مكسيكو'],
  ),
  Lagos: t(
    ['Lagos', 'in Lagos'],
    ['Lagos', 'in Lagos'],
    ['Lagos', 'à Lagos'],
    ['Lagos', 'en Lagos'],
    ['Lagos', 'a Lagos'],
    ['拉各斯', '在拉各斯'],
    ['ラゴス', 'ラゴス'],
    ['لاغوس', 'في لاغوس'],
  ),
  Cairo: t(
    ['Cairo', 'in Cairo'],
    ['Kairo', 'in Kairo'],
    ['Le Caire', 'au Caire'],
    ['El Cairo', 'en El Cairo'],
    ['Il Cairo', 'al Cairo'],
    ['开罗', '在开罗'],
    ['カイロ', 'カイロ'],
    ['القاهرة', 'في القاهرة'],
  ),
  Bengaluru: t(
    ['Bengaluru', 'in Bengaluru'],
    ['Bengaluru', 'in Bengaluru'],
    ['Bangalore', 'à Bangalore'],
    ['Bangalore', 'en Bangalore'],
    ['Bangalore', 'a Bangalore'],
    ['班加罗尔', '在班加罗尔'],
    ['ベンガルール', 'ベンガルール'],
    ['بنغالور', 'في بنغالور'],
  ),
};

const PREP: Readonly<Record<LanguageCode, (c: string) => string>> = {
  'en-US': (c) => `in ${c}`,
  'de-DE': (c) => `in ${c}`,
  'fr-FR': (c) => `à ${c}`,
  'es-ES': (c) => `en ${c}`,
  'it-IT': (c) => `a ${c}`,
  'zh-CN': (c) => `在${c}`,
  'ja-JP': (c) => c,
  'ar-SA': (c) => `في ${c}`,
};

/**
 * The city's name and "in <city>" phrase in `lang` (Japanese: the name alone, the templates add
 * the particle).
 */
export function cityIn(
  city: string,
  lang: LanguageCode,
): { readonly name: string; readonly locative: string } {
  const row = CITIES[city]?.[lang];
  return row ? { name: row[0], locative: row[1] } : { name: city, locative: PREP[lang](city) };
}
