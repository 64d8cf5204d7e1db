import { api } from '../api/client';
import { mediaEndpoints } from '../api/endpoints/media';

/**
 * The image history of spec §3/§9: the `userPrompts` cookie maps each prompt to the names of the
 * images generated for it — the last 10 prompts, up to 10 images each. A cookie holds about 4 kB,
 * so the oldest images (then prompts) also go when the encoded map would not fit.
 */
export type UserPrompts = Record<string, string[]>;

export const MAX_PROMPTS = 10;
export const MAX_IMAGES_PER_PROMPT = 10;
/** Encoded bytes the cookie value may take (a browser keeps 4,096 per cookie with its name and attributes). */
export const MAX_COOKIE_BYTES = 3800;
/** Longest prompt kept as a key. */
const MAX_PROMPT_CHARS = 120;

const encodedSize = (map: UserPrompts) => encodeURIComponent(JSON.stringify(map)).length;

/** Reads the cookie's value leniently: anything that is not a prompt → names map counts as empty. */
export function parseUserPrompts(value: unknown): UserPrompts {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: UserPrompts = {};
  for (const [prompt, files] of Object.entries(value)) {
    if (Array.isArray(files))
      out[prompt] = files.filter((f): f is string => typeof f === 'string').slice(-MAX_IMAGES_PER_PROMPT);
  }
  return out;
}

/**
 * The map after an image was generated for `prompt`: the prompt moves to the newest place, the
 * image is appended; limits and the cookie size are kept (oldest images first, then oldest prompts).
 */
export function addGeneratedImage(map: UserPrompts, promptRaw: string, file: string): UserPrompts {
  const prompt = promptRaw.trim().slice(0, MAX_PROMPT_CHARS);
  const files = [...(map[prompt] ?? []).filter((f) => f !== file), file].slice(-MAX_IMAGES_PER_PROMPT);
  const next: UserPrompts = {};
  for (const [p, f] of Object.entries(map)) if (p !== prompt) next[p] = f;
  next[prompt] = files;
  let keys = Object.keys(next).slice(-MAX_PROMPTS);
  let out: UserPrompts = Object.fromEntries(keys.map((k) => [k, next[k]!]));
  while (encodedSize(out) > MAX_COOKIE_BYTES && keys.length > 0) {
    const oldest = keys[0]!;
    const imgs = out[oldest]!;
    if (imgs.length > 1 && keys.length === 1) out = { [oldest]: imgs.slice(1) };
    else if (imgs.length > 1) out[oldest] = imgs.slice(1);
    else {
      keys = keys.slice(1);
      out = Object.fromEntries(keys.map((k) => [k, out[k]!]));
    }
  }
  return out;
}

/** The history newest first, for the dropdown. */
export function promptHistory(map: UserPrompts): { prompt: string; files: string[] }[] {
  return Object.entries(map)
    .reverse()
    .map(([prompt, files]) => ({ prompt, files: [...files].reverse() }))
    .filter((e) => e.files.length > 0);
}

/** The URL of a generated image (§7: `chatEmail` is `{avatar}_{email}`). */
export function imageUrl(avatarName: string, email: string, file: string): string {
  return api.url(mediaEndpoints.generatedImage, {
    query: { chatEmail: `${avatarName}_${email}`, filename: file },
  });
}
