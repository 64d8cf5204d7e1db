import OpenAI from 'openai';
import { SocialAuth } from '../auth/social';
import { ModelAppraiser, OfflineAppraiser, type Appraiser } from '../companion/appraiser';
import type { TConfig } from '../config';
import type { Database } from '../db/client';
import { SandboxPayments } from '../payments/sandbox';
import { StripePayments } from '../payments/stripe';
import type { PaymentProvider } from '../payments/types';
import { AccountService } from './accounts';
import { AvatarService } from './avatars';
import { NhsService } from './nhs';
import { CheckoutService } from './checkout';
import { SessionService } from './sessions';

export interface Services {
  accounts: AccountService;
  sessions: SessionService;
  checkout: CheckoutService;
  payments: PaymentProvider;
  social: SocialAuth;
  avatars: AvatarService;
  nhs: NhsService;
  appraiser: Appraiser;
  now: () => Date;
}

export interface ServiceOverrides {
  /** The clock (tests move it to check lock expiry and trials). */
  now?: () => Date;
  payments?: PaymentProvider;
  appraiser?: Appraiser;
}

/**
 * The one place where adapters are chosen from configuration: Stripe when STRIPE_SECRET_KEY is
 * set, else the sandbox checkout page; Google/Facebook when their client ids are set.
 */
export function createServices(config: TConfig, db: Database, overrides: ServiceOverrides = {}): Services {
  const now = overrides.now ?? (() => new Date());
  const payments =
    overrides.payments ?? (config.payments === 'stripe' ? new StripePayments(config.STRIPE_SECRET_KEY!) : new SandboxPayments());
  const appraiser =
    overrides.appraiser ??
    (config.hasChatApi
      ? new ModelAppraiser(new OpenAI({ apiKey: config.OPENAI_API_KEY ?? 'none', ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}) }), config.OPENAI_APPRAISAL_MODEL)
      : new OfflineAppraiser());
  return {
    accounts: new AccountService(db, now, config.TRIAL_CREDIT_USD),
    sessions: new SessionService(db, now, config.SESSION_DAYS),
    checkout: new CheckoutService(db, payments, now),
    payments,
    social: new SocialAuth(config, db, now),
    avatars: new AvatarService(db, now, { dir: config.AVATAR_IMAGE_DIR, baseUrl: config.AVATAR_IMAGE_BASE_URL }),
    nhs: new NhsService(db, now, appraiser),
    appraiser,
    now,
  };
}
