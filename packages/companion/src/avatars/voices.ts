/**
 * Speech voices of the avatars: Azure neural voices (real adapter) and eSpeak NG ids
 * (offline default, `<voice>+<variant>`, variants f1–f5 / m1–m7).
 */
import { LANGUAGES, type LanguageCode, type Localized } from '../languages.js';
import type { AvatarVoice } from './types.js';

type Pools = Readonly<Record<LanguageCode, readonly string[]>>;

const FEMALE: Pools = {
  'en-US': [
    'JennyNeural',
    'AriaNeural',
    'SaraNeural',
    'MichelleNeural',
    'AmberNeural',
    'AshleyNeural',
    'CoraNeural',
  ],
  'de-DE': [
    'KatjaNeural',
    'AmalaNeural',
    'ElkeNeural',
    'KlarissaNeural',
    'LouisaNeural',
    'MajaNeural',
    'TanjaNeural',
  ],
  'fr-FR': [
    'DeniseNeural',
    'BrigitteNeural',
    'CelesteNeural',
    'CoralieNeural',
    'EloiseNeural',
    'JosephineNeural',
    'YvetteNeural',
  ],
  'es-ES': [
    'ElviraNeural',
    'AbrilNeural',
    'EstrellaNeural',
    'IreneNeural',
    'LaiaNeural',
    'TrianaNeural',
    'VeraNeural',
  ],
  'it-IT': [
    'ElsaNeural',
    'IsabellaNeural',
    'FiammaNeural',
    'FabiolaNeural',
    'ImeldaNeural',
    'IrmaNeural',
    'PalmiraNeural',
  ],
  'zh-CN': [
    'XiaoxiaoNeural',
    'XiaoyiNeural',
    'XiaohanNeural',
    'XiaomoNeural',
    'XiaoruiNeural',
    'XiaoxuanNeural',
    'XiaoyanNeural',
  ],
  'ja-JP': ['NanamiNeural', 'AoiNeural', 'MayuNeural', 'ShioriNeural'],
  'ar-SA': ['ZariyahNeural'],
};
const MALE: Pools = {
  'en-US': [
    'GuyNeural',
    'DavisNeural',
    'TonyNeural',
    'JasonNeural',
    'BrandonNeural',
    'ChristopherNeural',
    'EricNeural',
  ],
  'de-DE': [
    'ConradNeural',
    'BerndNeural',
    'ChristophNeural',
    'KasperNeural',
    'KillianNeural',
    'KlausNeural',
    'RalfNeural',
  ],
  'fr-FR': ['HenriNeural', 'AlainNeural', 'ClaudeNeural', 'JeromeNeural', 'MauriceNeural', 'YvesNeural'],
  'es-ES': [
    'AlvaroNeural',
    'ArnauNeural',
    'DarioNeural',
    'EliasNeural',
    'NilNeural',
    'SaulNeural',
    'TeoNeural',
  ],
  'it-IT': [
    'DiegoNeural',
    'BenignoNeural',
    'CalimeroNeural',
    'CataldoNeural',
    'GianniNeural',
    'LisandroNeural',
    'RinaldoNeural',
  ],
  'zh-CN': [
    'YunxiNeural',
    'YunyangNeural',
    'YunjianNeural',
    'YunfengNeural',
    'YunhaoNeural',
    'YunzeNeural',
    'YunyeNeural',
  ],
  'ja-JP': ['KeitaNeural', 'DaichiNeural', 'NaokiNeural'],
  'ar-SA': ['HamedNeural'],
};

/** eSpeak NG base voice per UI language. */
export const ESPEAK_VOICES: Localized = {
  'en-US': 'en-us',
  'de-DE': 'de',
  'fr-FR': 'fr-fr',
  'es-ES': 'es',
  'it-IT': 'it',
  'zh-CN': 'cmn',
  'ja-JP': 'ja',
  'ar-SA': 'ar',
};

/**
 * Voices of the `slot`-th avatar of a gender: a different Azure voice per avatar where the pool
 * allows, `overrides` for native regional voices (e.g. `es-MX-JorgeNeural`), eSpeak variant f1–f5/m1–m7.
 */
export function voiceSet(
  gender: 'female' | 'male',
  slot: number,
  overrides: Partial<Localized> = {},
): AvatarVoice {
  const pools = gender === 'female' ? FEMALE : MALE;
  const variant = gender === 'female' ? `f${(slot % 5) + 1}` : `m${(slot % 7) + 1}`;
  const azure = {} as Record<LanguageCode, string>;
  const espeak = {} as Record<LanguageCode, string>;
  for (const lang of LANGUAGES) {
    const pool = pools[lang];
    azure[lang] = overrides[lang] ?? `${lang}-${pool[slot % pool.length]!}`;
    espeak[lang] = `${ESPEAK_VOICES[lang]}+${variant}`;
  }
  return { azure, espeak };
}
