/**
 * The shape of one language's good news (`languages/<lang>/news.ts`): the kinds of news the avatar
 * congratulates on, the patterns that find them, setbacks and someone else's news, and how the
 * language names each kind. Read by `persona/news.ts`.
 */

/** Kinds of good news the avatar congratulates on specifically. */
export const NEWS_KEYS = [
  'license',
  'graduation',
  'exam',
  'job',
  'promotion',
  'raise',
  'baby',
  'engagement',
  'wedding',
  'home',
  'win',
] as const;
export type NewsKey = (typeof NEWS_KEYS)[number];

type NewsCues = Readonly<Partial<Record<NewsKey, RegExp>>>;

/**
 * One language's good news (`languages/<lang>/news.ts`). Patterns run on the appraiser's
 * normalised text.
 */
export interface NewsPatterns {
  /** The patterns of each kind of the user's own news (tested in `NEWS_KEYS` order). */
  readonly own: NewsCues;
  /** Words that turn a report into no news or a hope ("didn't pass", "if I pass", 没通过, 落ちた). */
  readonly not: RegExp;
  /** A setback: a failed exam or test, a job not got ("I didn't pass my exam", 考试没通过, 落ちました). */
  readonly setback: RegExp;
  /** "Good news" said as such ("I have good news", „tolle Neuigkeiten“, 好消息). */
  readonly words: RegExp;
  /**
   * Third-person forms of the news that the user's own patterns leave out ("my sister is getting
   * married", „mein Bruder hat einen neuen Job“, « ma sœur est enceinte »). Only read after a
   * relative or friend of the user (`othersNewsIn`).
   */
  readonly others: NewsCues;
  /**
   * A relative or friend as the subject ("my sister", „meine Schwester“, 我姐姐, 姉が, أختي): a
   * pattern around `rel`, the alternation of the memory rules' relation words (group `rel`).
   */
  readonly possessive: (rel: string) => string;
  /** A first-person subject beside the relative: the news is the user's own ("my sister and I won", „ich“, 我, 私). */
  readonly self: RegExp;
  /**
   * Who has the news as `congratsOther` names them: the name the user gave, or the language's own
   * word for the relative (Chinese 你姐姐, Japanese お姉さん); undefined: the relation's `your` form.
   */
  readonly who: (other: { readonly name?: string | undefined; readonly word: string }) => string | undefined;
  /** How the language names each kind of news after its word for "congratulations" (`{news}` slot). */
  readonly named: Readonly<Record<NewsKey, string>>;
}
