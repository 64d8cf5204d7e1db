import path from 'node:path';
import { z } from 'zod';
import { VALIDATED_BAR_MS } from '@avatara/contracts/trading';
import { REPO_ROOT } from './paths';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/**
 * Every environment variable the server reads, with its default. Parsed once at start-up;
 * `.env.example` at the repository root lists the same names and defaults.
 */
export const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the embedded defaults keep their files (PGlite, DuckDB, generated images). */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  DATABASE_URL: optionalString,
  /** PGlite folder; defaults to `${DATA_DIR}/pglite`. */
  PGLITE_DIR: optionalString,
  /** The built web app served in production; defaults to `apps/web/dist` of this checkout. */
  WEB_DIST_DIR: optionalString,
  /**
   * The public address of the app: every absolute link (mails, payment returns, OAuth callbacks) is
   * built from it, never from a request's Host header. Defaults to http://localhost:PORT; required
   * when HOST is not a loopback address.
   */
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** Extra origins allowed to send state-changing requests (comma-separated), e.g. a Vite dev server. */
  /**
   * Reverse proxies to trust for X-Forwarded-* (client IP, https): `false` (default), a hop count
   * (`1` = one proxy in front), or a comma-separated list of proxy addresses/CIDRs. `true` trusts
   * every hop, which lets clients spoof their IP: avoid it.
   */
  TRUST_PROXY: z
    .preprocess(
      (v) => {
        if (v === undefined || v === '' || v === 'false') return false;
        if (v === 'true') return true;
        if (typeof v === 'string' && /^\d+$/.test(v)) return Number(v);
        return typeof v === 'string'
          ? v
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean)
          : v;
      },
      z.union([z.boolean(), z.number().int().min(0), z.array(z.string())]),
    )
    .default(false),
  /** Attempts per minute and IP on /login, /register and /trial. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** New accounts (registrations and trials) per hour and IP. */
  SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Session lifetime in days (the session cookie and its database row). */
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(7),

  // --- social sign-in (a provider without client id is "not configured")
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** OpenID Connect issuer for the Google button (tests point it at a local provider). */
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  FACEBOOK_AUTH_URL: z.string().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.string().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.string().default('https://graph.facebook.com/me?fields=id,name,email'),
  FACEBOOK_SCOPE: z.string().default('email public_profile'),

  // --- payments: Stripe Checkout when STRIPE_SECRET_KEY is set, else the sandbox checkout page
  /**
   * `auto` (Stripe when its key is set, else the sandbox), or force `sandbox` / `stripe`. A server
   * reachable from outside runs the sandbox only when it is chosen explicitly (docs/plans.md).
   */
  PAYMENTS: z.enum(['auto', 'sandbox', 'stripe']).default('auto'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // --- mail (verification, password reset): SMTP when set, else .eml files in DATA_DIR/outbox
  /** e.g. `smtps://user:pass@smtp.example.com:465` or `smtp://127.0.0.1:25`; unset: the outbox folder. */
  SMTP_URL: optionalString,
  /** Sender of every mail; default `Avatara <no-reply@<PUBLIC_URL host>>`. */
  MAIL_FROM: optionalString,

  /** Start credit of a 14-day trial, in USD. */
  TRIAL_CREDIT_USD: z.coerce.number().min(0).default(2),

  // --- chat model: any OpenAI-compatible API; unset key and base URL: the offline engines
  OPENAI_API_KEY: optionalString,
  /** e.g. http://127.0.0.1:11434/v1 for Ollama; defaults to OpenAI when only the key is set. */
  OPENAI_BASE_URL: optionalString,
  /** Model used for the structured appraisal of each message. */
  /**
   * Chat models offered when an API is configured: comma-separated `NAME=model-id[|Display name]`,
   * the default first (docs/chat.md). Without an API only the offline persona engine is offered.
   */
  CHAT_MODELS: z
    .string()
    .default(
      'OPENAI_MODEL_3_5_TURBO=gpt-3.5-turbo|GPT-3.5 Turbo,OPENAI_MODEL_4O_MINI=gpt-4o-mini|GPT-4o mini,OPENAI_MODEL_4O=gpt-4o|GPT-4o',
    ),
  /** What a user pays per model: comma-separated `NAME=input/output` in USD per million tokens; unlisted models use the built-in table. */
  CHAT_PRICES: z.string().default(''),
  /** Longest reply in tokens (also the worst case reserved before a model call). */
  CHAT_MAX_TOKENS: z.coerce.number().int().min(16).max(8192).default(400),
  /** Earlier messages sent to the model with each message. */
  CHAT_HISTORY_MESSAGES: z.coerce.number().int().min(0).max(100).default(16),
  /** Longest wait for the model's first token and between two tokens, ms (one retry on a transient error before the first token). */
  CHAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Ask the model for `{reply, appraisal}` as structured output; `false` for servers without JSON-schema support. */
  CHAT_STRUCTURED_OUTPUT: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'),
    z.boolean().default(true),
  ),
  /** Chat calls (messages and pauses) per minute and IP. */
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** On shutdown, replies still streaming get this long to finish before their models are stopped, ms. */
  CHAT_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  /** The offline persona engine streams its reply word by word with this pause, ms (0: at once). */
  OFFLINE_WORD_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(40),

  // --- model connections (docs/chat.md, "Connect a model")
  /**
   * Key that encrypts the API keys of model connections at rest (AES-256-GCM): 32 bytes, base64 or
   * hex. Unset: a key file made once in DATA_DIR (mode 0600); required when the server can be
   * reached from other machines.
   */
  SECRETS_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .refine((v) => v === undefined || decodeSecretsKey(v) !== null, {
        message: 'must be 32 bytes, base64 (44 characters) or hex (64 characters): openssl rand -base64 32',
      }),
  ),
  /** What users pay for a model on a loopback or private address: `input/output` USD per million tokens; unset: the offline engine's price. */
  LOCAL_MODEL_PRICES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d+(?:\.\d+)?\/\d+(?:\.\d+)?$/, 'must be input/output in USD per million tokens, e.g. 0.5/2')
      .refine(
        (v) => v.split('/').every((n) => Number(n) <= 1000),
        'must be at most 1000/1000 USD per million tokens',
      )
      .optional(),
  ),
  /** Look for local model servers (Ollama, LM Studio and MODEL_DISCOVERY_URLS) at start and every few minutes: `on` or `off`. */
  MODEL_DISCOVERY: z.enum(['on', 'off']).default('on'),
  /** More OpenAI-compatible servers to look for (comma-separated base URLs, e.g. http://127.0.0.1:8081/v1). */
  MODEL_DISCOVERY_URLS: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(z.url({ protocol: /^https?$/ })).default([]),
  ),
  /** Failed chat calls in a row after which a model connection is marked down (its users are told at once); 0: never. */
  MODEL_DOWN_AFTER_FAILURES: z.coerce.number().int().min(0).max(100).default(3),
  /** Minutes between two looks for local model servers (down connections are asked again then too). */
  MODEL_DISCOVERY_MINUTES: z.coerce.number().int().min(1).max(1440).default(5),

  // --- speech: Azure Speech when a key is set, else eSpeak NG (WebAssembly) on this server
  AZURE_SPEECH_KEY: optionalString,
  /** Azure region of the Speech resource, e.g. `westeurope`. */
  AZURE_SPEECH_REGION: optionalString,
  /** Full endpoint instead of the region's (sovereign clouds, tests). */
  AZURE_SPEECH_ENDPOINT: optionalString,
  /**
   * What a user pays per 1,000 characters read aloud, USD (docs/plans.md "Speech"): by Azure Speech
   * (default 0.032: twice Azure's neural list price of 0.016, the markup of the chat's built-in
   * prices), and by the embedded eSpeak NG voice (default 0.004: one eighth, as the offline picture
   * costs one eighth of a generated one; the server's CPU and memory are not free either).
   */
  SPEECH_PRICE_USD: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(10).default(0.032)),
  SPEECH_EMBEDDED_PRICE_USD: z.preprocess(emptyToUndefined, z.coerce.number().min(0).max(10).default(0.004)),
  /** Server-side speech recognition through the chat API's `/audio/transcriptions`: `auto` (when a chat API is configured) or `off`. */
  TRANSCRIPTION: z.enum(['auto', 'off']).default('auto'),
  TRANSCRIPTION_MODEL: z.string().default('whisper-1'),

  // --- images: the OpenAI Images API with a chat API key, else the offline renderer
  /** `auto` (OpenAI Images when an API is configured) or `offline`. */
  IMAGES: z.enum(['auto', 'offline']).default('auto'),
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  /** What a user pays per image, USD: from the OpenAI Images API, and from the offline renderer. */
  IMAGE_PRICE_USD: z.coerce.number().min(0).default(0.08),
  OFFLINE_IMAGE_PRICE_USD: z.coerce.number().min(0).default(0.01),

  // --- safety (docs/safety.md): the chat is for adults; pictures; crisis services; moderation
  /** Youngest age that may consent and chat, in years. */
  MIN_AGE: z.coerce.number().int().min(13).max(99).default(18),
  /** `on` allows sexually explicit pictures for adults; sexual content involving minors is always refused. */
  ADULT_CONTENT: z.enum(['on', 'off']).default('off'),
  /** A JSON file of crisis services that extends or overrides the built-in table (docs/safety.md). */
  CRISIS_SERVICES_FILE: optionalString,
  /** The chat API's `/moderations` as a second opinion on crisis messages and picture prompts: `auto` (when a chat API is configured) or `off`. */
  MODERATION: z.enum(['auto', 'off']).default('auto'),
  MODERATION_MODEL: z.string().default('omni-moderation-latest'),

  // --- news for avatars (docs/media.md): RSS/Atom/JSON feeds
  /**
   * Comma-separated feed URLs; unset (or empty): `default`, the built-in public feeds per UI
   * language (news/defaults.ts); `none`: no feeds, the avatars have no fresh news.
   */
  NEWS_FEEDS: z.preprocess(
    (v) => {
      if (v === undefined || (typeof v === 'string' && v.trim() === '')) return 'default';
      if (typeof v === 'string' && v.trim().toLowerCase() === 'none') return 'none';
      return typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v;
    },
    z.union([z.enum(['default', 'none']), z.array(z.url({ protocol: /^https?$/ }))]),
  ),
  NEWS_POLL_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Headlines older than this are not brought up. */
  NEWS_MAX_AGE_HOURS: z.coerce.number().int().min(1).max(720).default(72),

  // --- market data and signals (docs/market-data.md)
  /** Where candles and live prices come from: `sim` (seeded simulator, embedded default), or `binance` / `binanceus` through ccxt. */
  MARKET_SOURCE: z.enum(['sim', 'binance', 'binanceus']).default('sim'),
  /** Replaces the exchange's REST host (a proxy, or the tests' fake exchange), e.g. http://127.0.0.1:4010. */
  MARKET_EXCHANGE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** Seed of the market simulator: the same seed gives the same market. */
  MARKET_SIM_SEED: z.coerce.number().int().default(42),
  /** DuckDB file of candles and signals; default `${DATA_DIR}/market.duckdb`; `:memory:` keeps nothing. */
  MARKET_DUCKDB: optionalString,
  /** Folder of kline files (.csv, .zip, .parquet) imported into the store at start. */
  MARKET_IMPORT_DIR: optionalString,

  // --- trading dashboard (docs/trading-service.md)
  /** Operators besides the first account (comma-separated emails): they may change trading and run admin tools. */
  OPERATOR_EMAILS: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim().toLowerCase())
            .filter(Boolean)
        : v,
    z.array(z.string()).default([]),
  ),
  /** The live paper-trading loop: `on` (one instance at a time trades, see docs) or `off` (serve reads only). */
  TRADING_LOOP: z.enum(['on', 'off']).default('on'),
  /**
   * Length of one live bar: the loop reads a price every second and feeds the engine one bar per this
   * many seconds. Default: the hour the default strategies were validated on (docs/backtests.md);
   * shorter bars are for demos, and the panel says so.
   */
  TRADING_BAR_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(VALIDATED_BAR_MS / 1000),
  /** The pair paper trading follows. */
  TRADING_SYMBOL: z.string().trim().toUpperCase().default('BTCUSDC'),
  /** Backtests run at once in worker threads (without REDIS_URL). */
  BACKTEST_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** Redis for BullMQ backtest jobs (`npm run worker` processes them); unset: worker threads in the server. */
  REDIS_URL: optionalString,
  /** Key prefix of the BullMQ queue (several deployments on one Redis). */
  REDIS_PREFIX: optionalString,

  // --- avatars: portraits are generated (DiceBear) unless a folder or a URL provides them
  /** Folder with portraits named `<avatar id>.(png|jpg|jpeg|webp|svg)`; those override generated ones. */
  AVATAR_IMAGE_DIR: optionalString,
  /** Base URL the portraits are served from instead (`<url>/<avatar image>`). */
  AVATAR_IMAGE_BASE_URL: optionalString,

  // --- metrics and traces (docs/operations.md)
  /** Bearer token a Prometheus elsewhere sends for `GET /metrics`; unset: operators and callers on this machine only. */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters: openssl rand -hex 24').optional(),
  ),
  /** OpenTelemetry collector (OTLP over HTTP), e.g. http://127.0.0.1:4318; unset: no traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  /** The service name the traces carry. */
  OTEL_SERVICE_NAME: z.preprocess(emptyToUndefined, z.string().default('avatara')),

  ALLOWED_ORIGINS: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim().replace(/\/+$/, ''))
            .filter(Boolean)
        : v,
    z.array(z.string()).default([]),
  ),
});
export type TConfig = z.infer<typeof ZConfig> & {
  /** Absolute paths resolved from the raw values. */
  paths: { dataDir: string; pgliteDir: string; webDistDir: string };
  publicUrl: string;
  /** Whether an OpenAI-compatible chat API is configured. */
  hasChatApi: boolean;
  /** The payment adapter in use. */
  payments: 'sandbox' | 'stripe';
  /** Whether other machines can reach this server (HOST not loopback, or a public PUBLIC_URL). */
  reachableFromOutside: boolean;
  /** The mail adapter in use: SMTP, or `.eml` files in `DATA_DIR/outbox`. */
  mail: { kind: 'smtp'; url: string; from: string } | { kind: 'outbox'; dir: string; from: string };
  /** The speech adapter in use and its endpoint. */
  speech: { kind: 'azure'; key: string; endpoint: string } | { kind: 'espeak' };
  /** Whether generated images come from the OpenAI Images API (else the offline renderer). */
  openaiImages: boolean;
  /** Whether the server transcribes recorded speech. */
  transcription: boolean;
};

const repoRoot = REPO_ROOT;

/**
 * The 32 bytes of a `SECRETS_KEY` written in base64 (44 characters) or hex (64 characters), or
 * null when it is neither.
 */
export function decodeSecretsKey(text: string): Buffer | null {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(t)) {
    const key = Buffer.from(t.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}

/** Whether a listen address only accepts connections from this machine. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    h === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(h) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(h)
  );
}

/** Whether a URL points at this machine only (localhost, 127.x.x.x, [::1]). */
export function isLocalUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

/** Parses the environment once; throws a readable error naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const stripe = c.PAYMENTS === 'stripe' || (c.PAYMENTS === 'auto' && c.STRIPE_SECRET_KEY !== undefined);
  if (stripe && (!c.STRIPE_SECRET_KEY || !c.STRIPE_WEBHOOK_SECRET)) {
    // Customers would be charged and never credited: refuse to start.
    throw new Error(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET and STRIPE_SECRET_KEY are both required for Stripe payments',
    );
  }
  const outsideHost = !isLoopbackHost(c.HOST);
  const reachableFromOutside = outsideHost || (c.PUBLIC_URL !== undefined && !isLocalUrl(c.PUBLIC_URL));
  if (outsideHost && c.PUBLIC_URL === undefined) {
    // Links would otherwise name localhost (or, worse, whatever Host a request claims).
    throw new Error(
      `Invalid configuration:\n  PUBLIC_URL is required when HOST (${c.HOST}) accepts connections from other machines: links in mails, payment returns and sign-in callbacks are built from it`,
    );
  }
  if (reachableFromOutside && !stripe && c.PAYMENTS !== 'sandbox') {
    // The sandbox's Pay button credits balances without charging anyone: on a server others can
    // reach, that is free money. It runs there only when chosen on purpose (a demo).
    throw new Error(
      'Invalid configuration:\n  PAYMENTS: this server can be reached from other machines and has no Stripe keys, so the sandbox checkout would give balance away for free. ' +
        'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for real payments, or PAYMENTS=sandbox to run the test checkout on purpose.',
    );
  }
  if (reachableFromOutside && c.SECRETS_KEY === undefined) {
    // A key file next to the data it protects is fine on a laptop, not on a server others reach.
    throw new Error(
      'Invalid configuration:\n  SECRETS_KEY is required when the server can be reached from other machines: it encrypts the API keys of model connections. ' +
        'Make one with `openssl rand -base64 32` and keep it apart from the database.',
    );
  }
  if (c.AZURE_SPEECH_KEY && !c.AZURE_SPEECH_REGION && !c.AZURE_SPEECH_ENDPOINT) {
    throw new Error(
      'Invalid configuration:\n  AZURE_SPEECH_REGION (or AZURE_SPEECH_ENDPOINT) is required with AZURE_SPEECH_KEY',
    );
  }
  const hasChatApi = Boolean(c.OPENAI_API_KEY ?? c.OPENAI_BASE_URL);
  const dataDir = path.resolve(c.DATA_DIR);
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  const from = c.MAIL_FROM ?? `Avatara <no-reply@${new URL(publicUrl).hostname}>`;
  return {
    ...c,
    paths: {
      dataDir,
      pgliteDir: path.resolve(c.PGLITE_DIR ?? path.join(dataDir, 'pglite')),
      webDistDir: path.resolve(c.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    },
    publicUrl,
    hasChatApi,
    payments: stripe ? 'stripe' : 'sandbox',
    reachableFromOutside,
    mail: c.SMTP_URL
      ? { kind: 'smtp', url: c.SMTP_URL, from }
      : { kind: 'outbox', dir: path.join(dataDir, 'outbox'), from },
    speech: c.AZURE_SPEECH_KEY
      ? {
          kind: 'azure',
          key: c.AZURE_SPEECH_KEY,
          endpoint: c.AZURE_SPEECH_ENDPOINT ?? `https://${c.AZURE_SPEECH_REGION}.tts.speech.microsoft.com`,
        }
      : { kind: 'espeak' },
    openaiImages: hasChatApi && c.IMAGES === 'auto',
    transcription: hasChatApi && c.TRANSCRIPTION === 'auto',
  };
}
