/**
 * Words of the user's topic (`topicOf`): words that never make a topic, and how a quoted noun
 * phrase starts ("a movie" → "that movie"); the shape of `languages/<lang>/topic.ts`.
 */

/** One language's words of `topicOf` (`languages/<lang>/topic.ts`), folded. */
export interface TopicWords {
  /** Function words and everyday verbs that never make a topic. */
  readonly stop: ReadonlySet<string>;
  /** Determiners that start a noun phrase worth quoting (Latin languages except German; empty: none). */
  readonly determiners: ReadonlySet<string>;
  /** Indefinite articles that become demonstratives when quoting the user ("a movie" → "that movie"). */
  readonly demonstratives: Readonly<Record<string, string>>;
}
