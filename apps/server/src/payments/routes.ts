import { planEndpoints } from '@avatara/contracts/http/plans';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TConfig } from '../config';
import { AppError } from '../errors';
import { route } from '../http/route';
import { currentUser, requireSelf, SESSION_COOKIE } from '../sessions/http';
import { sandboxLanguage, sandboxPage } from './sandbox-page';
import { PAYMENT_SUCCESS_PATH } from './checkout';
import { listPlans } from './plans';
import type { CheckoutService } from './checkout';
import type { SessionService } from '../sessions/service';
import type { Links } from '../http/links';
import type { PaymentProvider } from './types';

/** The services these routes use (given by the composition root, compose.ts). */
export interface PaymentRouteServices {
  checkout: CheckoutService;
  sessions: SessionService;
  links: Links;
  payments: PaymentProvider;
}

/** Plans, checkout start, the sandbox checkout page and the Stripe webhook (avatar-chat.md §7). */
export async function paymentRoutes(
  app: FastifyInstance,
  { services, config }: { services: PaymentRouteServices; config: TConfig },
) {
  const { checkout, sessions } = services;
  const tags = ['payments'];

  route(app, planEndpoints.plans, { tags, handler: async (req) => ({ plans: listPlans(req.query.lang) }) });

  route(app, planEndpoints.checkout, {
    tags,
    config: { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
    handler: async (req) => {
      const user = await requireSelf(req, sessions, req.body.email);
      const token = req.cookies[SESSION_COOKIE];
      return checkout.start(
        user,
        req.body.plan,
        req.body.audience,
        token ? sessions.hashOf(token) : undefined,
      );
    },
  });

  if (services.payments.kind === 'sandbox') {
    if (config.NODE_ENV === 'production') {
      app.log.warn(
        'Payments run in the SANDBOX: the checkout credits balances without charging a card. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for real payments.',
      );
    }
    await app.register(async (scope) => sandboxRoutes(scope, services));
  }

  const webhook = services.payments.webhook;
  if (webhook) {
    await app.register(async (scope) => {
      // Signature verification needs the exact bytes the provider sent.
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
        done(null, body),
      );
      route(scope, planEndpoints.stripeWebhook, {
        tags,
        hide: true,
        handler: async (req, reply) => {
          const paid = webhook.paidCheckout(req.body as Buffer, req.headers);
          if (paid) {
            // Credited only when the provider took exactly the plan's price in its currency.
            const result = await checkout.completePaid(paid.checkoutId, {
              amountMinor: paid.amountMinor,
              currency: paid.currency,
            });
            if (result === 'mismatch')
              req.log.error(
                { event: paid.eventId, session: paid.checkoutId },
                'payment does not match its plan: not credited',
              );
            else
              req.log.info(
                { event: paid.eventId, session: paid.checkoutId, result },
                `${services.payments.kind} payment`,
              );
          }
          return reply.send({ received: true });
        },
      });
    });
  }
}

/**
 * The sandbox checkout page and its Pay form (a browser form: url-encoded body, parsed only here).
 * Both open only for the session that started the checkout; anyone else gets a 404.
 */
async function sandboxRoutes(app: FastifyInstance, services: PaymentRouteServices) {
  const { checkout, sessions } = services;
  const tags = ['payments'];
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  async function ownRow(req: FastifyRequest<{ Params: { id: string } }>) {
    const token = req.cookies[SESSION_COOKIE];
    const user = await currentUser(req, sessions);
    const row = await checkout.get(req.params.id);
    if (!user || !token || !row || row.userId !== user.id || row.sessionHash !== sessions.hashOf(token))
      throw new AppError('NOT_FOUND', 'Unknown checkout session', { reason: 'CHECKOUT_NOT_FOUND' });
    return { row, user };
  }

  route(app, planEndpoints.sandboxCheckout, {
    tags,
    handler: async (req, reply) => {
      const { row, user } = await ownRow(req);
      const lang = sandboxLanguage(req.cookies.language, user.language);
      const plan = listPlans(lang).find((p) => p.id === row.plan && p.audience === row.audience);
      return reply.type('text/html; charset=utf-8').send(sandboxPage(row, plan?.name ?? row.plan, lang));
    },
  });
  // The sandbox's "card network": paying requires the session that started it, then credits
  // through the same code path as the Stripe webhook and returns to the app with the success flag.
  route(app, planEndpoints.sandboxPay, {
    tags,
    handler: async (req, reply) => {
      const { row } = await ownRow(req);
      await checkout.complete(row.id);
      reply.setCookie('paymentSuccess', 'true', { path: '/', maxAge: 86_400, sameSite: 'lax' });
      return reply.redirect(services.links.to(PAYMENT_SUCCESS_PATH), 303);
    },
  });
}
