export * from './tokens.js';
export * from './feelings.js';
export * from './prompt.js';
export * from './session.js';
export * from './expression.js';
export * from './turn.js';
