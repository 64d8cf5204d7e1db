/**
 * @avatara/companion — pure domain of the companion chat: avatars and the neuro-hormonal engine.
 * See docs/neuro-hormonal-model.md.
 */
export * from './languages.js';
export * from './text/index.js';
export * from './rng.js';
export * from './nhs/hormones.js';
export * from './nhs/states.js';
export * from './nhs/circadian.js';
export * from './nhs/clock.js';
export * from './nhs/profile.js';
export * from './nhs/types.js';
export { FEEDBACK, type FeedbackEdge } from './nhs/feedback.js';
export { circadianBaseline } from './nhs/dynamics.js';
export { deriveStates, lovheim, type LovheimWeights } from './nhs/derive.js';
export * from './nhs/engine.js';
export * from './nhs/user.js';
export * from './nhs/conversation.js';
export * from './nhs/salient.js';
export {
  formatNhsText,
  parseNhsText,
  isNhsEmpty,
  isStateKey,
  sanitizeAvatarName,
  NHS_AVATAR_PREFIX,
  type NhsEntry,
  type NamedNhsEntry,
  type NhsMetaData,
} from '@avatara/contracts';
export * from './nhs/metadata.js';
export * from './nhs/serialize.js';
export * from './appraisal/types.js';
export {
  appraiseMessage,
  explainAppraisal,
  type AppraisalHit,
  type AppraisalExplained,
} from './appraisal/appraise.js';
export { LEXICONS } from './appraisal/lexicons.js';
export type { Lexicon } from './languages/parts/appraisal.js';
export * from './avatars/types.js';
export * from './avatars/index.js';
export * from './avatars/hobbies.js';
export * from './avatars/countries.js';
export { voiceSet, ESPEAK_VOICES } from './avatars/voices.js';
export * from './avatars/schema.js';
export * from './chat/index.js';
export * from './persona/index.js';
export * from './memory/index.js';
export * from './news/index.js';
export * from './safety/crisis/index.js';
export * from './safety/pictures/index.js';
