/**
 * The shape of a language's phrase bank (`languages/<lang>/phrases.ts`), with the feelings a reply
 * can express (`MOOD_FEELINGS`, read by `readMood`). Every list has at least three variants (the
 * type enforces it), so a missing or short entry fails the typecheck.
 *
 * Template syntax (filled by `render.ts`):
 * - `{slot}` a value; a template whose slot is unknown is skipped;
 * - `[ … ]` optional, dropped when a slot inside is unknown: `Hi[, {user}]!`;
 * - `<you:feminine|masculine>` and `<you:feminine|masculine|neutral>` agree with the USER's
 *   grammatical gender (`PersonaInput.userGender`): `<you:خذي|خذ> وقتك`, `Tu n'es pas
 *   <you:seule|seul>`, `<you:كيف تشعرين|كيف تشعر|ما شعورك> حيال ذلك؟`. With the gender unknown the
 *   neutral form is said; a template with a mark that has no neutral form is skipped when another
 *   template of the list can be filled, and said in the masculine only when none can. So every list
 *   that addresses the user in gendered forms keeps a variant that avoids them (neutral phrasing or
 *   a neutral form; the neutral form may be empty: `<you:أخبريني،|أخبرني،|>`). Mark every word that
 *   addresses the user in a gendered form — Arabic second-person verbs and imperatives (تحبين/تحب,
 *   خذي/خذ), adjectives and participles about the user (fr/es/it `seule|seul`, `sola|solo`); whole
 *   words or phrases, no nesting, no `<female|male>` inside;
 * - `<female|male>` agrees with the AVATAR's gender: `Je suis <ravie|ravi>` (a mark starting with
 *   `you:` is never one of these);
 * - `((singular|plural))` agrees with `{thing}`/`{hobby}`: `Me ((encanta|encantan)) {hobby}`.
 *
 * Slots: `{name}` the avatar's first name, `{fullName}`, `{job}` its profession as it follows
 * "I am" (English with its article), `{city}`, `{inCity}` ("in New York", "à Lyon", "在纽约"),
 * `{country}`, `{hobby}`, `{hobby2}`, `{age}`, `{birthday}` (day and month), `{user}` the
 * user's name, `{topic}` a fragment of the user's message, `{thing}` a value the user shared,
 * `{memory}` a remembered fact as an embeddable clause ("you have an exam tomorrow"),
 * `{list}` several such clauses, `{hour}` the local hour (see `hour`), `{news}` good news as it
 * follows "congratulations" ("on passing your exam", „zur bestandenen Prüfung“), `{alt}` what
 * the avatar likes instead, `{place}`/`{place2}`/`{dish}`/`{music}` its favourite places, food
 * and music (`details.ts`), `{picture}` what a picture shows (the user's prompt, shortened),
 * `{time}` its local clock time, `{who}` a relative or friend of the user (`congratsOther`), `{headline}`/`{headline2}` a news title as published and `{source}`/`{source2}` its
 * publication (both inserted verbatim: the templates put the language's quotes around a title).
 */

/** Feelings an offline reply can express. `calm` is also the neutral default. */
export const MOOD_FEELINGS = [
  'joy',
  'sadness',
  'anger',
  'fear',
  'tired',
  'affection',
  'surprise',
  'boredom',
  'calm',
] as const;
export type MoodFeeling = (typeof MOOD_FEELINGS)[number];

/** At least three variants. */
export type Variants = readonly [string, string, string, ...string[]];

/** Every phrase of one language. */
export interface PhraseBank {
  /** The local hour as it fits the `shutdownTired` templates (`1 am`, `1 Uhr`, `凌晨1点`). */
  readonly hour: (h: number) => string;
  /** Opening and closing quote marks around the user's words. */
  readonly quotes: readonly [string, string];
  /** Joins remembered facts into one clause list ("…, … and …"); undefined: one sentence each. */
  readonly listJoin?: (clauses: readonly string[]) => string;

  // ── Session control ──
  /** First meeting: name, profession, city, a hobby. */
  readonly intro: Variants;
  /** First meeting, the user's name unknown: ask it. */
  readonly introAskName: Variants;
  /** First meeting, the user's name known: greet by name. */
  readonly introKnown: Variants;
  /** Next sessions: welcome back (`[…{user}]`). */
  readonly welcomeBack: Variants;
  /** The avatar speaks up after a silence: a gentle question. */
  readonly pause: Variants;
  /** …about one of its hobbies (`{hobby}`). */
  readonly pauseHobby: Variants;
  /** …about something it remembers (`{memory}`). */
  readonly pauseMemory: Variants;
  /** Goodbye: the user's balance is used up and can be topped up. */
  readonly shutdownBalance: Variants;
  /** Goodbye: it is late here (`{hour}`, `{inCity}`), too tired, good night. */
  readonly shutdownTired: Variants;
  /** Ending an abusive conversation, firm and calm. */
  readonly shutdownAbuse: Variants;

  // ── Intents ──
  readonly greeting: Variants;
  /** Answers to "how are you?" by feeling. */
  readonly howAreYou: Readonly<Record<MoodFeeling, Variants>>;
  /** "Who are you?" (`{fullName}`, `{job}`, `{inCity}`). */
  readonly identity: Variants;
  /** "What is my name?" when it is known (`{user}`). */
  readonly userName: Variants;
  /** "What is my name?" when it is not. */
  readonly userNameUnknown: Variants;
  /** "What do you remember about me?" (`{list}`). */
  readonly memories: Variants;
  /** …when nothing is remembered yet. */
  readonly memoriesNone: Variants;
  readonly job: Variants;
  readonly hobbies: Variants;
  /** A short joke, when asked for one (each variant a whole joke, written for the language). */
  readonly jokes: Variants;
  /** …when its mood is too low for jokes (angry, sad, tired). */
  readonly jokeDecline: Variants;
  readonly home: Variants;
  readonly age: Variants;
  readonly thanks: Variants;
  readonly goodbye: Variants;
  /** Compliments and affection for the avatar. */
  readonly affection: Variants;
  /** Insults or threats: calm, firm, cool. */
  readonly hostile: Variants;
  /** The user shares sadness or trouble (`[{topic}]`). */
  readonly sad: Variants;
  /** The user shares good news (`[{topic}]`). */
  readonly goodNews: Variants;
  /**
   * A question or request the avatar cannot answer offline (facts, advice, a recommendation, a
   * story, an explanation): honestly, that it runs without its AI model right now, and what it
   * can talk about instead (`{hobby}`, `[{inCity}]`…). Never a question turned back to the user.
   */
  readonly question: Variants;
  /** Any other statement (`[{topic}]`). */
  readonly statement: Variants;
  /** A curt core when the avatar is cross. */
  readonly cool: Variants;

  // ── The user shares a fact ──
  readonly factName: Variants;
  readonly factLike: Variants;
  /** The user likes one of the avatar's own hobbies. */
  readonly factLikeShared: Variants;
  readonly factDislike: Variants;
  readonly factPerson: Variants;
  readonly factPet: Variants;
  readonly factPlace: Variants;
  readonly factJob: Variants;
  readonly factEvent: Variants;
  readonly factPlan: Variants;

  // ── Additions ──
  /** A sentence saying how the avatar feels, by feeling. */
  readonly feel: Readonly<Record<MoodFeeling, Variants>>;
  /** A follow-up question in the avatar's style. */
  readonly followUp: Variants;
  /** A follow-up question about `{topic}`. */
  readonly followUpTopic: Variants;
  /** Weaving in a memory: `{memory}`. */
  readonly remember: Variants;

  // ── Several things in one message ──
  /** A short greeting that opens a longer reply (`[{user}]`). */
  readonly hello: Variants;
  /** Congratulations on a known kind of good news (`{news}`). */
  readonly congrats: Variants;
  /**
   * Good news of a relative or friend of the user ("my sister got engaged"): `{who}` is their
   * name or the relation as a subject ("your sister", „deine Schwester“, « ta sœur »); put it
   * where that form fits, or in `[…]`, since it may be unknown.
   */
  readonly congratsOther: Variants;
  /** Glad about a pleasant message that is no news said as such ("I had a lovely walk"): never congratulations. */
  readonly pleasant: Variants;
  /** "What time is it?": its local clock time (`{time}`, "3:25 PM"), maybe with `{city}`/`{inCity}`. */
  readonly timeNow: Variants;
  /** After a bare "ok" („alles klar“, 好的): carries the conversation on. */
  readonly okay: Variants;
  /** After a short reaction to what it said ("lol", "that's awesome", すごい): takes it and carries on. */
  readonly ack: Variants;
  /** A question after a relative's or friend's good news: their wedding or engagement, their baby, anything else. */
  readonly othersAsk: Readonly<Record<'wedding' | 'baby' | 'other', Variants>>;
  /** "Do you like X?" — yes, `{thing}` is one of its own things. */
  readonly tasteYes: Variants;
  /** …not really: it prefers `{alt}` (a hobby, or its music). */
  readonly tasteNo: Variants;

  // ── Concrete answers about itself ──
  /** Its favourite place in its city (`{place}`, `{place2}`, `{inCity}`, `{city}`). */
  readonly favPlace: Variants;
  /** What it does on weekends (`{hobby}`, `{hobby2}`). */
  readonly weekend: Variants;
  /** Its favourite food (`{dish}`). */
  readonly food: Variants;
  /** The music it listens to (`{music}`). */
  readonly music: Variants;

  // ── Pictures and news ──
  /** Presenting a picture an AI image model made (`[{picture}]`): 1–2 sentences. */
  readonly image: Variants;
  /** Presenting a quick sketch of the offline renderer (`[{picture}]`), modestly: 1–2 sentences, each naming it a sketch. */
  readonly imageSketch: Variants;
  /** "Any news?": one headline in its own words (`{headline}`, `[{source}]`), asking what the user thinks. */
  readonly newsShare: Variants;
  /** …two headlines (`{headline}`, `{source}`, `{headline2}`, `{source2}`). */
  readonly newsTwo: Variants;
  /** "Any news?" without fresh headlines: nothing new right now, in character. */
  readonly newsNone: Variants;
  /** A headline brought up after the welcome back (`{headline}`, `[{source}]`). */
  readonly newsAside: Variants;
  /** A headline brought up after a silence (`{headline}`, `[{source}]`), with a question. */
  readonly pauseNews: Variants;

  // ── Feelings woven in ──
  /** The feeling tied to something pleasant the user said ("That cheers me up even more!"). */
  readonly feelTied: Readonly<Record<MoodFeeling, Variants>>;
  /** A sound that opens a reply when tired, sad or anxious ("Mm…", „Ach …“, うーん……). */
  readonly lead: Readonly<Record<LeadFeeling, Variants>>;
}

/** Feelings that may open a reply with a sound. */
export type LeadFeeling = 'tired' | 'sadness' | 'fear';
