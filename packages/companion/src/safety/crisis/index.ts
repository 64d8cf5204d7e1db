/**
 * Crisis safety of the companion chat: the offline crisis classifier (8 languages, rules as data
 * in `lang/`), the check of a model's reply, the crisis-services table and the fixed protocol
 * texts. Pure: no I/O, no clock.
 */
export { classifyCrisis, classifyHarmfulReply } from './classify.js';
export type { CrisisKind, CrisisVerdict } from './types.js';
export {
  CRISIS_SERVICES,
  DEFAULT_COUNTRY,
  INTERNATIONAL,
  ZCrisisService,
  crisisServicesFor,
  parseCrisisServices,
  type CrisisService,
} from './services.js';
export { AI_DISCLOSURE, AI_DISCLOSURE_EVERY_MS, aiDisclosureDue, crisisMessage } from './texts.js';
export { CRISIS_CORPUS, scoreCrisisCorpus, type CrisisCorpusScore } from './corpus/index.js';
