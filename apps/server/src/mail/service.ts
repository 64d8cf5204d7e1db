import type { FastifyBaseLogger } from 'fastify';
import { BackgroundQueue } from '../jobs/queue';
import { composeMail } from './compose';
import { maskEmail, type Mailer } from './mailer';
import type { MailKind } from './texts';

/**
 * Mail work that must not delay an answer, or tell anything by its duration (a reset mail goes
 * out only for known emails): looked up, composed and sent after the answer, one job at a time.
 */
export class MailService {
  private readonly queue: BackgroundQueue<() => Promise<void>>;

  constructor(
    readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {
    this.queue = new BackgroundQueue<() => Promise<void>>(
      'mail',
      (job) => job(),
      (err) => this.log.error({ err }, 'mail job failed'),
    );
  }

  /** The mail queue's jobs (`/metrics`). */
  queueCounts(): { waiting: number; active: number; failed: number } {
    return this.queue.counts();
  }

  /** Runs `job` after the current answer (lookups, tokens, then `send`). */
  later(job: () => Promise<void>): void {
    this.queue.push(job);
  }

  /** Composes a mail in `language` and sends it now; a failure is logged without the address. */
  async send(kind: MailKind, to: string, language: string, link: string): Promise<boolean> {
    try {
      await this.mailer.send(composeMail(kind, to, language, link));
      return true;
    } catch (err) {
      this.log.error(
        { err: err instanceof Error ? { message: err.message } : String(err), to: maskEmail(to), kind },
        'mail could not be sent',
      );
      return false;
    }
  }

  /** Resolves once every queued job has run (tests; shutdown). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  async stop(graceMs: number): Promise<void> {
    await this.queue.stop(graceMs);
    this.mailer.close();
  }
}
