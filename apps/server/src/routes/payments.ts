import { ZCheckoutRequest, ZCheckoutResponse, ZLanguage, ZPlansResponse } from '@avatara/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { TConfig } from '../config';
import { AppError } from '../errors';
import { baseUrlOf, requireSelf, requireUser } from '../http/session';
import { StripePayments } from '../payments/stripe';
import { sandboxPage } from '../payments/sandbox-page';
import type { Services } from '../services';
import { listPlans } from '../services/plans';

/** Plans, checkout start, the sandbox checkout page and the Stripe webhook (avatar-chat.md §7). */
export async function paymentRoutes(app: FastifyInstance, { services, config }: { services: Services; config: TConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { checkout, sessions } = services;

  r.get('/plans', { schema: { tags: ['payments'], querystring: z.object({ lang: ZLanguage.optional() }), response: { 200: ZPlansResponse } } }, async (req) => ({
    plans: listPlans(req.query.lang),
  }));

  r.post('/create-checkout-session', { schema: { tags: ['payments'], body: ZCheckoutRequest, response: { 200: ZCheckoutResponse } }, config: { rateLimit: { max: config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } } }, async (req) => {
    const user = await requireSelf(req, sessions, req.body.email);
    return checkout.start(user, req.body.plan, req.body.audience, baseUrlOf(req, config.PUBLIC_URL));
  });

  if (services.payments.kind === 'sandbox') {
    if (config.NODE_ENV === 'production') {
      app.log.warn('Payments run in the SANDBOX: the checkout credits balances without charging a card. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for real payments.');
    }
    await app.register(async (scope) => sandboxRoutes(scope, services, config));
  }

  if (services.payments instanceof StripePayments) {
    const stripe = services.payments.stripe;
    const secret = config.STRIPE_WEBHOOK_SECRET;
    await app.register(async (scope) => {
      // Signature verification needs the exact bytes Stripe sent.
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      scope.post('/stripe/webhook', { schema: { tags: ['payments'], hide: true } }, async (req, reply) => {
        if (!secret) throw new AppError('UNAVAILABLE', 'STRIPE_WEBHOOK_SECRET is not configured');
        const signature = req.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(req.body as Buffer, String(signature ?? ''), secret);
        } catch (err) {
          throw new AppError('VALIDATION', 'Invalid Stripe signature', { field: 'stripe-signature', cause: err });
        }
        if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
          const session = event.data.object;
          if (session.payment_status === 'paid' && (await checkout.get(session.id))) {
            const applied = await checkout.complete(session.id);
            req.log.info({ event: event.id, session: session.id, applied }, 'stripe payment');
          }
        }
        return reply.send({ received: true });
      });
    });
  }
}

/** The sandbox checkout page and its Pay form (a browser form: url-encoded body, parsed only here). */
async function sandboxRoutes(app: FastifyInstance, services: Services, config: TConfig) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { checkout, sessions } = services;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const ZId = z.object({ id: z.string().regex(/^cs_sandbox_[0-9a-f]{24}$/, 'Unknown checkout session') });
  r.get('/sandbox/checkout/:id', { schema: { tags: ['payments'], params: ZId } }, async (req, reply) => {
    const row = await checkout.get(req.params.id);
    if (!row) throw new AppError('NOT_FOUND', 'Unknown checkout session');
    return reply.type('text/html; charset=utf-8').send(sandboxPage(row));
  });
  // The sandbox's "card network": paying requires the buyer's own session, then credits through
  // the same code path as the Stripe webhook and returns to the app with the success flag.
  r.post('/sandbox/checkout/:id/pay', { schema: { tags: ['payments'], params: ZId } }, async (req, reply) => {
    const user = await requireUser(req, sessions);
    const row = await checkout.get(req.params.id);
    if (!row || row.userId !== user.id) throw new AppError('NOT_FOUND', 'Unknown checkout session');
    await checkout.complete(row.id);
    reply.setCookie('paymentSuccess', 'true', { path: '/', maxAge: 86_400, sameSite: 'lax' });
    return reply.redirect(`${baseUrlOf(req, config.PUBLIC_URL)}/?paymentSuccess=true`, 303);
  });
}
