/**
 * Offline memory of the companion chat: extraction of durable facts from user messages,
 * description, recall and replacement rules. See docs/offline-persona.md.
 */
export * from './types.js';
export { extractMemories } from './extract.js';
export { describeMemory, joinLikes, toSecondPerson } from './describe.js';
export { memoryQuestion, type MemoryQuestion, type MemoryQuestions } from './questions.js';
export { recallMemories, topicTerms } from './recall.js';
export { replacedKeys, mergeMemories } from './merge.js';
export { RELATIONS, SPECIES, UNIQUE_RELATIONS, type RelationId, type SpeciesId } from './nouns.js';
