import { z } from 'zod';
import { ZEmail, ZLanguage } from './common';

/** The four plans of avatar-chat.md §3. */
export const PLAN_IDS = ['free', 'early', 'plus', 'pro'] as const;
export type TPlanId = (typeof PLAN_IDS)[number];
export const AUDIENCES = ['personal', 'business'] as const;
export type TAudience = (typeof AUDIENCES)[number];

/** One plan card of the pricing page (`GET /plans`); prices and contents in docs/plans.md. */
export const ZPlan = z.object({
  id: z.enum(PLAN_IDS),
  audience: z.enum(AUDIENCES),
  name: z.string(),
  priceUsd: z.number(),
  creditUsd: z.number(),
  description: z.string(),
  features: z.array(z.string()),
  active: z.boolean(),
});
export type TPlan = z.infer<typeof ZPlan>;
export const ZPlansResponse = z.object({ plans: z.array(ZPlan) });
export type TPlansResponse = z.infer<typeof ZPlansResponse>;
/** `GET /plans?lang=`: names and texts in this language (default en-US). */
export const ZPlansQuery = z.object({ lang: ZLanguage.optional() });

/** `POST /create-checkout-session {plan, email}` → `{id, url}`. */
export const ZCheckoutRequest = z.object({
  plan: z.enum(PLAN_IDS),
  email: ZEmail,
  audience: z.enum(AUDIENCES).default('personal'),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;
export const ZCheckoutResponse = z.object({ id: z.string(), url: z.string() });
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

/** The sandbox checkout's page and Pay form (docs/plans.md): `/sandbox/checkout/{id}`. */
export const ZSandboxCheckoutParams = z.object({
  id: z.string().regex(/^cs_sandbox_[0-9a-f]{24}$/, 'Unknown checkout session'),
});
/** What the Stripe webhook answers once it has taken an event. */
export const ZWebhookReceived = z.object({ received: z.literal(true) });
