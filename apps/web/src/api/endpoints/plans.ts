import { ZCheckoutRequest, ZCheckoutResponse, ZPlansResponse } from '@avatara/contracts/plans';
import type { Language } from '../../i18n/languages';
import { GET, jsonBody, json, POST, queryOf } from '../endpoint';

/** The plan catalogue and the checkout, on the payment API (spec §7). */
export const planEndpoints = {
  plans: GET({
    path: '/plans',
    base: 'payment',
    query: queryOf<{ lang?: Language }>(),
    response: json(ZPlansResponse),
  }),
  checkout: POST({
    path: '/create-checkout-session',
    base: 'payment',
    body: jsonBody(ZCheckoutRequest),
    response: json(ZCheckoutResponse),
  }),
};
