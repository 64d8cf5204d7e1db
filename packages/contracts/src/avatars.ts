import { z } from 'zod';
import { ZEmail, ZLanguage } from './common';

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
});
export type TAvatarView = z.infer<typeof ZAvatarView>;
export const ZGetAvatarsQuery = z.object({ lang: ZLanguage.optional() });
export const ZGetAvatarsResponse = z.array(ZAvatarView);

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
  hormones: z.array(z.object({ key: z.string(), displayName: z.string(), min: z.number(), max: z.number(), unit: z.string() })),
  states: z.array(z.object({ name: z.string(), group: z.enum(['emotion', 'body', 'cognitive']), default: z.number(), meaning: z.string() })),
});
export type TNhsCatalog = z.infer<typeof ZNhsCatalog>;
