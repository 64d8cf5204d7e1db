import { describe, expect, it } from 'vitest';
import { PORTRAIT_EXPRESSIONS, portraitUrl, ZAvatarView } from './avatars';

describe('portraitUrl', () => {
  const emma = {
    image: '/avatars/emma-walker.svg',
    expressionImage: '/avatars/emma-walker/{expression}.svg',
  };

  it("fills the expression into the avatar's template", () => {
    expect(portraitUrl(emma, 'joy')).toBe('/avatars/emma-walker/joy.svg');
    for (const e of PORTRAIT_EXPRESSIONS) expect(portraitUrl(emma, e)).toBe(`/avatars/emma-walker/${e}.svg`);
  });

  it('falls back to the neutral image without an expression or without a template', () => {
    expect(portraitUrl(emma, null)).toBe(emma.image);
    expect(portraitUrl({ image: 'https://cdn.example.com/emma-walker.svg' }, 'anger')).toBe(
      'https://cdn.example.com/emma-walker.svg',
    );
  });
});

describe('ZAvatarView', () => {
  it('accepts an avatar without expressionImage (an older server)', () => {
    expect(ZAvatarView.shape.expressionImage.safeParse(undefined).success).toBe(true);
  });
});
