import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OfflineImageRenderer } from './images/offline';
import { markAiGenerated, pngTexts, TRAINED_ALGORITHMIC_MEDIA, XMP_KEYWORD } from './ai-mark';

/** Every chunk of a PNG, with whether its CRC holds. */
function chunks(png: Buffer): { type: string; crcOk: boolean }[] {
  const out: { type: string; crcOk: boolean }[] = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    const body = png.subarray(at + 4, at + 8 + length);
    out.push({
      type: body.toString('latin1', 0, 4),
      crcOk: crc32(body) >>> 0 === png.readUInt32BE(at + 8 + length),
    });
    at += 12 + length;
  }
  return out;
}

describe('markAiGenerated', () => {
  it('adds a text chunk and IPTC XMP (trainedAlgorithmicMedia) after IHDR, with valid CRCs', async () => {
    const renderer = new OfflineImageRenderer();
    try {
      const drawn = await renderer.generate('a red sailboat at sunset', {});
      const marked = markAiGenerated(drawn.data, {
        model: drawn.model,
        createdAt: new Date('2026-11-26T12:00:00Z'),
      });
      const list = chunks(marked);
      expect(list.slice(0, 3).map((c) => c.type)).toEqual(['IHDR', 'tEXt', 'iTXt']);
      expect(list.every((c) => c.crcOk)).toBe(true);
      expect(list.at(-1)!.type).toBe('IEND');
      const texts = pngTexts(marked);
      expect(texts.get('Comment')).toMatch(/^AI-generated image/);
      expect(texts.get(XMP_KEYWORD)).toContain(
        `Iptc4xmpExt:DigitalSourceType="${TRAINED_ALGORITHMIC_MEDIA}"`,
      );
      // The picture itself is untouched: the original bytes follow the added chunks.
      expect(marked.length).toBeGreaterThan(drawn.data.length);
    } finally {
      await renderer.close?.();
    }
  });

  it('refuses what is not a PNG', () => {
    expect(() =>
      markAiGenerated(Buffer.from('GIF89a........................................'), {
        model: 'x',
        createdAt: new Date(),
      }),
    ).toThrow('not a PNG');
  });
});
