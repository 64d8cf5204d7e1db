import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Accounts. `balanceMicroUsd` is a cache of the ledger's sum for this user, written in the same
 * transaction as every ledger row (docs/architecture.md "Money"). Email is stored lower-cased.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  name: text('name').notNull().default(''),
  language: text('language').notNull().default('en-US'),
  /** argon2id hash; null for accounts created through social sign-in or a trial. */
  passwordHash: text('password_hash'),
  plans: jsonb('plans').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  balanceMicroUsd: bigint('balance_micro_usd', { mode: 'number' }).notNull().default(0),
  trialExpiresAt: timestamp('trial_expires_at', { withTimezone: true }),
  /** True once a provider has confirmed the email (social sign-in); registration does not verify. */
  emailVerified: boolean('email_verified').notNull().default(false),
  /** Social provider that created or last signed in this account ('google' | 'facebook'). */
  authProvider: text('auth_provider'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions; the cookie carries a random token, the table keeps its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Every balance movement: top-ups, trial credits, chat charges. Positive credits, negative debits,
 * in integer micro-USD. `reference` is unique so an external event (a payment webhook) applies once.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountMicroUsd: bigint('amount_micro_usd', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').unique(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_user_idx').on(t.userId)],
);

/** Consent given (or withdrawn) per user, with when. */
export const consents = pgTable('consents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  consent: boolean('consent').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One trial per email, ever: the row stays when the trial ends. */
export const trials = pgTable('trials', {
  email: text('email').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Checkout sessions of both payment adapters (Stripe and the sandbox page). A session is credited
 * once: the ledger row's unique `reference` is `checkout:<id>`.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    audience: text('audience').notNull(),
    provider: text('provider').notNull(),
    priceMicroUsd: bigint('price_micro_usd', { mode: 'number' }).notNull(),
    creditMicroUsd: bigint('credit_micro_usd', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('checkout_user_idx').on(t.userId)],
);

/** Pending social sign-ins: PKCE verifier and nonce per `state`, valid for 10 minutes. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The 12 avatars, seeded at start-up from `@avatara/companion` (upsert by id), so a deployment
 * can also edit them in the database. `data` is the companion `Avatar` record.
 */
export const avatars = pgTable('avatars', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Neuro-hormonal state per (user, avatar): the avatar's state with this user and the user's
 * estimated state, as the companion engine's JSON. Advanced by elapsed time whenever read.
 */
export const nhsStates = pgTable(
  'nhs_states',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    avatarId: text('avatar_id')
      .notNull()
      .references(() => avatars.id, { onDelete: 'cascade' }),
    avatarState: jsonb('avatar_state').notNull(),
    userState: jsonb('user_state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.avatarId] })],
);
