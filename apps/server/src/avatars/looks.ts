/**
 * Who each avatar looks like: the parts of its portrait that never change with its mood (hair,
 * skin, clothes, glasses, beard, background), picked by hand from the persona (gender, age,
 * profession, home, tone) for DiceBear's "avataaars" style. docs/portraits.md explains the choices.
 */
import type { Avatar } from '@avatara/companion';

type Top =
  | 'hijab'
  | 'bob'
  | 'bun'
  | 'curly'
  | 'curvy'
  | 'frida'
  | 'fro'
  | 'froBand'
  | 'longButNotTooLong'
  | 'miaWallace'
  | 'straight01'
  | 'straight02'
  | 'straightAndStrand'
  | 'bigHair'
  | 'dreads'
  | 'shortCurly'
  | 'shortFlat'
  | 'shortRound'
  | 'shortWaved'
  | 'sides'
  | 'theCaesar'
  | 'theCaesarAndSidePart'
  | 'shaggy'
  | 'frizzle';
type Clothing =
  | 'blazerAndShirt'
  | 'blazerAndSweater'
  | 'collarAndSweater'
  | 'graphicShirt'
  | 'hoodie'
  | 'overall'
  | 'shirtCrewNeck'
  | 'shirtScoopNeck'
  | 'shirtVNeck';
type FacialHair = 'beardLight' | 'beardMedium' | 'beardMajestic';
type Glasses = 'prescription01' | 'prescription02' | 'round' | 'kurt';

/** The identity of one portrait (colours as 6-digit hex without `#`). */
export interface Look {
  top: Top;
  hairColor: string;
  /** The colour of a hijab or head band (tops that have one). */
  hatColor?: string;
  skinColor: string;
  clothing: Clothing;
  clothesColor: string;
  /** Men only; never drawn for women. */
  facialHair?: FacialHair;
  /** Clear glasses only: sunglasses would hide the eyes that carry the expression. */
  glasses?: Glasses;
  background: string;
}

/** Skin tones of the style's palette that read as human skin (the yellow and orange ones are left out). */
export const SKIN = {
  pale: 'ffdbb4',
  light: 'edb98a',
  tan: 'd08b5b',
  brown: 'ae5d29',
  dark: '614335',
} as const;
/** Hair colours of the style's palette, plus a salt-and-pepper grey for the oldest avatar. */
export const HAIR = {
  black: '2c1b18',
  darkBrown: '4a312c',
  brown: '724133',
  auburn: 'a55728',
  darkBlond: 'b58143',
  blond: 'd6b370',
  saltPepper: '6e6560',
} as const;

/** The 12 avatars of `@avatara/companion`, by id. */
export const LOOKS: Readonly<Record<string, Look>> = {
  // 31, journalist in New York: auburn shoulder-length hair, navy blazer.
  'emma-walker': {
    top: 'straightAndStrand',
    hairColor: HAIR.auburn,
    skinColor: SKIN.pale,
    clothing: 'blazerAndShirt',
    clothesColor: '25557c',
    background: 'b6e3f4',
  },
  // 36, engineer in Berlin, precise and calm: short dark-blond hair, stubble, slate sweater with collar.
  'lukas-hoffmann': {
    top: 'shortFlat',
    hairColor: HAIR.darkBlond,
    skinColor: SKIN.pale,
    clothing: 'collarAndSweater',
    clothesColor: '3c4f5c',
    facialHair: 'beardLight',
    background: 'd1d4f9',
  },
  // 34, pastry chef in Lyon, playful: brown hair up in a bun (kitchen), pink scoop neck.
  'claire-dubois': {
    top: 'bun',
    hairColor: HAIR.brown,
    skinColor: SKIN.pale,
    clothing: 'shirtScoopNeck',
    clothesColor: 'ff488e',
    background: 'ffd5dc',
  },
  // 29, physiotherapist and flamenco dancer in Sevilla: long black waves, red V-neck.
  'sofia-romero': {
    top: 'curvy',
    hairColor: HAIR.black,
    skinColor: SKIN.light,
    clothing: 'shirtVNeck',
    clothesColor: 'ff5c5c',
    background: 'ffdfbf',
  },
  // 40, architect in Florence: side-parted dark hair, full beard, round glasses, grey blazer.
  'marco-bianchi': {
    top: 'theCaesarAndSidePart',
    hairColor: HAIR.darkBrown,
    skinColor: SKIN.light,
    clothing: 'blazerAndSweater',
    clothesColor: '929598',
    facialHair: 'beardMedium',
    glasses: 'round',
    background: 'c0aede',
  },
  // 33, marine biologist and surfer in Mexico City: a black quiff (clear of the brows), light beard, ocean-blue tee.
  'mateo-fernandez': {
    top: 'frizzle',
    hairColor: HAIR.black,
    skinColor: SKIN.tan,
    clothing: 'shirtCrewNeck',
    clothesColor: '5199e4',
    facialHair: 'beardLight',
    background: 'c4f0d8',
  },
  // 32, software developer in Shanghai, shy: short black hair, glasses, hoodie.
  'li-wei': {
    top: 'shortFlat',
    hairColor: HAIR.black,
    skinColor: SKIN.light,
    clothing: 'hoodie',
    clothesColor: '25557c',
    glasses: 'prescription02',
    background: 'b1e2ff',
  },
  // 27, illustrator in Kyoto, dreamy: black bob with a fringe, mint overall.
  'yuki-tanaka': {
    top: 'miaWallace',
    hairColor: HAIR.black,
    skinColor: SKIN.pale,
    clothing: 'overall',
    clothesColor: 'a7ffc4',
    background: 'ffd5dc',
  },
  // 35, paediatrician in Riyadh, calm and caring: a deep-blue hijab, white collar.
  'layla-al-harbi': {
    top: 'hijab',
    hairColor: HAIR.black,
    hatColor: '25557c',
    skinColor: SKIN.light,
    clothing: 'collarAndSweater',
    clothesColor: 'e6e6e6',
    background: 'c4f0d8',
  },
  // 42, Egyptologist and guide in Cairo, the oldest: greying short curls and beard, sand-coloured blazer.
  'omar-haddad': {
    top: 'shortCurly',
    hairColor: HAIR.saltPepper,
    skinColor: SKIN.tan,
    clothing: 'blazerAndShirt',
    clothesColor: 'b58143',
    facialHair: 'beardMedium',
    background: 'ffffb1',
  },
  // 30, music producer in Lagos, fashion: an afro with a head band, yellow scoop neck.
  'amara-okafor': {
    top: 'froBand',
    hairColor: HAIR.black,
    skinColor: SKIN.dark,
    clothing: 'shirtScoopNeck',
    clothesColor: 'ffffb1',
    background: 'ffdfbf',
  },
  // 37, data scientist and yoga teacher in Bengaluru: short wavy black hair, beard, green V-neck.
  'arjun-mehta': {
    top: 'shortWaved',
    hairColor: HAIR.black,
    skinColor: SKIN.brown,
    clothing: 'shirtVNeck',
    clothesColor: 'a7ffc4',
    facialHair: 'beardMedium',
    background: 'd1d4f9',
  },
};

const FALLBACK_FEMALE_TOPS: readonly Top[] = [
  'bob',
  'longButNotTooLong',
  'curly',
  'straight01',
  'bun',
  'bigHair',
];
const FALLBACK_MALE_TOPS: readonly Top[] = [
  'shortFlat',
  'shortWaved',
  'shortRound',
  'theCaesar',
  'shortCurly',
];
const FALLBACK_SKINS = Object.values(SKIN);
const FALLBACK_HAIR = [HAIR.black, HAIR.darkBrown, HAIR.brown, HAIR.auburn, HAIR.blond];
const FALLBACK_CLOTHES: readonly Clothing[] = ['shirtCrewNeck', 'collarAndSweater', 'shirtVNeck', 'hoodie'];
const FALLBACK_BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c4f0d8'];

/** A stable small hash of a string (FNV-1a), for picking a fallback look. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * The look of an avatar: the hand-picked one, or for an avatar added later a plain one derived
 * from its id and gender (never facial hair for a woman).
 */
export function lookOf(avatar: Pick<Avatar, 'id' | 'gender'>): Look {
  const known = LOOKS[avatar.id];
  if (known) return avatar.gender === 'female' ? { ...known, facialHair: undefined } : known;
  const h = hash(avatar.id);
  const at = <T>(list: readonly T[], shift: number): T => list[(h >>> shift) % list.length]!;
  const tops = avatar.gender === 'female' ? FALLBACK_FEMALE_TOPS : FALLBACK_MALE_TOPS;
  return {
    top: at(tops, 0),
    hairColor: at(FALLBACK_HAIR, 4),
    skinColor: at(FALLBACK_SKINS, 8),
    clothing: at(FALLBACK_CLOTHES, 12),
    clothesColor: at(['25557c', '3c4f5c', '5199e4', 'ff5c5c', 'a7ffc4'], 16),
    background: at(FALLBACK_BACKGROUNDS, 20),
  };
}
