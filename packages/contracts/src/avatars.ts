import { z } from 'zod';
import { ZEmail, ZLanguage } from './common';

/**
 * The faces a portrait can make besides its neutral one (docs/portraits.md): the chat shows the
 * one of the avatar's dominant feeling. `calm` is the resting face.
 */
export const PORTRAIT_EXPRESSIONS = [
  'joy',
  'sadness',
  'anger',
  'fear',
  'surprise',
  'calm',
  'tired',
  'affection',
  'bored',
] as const;
export const ZPortraitExpression = z.enum(PORTRAIT_EXPRESSIONS);
export type TPortraitExpression = z.infer<typeof ZPortraitExpression>;

/** What stands for the expression in `expressionImage`. */
export const EXPRESSION_PLACEHOLDER = '{expression}';

/**
 * One avatar as `GET /getAvatars` answers it: every field of avatar-chat.md §3, with the texts
 * in the requested language (`?lang=`, default en-US) and the per-language details beside them.
 */
export const ZAvatarView = z.object({
  id: z.string(),
  name: z.string(),
  /** URL of the portrait. */
  image: z.string(),
  /** Profession in the requested language. */
  profession: z.string(),
  professions: z.record(z.string(), z.string()),
  /** Country name in the requested language, and its ISO code. */
  country: z.string(),
  countryCode: z.string(),
  city: z.string(),
  zipCode: z.string(),
  languages: z.array(z.string()),
  birthDate: z.string(),
  ageYears: z.number().int(),
  /** Hobby names in the requested language. */
  hobbies: z.array(z.string()),
  /** The hobbies as one sentence: the description of the Info modal. */
  description: z.string(),
  gender: z.enum(['female', 'male']),
  /** Speech voice for the requested language (Azure neural voice name). */
  voice: z.string(),
  voices: z.object({ azure: z.record(z.string(), z.string()), espeak: z.record(z.string(), z.string()) }),
  tone: z.string(),
  timeZone: z.string(),
  /**
   * URL of the portrait with an expression, `{expression}` standing for one of
   * PORTRAIT_EXPRESSIONS (`/avatars/<id>/{expression}.svg`); absent when only `image` exists.
   */
  expressionImage: z.string().optional(),
});
export type TAvatarView = z.infer<typeof ZAvatarView>;
/**
 * The portrait to show for an avatar that feels `expression`: its expression image when the
 * server offers one, else the neutral `image`.
 * @example portraitUrl(emma, 'joy') // '/avatars/emma-walker/joy.svg'
 */
export function portraitUrl(
  avatar: Pick<TAvatarView, 'image' | 'expressionImage'>,
  expression: TPortraitExpression | null | undefined,
): string {
  if (!expression || !avatar.expressionImage) return avatar.image;
  return avatar.expressionImage.replace(EXPRESSION_PLACEHOLDER, expression);
}

export const ZGetAvatarsQuery = z.object({ lang: ZLanguage.optional() });
export const ZGetAvatarsResponse = z.array(ZAvatarView);

/** `GET /avatars/{file}`: an avatar's portrait (docs/portraits.md). */
export const ZPortraitFileParams = z.object({
  file: z.string().regex(/^[a-z0-9-]+\.(svg|png|jpe?g|webp)$/, 'Unknown portrait'),
});
/** `GET /avatars/{id}/{expression}.svg`: the portrait with one expression. */
export const ZPortraitFaceParams = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'Unknown avatar'),
  face: z.string(),
});

/** `GET /getNHSMetaData?avatarName=&userEmail=` → text of `name:value` lines (docs/neuro-hormonal-model.md). */
export const ZNhsMetaDataQuery = z.object({
  avatarName: z.string().trim().min(1).max(80),
  userEmail: ZEmail,
});
export type TNhsMetaDataQuery = z.infer<typeof ZNhsMetaDataQuery>;

/**
 * `GET /nhs/catalog`: what the Brain States & Hormones overlay needs to draw the bars — each
 * hormone's range and unit (bars are scaled to their own range), each state's chart group.
 */
export const ZNhsCatalog = z.object({
  hormones: z.array(
    z.object({
      key: z.string(),
      displayName: z.string(),
      min: z.number(),
      max: z.number(),
      unit: z.string(),
    }),
  ),
  states: z.array(
    z.object({
      name: z.string(),
      group: z.enum(['emotion', 'body', 'cognitive']),
      default: z.number(),
      meaning: z.string(),
    }),
  ),
});
export type TNhsCatalog = z.infer<typeof ZNhsCatalog>;
