import { randomUUID } from 'node:crypto';
import { AppError } from '../../errors';
import { microUsd, usdToMicro, type MicroUsd } from '../../money';
import type { BalanceHolds } from '../../payments/holds';
import { LedgerKind } from '../../payments/ledger';
import type { CachedSynthesizer } from './cache';
import type { SpeechAudio, SpeechRequest, SpeechSynthesizer } from './types';

/** What 1,000 billable characters cost a user, micro-USD, per synthesizer. */
export type SpeechPrices = Readonly<Record<SpeechSynthesizer['kind'], MicroUsd>>;

/** The prices of the configuration (USD per 1,000 characters) in micro-USD. */
export function speechPrices(c: {
  SPEECH_PRICE_USD: number;
  SPEECH_EMBEDDED_PRICE_USD: number;
}): SpeechPrices {
  return { azure: usdToMicro(c.SPEECH_PRICE_USD), espeak: usdToMicro(c.SPEECH_EMBEDDED_PRICE_USD) };
}

const HAN = /\p{Script=Han}/u;

/**
 * The characters a text is billed for, counted as Azure Speech counts them: every code point
 * (letters, digits, punctuation, spaces), and a Chinese character (hanzi, Japanese kanji) twice.
 * @example billableCharacters('Hi, Ada!') // 8
 * @example billableCharacters('今日は') // 4
 */
export function billableCharacters(text: string): number {
  let n = 0;
  for (const ch of text) n += HAN.test(ch) ? 2 : 1;
  return n;
}

/**
 * The cost of `characters` at `per1000` micro-USD per 1,000 characters, rounded up to a whole
 * micro-USD (a reading is never free because of rounding).
 * @example speechCost(250, microUsd(32_000)) // 8_000 (0.008 USD)
 */
export function speechCost(characters: number, per1000: MicroUsd): MicroUsd {
  return microUsd(Math.ceil((characters * per1000) / 1000));
}

/** One reading and what it cost. */
export interface SpokenText {
  audio: SpeechAudio;
  /** Characters billed (see `billableCharacters`). */
  characters: number;
  /** What this reading cost the user: 0 when they paid for this audio before (or speech is free). */
  charged: MicroUsd;
  /** The balance after it. */
  balance: MicroUsd;
  /** Everything the user has spent on speech so far (the readout). */
  spentOnSpeech: MicroUsd;
}

export interface PaidSpeechDeps {
  holds: BalanceHolds;
  speech: CachedSynthesizer;
  prices: SpeechPrices;
}

/**
 * Speech paid from the balance (docs/plans.md "Speech"), with the chat's reserve-and-settle: the
 * price of the text is held before the synthesis, charged with one ledger row (`speech_charge`)
 * after it, and released when it fails. No balance: the chat's refusal (402 `BALANCE_EXHAUSTED`,
 * or 409 `STILL_ANSWERING` while other holds keep it) and nothing is synthesised. Audio the same
 * user paid for and the cache still keeps is free.
 */
export class PaidSpeech {
  constructor(private readonly d: PaidSpeechDeps) {}

  get kind() {
    return this.d.speech.kind;
  }

  /** Reads `req` aloud for `userId`, charging it; throws AppError on a refusal, SpeechError on a failed synthesis. */
  async speak(userId: string, req: SpeechRequest): Promise<SpokenText> {
    const { holds, speech, prices } = this.d;
    const characters = billableCharacters(req.text);
    const paid = speech.paidAudio(req, userId);
    if (paid) return this.spoken(userId, paid, characters, microUsd(0));
    const cost = speechCost(characters, prices[speech.kind]);
    if (cost === 0) {
      const audio = await speech.synthesize(req);
      speech.notePaid(req, userId);
      return this.spoken(userId, audio, characters, cost);
    }
    const hold = await holds.hold(userId, cost, cost);
    if (!hold) {
      const { balance } = await holds.account(userId);
      if (balance >= cost)
        throw new AppError('CONFLICT', 'One moment, your last message is still being answered.', {
          reason: 'STILL_ANSWERING',
        });
      throw new AppError('PAYMENT_REQUIRED', 'Your balance is used up. Please top up.', {
        reason: 'BALANCE_EXHAUSTED',
      });
    }
    let audio: SpeechAudio;
    try {
      audio = await speech.synthesize(req);
    } catch (err) {
      await holds.release(hold);
      throw err;
    }
    const settled = await holds.settle(hold, cost, {
      kind: LedgerKind.SPEECH_CHARGE,
      reference: `speech:${randomUUID()}`,
      note: `${characters} characters, ${speech.kind}`,
    });
    speech.notePaid(req, userId);
    return {
      audio,
      characters,
      charged: settled.charged,
      balance: settled.balance,
      spentOnSpeech: await holds.spent(userId, LedgerKind.SPEECH_CHARGE),
    };
  }

  private async spoken(
    userId: string,
    audio: SpeechAudio,
    characters: number,
    charged: MicroUsd,
  ): Promise<SpokenText> {
    const [{ balance }, spentOnSpeech] = await Promise.all([
      this.d.holds.account(userId),
      this.d.holds.spent(userId, LedgerKind.SPEECH_CHARGE),
    ]);
    return { audio, characters, charged, balance, spentOnSpeech };
  }
}
