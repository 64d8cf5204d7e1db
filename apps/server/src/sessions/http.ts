import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../config';
import { AppError } from '../errors';
import { suspendedError, type ResolvedSession, type SessionService, type UserRow } from './service';

/** The httpOnly session cookie; the spec's `user` cookie is display data only and never read here. */
export const SESSION_COOKIE = 'avatara_sid';

const resolved = new WeakMap<FastifyRequest, Promise<ResolvedSession | undefined>>();

/** The session of this request with its user and consent (memoised per request), or undefined. */
export function currentSession(
  request: FastifyRequest,
  sessions: SessionService,
): Promise<ResolvedSession | undefined> {
  let p = resolved.get(request);
  if (!p) {
    p = sessions.resolveSession(request.cookies[SESSION_COOKIE]);
    resolved.set(request, p);
  }
  return p;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whose cached sessions a write of this route may change (SessionCache). Default `anyone`:
     * the whole cache is dropped when the answer leaves. `self`: only the signed-in user's entries
     * (for frequent writes that change no one else, like a chat turn or the consent).
     */
    changesUsers?: 'self' | 'anyone';
  }
}

/**
 * After any request but GET/HEAD, cached sessions are evicted before the answer leaves (and again
 * when a streamed answer ends), so the browser's next read sees the change even before the
 * database's notification arrives (docs/benchmarks.md "/get-user"): the signed-in user's entries
 * for routes marked `changesUsers: 'self'`, everything for the others (sign-in links, webhooks,
 * resets, which change users other than the caller). Requests that never reached a handler
 * (no such route, invalid input) evict nothing.
 */
export function registerSessionEviction(app: FastifyInstance, sessions: SessionService): void {
  // Only a request that reached its route's handlers can have changed anyone: a POST to an unknown
  // path, or a body that failed validation, must not let anyone empty the cache for free.
  const reached = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url !== undefined) reached.add(request);
  });
  const evict = async (request: FastifyRequest) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !reached.has(request)) return;
    if (request.routeOptions.config?.changesUsers !== 'self') return sessions.cache.reset();
    const session = await resolved.get(request)?.catch(() => undefined);
    if (session) sessions.userChanged(session.user.id);
  };
  app.addHook('onSend', async (request, _reply, payload) => {
    await evict(request);
    return payload;
  });
  app.addHook('onResponse', evict);
}

/** The signed-in user of this request (memoised per request), or undefined. */
export async function currentUser(
  request: FastifyRequest,
  sessions: SessionService,
): Promise<UserRow | undefined> {
  return (await currentSession(request, sessions))?.user;
}

/** The signed-in user, or 401; a suspended account 403 ACCOUNT_SUSPENDED. */
export async function requireUser(request: FastifyRequest, sessions: SessionService): Promise<UserRow> {
  const user = await currentUser(request, sessions);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please log in.', { reason: 'SIGN_IN_REQUIRED' });
  if (user.suspendedAt) throw suspendedError();
  return user;
}

/** An `email` in a request is accepted only when it is the signed-in user's own; else 403. */
export async function requireSelf(
  request: FastifyRequest,
  sessions: SessionService,
  email: string,
): Promise<UserRow> {
  return (await requireSelfSession(request, sessions, email)).user;
}

/** `requireSelf` with the session's consent (for the §3 user record). */
export async function requireSelfSession(
  request: FastifyRequest,
  sessions: SessionService,
  email: string,
): Promise<ResolvedSession> {
  const session = await currentSession(request, sessions);
  if (!session) throw new AppError('UNAUTHENTICATED', 'Please log in.', { reason: 'SIGN_IN_REQUIRED' });
  if (session.user.suspendedAt) throw suspendedError();
  if (session.user.email !== email.trim().toLowerCase())
    throw new AppError('FORBIDDEN', 'You can only access your own account.', {
      reason: 'NOT_YOUR_ACCOUNT',
      field: 'email',
    });
  return session;
}

/** Cookies are Secure when the request came over https or the public address is https. */
export function isSecure(request: FastifyRequest, config: Pick<TConfig, 'publicUrl'>): boolean {
  return request.protocol === 'https' || config.publicUrl.startsWith('https://');
}

/** Sets the session cookie: httpOnly, SameSite=Lax, Secure outside plain-http localhost. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  config: Pick<TConfig, 'publicUrl'>,
): void {
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
