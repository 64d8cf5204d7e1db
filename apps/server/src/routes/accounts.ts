import { ZEmailQuery, ZLoginRequest, ZRegisterRequest, ZSetConsentRequest, ZTrialRequest, ZUser } from '@avatara/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../config';
import { clearSessionCookie, currentUser, requireSelf, SESSION_COOKIE, setSessionCookie } from '../http/session';
import type { Services } from '../services';
import type { UserRow } from '../services/sessions';

/**
 * Sign-in, registration, trial, user record and consent (avatar-chat.md §3, §7).
 * `/register`, `/login` and `/trial` answer plain text (the spec'd client reads the text) and are
 * rate-limited per IP; the reason of an auth failure is also in the `x-error-code` header.
 */
export async function accountRoutes(app: FastifyInstance, { services, config }: { services: Services; config: TConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, sessions } = services;
  const limited = { errorFormat: 'text' as const, rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
  // New accounts carry a one-time credit: at most SIGNUPS_PER_HOUR per IP (docs/accounts.md).
  const signup = { errorFormat: 'text' as const, rateLimit: { max: config.SIGNUPS_PER_HOUR, timeWindow: 3_600_000 } };

  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    await sessions.destroy(request.cookies[SESSION_COOKIE]);
    const s = await sessions.create(user.id);
    setSessionCookie(request, reply, s.token, s.expiresAt, config);
  }
  const text = (reply: FastifyReply, body: string) => reply.type('text/plain; charset=utf-8').send(body);

  r.post('/register', { schema: { tags: ['accounts'], body: ZRegisterRequest }, config: signup }, async (req, reply) => {
    const user = await accounts.register(req.body);
    await signIn(req, reply, user);
    return text(reply.status(201), 'Registration successful');
  });

  r.post('/login', { schema: { tags: ['accounts'], body: ZLoginRequest }, config: limited }, async (req, reply) => {
    const user = await accounts.login(req.body.email, req.body.password);
    await signIn(req, reply, user);
    return text(reply, 'Login successful');
  });

  r.post('/logout', { schema: { tags: ['accounts'] } }, async (req, reply) => {
    await sessions.destroy(req.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  r.post('/trial', { schema: { tags: ['accounts'], body: ZTrialRequest }, config: signup }, async (req, reply) => {
    const user = await accounts.startTrial(req.body, await currentUser(req, sessions));
    await signIn(req, reply, user);
    return text(reply.status(201), `Your 14-day trial has started. It ends on ${user.trialExpiresAt!.toISOString().slice(0, 10)}.`);
  });

  r.get('/get-user', { schema: { tags: ['accounts'], querystring: ZEmailQuery, response: { 200: ZUser } } }, async (req) => {
    const user = await requireSelf(req, sessions, req.query.email);
    return accounts.view(user);
  });

  r.post('/setConsent', { schema: { tags: ['accounts'], body: ZSetConsentRequest, response: { 200: ZUser } } }, async (req) => {
    const user = await requireSelf(req, sessions, req.body.email);
    await accounts.setConsent(user.id, req.body.consent);
    return accounts.view(user);
  });

  r.get('/isConsent', { schema: { tags: ['accounts'], querystring: ZEmailQuery, response: { 200: z.boolean() } } }, async (req) => {
    const user = await requireSelf(req, sessions, req.query.email);
    return accounts.hasConsent(user.id);
  });
}
