import { LANGUAGES, type TLanguage } from '@avatara/contracts';
import { escapeHtml } from '../http/html';
import { MAIL_TEXTS, type MailKind } from './texts';

/** A mail ready to send: subject, plain text and HTML, and the one link it carries. */
export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  kind: MailKind;
  language: TLanguage;
}

/** The account's language when it is one of the 8, else en-US. */
export function mailLanguage(language: string): TLanguage {
  return (LANGUAGES as readonly string[]).includes(language) ? (language as TLanguage) : 'en-US';
}

/** Writes a mail of `kind` in `language` around `link` (plain text and a small HTML part, right to left for Arabic). */
export function composeMail(kind: MailKind, to: string, language: string, link: string): ComposedMail {
  const lang = mailLanguage(language);
  const t = MAIL_TEXTS[lang];
  const m = t[kind];
  const text = `${t.greeting}\n\n${m.intro}\n\n${link}\n\n${m.outro}\n\n${t.signature}\n`;
  const dir = lang === 'ar-SA' ? 'rtl' : 'ltr';
  const href = escapeHtml(link);
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f5f1;color:#1f2933;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.6">
<div style="max-width:520px;margin:0 auto;background:#fff;border:1px solid #e4e1d9;border-radius:14px;padding:24px">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(m.intro)}</p>
<p><a href="${href}" style="display:inline-block;padding:10px 18px;border-radius:999px;background:#2f5d62;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(m.button)}</a></p>
<p style="font-size:13px;color:#5b6570;word-break:break-all">${href}</p>
<p>${escapeHtml(m.outro)}</p>
<p>${escapeHtml(t.signature)}</p>
</div></body></html>`;
  return { to, subject: m.subject, text, html, link, kind, language: lang };
}
