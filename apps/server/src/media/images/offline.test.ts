import { afterAll, describe, expect, it } from 'vitest';
import { OFFLINE_IMAGE_LABEL, OfflineImageRenderer } from './offline';
import { RasterizeError, SvgRasterizer } from './rasterizer';
import { decodePng, pixelAt, PNG_SIGNATURE, type DecodedPng } from './testing/png';

const renderer = new OfflineImageRenderer();
afterAll(() => renderer.close());

/** Distinct colours among a grid of sampled pixels. */
function variety(img: DecodedPng): number {
  const seen = new Set<string>();
  for (let y = 8; y < img.height; y += 48)
    for (let x = 8; x < img.width; x += 48) seen.add(pixelAt(img, x, y).join(','));
  return seen.size;
}

describe('OfflineImageRenderer', () => {
  it('is the offline kind and labelled as such', () => {
    expect(renderer.kind).toBe('offline');
    expect(OFFLINE_IMAGE_LABEL).toBe('Offline sketch (no AI image model)');
  });

  it('draws a valid 768×768 PNG that is not blank', async () => {
    const img = await renderer.generate('a red cat on a beach at sunset', {});
    expect(img.mime).toBe('image/png');
    expect(img.model).toBe('offline-renderer');
    expect(img.data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(img.data.toString('latin1', 12, 16)).toBe('IHDR');
    expect([img.data.readUInt32BE(16), img.data.readUInt32BE(20)]).toEqual([768, 768]);
    const png = decodePng(img.data);
    expect(variety(png)).toBeGreaterThan(20);
    // Sunset sky on top, sand at the bottom, the ginger cat in the middle.
    const [r1, , b1] = pixelAt(png, 20, 20);
    expect(b1).toBeGreaterThan(r1 - 40);
    const [r2, g2, b2] = pixelAt(png, 60, 740);
    expect(r2).toBeGreaterThan(g2);
    expect(g2).toBeGreaterThan(b2);
  });

  it('gives identical bytes for the same prompt and different pictures for different prompts', async () => {
    const a = await renderer.generate('two dogs in a snowy forest', {});
    const b = await renderer.generate('two dogs in a snowy forest', {});
    const c = await renderer.generate('two cats in a snowy forest', {});
    expect(a.data.equals(b.data)).toBe(true);
    expect(a.data.equals(c.data)).toBe(false);
  });

  it.each([
    'eine rote Katze am Strand bei Sonnenuntergang',
    'un chat roux sur une plage au coucher du soleil',
    'un gato rojo en la playa al atardecer',
    'un gatto rosso sulla spiaggia al tramonto',
    '日落时海滩上的一只红猫',
    '夕焼けのビーチにいる赤い猫',
    'قطة حمراء على الشاطئ عند الغروب',
  ])('draws %s', async (prompt) => {
    const png = decodePng((await renderer.generate(prompt, {})).data);
    expect([png.width, png.height]).toEqual([768, 768]);
    expect(variety(png)).toBeGreaterThan(20);
  });

  it('still draws a pleasant picture from nothing recognisable, long prompts and odd characters', async () => {
    for (const prompt of [
      '',
      'qwrtzp vbnm',
      '<script>alert(1)</script> "\'& 🦖💥',
      'x'.repeat(2000),
      'a cat '.repeat(400),
    ]) {
      const png = decodePng((await renderer.generate(prompt, {})).data);
      expect([png.width, png.height]).toEqual([768, 768]);
      expect(variety(png)).toBeGreaterThan(8);
    }
  });

  it('draws the pencil badge in the bottom-right corner', async () => {
    const png = decodePng((await renderer.generate('a quiet lake', {})).data);
    const corner = pixelAt(png, 716, 697);
    expect(corner[0] + corner[1] + corner[2]).toBeGreaterThan(3 * 150);
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('stop'));
    await expect(renderer.generate('a cat', { signal: controller.signal })).rejects.toThrow('stop');
  });

  // Found by rendering 3,000 random prompts from the lexicons: each of these made resvg panic
  // (aborting the process) while the colour filters' region followed the land's bounding box.
  it.each([
    '夕焼けの山と湖とボート 3',
    '人鱼 山 早晨',
    'ثلجية unzählige 晚上 four おうち marine chaîne de montagnes',
    '可怕 juguetón flach vivido bruine 山峰 键盘',
  ])('draws %s (once a renderer crash)', async (prompt) => {
    const png = decodePng((await renderer.generate(prompt, {})).data);
    expect(variety(png)).toBeGreaterThan(8);
  });
});

describe('SvgRasterizer', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#f00"/></svg>';

  it('survives its child process dying: the pictures in flight fail, the next one is drawn', async () => {
    const r = new SvgRasterizer();
    try {
      expect(decodePng(await r.toPng(svg, 16)).width).toBe(16);
      const inFlight = r.toPng(svg, 2048);
      r.crashForTest();
      await expect(inFlight).rejects.toBeInstanceOf(RasterizeError);
      const again = decodePng(await r.toPng(svg, 32));
      expect(pixelAt(again, 5, 5).slice(0, 3)).toEqual([255, 0, 0]);
    } finally {
      await r.close();
    }
  });

  it('reports a document resvg cannot read as a RasterizeError', async () => {
    const r = new SvgRasterizer();
    try {
      await expect(r.toPng('<svg', 16)).rejects.toBeInstanceOf(RasterizeError);
    } finally {
      await r.close();
    }
  });
});
