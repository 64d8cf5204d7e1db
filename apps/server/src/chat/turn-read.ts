/**
 * The reading half of a chat turn (docs/chat.md "A turn"): what the turn is, for whom and with
 * which model; everything stored about the pair (one query, `readTurn`); the crisis check before
 * anything else; the gate (plan, consent, balance); and the message's understanding — a picture
 * request, the appraisal and the facts it tells — each made once per turn.
 */
import {
  pictureCue,
  pictureRequest,
  toLanguageCode,
  type Appraisal,
  type Avatar,
  type LanguageCode,
  type MemoryCandidate,
  type MemoryFact,
  type Reading,
  type TurnKind,
  type TurnMessage,
  type TurnState,
} from '@avatara/companion';
import { CHAT_CONTROL, IMAGE_COMMAND, type TChatRequest } from '@avatara/contracts';
import { AppError } from '../errors';
import type { UserRow } from '../sessions/service';
import type { NhsPair } from '../avatars/nhs';
import type { ChatDeps } from './deps';
import { MAX_MEMORIES } from './memory';
import type { ModelEntry } from './models/types';
import type { CrisisFinding } from './safety';
import { TurnModeration, type Moderation } from './moderation';
import { readTurn, type TurnRead } from './turn-sql';

/** A turn's kind from the request's text; unknown control messages and empty picture prompts are 400s. */
export function kindOf(text: string): TurnKind {
  if (text === CHAT_CONTROL.SESSION_START) return 'sessionStart';
  if (text === CHAT_CONTROL.PAUSE) return 'pause';
  if (/^AI:[A-Z_]+$/.test(text))
    throw new AppError('VALIDATION', `Unknown control message ${text}`, {
      reason: 'INVALID_INPUT',
      field: 'message',
    });
  if (text.toLowerCase().startsWith(IMAGE_COMMAND)) {
    if (text.slice(IMAGE_COMMAND.length).trim() === '')
      throw new AppError('VALIDATION', 'Describe the picture after #gi:', {
        reason: 'IMAGE_PROMPT_EMPTY',
        field: 'message',
      });
    return 'image';
  }
  return 'message';
}

/** A user's message: a chat message or an image request (both are stored and appraised). */
export const isUserText = (k: TurnKind): k is 'message' | 'image' => k === 'message' || k === 'image';

/** A turn as read: who, what, with which model, and the stored state of the pair. */
export interface OpenTurn {
  user: UserRow;
  avatar: Avatar;
  model: ModelEntry;
  language: LanguageCode;
  text: string;
  asked: TurnKind;
  retryOf: string | undefined;
  nowMs: number;
  read: TurnRead;
  /** The connection's second opinion for this turn, asked at most once per text (null: none). */
  moderation: Moderation | null;
  pair: NhsPair;
  known: MemoryFact[];
  /** What `decideTurn` reads. */
  state: TurnState;
}

/** The message understood: the kind it turned out to be, the picture it asks for, how it was received, what it tells. */
export interface Understood {
  message: TurnMessage;
  /** The picture's prompt for an `image` turn. */
  imagePrompt: string | null;
  /** The offline reading of a chat message (the offline model's input, and the facts to remember). */
  reading: Reading | null;
  facts: readonly MemoryCandidate[];
  /** The message retried (`retryOf`), stored unanswered before. */
  retry: { id: string } | undefined;
  /** Whether the model appraises the message in its answer (then `message.appraisal` is null). */
  structured: boolean;
}

export class TurnReader {
  constructor(private readonly d: ChatDeps) {}

  /** The avatar of the request, else the one the user last talked to. */
  private async avatarOf(user: UserRow, req: TChatRequest): Promise<Avatar> {
    if (req.avatarName) return this.d.avatars.find(req.avatarName);
    const id = await this.d.store.lastAvatarId(user.id);
    if (!id)
      throw new AppError('VALIDATION', 'avatarName is required', { reason: 'REQUIRED', field: 'avatarName' });
    return this.d.avatars.find(id);
  }

  /** Sign-in is the route's; plan, balance and consent come from the turn's read (`current`). */
  private gate(user: UserRow, consent: boolean | null | undefined): void {
    if (this.d.accounts.plansOf(user).length === 0)
      throw new AppError('PAYMENT_REQUIRED', 'Choose a plan to chat.', { reason: 'NO_PLAN' });
    if (consent !== true)
      throw new AppError('FORBIDDEN', 'Please give your consent first.', { reason: 'CONSENT_REQUIRED' });
    if (user.balanceMicroUsd <= 0)
      throw new AppError('PAYMENT_REQUIRED', 'Your balance is used up. Please top up.', {
        reason: 'BALANCE_EXHAUSTED',
      });
    // The balance is there, but replies still being written hold it all: one moment, not goodbye.
    if (user.balanceMicroUsd - user.reservedMicroUsd <= 0)
      throw new AppError('CONFLICT', 'One moment, your last message is still being answered.', {
        reason: 'STILL_ANSWERING',
      });
  }

  /**
   * Reads the turn. A person in crisis gets the referral whatever their plan, balance or the
   * avatar's mood (`crisis`, docs/safety.md); then the gate; null: nothing to do (most pauses end
   * after a light read, the in-memory clock saying the silence is too short).
   */
  async open(
    user: UserRow,
    req: TChatRequest,
    signal: AbortSignal,
  ): Promise<
    | { crisis: CrisisFinding; turn: Omit<OpenTurn, 'pair' | 'known' | 'state' | 'nowMs'> }
    | { crisis: null; turn: OpenTurn | null }
  > {
    const { config, db, pause } = this.d;
    const text = req.message.trim();
    const language = toLanguageCode(req.userLanguage ?? user.language);
    const asked = kindOf(text);
    const avatar = await this.avatarOf(user, req);
    const model = this.d.models.resolve(req.currentModel);
    const pauseFacts = asked === 'pause' ? await pause.candidate(user.id, avatar.id) : null;
    const read = await this.d.telemetry.traced('chat.db.read', readTurn)(db, user.id, avatar.id, {
      full: asked !== 'pause' || pauseFacts !== null,
      historyLimit: config.CHAT_HISTORY_MESSAGES + 4,
      memoryLimit: MAX_MEMORIES,
    });
    const connection = this.d.understanding.moderation(model);
    const moderation = connection ? new TurnModeration(connection) : null;
    // Plans and balance as the database has them now, not as the session cache last saw them.
    const current = read ? { ...user, ...read.account } : user;
    const base = { user: current, avatar, model, language, text, asked, retryOf: req.retryOf, moderation };
    if (read?.consent === true && isUserText(asked)) {
      const finding = await this.d.safety.detect(text, language, moderation, signal);
      if (finding) return { crisis: finding, turn: { ...base, read } };
    }
    this.gate(current, read?.consent);
    if (!read || (asked === 'pause' && !pauseFacts)) return { crisis: null, turn: null };
    const pair = this.d.nhs.fromRow(user.id, avatar, read.pair);
    const known: MemoryFact[] = read.memories.map((m) => ({
      ...m,
      text: '',
      language: toLanguageCode(m.language),
      updatedAtMs: m.updatedAt.getTime(),
    }));
    const state: TurnState = {
      pair,
      stored: read.pair !== null,
      closure: {
        reason: read.closedReason,
        untilMs: read.closedUntil?.getTime() ?? null,
        balance: read.closedBalance,
      },
      spendable: current.balanceMicroUsd - current.reservedMicroUsd,
      recent: read.history
        .filter((m) => m.sender === 'user')
        .map((m) => ({ atMs: m.createdAt.getTime(), appraisal: m.appraisal })),
      pause: pauseFacts,
      hasOpenTopic: known.some((m) => m.kind === 'plan' || m.kind === 'event'),
    };
    return { crisis: null, turn: { ...base, read, pair, known, state, nowMs: this.d.now().getTime() } };
  }

  /**
   * Understands the message, each part once: whether it asks for a picture (checked like any
   * picture prompt), how it is received (the chosen model's appraisal, in its answer when it
   * gives structured output, else the offline rules) and what it tells about the user.
   */
  async understand(t: OpenTurn, signal: AbortSignal): Promise<Understood> {
    const { config, understanding, safety, store } = this.d;
    const { text, language, model } = t;
    // "Can you draw me a …?" asks for a picture as the image button's `#gi:` does.
    const drawn = t.asked === 'message' ? await this.pictureAsked(text, language, model, signal) : null;
    const kind: TurnKind = drawn !== null ? 'image' : t.asked;
    const imagePrompt = kind === 'image' ? (drawn ?? text.slice(IMAGE_COMMAND.length).trim()) : null;
    if (imagePrompt !== null) await safety.checkPicture(imagePrompt, language, t.moderation, signal);
    const retry = t.retryOf
      ? (t.read.history.find((m) => m.id === t.retryOf && m.sender === 'user' && m.status === 'unanswered') ??
        (await store.unanswered(t.user.id, t.avatar.id, t.retryOf)))
      : undefined;
    if (t.retryOf && !retry)
      throw new AppError('VALIDATION', 'There is no unanswered message with this id', {
        reason: 'NOTHING_TO_RETRY',
        field: 'retryOf',
      });
    const structured = model.provider === 'openai' && config.CHAT_STRUCTURED_OUTPUT;
    // The offline reading of a chat message carries the offline rules' appraisal: a connected
    // model without structured output appraises in a call of its own, the rules' reading serves
    // everyone else (a structured model's own appraisal comes with its answer).
    const reading = kind === 'message' ? this.d.memory.read(text, language) : null;
    let appraisal: Appraisal | null = null;
    if (isUserText(kind))
      appraisal =
        model.provider === 'openai' && !structured
          ? (await understanding.appraiser(model).appraise(text, language)).appraisal
          : (reading?.appraisal ?? (await understanding.appraiser(null).appraise(text, language)).appraisal);
    return {
      message: {
        kind,
        text,
        language,
        // A model with structured output appraises the message in its answer: the offline reading stands in until then.
        appraisal: structured ? null : appraisal,
        provisional: appraisal,
      },
      imagePrompt,
      reading,
      facts: reading?.facts ?? [],
      retry,
      structured,
    };
  }

  /**
   * The picture a chat message asks for, or null. A connected model reads a message that mentions
   * pictures or drawing at all (its reading decides both ways); the offline rules decide without
   * one, or when the model gives no reading.
   */
  private async pictureAsked(
    text: string,
    language: LanguageCode,
    model: ModelEntry,
    signal: AbortSignal,
  ): Promise<string | null> {
    if (model.provider === 'openai' && pictureCue(text)) {
      const reading = await this.d.understanding.readPicture(text, model, signal);
      if (reading) return reading.picture ? reading.prompt : null;
    }
    return pictureRequest(text, language);
  }
}
