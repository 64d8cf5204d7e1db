/**
 * An avatar: every field of avatar-chat.md §3 plus what the engine needs (time zone,
 * temperament, sleep window). Plain JSON, suitable for a database seed.
 */
import type { LanguageCode, Localized } from '../languages.js';
import type { SleepWindow } from '../nhs/circadian.js';
import type { Temperament } from '../nhs/profile.js';
import type { HobbyKey } from './hobbies.js';

/** Speech voices: an Azure neural voice and an eSpeak NG voice id for each UI language. */
export interface AvatarVoice {
  /** Azure neural voice per UI language, e.g. `de-DE-KatjaNeural` (regional voices where native). */
  readonly azure: Localized;
  /** eSpeak NG voice id with gender variant per UI language, e.g. `de+f3` (offline default). */
  readonly espeak: Localized;
}

export interface Avatar {
  /** URL-safe slug, stable key of the avatar (also the engine profile id). */
  readonly id: string;
  /** Display name; the `avatarName` of the chat and NHS calls. */
  readonly name: string;
  /** Portrait file name (`<id>.svg`), rendered by the server's image step. */
  readonly image: string;
  /** Profession in all 8 UI languages. */
  readonly profession: Localized;
  /** ISO 3166-1 alpha-2 code and English display name. */
  readonly country: { readonly code: string; readonly name: string };
  readonly city: string;
  readonly zipCode: string;
  /** Spoken languages as BCP-47 tags, native first. */
  readonly languages: readonly string[];
  /** The UI language the avatar speaks natively. */
  readonly nativeLanguage: LanguageCode;
  /** ISO date `YYYY-MM-DD`. */
  readonly birthDate: string;
  /** Hobby keys (see HOBBIES); `hobbyNames` / `avatarDescription` localise them. */
  readonly hobbies: readonly HobbyKey[];
  /**
   * Topic keywords for news (`newsForAvatar`): 8–15, lower case, from its profession, hobbies,
   * city and country; mostly English plus the main ones in its own language(s) and script.
   */
  readonly interests: readonly string[];
  readonly gender: 'female' | 'male';
  readonly voice: AvatarVoice;
  /** How the avatar speaks, in English (for the prompt). */
  readonly tone: string;
  /** IANA time zone of the avatar's home (drives its daily rhythm). */
  readonly timeZone: string;
  readonly temperament: Temperament;
  readonly sleep: SleepWindow;
}
