/**
 * Embedded default image generator: draws the prompt's scene offline (no network, no model)
 * and turns the SVG into a PNG with resvg. Labelled: a pencil badge in the corner, and
 * {@link OFFLINE_IMAGE_LABEL} for the server to show beside the picture.
 */
import { renderAsync } from '@resvg/resvg-js';
import { sceneFromPrompt } from './scene';
import { renderSceneSvg } from './svg';
import type { GeneratedImage, ImageGenerator } from './types';

/** What the server shows next to an offline picture. */
export const OFFLINE_IMAGE_LABEL = 'Offline sketch (no AI image model)';

/** Model name of offline pictures. */
export const OFFLINE_IMAGE_MODEL = 'offline-renderer';

/** Side of the PNG in pixels. */
export const OFFLINE_IMAGE_SIZE = 768;

/** Turns an SVG document into PNG bytes (no system fonts are loaded: the drawings have no text). */
export async function svgToPng(svg: string, size = OFFLINE_IMAGE_SIZE, signal?: AbortSignal): Promise<Buffer> {
  const image = await renderAsync(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false }, logLevel: 'off' }, signal ?? null);
  return image.asPng();
}

/** Draws a recognisable scene from the prompt, offline and deterministically (same prompt, same bytes). */
export class OfflineImageRenderer implements ImageGenerator {
  readonly kind = 'offline' as const;

  constructor(private readonly size = OFFLINE_IMAGE_SIZE) {}

  async generate(prompt: string, opts: { signal?: AbortSignal } = {}): Promise<GeneratedImage> {
    opts.signal?.throwIfAborted();
    const svg = renderSceneSvg(sceneFromPrompt(prompt), this.size, { badge: true });
    const data = await svgToPng(svg, this.size, opts.signal);
    opts.signal?.throwIfAborted();
    return { data, mime: 'image/png', model: OFFLINE_IMAGE_MODEL, width: this.size, height: this.size };
  }
}
