import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../config';
import { AppError } from '../errors';
import type { SessionService, UserRow } from '../services/sessions';

/** The httpOnly session cookie; the spec's `user` cookie is display data only and never read here. */
export const SESSION_COOKIE = 'avatara_sid';

const resolved = new WeakMap<FastifyRequest, Promise<UserRow | undefined>>();

/** The signed-in user of this request (memoised per request), or undefined. */
export function currentUser(request: FastifyRequest, sessions: SessionService): Promise<UserRow | undefined> {
  let p = resolved.get(request);
  if (!p) {
    p = sessions.resolve(request.cookies[SESSION_COOKIE]);
    resolved.set(request, p);
  }
  return p;
}

/** The signed-in user, or 401. */
export async function requireUser(request: FastifyRequest, sessions: SessionService): Promise<UserRow> {
  const user = await currentUser(request, sessions);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please log in.', { reason: 'SIGN_IN_REQUIRED' });
  return user;
}

/**
 * The signed-in user for a read-only endpoint polled every second (trading panel), or 401.
 * Reuses a session resolved in the last two seconds (SessionService.resolveForPolling).
 */
export async function requirePollingUser(request: FastifyRequest, sessions: SessionService): Promise<UserRow> {
  const user = await sessions.resolveForPolling(request.cookies[SESSION_COOKIE]);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please log in.', { reason: 'SIGN_IN_REQUIRED' });
  return user;
}

/** An `email` in a request is accepted only when it is the signed-in user's own; else 403. */
export async function requireSelf(request: FastifyRequest, sessions: SessionService, email: string): Promise<UserRow> {
  const user = await requireUser(request, sessions);
  if (user.email !== email.trim().toLowerCase()) throw new AppError('FORBIDDEN', 'You can only access your own account.', { reason: 'NOT_YOUR_ACCOUNT', field: 'email' });
  return user;
}

/** Cookies are Secure when the request came over https or the public address is https. */
export function isSecure(request: FastifyRequest, config: Pick<TConfig, 'publicUrl'>): boolean {
  return request.protocol === 'https' || config.publicUrl.startsWith('https://');
}

/** Sets the session cookie: httpOnly, SameSite=Lax, Secure outside plain-http localhost. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date, config: Pick<TConfig, 'publicUrl'>): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request, config),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
