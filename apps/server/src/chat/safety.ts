/**
 * The chat's safety duties on the server (docs/safety.md): the crisis check of a user message
 * (the offline classifier, then the connection's `/moderations` as a second opinion), the referral
 * in the user's language with the services of their country, the screen of a model's reply before
 * it is shown, and the counts of referrals (date, language, country; never the text).
 */
import fs from 'node:fs';
import {
  classifyCrisis,
  classifyHarmfulReply,
  crisisMessage,
  crisisServicesFor,
  moderatePicture,
  INTERNATIONAL,
  parseCrisisServices,
  type CrisisService,
  type LanguageCode,
} from '@avatara/companion';
import type { TChatNotice } from '@avatara/contracts';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { crisisReferrals } from '../db/schema';
import type { Moderation } from './moderation';

/** What was detected, and who detected it. */
export interface CrisisFinding {
  kind: 'suicidal_ideation' | 'self_harm' | 'acute_danger' | 'harmful_reply';
  source: 'offline' | 'moderation' | 'reply';
}

/** The referral shown instead of the avatar's reply. */
export interface Referral {
  notice: Omit<TChatNotice, 'id'>;
  /** ISO country of the local services named; null when only the international ones are. */
  country: string | null;
}

/**
 * The region of the first `Accept-Language` tag that names one (`de-AT,de;q=0.9` → `AT`), or null.
 * The referral names the services of that country, else of the UI language's country.
 */
export function countryOf(acceptLanguage: string | undefined): string | null {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const region = part.split(';')[0]!.trim().split(/[-_]/)[1];
    if (region && /^[A-Za-z]{2}$/.test(region)) return region.toUpperCase();
  }
  return null;
}

/** Reads the operator's crisis-services file (`CRISIS_SERVICES_FILE`); a bad file stops the start. */
export function loadCrisisServices(file: string | undefined): CrisisService[] {
  if (!file) return [];
  return parseCrisisServices(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown);
}

export class CrisisGuard {
  constructor(
    private readonly deps: {
      /** Rows of `CRISIS_SERVICES_FILE`, before the built-in table. */
      extraServices: readonly CrisisService[];
      /** `ADULT_CONTENT=on`: explicit pictures for adults (never of minors). */
      adultContent: boolean;
    },
  ) {}

  /** Whether a user's message calls for the referral: the offline classifier first, then moderation. */
  async detect(
    text: string,
    language: LanguageCode,
    /** The turn's connection's moderation endpoint, when there is one. */
    moderation: Moderation | null,
    signal?: AbortSignal,
  ): Promise<CrisisFinding | null> {
    const verdict = classifyCrisis(text, language);
    if (verdict.crisis && verdict.kind) return { kind: verdict.kind, source: 'offline' };
    const second = await moderation?.check(text, signal);
    if (second?.selfHarm)
      return { kind: second.intent ? 'suicidal_ideation' : 'self_harm', source: 'moderation' };
    return null;
  }

  /**
   * Refuses a picture that may not be drawn (400 `IMAGE_REFUSED`, nothing stored or charged):
   * sexual content involving minors always, explicit content unless `ADULT_CONTENT=on`, gore and
   * self-harm; the offline check first, then the connection's moderation on the same prompt.
   */
  async checkPicture(
    prompt: string,
    language: LanguageCode,
    moderation: Moderation | null,
    signal?: AbortSignal,
  ): Promise<void> {
    const offline = moderatePicture(prompt, language, { adultContent: this.deps.adultContent });
    let refused = !offline.allowed;
    if (!refused) {
      const second = await moderation?.check(prompt, signal);
      refused = Boolean(
        second &&
        (second.sexualMinors ||
          second.selfHarm ||
          second.violenceGraphic ||
          (second.sexual && !this.deps.adultContent)),
      );
    }
    if (refused)
      throw new AppError('VALIDATION', 'This picture cannot be drawn.', {
        reason: 'IMAGE_REFUSED',
        field: 'message',
      });
  }

  /** The fixed referral in `language`, naming the services of `country` (or the language's country). */
  referral(language: LanguageCode, country: string | null): Referral {
    const services = crisisServicesFor(country, language, this.deps.extraServices);
    const local = services.find((s) => s.country !== INTERNATIONAL);
    return {
      notice: {
        kind: 'crisis',
        text: crisisMessage(language, services).text,
        services: services.map((s) => ({
          name: s.name,
          ...(s.phone ? { phone: s.phone } : {}),
          ...(s.text ? { text: s.text } : {}),
          ...(s.url ? { url: s.url } : {}),
          ...(s.hours ? { hours: s.hours } : {}),
        })),
      },
      country: local?.country ?? null,
    };
  }

  /** A screen for a model's reply in `language` (see `ReplyScreen`). */
  screen(language: LanguageCode): ReplyScreen {
    return new ReplyScreen((text) => classifyHarmfulReply(text, language));
  }
}

/** Counts one referral (no message text), in the transaction that stores it. */
export async function countReferral(
  tx: Database,
  row: { language: LanguageCode; country: string | null; finding: CrisisFinding; at: Date },
): Promise<void> {
  await tx.insert(crisisReferrals).values({
    createdAt: row.at,
    language: row.language,
    country: row.country,
    kind: row.finding.kind,
    source: row.finding.source,
  });
}

/** Ends of a sentence: after them, what came before may be shown. */
const SENTENCE_END = /[.!?…。！？\n](?:["'”’»)\]]*)(?=\s|$)|[。！？\n]/g;
/**
 * Characters held back behind the newest text inside an open sentence: a harmful phrase is
 * checked whole before any of it shows, and the reply still streams word by word.
 */
export const SCREEN_LAG_CHARS = 48;

/**
 * Shows a streamed reply only once the text so far is checked (`isHarmful`: a reply that
 * encourages self-harm): whole sentences at once, and within a long sentence everything but its
 * last `SCREEN_LAG_CHARS` characters (cut at a space). A reply found harmful shows nothing more;
 * the turn is answered with the crisis referral instead, which the client shows in its place.
 */
export class ReplyScreen {
  private text = '';
  private shown = 0;
  harmful = false;

  constructor(private readonly isHarmful: (text: string) => boolean) {}

  /** Where the text may be shown up to now: a sentence's end, or a space before the lag. */
  private releasable(): number {
    let end = this.shown;
    for (const m of this.text.slice(this.shown).matchAll(SENTENCE_END))
      end = this.shown + m.index + m[0].length;
    const space = this.text.lastIndexOf(' ', this.text.length - SCREEN_LAG_CHARS);
    return Math.max(end, space > this.shown ? space + 1 : this.shown);
  }

  /** Adds generated text; returns what may be shown now ('' while held back). */
  push(delta: string): string {
    if (this.harmful) return '';
    this.text += delta;
    const upTo = this.releasable();
    if (upTo <= this.shown) return '';
    // The whole text so far is checked: a harmful phrase may end in what is still held back.
    if (this.isHarmful(this.text)) {
      this.harmful = true;
      return '';
    }
    const out = this.text.slice(this.shown, upTo);
    this.shown = upTo;
    return out;
  }

  /** The rest of the reply once the model is done, or null when the reply is harmful. */
  finish(): string | null {
    if (this.harmful || this.isHarmful(this.text)) {
      this.harmful = true;
      return null;
    }
    const out = this.text.slice(this.shown);
    this.shown = this.text.length;
    return out;
  }
}
