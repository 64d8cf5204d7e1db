/**
 * Embedded default image generator: draws the prompt's scene offline (no network, no model)
 * and turns the SVG into a PNG with resvg, in a child process (`rasterizer.ts`). Labelled: a pencil badge in the corner, and
 * {@link OFFLINE_IMAGE_LABEL} for the server to show beside the picture.
 */
import { sceneFromPrompt } from './scene';
import { SvgRasterizer } from './rasterizer';
import { renderSceneSvg } from './svg';
import type { GenerateOptions, GeneratedImage, ImageGenerator } from './types';

/** What the server shows next to an offline picture. */
export const OFFLINE_IMAGE_LABEL = 'Offline sketch (no AI image model)';

/** Model name of offline pictures. */
export const OFFLINE_IMAGE_MODEL = 'offline-renderer';

/** Side of the PNG in pixels. */
export const OFFLINE_IMAGE_SIZE = 768;

/** Draws a recognisable scene from the prompt, offline and deterministically (same prompt, same bytes). */
export class OfflineImageRenderer implements ImageGenerator {
  readonly kind = 'offline' as const;

  constructor(
    private readonly size = OFFLINE_IMAGE_SIZE,
    private readonly rasterizer = new SvgRasterizer(),
  ) {}

  async generate(prompt: string, opts: GenerateOptions = {}): Promise<GeneratedImage> {
    opts.signal?.throwIfAborted();
    const svg = renderSceneSvg(sceneFromPrompt(prompt, opts.language), this.size, { badge: true });
    const data = await this.rasterizer.toPng(svg, this.size, opts.signal);
    opts.signal?.throwIfAborted();
    return { data, mime: 'image/png', model: OFFLINE_IMAGE_MODEL, width: this.size, height: this.size };
  }

  /** Stops the renderer's child process. */
  close(): Promise<void> {
    return this.rasterizer.close();
  }
}
