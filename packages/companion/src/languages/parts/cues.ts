/**
 * Word cues of the intents: the shape of one language's cues (`languages/<lang>/cues.ts`;
 * questions about the user's name and what the avatar remembers are read by `memoryQuestion`,
 * from the memory rules of each language). Each regex runs on the message after the appraiser's
 * normalisation (`normalizeText`: lower case, NFKC; Latin accents folded; Arabic letter
 * variants unified, so write `اسمي`, `الي`, `حاله`).
 */

/** Cues of one language. */
export interface IntentCues {
  readonly askIdentity: RegExp;
  readonly askJob: RegExp;
  readonly askHobbies: RegExp;
  readonly askHome: RegExp;
  readonly askAge: RegExp;
  readonly howAreYou: RegExp;
  readonly thanks: RegExp;
  readonly goodbye: RegExp;
  readonly greeting: RegExp;
  /** The message addresses the avatar (you, du, tu, 你…): affection is for the avatar. */
  readonly you: RegExp;
  /** "You are …": a pleasant word after it is a compliment. */
  readonly youAre: RegExp;
  /** Affection or praise that can only be meant for the avatar ("I like talking to you", 我喜欢你, أحبك). */
  readonly likeYou: RegExp;
  /** Its favourite place, what to see in its city, "tell me about your city". */
  readonly askPlace: RegExp;
  /** What it does on weekends, days off, after work. */
  readonly askWeekend: RegExp;
  /** Its favourite food, what it eats or cooks. */
  readonly askFood: RegExp;
  /** The music it listens to. */
  readonly askMusic: RegExp;
  /** "Tell me a joke", "make me laugh". */
  readonly askJoke: RegExp;
  /** "What time is it?", „Wie spät ist es?“, 现在几点了, 今何時, كم الساعة. */
  readonly askTime: RegExp;
  /** "Do you like X?": the thing in the group `t` (several patterns). */
  readonly tasteAsk: readonly RegExp[];
  /** A sentence ending that returns a like to the avatar ("…, do you?", „…, du auch?“, 你呢？). */
  readonly tasteTail: RegExp;
  /** "Any news?", "what's new?", „Was gibt's Neues?“, « Quoi de neuf ? », 有什么新闻吗, ما الأخبار (only in a question or request). */
  readonly askNews: RegExp;
  /** A whole message that only acknowledges: "ok", "alright", „alles klar“, « d'accord », 好的, はい, تمام. */
  readonly okay: RegExp;
  /** A short reaction to what the avatar said: "lol", "that's awesome", „klingt gut“, « trop bien », 哈哈, すごい, هههه. */
  readonly reaction: RegExp;
  /**
   * A request for something only a chat model could give: facts, advice, a recommendation, a
   * story or an explanation ("tell me a story", "recommend me a book", „erklär mir …“, 给我讲个故事,
   * おすすめの本を教えて, احكي لي قصة). Read as a `question`, so it gets the honest offline answer.
   * Imperatives only where a statement could share the verb ("I can't explain it" is no request).
   */
  readonly request: RegExp;
  /**
   * Question words that ask nothing, in a message without a question mark: indefinites (什么都,
   * 这几天, 誰も, どこか) and reported questions (她不肯告诉我为什么, 我不知道怎么办). Where a language
   * counts a question word anywhere as a question (Chinese, Japanese), the message is a question
   * only when one is left outside these.
   */
  readonly notAsking?: RegExp;
}
