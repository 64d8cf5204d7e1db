import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ComposedMail } from './compose';

/** Sends composed mails: SMTP through nodemailer, or `.eml` files in the outbox folder. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: ComposedMail): Promise<void>;
  close(): void;
}

/** `ada@example.com` → `a…@example.com`: enough to tell mails apart in a log, not to read the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '…' : `${email[0]}…${email.slice(at)}`;
}

/** Real adapter: SMTP (`SMTP_URL`, e.g. `smtps://user:pass@smtp.example.com:465`) via nodemailer. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: ComposedMail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * Embedded default: each mail is composed by nodemailer exactly as SMTP would send it and written
 * to `dir` as an `.eml` file (open it with any mail program); its link is announced on the
 * console, so a fresh install without a mail server still lets people verify and reset.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });

  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly announce: (line: string) => void,
  ) {}

  async send(mail: ComposedMail): Promise<void> {
    const info = await this.composer.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.dir, `${stamp}-${mail.kind}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.announce(`Mail (${mail.kind}) to ${maskEmail(mail.to)} written to ${file} — its link: ${mail.link}`);
  }

  close(): void {
    this.composer.close();
  }
}
