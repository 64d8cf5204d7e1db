import { AVATARS } from '@avatara/companion';
import { PORTRAIT_EXPRESSIONS } from '@avatara/contracts';
import { describe, expect, it } from 'vitest';
import { LOOKS, lookOf } from './looks';
import { drawPortrait, FACES, NEUTRAL_FACE, renderPortrait } from './portraits';

/** The parts that make an avatar recognisable: they must not change with its mood. */
const IDENTITY = [
  'top',
  'hairColor',
  'hatColor',
  'skinColor',
  'clothing',
  'clothesColor',
  'facialHair',
  'facialHairColor',
  'accessories',
  'backgroundColor',
  'backgroundRotation',
] as const;
const FACE = ['eyes', 'eyebrows', 'mouth'] as const;
const pick = (parts: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, parts[k]]));

describe('lookOf', () => {
  it('has a hand-picked look for each of the 12 avatars', () => {
    for (const a of AVATARS) expect(LOOKS[a.id], a.id).toBeDefined();
  });

  it('gives 12 different looks (no two avatars share hair style, hair colour and skin)', () => {
    const keys = AVATARS.map((a) => {
      const l = lookOf(a);
      return `${l.top}/${l.hairColor}/${l.skinColor}/${l.clothing}`;
    });
    expect(new Set(keys).size).toBe(AVATARS.length);
  });

  it('derives a plain, stable look for an avatar added later, never with a beard for a woman', () => {
    const newcomer = { id: 'nadia-new', gender: 'female' as const };
    expect(lookOf(newcomer)).toEqual(lookOf(newcomer));
    expect(lookOf(newcomer).facialHair).toBeUndefined();
    expect(lookOf({ id: 'emma-walker', gender: 'female' }).facialHair).toBeUndefined();
  });
});

describe('drawPortrait', () => {
  it('draws no facial hair on any woman, in any expression', () => {
    for (const a of AVATARS.filter((x) => x.gender === 'female')) {
      for (const e of [null, ...PORTRAIT_EXPRESSIONS])
        expect(drawPortrait(a, e).parts.facialHair, `${a.id} ${e}`).toBeUndefined();
    }
  });

  it('gives a newcomer woman no facial hair even when her id would pick one', () => {
    for (let i = 0; i < 20; i++)
      expect(drawPortrait({ id: `woman-${i}`, gender: 'female' }).parts.facialHair).toBeUndefined();
  });

  it('draws every avatar in every expression, each different from its neutral face, keeping its identity', () => {
    for (const a of AVATARS) {
      const neutral = drawPortrait(a);
      expect(pick(neutral.parts, FACE)).toEqual(NEUTRAL_FACE);
      for (const e of PORTRAIT_EXPRESSIONS) {
        const face = drawPortrait(a, e);
        expect(face.svg.startsWith('<svg'), `${a.id} ${e}`).toBe(true);
        expect(face.svg, `${a.id} ${e}`).not.toBe(neutral.svg);
        expect(pick(face.parts, FACE), `${a.id} ${e}`).toEqual(FACES[e]);
        expect(pick(face.parts, IDENTITY), `${a.id} ${e}`).toEqual(pick(neutral.parts, IDENTITY));
      }
    }
  });

  it('draws the look it was given: hair, skin, background', () => {
    const emma = AVATARS.find((a) => a.id === 'emma-walker')!;
    const { parts } = drawPortrait(emma, 'joy');
    expect(parts).toMatchObject({
      top: LOOKS['emma-walker']!.top,
      hairColor: `#${LOOKS['emma-walker']!.hairColor}`,
      skinColor: `#${LOOKS['emma-walker']!.skinColor}`,
      backgroundColor: `#${LOOKS['emma-walker']!.background}`,
    });
  });

  it('gives each expression a face of its own', () => {
    const faces = PORTRAIT_EXPRESSIONS.map((e) => JSON.stringify(FACES[e]));
    expect(new Set([...faces, JSON.stringify(NEUTRAL_FACE)]).size).toBe(PORTRAIT_EXPRESSIONS.length + 1);
  });

  it('is deterministic', () => {
    const a = AVATARS[3]!;
    expect(renderPortrait(a, 'anger')).toBe(renderPortrait(a, 'anger'));
  });
});
