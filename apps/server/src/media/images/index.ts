/** Image generation for `#gi:` messages: the adapter interface and the offline renderer. */
export type { GenerateOptions, GeneratedImage, ImageGenerator } from './types';
export {
  OfflineImageRenderer,
  OFFLINE_IMAGE_LABEL,
  OFFLINE_IMAGE_MODEL,
  OFFLINE_IMAGE_SIZE,
} from './offline';
export { sceneFromPrompt } from './scene';
export { renderSceneSvg, type SvgOptions } from './svg';
export * from './vocabulary';
export { RasterizeError, SvgRasterizer } from './rasterizer';
