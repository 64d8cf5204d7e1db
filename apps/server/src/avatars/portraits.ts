import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Avatar } from '@avatara/companion';
import type { TPortraitExpression } from '@avatara/contracts';
import { avataaars } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import { lookOf } from './looks';

type Eyes =
  'closed' | 'cry' | 'default' | 'eyeRoll' | 'happy' | 'hearts' | 'side' | 'squint' | 'surprised' | 'wink';
type Eyebrows =
  | 'angry'
  | 'default'
  | 'raisedExcited'
  | 'sadConcerned'
  | 'upDown'
  | 'angryNatural'
  | 'defaultNatural'
  | 'flatNatural'
  | 'frownNatural'
  | 'raisedExcitedNatural'
  | 'sadConcernedNatural'
  | 'upDownNatural';
type Mouth =
  'concerned' | 'default' | 'disbelief' | 'grimace' | 'sad' | 'screamOpen' | 'serious' | 'smile' | 'twinkle';

/** The parts of a face that change with a feeling; everything else is the avatar's look. */
export interface Face {
  eyes: Eyes;
  eyebrows: Eyebrows;
  mouth: Mouth;
}

/** The portrait's resting face: a friendly smile (the avatar selection, a chat before any reply). */
export const NEUTRAL_FACE: Face = { eyes: 'default', eyebrows: 'default', mouth: 'smile' };

/** The face of each expression (docs/portraits.md). */
export const FACES: Readonly<Record<TPortraitExpression, Face>> = {
  joy: { eyes: 'happy', eyebrows: 'raisedExcited', mouth: 'smile' },
  sadness: { eyes: 'cry', eyebrows: 'sadConcerned', mouth: 'sad' },
  // Clenched teeth: anger must read without the eyebrows, which barely show on the darkest skin.
  anger: { eyes: 'squint', eyebrows: 'angry', mouth: 'grimace' },
  fear: { eyes: 'surprised', eyebrows: 'sadConcerned', mouth: 'concerned' },
  surprise: { eyes: 'surprised', eyebrows: 'raisedExcited', mouth: 'disbelief' },
  calm: { eyes: 'default', eyebrows: 'default', mouth: 'default' },
  tired: { eyes: 'closed', eyebrows: 'default', mouth: 'serious' },
  affection: { eyes: 'hearts', eyebrows: 'default', mouth: 'smile' },
  bored: { eyes: 'eyeRoll', eyebrows: 'upDown', mouth: 'serious' },
};

/**
 * A portrait drawn offline and deterministically with DiceBear "avataaars": the avatar's look
 * (looks.ts) with the face of `expression`, or the neutral face. Same input, same bytes, on
 * every machine. Every option is given as exactly one value, so nothing is left to the seed
 * (which only fixes the unused background rotation).
 * @returns the SVG and the parts DiceBear drew (`top`, `eyes`, `skinColor`, …), for tests.
 */
export function drawPortrait(
  avatar: Pick<Avatar, 'id' | 'gender'>,
  expression: TPortraitExpression | null = null,
): { svg: string; parts: Record<string, unknown> } {
  const look = lookOf(avatar);
  const face = expression ? FACES[expression] : NEUTRAL_FACE;
  const facialHair = avatar.gender === 'male' ? look.facialHair : undefined;
  const result = createAvatar(avataaars, {
    seed: avatar.id,
    size: 256,
    // Square: the card, the chat and the Info modal give it their own shape.
    radius: 0,
    backgroundColor: [look.background],
    style: ['default'],
    top: [look.top],
    topProbability: 100,
    hairColor: [look.hairColor],
    hatColor: [look.hatColor ?? look.clothesColor],
    skinColor: [look.skinColor],
    clothing: [look.clothing],
    clothesColor: [look.clothesColor],
    clothingGraphic: ['diamond'],
    facialHair: facialHair ? [facialHair] : [],
    facialHairProbability: facialHair ? 100 : 0,
    facialHairColor: [look.hairColor],
    accessories: look.glasses ? [look.glasses] : [],
    accessoriesProbability: look.glasses ? 100 : 0,
    accessoriesColor: ['262e33'],
    eyes: [face.eyes],
    eyebrows: [face.eyebrows],
    mouth: [face.mouth],
    nose: ['default'],
  });
  return { svg: result.toString(), parts: result.toJson().extra };
}

/** The SVG of `drawPortrait`. */
export function renderPortrait(
  avatar: Pick<Avatar, 'id' | 'gender'>,
  expression: TPortraitExpression | null = null,
): string {
  return drawPortrait(avatar, expression).svg;
}

const EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'svg'] as const;
export const IMAGE_TYPES: Record<(typeof EXTENSIONS)[number], string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The file `<name>.<ext>` in `dir` for the first extension that exists, or undefined (`name` may be `<id>/<expression>`). */
export function findPortraitFile(dir: string | undefined, name: string): string | undefined {
  if (!dir) return undefined;
  for (const ext of EXTENSIONS) {
    const file = path.join(dir, `${name}.${ext}`);
    if (existsSync(file)) return file;
  }
  return undefined;
}
