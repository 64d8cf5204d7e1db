import { accountEndpoints as endpoints } from '@avatara/contracts/http/account';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config';
import { clientAddress } from '../http/client-ip';
import { route } from '../http/route';
import { clearSessionCookie, requireUser, SESSION_COOKIE } from '../sessions/http';
import type { UserRow } from '../sessions/service';
import type { SessionService } from '../sessions/service';
import type { AccountService } from './service';
import type { PasswordService } from './password-reset';
import type { AccountDataService } from './account-data';
import type { EmailOwnership } from './email-ownership';

/** The services these routes use (given by the composition root, compose.ts). */
export interface AccountPageServices {
  sessions: SessionService;
  accounts: AccountService;
  passwords: PasswordService;
  accountData: AccountDataService;
  ownership: EmailOwnership;
  now: () => Date;
}

/**
 * The account page's calls (docs/accounts.md "Your data"): the account, name and language, a
 * password, the confirmation mail, signing out everywhere, the export and the deletion. Only for
 * the signed-in user; no email in any of them.
 */
export async function accountPageRoutes(
  app: FastifyInstance,
  { services, config }: { services: AccountPageServices; config: TConfig },
) {
  const { sessions, accounts, passwords, accountData } = services;
  const tags = ['account'];
  const limit = { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };

  const view = async (user: UserRow) => accounts.page(user, await sessions.count(user.id));

  route(app, endpoints.account, { tags, handler: async (req) => view(await requireUser(req, sessions)) });

  route(app, endpoints.update, {
    tags,
    handler: async (req) => {
      const user = await requireUser(req, sessions);
      return view(await accounts.updateProfile(user, req.body));
    },
  });

  route(app, endpoints.changePassword, {
    tags,
    config: limit,
    handler: async (req) => {
      const user = await requireUser(req, sessions);
      const token = req.cookies[SESSION_COOKIE];
      const had = user.passwordHash !== null;
      await passwords.change(
        user,
        clientAddress(req),
        token ? sessions.hashOf(token) : undefined,
        req.body.currentPassword,
        req.body.newPassword,
      );
      return {
        message: had
          ? 'Your password has been changed. Other sessions were signed out.'
          : 'Your password is set. Other sessions were signed out.',
      };
    },
  });

  route(app, endpoints.resendVerification, {
    tags,
    config: limit,
    handler: async (req, reply) => {
      const user = await requireUser(req, sessions);
      await services.ownership.resendVerification(user);
      return reply.status(202).send({ message: 'A confirmation link is on its way to your email address.' });
    },
  });

  route(app, endpoints.signOutEverywhere, {
    tags,
    handler: async (req) => {
      const user = await requireUser(req, sessions);
      await sessions.endAll(user.id, req.cookies[SESSION_COOKIE]);
      return { message: 'Every other session has been signed out.' };
    },
  });

  route(app, endpoints.export, {
    tags,
    handler: async (req, reply) => {
      const user = await requireUser(req, sessions);
      const data = await accountData.export(user, req.cookies[SESSION_COOKIE]);
      const day = services.now().toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="avatara-export-${day}.json"`)
        .send(data);
    },
  });

  route(app, endpoints.remove, {
    tags,
    config: limit,
    handler: async (req, reply) => {
      const user = await requireUser(req, sessions);
      await accountData.delete(user, clientAddress(req), req.cookies[SESSION_COOKIE], req.body?.password);
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  });
}
