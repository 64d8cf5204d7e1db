import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One mail of the outbox folder, decoded. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The first http(s) link of the text part. */
  link: string | undefined;
}

function headerBlock(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? '7bit').toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) decoded. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
  );
}

/** The text/plain part of a raw RFC 822 message (single part or multipart), decoded. */
export function plainText(raw: string): string {
  const { headers, body } = headerBlock(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return decodeBody(body, headers.get('content-transfer-encoding'));
  for (const part of body.split(`--${boundary}`)) {
    const p = part.replace(/^\r\n/, '');
    const inner = headerBlock(p);
    const innerType = inner.headers.get('content-type') ?? '';
    if (innerType.startsWith('multipart/')) {
      const found = plainText(p);
      if (found) return found;
    } else if (innerType.startsWith('text/plain')) {
      return decodeBody(inner.body, inner.headers.get('content-transfer-encoding'));
    }
  }
  return '';
}

/** Every `.eml` file of an outbox folder, oldest first (file names start with the time). */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const out: OutboxMail[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(dir, file), 'utf8');
    const { headers } = headerBlock(raw);
    const text = plainText(raw);
    out.push({
      file,
      to: decodeWords(headers.get('to') ?? ''),
      subject: decodeWords(headers.get('subject') ?? ''),
      text,
      link: /https?:\/\/\S+/.exec(text)?.[0],
    });
  }
  return out;
}

/** The path of each kind of mailed link. */
const LINK_PATHS = { verify: '/verify-email#', reset: '/reset-password#', 'sign-in': '/sign-in#' } as const;

/**
 * The newest mail to `to` of a kind (`verify`: a confirmation link, `reset`: a password link,
 * `sign-in`: a sign-in link, also the trial's first mail).
 */
export async function lastMailTo(
  dir: string,
  to: string,
  kind?: keyof typeof LINK_PATHS,
): Promise<OutboxMail | undefined> {
  const path = kind ? LINK_PATHS[kind] : '';
  const mails = (await readOutbox(dir)).filter(
    (m) => m.to.toLowerCase().includes(to.toLowerCase()) && (m.link ?? '').includes(path),
  );
  return mails.at(-1);
}

/** The token of a mailed link (`…#token=…`). */
export function tokenOf(link: string | undefined): string {
  const m = /#token=([A-Za-z0-9_-]+)/.exec(link ?? '');
  if (!m?.[1]) throw new Error(`no token in link ${String(link)}`);
  return m[1];
}
