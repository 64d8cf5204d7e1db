import type { ColorName, Mood, ObjectKind, Setting, TimeOfDay, Weather } from '../vocabulary';

/** What an emoji stands for, in any language. */
export type EmojiMeaning =
  | { readonly cat: 'object'; readonly key: ObjectKind }
  | { readonly cat: 'setting'; readonly key: Setting }
  | { readonly cat: 'time'; readonly key: TimeOfDay }
  | { readonly cat: 'weather'; readonly key: Weather }
  | { readonly cat: 'color'; readonly key: ColorName }
  | { readonly cat: 'mood'; readonly key: Mood };

const objects: Record<string, ObjectKind> = {
  '🐱': 'cat', '🐈': 'cat', '🐶': 'dog', '🐕': 'dog', '🐦': 'bird', '🕊': 'bird', '🐧': 'bird', '🦜': 'bird',
  '🐟': 'fish', '🐠': 'fish', '🐡': 'fish', '🐬': 'fish', '🐳': 'fish', '🐋': 'fish', '🐴': 'horse', '🐎': 'horse',
  '🦄': 'horse', '🐰': 'rabbit', '🐇': 'rabbit', '🦋': 'butterfly', '🧍': 'person', '👤': 'person', '👩': 'person',
  '👨': 'person', '🧑': 'person', '🧒': 'child', '👶': 'child', '👧': 'child', '👦': 'child', '🏠': 'house',
  '🏡': 'house', '🏰': 'castle', '🏯': 'castle', '🌉': 'bridge', '🌳': 'tree', '🌲': 'tree', '🎄': 'tree',
  '🌴': 'palm', '🌸': 'flower', '🌹': 'flower', '🌷': 'flower', '🌻': 'flower', '🌼': 'flower', '💐': 'flower',
  '🌺': 'flower', '⛰': 'mountain', '🏔': 'mountain', '🗻': 'mountain', '🌋': 'mountain', '☀': 'sun', '🌞': 'sun',
  '🌙': 'moon', '🌕': 'moon', '🌛': 'moon', '🌜': 'moon', '⭐': 'star', '🌟': 'star', '✨': 'star', '💫': 'star',
  '☁': 'cloud', '🚗': 'car', '🚙': 'car', '🚕': 'car', '🚌': 'car', '🚲': 'bicycle', '⛵': 'boat', '🚤': 'boat',
  '🚢': 'boat', '🛶': 'boat', '✈': 'airplane', '🛩': 'airplane', '🚀': 'rocket', '🛸': 'rocket', '🎈': 'balloon',
  '❤': 'heart', '💕': 'heart', '💖': 'heart', '💗': 'heart', '💘': 'heart', '💙': 'heart', '💚': 'heart',
  '💛': 'heart', '💜': 'heart', '🧡': 'heart', '🎂': 'cake', '🍰': 'cake', '🧁': 'cake', '☕': 'cup', '🍵': 'cup',
  '📖': 'book', '📚': 'book', '📕': 'book', '🎸': 'guitar', '🎹': 'piano', '☂': 'umbrella', '🌂': 'umbrella',
  '☔': 'umbrella', '⛱': 'umbrella',
};
const settings: Record<string, Setting> = {
  '🏖': 'beach', '🏝': 'beach', '🌊': 'beach', '🏜': 'desert', '🌵': 'desert', '🏙': 'city', '🌆': 'city',
  '🌃': 'city', '🌌': 'space', '🪐': 'space', '⛄': 'snow', '☃': 'snow', '🏞': 'lake', '🌾': 'meadow',
  '🛋': 'room', '🪸': 'underwater',
};
const times: Record<string, TimeOfDay> = { '🌅': 'sunset', '🌄': 'sunrise', '🌇': 'sunset', '🌠': 'night' };
const weather: Record<string, Weather> = {
  '🌧': 'rain', '❄': 'snow', '🌨': 'snow', '🌫': 'fog', '⛈': 'storm', '🌩': 'storm', '⚡': 'storm', '🌈': 'rainbow',
};

/** Emoji → meaning, shared by all languages ("🐱 on 🏖" works everywhere). */
export const EMOJI: ReadonlyMap<string, EmojiMeaning> = new Map<string, EmojiMeaning>([
  ...Object.entries(objects).map(([e, key]) => [e, { cat: 'object', key }] as const),
  ...Object.entries(settings).map(([e, key]) => [e, { cat: 'setting', key }] as const),
  ...Object.entries(times).map(([e, key]) => [e, { cat: 'time', key }] as const),
  ...Object.entries(weather).map(([e, key]) => [e, { cat: 'weather', key }] as const),
]);
