import { closedTurn, decideTurn } from '@avatara/companion';
import type { TChatRequest } from '@avatara/contracts';
import { AppError } from '../errors';
import type { MicroUsd } from '../money';
import type { UserRow } from '../sessions/service';
import { CrisisTurns } from './crisis-turns';
import type { ChatDeps } from './deps';
import { InFlight } from './in-flight';
import type { ModelEntry } from './models/types';
import { Refusals } from './refusal';
import { watchedSink, type ReplySink, type TurnContext } from './sink';
import { TurnReader } from './turn-read';
import { TurnReplies } from './turn-reply';

export type { ReplySink, TurnContext } from './sink';

/**
 * `POST /kichat`: one chat turn (docs/chat.md "A turn"). The server reads (`TurnReader`: the
 * turn, the crisis check, the gate, the message understood once), the domain decides
 * (`decideTurn` of `@avatara/companion`: closed sessions, pauses, abuse, tiredness, the states),
 * and the server writes and streams what was decided (`TurnReplies`, `Refusals`).
 */
export class ChatService {
  private readonly flights = new InFlight();
  private closing = false;
  private readonly crisis: CrisisTurns;
  private readonly refusals: Refusals;
  private readonly reader: TurnReader;
  private readonly replies: TurnReplies;

  constructor(private readonly d: ChatDeps) {
    this.refusals = new Refusals(d);
    this.crisis = new CrisisTurns(d, (model) => this.refusals.lowBalanceFor(model));
    this.reader = new TurnReader(d);
    this.replies = new TurnReplies(d, this.crisis, this.refusals);
  }

  /** Replies in flight (tests and the shutdown log). */
  get inFlight(): number {
    return this.flights.size;
  }

  /** Stops taking new turns, lets running ones finish for up to `graceMs`, then stops their models. */
  drain(graceMs: number): Promise<void> {
    this.closing = true;
    return this.flights.drain(graceMs);
  }

  /** Runs one turn; throws AppError before anything was sent, reports model failures to the sink. */
  respond(
    user: UserRow,
    req: TChatRequest,
    sink: ReplySink,
    signal: AbortSignal,
    context: TurnContext = { country: null },
  ): Promise<void> {
    if (this.closing)
      throw new AppError('SHUTTING_DOWN', 'The server is restarting. Please try again in a moment.', {
        reason: 'SHUTTING_DOWN',
      });
    const told = this.d.telemetry.turn();
    const watched = watchedSink(sink, told);
    return this.flights
      .run(signal, (s) => this.turn(user, req, watched, s, context))
      .then(told.end, (err) => {
        // Refusals before the answer (consent, plan, validation) are HTTP errors; anything else is ours.
        if (!(err instanceof AppError)) told.error('INTERNAL');
        told.end();
        throw err;
      });
  }

  private async turn(
    user: UserRow,
    req: TChatRequest,
    sink: ReplySink,
    signal: AbortSignal,
    context: TurnContext,
  ) {
    const opened = await this.reader.open(user, req, signal);
    if (opened.crisis) {
      const { turn: t } = opened;
      const retryOf = req.retryOf ? t.read?.history.find((m) => m.id === req.retryOf) : undefined;
      return this.crisis.refer(
        { ...t, sink, country: context.country, pairRow: t.read?.pair ?? null },
        { finding: opened.crisis, text: t.text, retryOf },
      );
    }
    const t = opened.turn;
    if (!t) return sink.ok();
    const closed = closedTurn(t.state, t.asked, t.nowMs);
    if (closed) return this.refusals.withoutReply(t, closed, sink);
    const understood = await this.reader.understand(t, signal);
    const decision = decideTurn(t.state, understood.message, t.nowMs);
    if (decision.act !== 'reply') return this.refusals.withoutReply(t, decision, sink);
    return this.replies.reply(t, understood, decision, sink, signal, context);
  }

  /** The worst case of a typical message with this model (for the readout's low-balance mark). */
  lowBalanceFor(model: ModelEntry): MicroUsd {
    return this.refusals.lowBalanceFor(model);
  }

  /** Holds that outlived their expiry (a crash mid-reply) are given back. */
  sweep(): Promise<number> {
    return this.d.billing.sweepExpired();
  }
}
