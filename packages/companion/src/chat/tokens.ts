/**
 * Token estimates for billing when a provider reports no usage (the offline engine, a client
 * that left mid-stream). Close to the BPE tokenizers of common chat models: about 4 Latin
 * characters per token, about one token per Chinese or Japanese character, about 2.5 Arabic
 * characters per token. Rounds up: an estimate never undercharges a short text to zero.
 */

/** Tokens a chat message costs beyond its text (role and separators), as OpenAI counts them. */
export const TOKENS_PER_MESSAGE = 4;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const ARABIC = /\p{Script=Arabic}/gu;

/**
 * Estimated tokens of `text`.
 * @example estimateTokens('Hello there, how are you?') // 7
 */
export function estimateTokens(text: string): number {
  if (text === '') return 0;
  const cjk = text.match(CJK)?.length ?? 0;
  const arabic = text.match(ARABIC)?.length ?? 0;
  const rest = text.length - cjk - arabic;
  return Math.ceil(cjk * 1.1 + arabic / 2.5 + rest / 4);
}

/** Estimated prompt tokens of a list of chat messages. */
export function estimatePromptTokens(messages: readonly { readonly content: string }[]): number {
  let n = 3;
  for (const m of messages) n += TOKENS_PER_MESSAGE + estimateTokens(m.content);
  return n;
}
