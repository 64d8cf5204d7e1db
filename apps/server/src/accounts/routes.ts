import {
  ZEmailQuery,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZMessageResponse,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSetConsentRequest,
  ZTrialRequest,
  ZUser,
  ZVerifyEmailRequest,
} from '@avatara/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../config';
import { clientAddress } from '../http/client-ip';
import {
  clearSessionCookie,
  currentUser,
  requireSelf,
  requireSelfSession,
  SESSION_COOKIE,
  setSessionCookie,
} from '../sessions/http';
import type { UserRow } from '../sessions/service';
import type { AccountService } from './service';
import type { SessionService } from '../sessions/service';
import type { PasswordService } from './password-reset';
import type { EmailOwnership } from './email-ownership';

/** The services these routes use (given by the composition root, compose.ts). */
export interface AccountRouteServices {
  accounts: AccountService;
  sessions: SessionService;
  passwords: PasswordService;
  ownership: EmailOwnership;
}

/** The same answer to every forgot-password request, whether or not the email has an account. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses this email address, a link to choose a new password is on its way. It works once, for 30 minutes.';

/**
 * Sign-in, registration, trial, user record and consent (avatar-chat.md §3, §7), forgotten
 * passwords and email confirmation. `/register`, `/login` and `/trial` answer plain text (the
 * spec'd client reads the text); the reason of an auth failure is also in `x-error-code`.
 */
export async function accountRoutes(
  app: FastifyInstance,
  { services, config }: { services: AccountRouteServices; config: TConfig },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, sessions, passwords } = services;
  const limit = { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
  const limited = { errorFormat: 'text' as const, ...limit };
  // New accounts carry a one-time credit: registrations and trials share one counter of
  // SIGNUPS_PER_HOUR per IP (one limiter, one store; docs/accounts.md).
  const signupLimit = app.rateLimit({ max: config.SIGNUPS_PER_HOUR, timeWindow: 3_600_000 });
  const signup = { errorFormat: 'text' as const };

  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    await sessions.destroy(request.cookies[SESSION_COOKIE]);
    const s = await sessions.create(user.id);
    setSessionCookie(request, reply, s.token, s.expiresAt, config);
  }
  const text = (reply: FastifyReply, body: string) => reply.type('text/plain; charset=utf-8').send(body);

  r.post(
    '/register',
    { schema: { tags: ['accounts'], body: ZRegisterRequest }, config: signup, onRequest: signupLimit },
    async (req, reply) => {
      const user = await accounts.register(req.body);
      await signIn(req, reply, user);
      return text(reply.status(201), 'Registration successful');
    },
  );

  r.post(
    '/login',
    { schema: { tags: ['accounts'], body: ZLoginRequest }, config: limited },
    async (req, reply) => {
      const user = await accounts.login(clientAddress(req), req.body.email, req.body.password);
      await signIn(req, reply, user);
      return text(reply, 'Login successful');
    },
  );

  r.post('/logout', { schema: { tags: ['accounts'] } }, async (req, reply) => {
    await sessions.destroy(req.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  r.post(
    '/trial',
    { schema: { tags: ['accounts'], body: ZTrialRequest }, config: signup, onRequest: signupLimit },
    async (req, reply) => {
      const user = await accounts.startTrial(req.body, await currentUser(req, sessions));
      await signIn(req, reply, user);
      return text(
        reply.status(201),
        `Your 14-day trial has started. It ends on ${user.trialExpiresAt!.toISOString().slice(0, 10)}.`,
      );
    },
  );

  r.post(
    '/password/forgot',
    {
      schema: { tags: ['accounts'], body: ZForgotPasswordRequest, response: { 202: ZMessageResponse } },
      config: limit,
    },
    async (req, reply) => {
      passwords.requestReset(req.body.email);
      return reply.status(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  r.post(
    '/password/reset',
    {
      schema: { tags: ['accounts'], body: ZResetPasswordRequest, response: { 200: ZMessageResponse } },
      config: limit,
    },
    async (req) => {
      await passwords.reset(req.body.token, req.body.password);
      return { message: 'Your password has been changed. Please sign in with it.' };
    },
  );

  r.post(
    '/account/verify-email',
    {
      schema: { tags: ['accounts'], body: ZVerifyEmailRequest, response: { 200: ZMessageResponse } },
      config: limit,
    },
    async (req) => {
      await services.ownership.verifyEmail(req.body.token);
      return { message: 'Your email address is confirmed.' };
    },
  );

  r.get(
    '/get-user',
    { schema: { tags: ['accounts'], querystring: ZEmailQuery, response: { 200: ZUser } } },
    async (req) => {
      const { user, consent } = await requireSelfSession(req, sessions, req.query.email);
      return accounts.view(user, consent);
    },
  );

  r.post(
    '/setConsent',
    {
      schema: { tags: ['accounts'], body: ZSetConsentRequest, response: { 200: ZUser } },
      config: { changesUsers: 'self' },
    },
    async (req) => {
      const user = await requireSelf(req, sessions, req.body.email);
      await accounts.setConsent(user.id, req.body.consent, req.body.birthDate, config.MIN_AGE);
      return accounts.view(user, req.body.consent);
    },
  );

  r.get(
    '/isConsent',
    { schema: { tags: ['accounts'], querystring: ZEmailQuery, response: { 200: z.boolean() } } },
    async (req) => {
      return (await requireSelfSession(req, sessions, req.query.email)).consent;
    },
  );
}
