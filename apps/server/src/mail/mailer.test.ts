import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '@avatara/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainText, readOutbox } from '../testing/outbox';
import { startLocalSmtp, type LocalSmtp } from '../testing/smtp';
import { composeMail } from './compose';
import { maskEmail, OutboxMailer, SmtpMailer } from './mailer';
import { MAIL_TEXTS } from './texts';

const link = 'http://localhost:8080/reset-password#token=AbC-123_xyz';

describe('composeMail', () => {
  it('writes every mail in each of the 8 languages, with the link and no placeholder left', () => {
    for (const lang of LANGUAGES) {
      for (const kind of ['verify', 'reset', 'signIn', 'trial'] as const) {
        const m = composeMail(kind, 'ada@example.com', lang, link);
        expect(m.subject).toBe(MAIL_TEXTS[lang][kind].subject);
        expect(m.text).toContain(link);
        expect(m.text).toContain(MAIL_TEXTS[lang][kind].intro);
        expect(m.html).toContain(`lang="${lang}" dir="${lang === 'ar-SA' ? 'rtl' : 'ltr'}"`);
        expect(m.text + m.html).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('falls back to English for an unknown language', () => {
    expect(composeMail('verify', 'a@b.co', 'xx-XX', link).subject).toBe(MAIL_TEXTS['en-US'].verify.subject);
  });

  it('escapes the link in the HTML part', () => {
    expect(composeMail('reset', 'a@b.co', 'en-US', 'http://x/?a=1&b="2"').html).toContain(
      'http://x/?a=1&#38;b=&#34;2&#34;',
    );
  });
});

describe('OutboxMailer (embedded default)', () => {
  it('writes an .eml file per mail and announces its link', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'avatara-outbox-')), 'outbox');
    const lines: string[] = [];
    const mailer = new OutboxMailer(dir, 'Avatara <no-reply@localhost>', (l) => lines.push(l));
    await mailer.send(composeMail('reset', 'ada@example.com', 'ja-JP', link));
    await mailer.send(composeMail('verify', 'bob@example.com', 'ar-SA', link));
    const mails = await readOutbox(dir);
    expect(mails.map((m) => [m.to, m.subject, m.link])).toEqual([
      ['ada@example.com', MAIL_TEXTS['ja-JP'].reset.subject, link],
      ['bob@example.com', MAIL_TEXTS['ar-SA'].verify.subject, link],
    ]);
    expect(mails[0]!.text).toContain(MAIL_TEXTS['ja-JP'].reset.outro);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(link);
    expect(lines[0]).toContain('a…@example.com');
    expect(lines[0]).not.toContain('ada@example.com');
    mailer.close();
  });
});

describe('SmtpMailer (real adapter)', () => {
  let smtp: LocalSmtp;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
  });
  afterAll(() => smtp?.close());

  it('delivers the mail over SMTP with sender, recipient, subject and both parts', async () => {
    const mailer = new SmtpMailer(smtp.url, 'Avatara <no-reply@avatara.example>');
    await mailer.send(composeMail('verify', 'carla@example.com', 'de-DE', link));
    mailer.close();
    expect(smtp.messages).toHaveLength(1);
    const [m] = smtp.messages;
    expect(m!.to).toEqual(['carla@example.com']);
    expect(m!.raw).toMatch(/^From: Avatara <no-reply@avatara\.example>/m);
    expect(m!.raw).toContain('multipart/alternative');
    expect(plainText(m!.raw)).toContain(MAIL_TEXTS['de-DE'].verify.intro);
    expect(plainText(m!.raw)).toContain(link);
  });

  it('rejects when the server cannot be reached', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', 'Avatara <no-reply@localhost>');
    await expect(mailer.send(composeMail('reset', 'a@b.co', 'en-US', link))).rejects.toThrow();
    mailer.close();
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('ada@example.com')).toBe('a…@example.com');
    expect(maskEmail('nope')).toBe('…');
  });
});
