import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Query parameters whose values are personal or secret: emails, link tokens, OAuth codes and states. */
const SECRET_PARAMS = new Set([
  'email',
  'useremail',
  'chatemail',
  'token',
  'code',
  'state',
  'id_token',
  'access_token',
]);
const EMAIL = /[^\s@"'<>()[\]{},;:=/?&]+@[^\s@"'<>()[\]{},;:=/?&]+\.[A-Za-z0-9-]+/g;

/** `ada@example.com` anywhere in a text → `a…@example.com`. */
export function scrubEmails(text: string): string {
  return text.replace(EMAIL, (m) => {
    const at = m.lastIndexOf('@');
    return `${m[0]}…${m.slice(at)}`;
  });
}

/** A request URL as logged: secret query values replaced, emails in the path masked. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = scrubEmails(q < 0 ? url : url.slice(0, q));
  if (q < 0) return path;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // a malformed key is logged as it came
      }
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${key}=[redacted]` : scrubEmails(pair);
    });
  return `${path}?${parts.join('&')}`;
}

/** Keys of a serialised error that carry a failed query's values (drizzle, pg, PGlite). */
const VALUE_KEYS = ['params', 'parameters', 'values', 'query', 'detail', 'where'];

/**
 * A serialised error without what a user wrote or what is stored about them (issue 27 §5): a
 * failed query's parameters are cut from its message and stack ("params: …", the message text,
 * the states, the user id) and dropped with the query; emails are masked; causes alike. What stays
 * is the error's class, its code and where it happened; the request id is the log line's own.
 */
export function withoutPersonalData(out: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const clean = (text: string) =>
    scrubEmails(
      text
        // a failed query's values, after drizzle's "params:" up to the stack's frames
        .replace(/\bparams: [\s\S]*?(?=\n {4}at |$)/g, 'params: [redacted]')
        // values the database quotes in its own message: invalid input syntax … "x", Key (email)=(x)
        .replace(/"[^"\n]*"/g, '"[redacted]"')
        .replace(/=\([^)\n]*\)/g, '=([redacted])'),
    );
  if (typeof out.message === 'string') out.message = clean(out.message);
  if (typeof out.stack === 'string') out.stack = clean(out.stack);
  for (const key of VALUE_KEYS) if (key in out) out[key] = '[redacted]';
  if (depth < 4 && out.cause && typeof out.cause === 'object')
    out.cause = withoutPersonalData(out.cause as Record<string, unknown>, depth + 1);
  return out;
}

/**
 * Fastify's logger with personal data kept out: no cookies, authorization or set-cookie headers;
 * emails and link tokens neither in request URLs nor in logged fields (`email`, `token`,
 * `password`); emails in error messages (a failed query's parameters) masked. docs/accounts.md.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const errSerializer = pino.stdSerializers.err;
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'email',
        '*.email',
        'token',
        '*.token',
        'password',
        '*.password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(req: {
        method: string;
        url: string;
        ip?: string;
        host?: string;
        socket?: { remotePort?: number };
      }) {
        return {
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        };
      },
      err: (err: Error) => withoutPersonalData(errSerializer(err)) as ReturnType<typeof errSerializer>,
    },
  };
}
