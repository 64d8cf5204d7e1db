import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Accounts. `balanceMicroUsd` is a cache of the ledger's sum for this user, written in the same
 * transaction as every ledger row (docs/architecture.md "Money"). Email is stored lower-cased.
 * An account owns its email only once it is verified (a mailed link, or a provider that confirmed
 * it): one verified account per email; unverified accounts may share one (docs/accounts.md).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    name: text('name').notNull().default(''),
    language: text('language').notNull().default('en-US'),
    /** argon2id hash; null for accounts created through social sign-in or a trial. */
    passwordHash: text('password_hash'),
    plans: jsonb('plans')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    balanceMicroUsd: bigint('balance_micro_usd', { mode: 'number' }).notNull().default(0),
    trialExpiresAt: timestamp('trial_expires_at', { withTimezone: true }),
    /** True once the owner clicked a mailed link or a provider confirmed the email (social sign-in). */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Social provider that created or last signed in this account ('google' | 'facebook'). */
    authProvider: text('auth_provider'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Money held for chat replies being generated (worst-case cost, released when the real cost is
     * known). Spendable = balance − reserved. SQL refuses an overdraft: see the checks below.
     */
    reservedMicroUsd: bigint('reserved_micro_usd', { mode: 'number' }).notNull().default(0),
    /** Chat tokens used by this account over all avatars (the readout's "total"). */
    tokensUsed: bigint('tokens_used', { mode: 'number' }).notNull().default(0),
    /** How the avatars address the user ('female' | 'male'); null: not said, neutral forms. */
    gender: text('gender').$type<'female' | 'male'>(),
    /**
     * May change trading, connect models and run the admin tools (docs/accounts.md "Operators"):
     * given to the first account of a server and by operators, never inherited.
     */
    operator: boolean('operator').notNull().default(false),
    /**
     * Set while an operator has suspended the account (docs/operator.md): no session can be made,
     * and every signed-in call answers 403 ACCOUNT_SUSPENDED. The reason is the operator's.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /**
     * The latest sign-in (a session made), kept when sessions end: the operator console's last
     * activity of an account that signed out, or was suspended, without chatting.
     */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_verified_email_idx')
      .on(t.email)
      .where(sql`${t.emailVerified}`),
    index('users_email_idx').on(t.email),
    check('users_balance_not_negative', sql`${t.balanceMicroUsd} >= 0`),
    check(
      'users_reserved_within_balance',
      sql`${t.reservedMicroUsd} >= 0 and ${t.reservedMicroUsd} <= ${t.balanceMicroUsd}`,
    ),
    check('users_gender_check', sql`${t.gender} in ('female', 'male')`),
  ],
);

/** The owning user of a row; the row goes when the user goes. */
const userIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The avatar a row belongs to; the row goes when the avatar goes. */
const avatarIdColumn = () =>
  text('avatar_id')
    .notNull()
    .references(() => avatars.id, { onDelete: 'cascade' });

/** Server-side sessions; the cookie carries a random token, the table keeps its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Every balance movement: top-ups, trial credits, chat charges. Positive credits, negative debits,
 * in integer micro-USD. `reference` is unique so an external event (a payment webhook) applies once.
 * When an account is deleted its lines stay for the books, anonymised: `user_id` becomes null.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
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
  /**
   * Date of birth given with the consent (docs/safety.md): consent is refused without it or below
   * `MIN_AGE`. Migration 0011 withdrew every consent given before it was asked.
   */
  birthDate: date('birth_date', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One trial per email, ever: the row stays when the trial ends. */
export const trials = pgTable('trials', {
  email: text('email').primaryKey(),
  userId: userIdColumn(),
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
    /** Null once the account is deleted (a paid checkout stays, anonymised, for the books). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sandbox page opens only for the session that started the checkout (its token's SHA-256). */
    sessionHash: text('session_hash'),
    plan: text('plan').notNull(),
    audience: text('audience').notNull(),
    provider: text('provider').notNull(),
    priceMicroUsd: bigint('price_micro_usd', { mode: 'number' }).notNull(),
    creditMicroUsd: bigint('credit_micro_usd', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A refund by an operator (status `refunded`): when, and the provider's refund id. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
  },
  (t) => [index('checkout_user_idx').on(t.userId)],
);

/**
 * Single-use links mailed to a user: `verify` (the email is theirs) and `reset` (a new password).
 * Only the token's SHA-256 is stored; `email` is the address the link was sent to.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userIdColumn(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

/** A provider account (Google `sub`, Facebook id) signed in to one of our accounts. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: userIdColumn(),
    /** The email the provider gave, and whether it said it was verified. */
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_identities_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per (client address, email): after too many, that address may not try that
 * email for a while; the owner signing in from elsewhere is not affected (docs/accounts.md).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    ip: text('ip').notNull(),
    email: text('email').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ip, t.email] }),
    index('login_throttles_email_idx').on(t.email),
    index('login_throttles_updated_idx').on(t.updatedAt),
  ],
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
  /**
   * The shipped catalog entry this row was last synced from. While `data` equals it, a new release
   * updates the row; once an operator changed `data`, the row is theirs and is left alone.
   */
  seededData: jsonb('seeded_data'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Neuro-hormonal state per (user, avatar): the avatar's state with this user and the user's
 * estimated state, as the companion engine's JSON. Advanced by elapsed time whenever read.
 */
export const nhsStates = pgTable(
  'nhs_states',
  {
    userId: userIdColumn(),
    avatarId: avatarIdColumn(),
    avatarState: jsonb('avatar_state').notNull(),
    userState: jsonb('user_state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every write: the chat updates a pair only if nobody wrote it since it was read. */
    version: integer('version').notNull().default(0),
    /** Until when the avatar will not talk with this user (asleep after a late night, or after abuse). */
    closedUntil: timestamp('closed_until', { withTimezone: true }),
    closedReason: text('closed_reason'),
    /** After a balance shutdown: the spendable balance then. The avatar talks again once it is higher (a top-up). */
    closedBalanceMicroUsd: bigint('closed_balance_micro_usd', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.avatarId] })],
);

/**
 * The chat history per (user, avatar). User messages carry the appraisal they were received with
 * (for the abuse rule); avatar replies carry model, tokens and cost. Control messages
 * (`AI:SESSION_START`, `AI:PAUSE`) are not stored; their replies are.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order (timestamps of a request and its reply may be equal). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: userIdColumn(),
    avatarId: avatarIdColumn(),
    /** 'user' | 'avatar' | 'system' (a notice outside the avatar's role: crisis referral, AI disclosure) */
    sender: text('sender').notNull(),
    /** 'message' | 'sessionStart' | 'pause' | 'shutdown' | 'image'; system notices: 'crisis' | 'disclosure' */
    kind: text('kind').notNull().default('message'),
    text: text('text').notNull(),
    language: text('language').notNull(),
    /** 'ok' | 'unanswered' (user message whose reply failed) | 'partial' (reply cut off) */
    status: text('status').notNull().default('ok'),
    model: text('model'),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    costMicroUsd: bigint('cost_micro_usd', { mode: 'number' }).notNull().default(0),
    /** The appraisal of a user message (valence, threat, …). */
    appraisal: jsonb('appraisal'),
    /** The user message an avatar reply answers. */
    replyTo: uuid('reply_to'),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_pair_idx').on(t.userId, t.avatarId, t.seq),
    // The last AI disclosure of a chat (one every 3 hours, docs/safety.md).
    index('chat_messages_disclosure_idx')
      .on(t.userId, t.avatarId, t.createdAt)
      .where(sql`${t.kind} = 'disclosure'`),
  ],
);

/**
 * Crisis referrals shown (docs/safety.md): date, language and country only, never the message,
 * for the operator's yearly figures. `kind` is what was detected; `source` who detected it.
 */
export const crisisReferrals = pgTable(
  'crisis_referrals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    language: text('language').notNull(),
    /** ISO 3166-1 alpha-2 of the services named, or null for the international fallback. */
    country: text('country'),
    /** 'suicidal_ideation' | 'self_harm' | 'acute_danger' | 'harmful_reply' */
    kind: text('kind').notNull(),
    /** 'offline' (the classifier) | 'moderation' (the connection's endpoint) | 'reply' (a model reply replaced) */
    source: text('source').notNull(),
  },
  (t) => [index('crisis_referrals_created_idx').on(t.createdAt)],
);

/** Replies reported by their reader, for the operators' safety queue (docs/safety.md). */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    /** 'open' | 'resolved' */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Email of the operator who resolved it. */
    resolvedBy: text('resolved_by'),
  },
  (t) => [
    index('message_reports_status_idx').on(t.status, t.createdAt),
    uniqueIndex('message_reports_once_idx').on(t.userId, t.messageId),
  ],
);

/**
 * Money held for one reply while it is generated. Open holds older than their expiry (a crash
 * mid-reply) are released by the sweeper, so a restart never loses a balance.
 */
export const chatHolds = pgTable(
  'chat_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    amountMicroUsd: bigint('amount_micro_usd', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('chat_holds_expiry_idx').on(t.expiresAt),
    check('chat_holds_amount_positive', sql`${t.amountMicroUsd} > 0`),
  ],
);

/** Facts an avatar learnt about a user; one row per (user, avatar, key): a newer fact replaces an older one. */
export const memories = pgTable(
  'memories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userIdColumn(),
    avatarId: avatarIdColumn(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    language: text('language').notNull(),
    sourceMessageId: uuid('source_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('memories_pair_key_idx').on(t.userId, t.avatarId, t.key)],
);

/** News feeds (NEWS_FEEDS) with what a conditional request needs next time. */
export const newsFeeds = pgTable('news_feeds', {
  url: text('url').primaryKey(),
  title: text('title'),
  etag: text('etag'),
  lastModified: text('last_modified'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  /** HTTP status of the last fetch (304: unchanged), or 0 when it failed before an answer. */
  status: integer('status'),
  error: text('error'),
});

/** Headlines from the feeds, stored once per (feed, guid). */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedUrl: text('feed_url')
      .notNull()
      .references(() => newsFeeds.url, { onDelete: 'cascade' }),
    guid: text('guid').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    link: text('link').notNull().default(''),
    source: text('source').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('news_items_feed_guid_idx').on(t.feedUrl, t.guid),
    index('news_items_published_idx').on(t.publishedAt),
  ],
);

/**
 * Paper-trading accounts (trading-dashboard.md §1: 'defaultUser', 'system', a Pro holder's own
 * `user-<user id>` or any id an operator uses). `state` is the engine's whole state (`@avatara/trading` TEngineState, plain
 * JSON); every change to it is written with the trades it produced in one transaction, and
 * `version` grows by one with each write (docs/trading-service.md).
 */
export const tradingAccounts = pgTable('trading_accounts', {
  userId: text('user_id').primaryKey(),
  state: jsonb('state').notNull(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** Time of the last bar the engine processed, ms since epoch. */
  lastTickMs: bigint('last_tick_ms', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Trading configuration per user id (`GET|PUT /config/trading/{userId}`), as saved (fractions). */
export const tradingConfigs = pgTable('trading_configs', {
  userId: text('user_id').primaryKey(),
  config: jsonb('config').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every executed paper order, append-only. `seq` orders them; (user, seq) pages them. */
export const tradingTrades = pgTable(
  'trading_trades',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    tsMs: bigint('ts_ms', { mode: 'number' }).notNull(),
    strategy: text('strategy').notNull(),
    action: text('action').notNull(),
    side: text('side').notNull(),
    kind: text('kind').notNull(),
    qtyBtc: doublePrecision('qty_btc').notNull(),
    priceUsd: doublePrecision('price_usd').notNull(),
    valueUsd: doublePrecision('value_usd').notNull(),
    feeUsd: doublePrecision('fee_usd').notNull(),
    pnlUsd: doublePrecision('pnl_usd').notNull(),
    /** The account version this trade was written with (kill -9 tests check no double writes). */
    accountVersion: bigint('account_version', { mode: 'number' }).notNull(),
  },
  (t) => [index('trading_trades_user_seq_idx').on(t.userId, t.seq)],
);

/**
 * OpenAI-compatible servers the chat models come from (docs/chat.md, "Connect a model"): made by an
 * operator on the Models page, by the environment (`OPENAI_*`, `CHAT_MODELS`: one row), or found by
 * themselves on this machine. The API key is sealed with AES-256-GCM (`SECRETS_KEY`); the health
 * columns say whether calls succeed (down after 3 failures in a row). Every change notifies
 * `avatara_models_changed` (migration 0012), so each instance reloads its model list.
 */
export const modelConnections = pgTable(
  'model_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    baseUrl: text('base_url').notNull(),
    /** `v1.<iv>.<tag>.<ciphertext>` (base64url); null: no key. The environment's key stays in the environment. */
    apiKeySealed: text('api_key_sealed'),
    source: text('source').$type<'operator' | 'env' | 'discovered'>().notNull(),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** The last failure in our words, at most 200 characters (never the provider's text or a key). */
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('model_connections_source_check', sql`${t.source} in ('operator', 'env', 'discovered')`),
    // One connection made by the environment; one per address found by discovery.
    uniqueIndex('model_connections_env_idx')
      .on(t.source)
      .where(sql`${t.source} = 'env'`),
    uniqueIndex('model_connections_discovered_idx')
      .on(t.baseUrl)
      .where(sql`${t.source} = 'discovered'`),
  ],
);

/**
 * The models of a connection as users see them: the list name (`/ai_models_list.txt`, unique), the
 * display name, whether they are offered, what they cost (integer micro-USD per million tokens) and
 * the one default for everyone.
 */
export const connectionModels = pgTable(
  'connection_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => modelConnections.id, { onDelete: 'cascade' }),
    /** The provider's model id, e.g. `gpt-4o-mini` or `llama3.2:latest`. */
    modelId: text('model_id').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    shown: boolean('shown').notNull().default(true),
    inputMicroUsdPerMillion: bigint('input_micro_usd_per_million', { mode: 'number' }).notNull(),
    outputMicroUsdPerMillion: bigint('output_micro_usd_per_million', { mode: 'number' }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * What the provider bills this server per million tokens, micro-USD (operator-set; null: not
     * set): the usage report's provider cost (docs/operator.md "Usage and revenue").
     */
    inputCostMicroUsdPerMillion: bigint('input_cost_micro_usd_per_million', { mode: 'number' }),
    outputCostMicroUsdPerMillion: bigint('output_cost_micro_usd_per_million', { mode: 'number' }),
    /** Order within the connection (the environment's `CHAT_MODELS` order, or as listed). */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('connection_models_name_idx').on(t.name),
    uniqueIndex('connection_models_connection_model_idx').on(t.connectionId, t.modelId),
    uniqueIndex('connection_models_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    check(
      'connection_models_prices_check',
      sql`${t.inputMicroUsdPerMillion} >= 0 and ${t.outputMicroUsdPerMillion} >= 0`,
    ),
    check(
      'connection_models_costs_check',
      sql`coalesce(${t.inputCostMicroUsdPerMillion}, 0) >= 0 and coalesce(${t.outputCostMicroUsdPerMillion}, 0) >= 0`,
    ),
  ],
);

/**
 * Every operator action (docs/operator.md "Audit log"): who, when, what, to what, why, before and
 * after. Written in the transaction of the change; append-only: a trigger (migration 0015) refuses
 * any update or delete but the foreign keys' `set null` when an account goes. `actor_email` stays
 * then (who did it); `target_user_id` becomes null, and no snapshot names the person.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** `TAuditAction` of @avatara/contracts/audit, e.g. `balance.credit`. */
    action: text('action').notNull(),
    /** `TAuditTargetType`: user, payment, model_connection, trading_account, trading_config, report, cost_prices. */
    targetType: text('target_type').notNull(),
    /** The target's own id (a checkout, a connection, a trading id); null for an account. */
    targetId: text('target_id'),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_user_idx').on(t.targetUserId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_actor_idx').on(t.actorEmail, t.id),
  ],
);

/**
 * What pictures and speech cost this server at its providers (operator-set; docs/operator.md
 * "Usage and revenue"): `image` per picture, `speech:azure` and `speech:espeak` per 1,000
 * characters, micro-USD. A key without a row has its built-in default.
 */
export const costPrices = pgTable(
  'cost_prices',
  {
    key: text('key').primaryKey(),
    microUsd: bigint('micro_usd', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('cost_prices_not_negative', sql`${t.microUsd} >= 0`)],
);
