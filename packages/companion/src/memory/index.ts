/**
 * Offline memory of the companion chat: extraction of durable facts from user messages,
 * description, recall and replacement rules. See docs/offline-persona.md.
 */
export * from './types.js';
export { extractMemories } from './extract.js';
export { describeMemory, joinLikes, toSecondPerson } from './describe.js';
export { memoryQuestion, type MemoryQuestion } from './questions.js';
export type { MemoryQuestions } from '../languages/parts/memory.js';
export { recallMemories, topicTerms } from './recall.js';
export { replacedKeys, mergeMemories } from './merge.js';
export { UNIQUE_RELATIONS } from './nouns.js';
export { RELATIONS, SPECIES, type RelationId, type SpeciesId } from '../languages/parts/nouns.js';
