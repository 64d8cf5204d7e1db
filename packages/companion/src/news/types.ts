/**
 * A news item as the server's feed reader delivers it (any language, any source).
 */
export interface NewsItem {
  /** Stable id (e.g. the feed's guid or the link). */
  readonly id: string;
  /** The headline as published. */
  readonly title: string;
  /** A short summary or teaser (may be empty). */
  readonly summary: string;
  readonly link: string;
  /** Name of the publication ("The Guardian", "Le Monde", "NHK"). */
  readonly source: string;
  /** Epoch ms. */
  readonly publishedAtMs: number;
  /** The language of the headline (its feed's, a BCP-47 tag such as `de-DE`); absent or null: not known. */
  readonly language?: string | null;
}
