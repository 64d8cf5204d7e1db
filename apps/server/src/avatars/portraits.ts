import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Avatar } from '@avatara/companion';
import { personas } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';

const FEMALE_HAIR = ['long', 'bobCut', 'curly', 'pigtails', 'curlyBun', 'bobBangs', 'straightBun', 'extraLong'] as const;
const MALE_HAIR = ['shortCombover', 'buzzcut', 'fade', 'curlyHighTop', 'balding', 'shortComboverChops', 'curly'] as const;
const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c4f0d8'];

/**
 * A portrait drawn offline and deterministically (DiceBear "personas", seeded by the avatar id):
 * the same avatar always gets the same picture, on every machine.
 */
export function renderPortrait(avatar: Pick<Avatar, 'id' | 'gender'>, index: number): string {
  const female = avatar.gender === 'female';
  return createAvatar(personas, {
    seed: avatar.id,
    size: 256,
    radius: 12,
    backgroundColor: [BACKGROUNDS[index % BACKGROUNDS.length]!],
    hair: [...(female ? FEMALE_HAIR : MALE_HAIR)],
    facialHairProbability: female ? 0 : 35,
    mouth: ['smile', 'bigSmile', 'smirk', 'lips'],
    eyes: ['open', 'happy', 'glasses', 'wink'],
  }).toString();
}

const EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'svg'] as const;
export const IMAGE_TYPES: Record<(typeof EXTENSIONS)[number], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The file `<id>.<ext>` in `dir` for the first extension that exists, or undefined. */
export function findPortraitFile(dir: string | undefined, id: string): string | undefined {
  if (!dir) return undefined;
  for (const ext of EXTENSIONS) {
    const file = path.join(dir, `${id}.${ext}`);
    if (existsSync(file)) return file;
  }
  return undefined;
}
