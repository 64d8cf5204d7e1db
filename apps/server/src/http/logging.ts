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
      err(err: Error) {
        const out = errSerializer(err);
        if (typeof out.message === 'string') out.message = scrubEmails(out.message);
        if (typeof out.stack === 'string') out.stack = scrubEmails(out.stack);
        return out;
      },
    },
  };
}
