import {
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZPlansQuery,
  ZPlansResponse,
  ZSandboxCheckoutParams,
  ZWebhookReceived,
} from '../plans';
import { GET, json, jsonBody, page, POST } from './endpoint';

/**
 * The plan catalogue and the checkout on the payment API (avatar-chat.md §7; docs/plans.md), the
 * sandbox checkout's page and Pay form (served only with the sandbox) and Stripe's webhook (only
 * with Stripe; its body is read as raw bytes for the signature).
 */
export const planEndpoints = {
  plans: GET({ path: '/plans', base: 'payment', query: ZPlansQuery, response: json(ZPlansResponse) }),
  checkout: POST({
    path: '/create-checkout-session',
    base: 'payment',
    body: jsonBody(ZCheckoutRequest),
    response: json(ZCheckoutResponse),
  }),
  sandboxCheckout: GET({ path: '/sandbox/checkout/:id', params: ZSandboxCheckoutParams, response: page }),
  /** A browser form (url-encoded); answers with a redirect back to the app (303). */
  sandboxPay: POST({ path: '/sandbox/checkout/:id/pay', params: ZSandboxCheckoutParams, response: page }),
  stripeWebhook: POST({ path: '/stripe/webhook', response: json(ZWebhookReceived, { serialize: false }) }),
};
