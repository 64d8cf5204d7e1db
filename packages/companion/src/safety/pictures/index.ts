/**
 * Offline moderation of picture requests (image prompts) in the 8 UI languages.
 */
export { moderatePicture, pictureTerms } from './moderate.js';
export { PICTURE_CORPUS, scorePictureCorpus } from './corpus/index.js';
export type { PictureMiss, PictureScore, ReasonRecall } from './corpus/index.js';
export { PICTURE_RULES } from './lang/index.js';
export { PICTURE_REASONS } from './types.js';
export type {
  PictureCase,
  PictureLabel,
  PictureOptions,
  PictureReason,
  PictureRules,
  PictureSplit,
  PictureVerdict,
} from './types.js';
