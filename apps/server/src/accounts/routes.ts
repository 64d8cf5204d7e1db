import { accountEndpoints } from '@avatara/contracts/http/account';
import { authEndpoints } from '@avatara/contracts/http/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TConfig } from '../config';
import { clientAddress } from '../http/client-ip';
import { route, type RequestOf } from '../http/route';
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
import type { SignInLinks } from './sign-in-links';
import { checkNewPassword } from './passwords';
import { AppError } from '../errors';

/** The services these routes use (given by the composition root, compose.ts). */
export interface AccountRouteServices {
  accounts: AccountService;
  sessions: SessionService;
  passwords: PasswordService;
  ownership: EmailOwnership;
  signInLinks: SignInLinks;
}

/** The same answer to every forgot-password request, whether or not the email has an account. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account uses this email address, a link to choose a new password is on its way. It works once, for 30 minutes.';

/** The same answer to every request for a sign-in link, whether or not the email has an account. */
export const SIGN_IN_LINK_ANSWER =
  'If an account uses this email address, a sign-in link is on its way. It works once, for 15 minutes.';

/**
 * Sign-in, registration, trial, user record and consent (avatar-chat.md §3, §7), forgotten
 * passwords and email confirmation. `/register`, `/login` and `/trial` answer plain text (the
 * spec'd client reads the text); the reason of an auth failure is also in `x-error-code`.
 */
export async function accountRoutes(
  app: FastifyInstance,
  { services, config }: { services: AccountRouteServices; config: TConfig },
) {
  const { accounts, sessions, passwords } = services;
  const limit = { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };
  const limited = { errorFormat: 'text' as const, ...limit };
  // New accounts carry a one-time credit: registrations and trials share one counter of
  // SIGNUPS_PER_HOUR per IP (one limiter, one store; docs/accounts.md).
  const signupLimit = app.rateLimit({ max: config.SIGNUPS_PER_HOUR, timeWindow: 3_600_000 });
  const signup = { errorFormat: 'text' as const };
  // Every sign-up request that passes validation, refused or not, also counts toward
  // AUTH_RATE_LIMIT_PER_MINUTE per IP (registrations and trials together): a refusal
  // (`EMAIL_TAKEN`, a weak password) costs a database read or the password policy's check, and
  // tells whether an address has an account. Typos behind one NAT stay far below it. The plugin
  // runs one limiter per request, so this one is applied by hand, on a key of its own.
  const perMinute = app.createRateLimit({
    max: config.AUTH_RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) => `sign-up-requests:${clientAddress(req)}`,
  });
  const signUpRequests = async (req: FastifyRequest, reply: FastifyReply) => {
    const limit = await perMinute(req);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw new AppError('RATE_LIMITED', `Rate limit exceeded, retry in ${limit.ttlInSeconds} seconds`, {
      reason: 'TOO_MANY_REQUESTS',
    });
  };

  async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    await sessions.destroy(request.cookies[SESSION_COOKIE]);
    const s = await sessions.create(user.id);
    setSessionCookie(request, reply, s.token, s.expiresAt, config);
  }
  const text = (reply: FastifyReply, body: string) => reply.type('text/plain; charset=utf-8').send(body);

  const tags = ['accounts'];

  route(app, authEndpoints.register, {
    tags,
    config: signup,
    // Only a valid request that could create an account counts toward the sign-up limit.
    preHandler: [
      signUpRequests,
      async (req: FastifyRequest) =>
        accounts.signUpRefusal(
          'register',
          (req as RequestOf<typeof authEndpoints.register>).body.email,
          undefined,
        ),
      // A password the policy refuses cannot create an account either (register checks it again).
      async (req: FastifyRequest) => {
        const { body } = req as RequestOf<typeof authEndpoints.register>;
        await checkNewPassword(body.password, body, 'password');
      },
      signupLimit,
    ],
    handler: async (req, reply) => {
      const user = await accounts.register(req.body);
      await signIn(req, reply, user);
      return text(reply.status(201), 'Registration successful');
    },
  });

  route(app, authEndpoints.login, {
    tags,
    config: limited,
    handler: async (req, reply) => {
      const user = await accounts.login(clientAddress(req), req.body.email, req.body.password);
      await signIn(req, reply, user);
      return text(reply, 'Login successful');
    },
  });

  route(app, authEndpoints.requestSignInLink, {
    tags,
    config: limit,
    handler: async (req, reply) => {
      services.signInLinks.request(req.body.email);
      return reply.status(202).send({ message: SIGN_IN_LINK_ANSWER });
    },
  });

  route(app, authEndpoints.signInWithLink, {
    tags,
    config: limit,
    handler: async (req, reply) => {
      const user = await services.signInLinks.signIn(req.body.token);
      await signIn(req, reply, user);
      return { message: 'Login successful', email: user.email };
    },
  });

  route(app, authEndpoints.logout, {
    tags,
    handler: async (req, reply) => {
      await sessions.destroy(req.cookies[SESSION_COOKIE]);
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  });

  route(app, authEndpoints.trial, {
    tags,
    config: signup,
    preHandler: [
      signUpRequests,
      async (req: FastifyRequest) =>
        accounts.signUpRefusal(
          'trial',
          (req as RequestOf<typeof authEndpoints.trial>).body.email,
          await currentUser(req, sessions),
        ),
      signupLimit,
    ],
    handler: async (req, reply) => {
      const user = await accounts.startTrial(req.body, await currentUser(req, sessions));
      await signIn(req, reply, user);
      return text(
        reply.status(201),
        `Your 14-day trial has started. It ends on ${user.trialExpiresAt!.toISOString().slice(0, 10)}. ` +
          'To sign in again later, ask for a sign-in link by email on the login form.',
      );
    },
  });

  route(app, accountEndpoints.forgotPassword, {
    tags,
    config: limit,
    handler: async (req, reply) => {
      passwords.requestReset(req.body.email);
      return reply.status(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  });

  route(app, accountEndpoints.resetPassword, {
    tags,
    config: limit,
    handler: async (req) => {
      await passwords.reset(req.body.token, req.body.password);
      return { message: 'Your password has been changed. Please sign in with it.' };
    },
  });

  route(app, accountEndpoints.verifyEmail, {
    tags,
    config: limit,
    handler: async (req) => {
      await services.ownership.verifyEmail(req.body.token);
      return { message: 'Your email address is confirmed.' };
    },
  });

  route(app, authEndpoints.user, {
    tags,
    handler: async (req) => {
      const { user, consent } = await requireSelfSession(req, sessions, req.query.email);
      return accounts.view(user, consent);
    },
  });

  route(app, authEndpoints.setConsent, {
    tags,
    config: { changesUsers: 'self' },
    handler: async (req) => {
      const user = await requireSelf(req, sessions, req.body.email);
      await accounts.setConsent(user.id, req.body.consent, req.body.birthDate, config.MIN_AGE);
      return accounts.view(user, req.body.consent);
    },
  });

  route(app, authEndpoints.isConsent, {
    tags,
    handler: async (req) => (await requireSelfSession(req, sessions, req.query.email)).consent,
  });
}
