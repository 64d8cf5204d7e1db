import type { LanguageCode } from '@avatara/companion';

/**
 * What the offline renderer understands and can draw: the closed sets a prompt is read into.
 * Every lexicon (`lexicon/<lang>.ts`) must name each of these, which the compiler checks.
 */

/** Where the scene takes place. */
export const SETTINGS = [
  'beach',
  'lake',
  'forest',
  'meadow',
  'mountains',
  'city',
  'desert',
  'snow',
  'space',
  'room',
  'garden',
  'underwater',
] as const;
export type Setting = (typeof SETTINGS)[number];

/** Time of day: decides the sky, the light and whether the sun or the moon is out. */
export const TIMES = ['sunrise', 'day', 'sunset', 'night'] as const;
export type TimeOfDay = (typeof TIMES)[number];

/** Weather overlays; several can be combined ("rain and a rainbow"). */
export const WEATHERS = ['rain', 'snow', 'fog', 'storm', 'rainbow'] as const;
export type Weather = (typeof WEATHERS)[number];

/** Things the renderer draws as recognisable vector shapes. */
export const OBJECT_KINDS = [
  'cat',
  'dog',
  'bird',
  'fish',
  'horse',
  'rabbit',
  'butterfly',
  'person',
  'child',
  'house',
  'castle',
  'lighthouse',
  'bridge',
  'tree',
  'palm',
  'flower',
  'mountain',
  'sun',
  'moon',
  'star',
  'cloud',
  'car',
  'bicycle',
  'boat',
  'airplane',
  'rocket',
  'balloon',
  'heart',
  'cake',
  'cup',
  'book',
  'guitar',
  'piano',
  'umbrella',
] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

/** Colour words; applied to the object they qualify, else to the palette. */
export const COLOR_NAMES = [
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'turquoise',
  'purple',
  'pink',
  'brown',
  'black',
  'white',
  'grey',
  'gold',
  'silver',
] as const;
export type ColorName = (typeof COLOR_NAMES)[number];

/** Mood and style words that shift the palette. */
export const MOODS = [
  'cozy',
  'dramatic',
  'calm',
  'happy',
  'dark',
  'minimal',
  'romantic',
  'mysterious',
  'pastel',
  'vibrant',
  'sad',
] as const;
export type Mood = (typeof MOODS)[number];

/** One kind of object in the scene, with how many and in which colour. */
export interface SceneObject {
  readonly kind: ObjectKind;
  /** 1–12 (larger counts are drawn as 12). */
  readonly count: number;
  readonly color?: ColorName;
  /** A second colour named for it ("a red and white lighthouse"). */
  readonly accent?: ColorName;
}

/** How the setting was decided: named, suggested by an object, the default meadow, or none (abstract). */
export type SettingSource = 'prompt' | 'implied' | 'default' | 'none';

/** The composition read from a prompt: everything the SVG renderer needs, as plain JSON. */
export interface Scene {
  /** `'abstract'` when nothing drawable was recognised: a seeded abstract landscape is drawn. */
  readonly setting: Setting | 'abstract';
  readonly settingSource: SettingSource;
  readonly time: TimeOfDay;
  readonly weather: readonly Weather[];
  readonly objects: readonly SceneObject[];
  /** Colours of the prompt that qualify no object: they tint the picture. */
  readonly palette: readonly ColorName[];
  readonly moods: readonly Mood[];
  /** Language the prompt was read as (the one with most matches). */
  readonly language: LanguageCode;
  /** uint32 seed from the hash of the normalised prompt: drives every free choice. */
  readonly seed: number;
}
