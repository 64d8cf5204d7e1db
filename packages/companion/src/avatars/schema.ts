/**
 * zod schema of an Avatar, for validating seed data or a database row. Kept in companion
 * (contracts may re-export or copy it for `GET /getAvatars`).
 */
import { z } from 'zod';
import { LANGUAGES } from '../languages.js';

const localized = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().min(1)])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodString
  >,
);
const trait = z.number().min(-1).max(1);

export const ZAvatar = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z
    .string()
    .min(1)
    .regex(/^[^:\r\n]+$/, 'no colon or line break (NHS text keys)'),
  image: z.string().min(1),
  profession: localized,
  country: z.object({ code: z.string().regex(/^[A-Z]{2}$/), name: z.string().min(1) }),
  city: z.string().min(1),
  zipCode: z.string().min(1),
  languages: z.array(z.string().min(2)).min(1),
  nativeLanguage: z.enum(LANGUAGES),
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  hobbies: z.array(z.string()).min(1),
  /** Optional so that rows stored before the field existed still parse (as no interests). */
  interests: z.array(z.string().min(1)).default([]),
  gender: z.enum(['female', 'male']),
  voice: z.object({ azure: localized, espeak: localized }),
  tone: z.string().min(1),
  timeZone: z.string().min(1),
  temperament: z.object({
    openness: trait,
    conscientiousness: trait,
    extraversion: trait,
    agreeableness: trait,
    neuroticism: trait,
  }),
  sleep: z.object({ bedHour: z.number().min(0).max(24), wakeHour: z.number().min(0).max(24) }),
});
export type TAvatar = z.infer<typeof ZAvatar>;
