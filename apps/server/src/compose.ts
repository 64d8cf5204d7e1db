import OpenAI from 'openai';
import { SocialAuth } from './accounts/social';
import type { TConfig } from './config';
import type { Database } from './db/client';
import { SandboxPayments } from './payments/sandbox';
import { StripePayments } from './payments/stripe';
import type { PaymentProvider } from './payments/types';
import { AccountService } from './accounts/service';
import { AccountDataService } from './accounts/account-data';
import { EmailOwnership } from './accounts/email-ownership';
import { SocialAccounts } from './accounts/social-accounts';
import { Links } from './http/links';
import { LoginThrottle } from './accounts/login-throttle';
import { PasswordService } from './accounts/password-reset';
import { AccountTokens } from './accounts/tokens';
import { SignInLinks } from './accounts/sign-in-links';
import { MailService } from './mail/service';
import { OutboxMailer, SmtpMailer, type Mailer } from './mail/mailer';
import { AvatarService } from './avatars/service';
import { NhsService } from './avatars/nhs';
import { CheckoutService } from './payments/checkout';
import { SessionService } from './sessions/service';
import { ChatBilling } from './chat/billing';
import { MemoryService } from './chat/memory';
import { OfflinePersonaModel } from './chat/models/offline';
import { ModelConnections } from './chat/models/connections';
import { DEFAULT_DISCOVERY_URLS, ModelDiscovery } from './chat/models/discovery';
import { offlineOwnPrice, parsePricePair } from './chat/models/prices';
import { ModelRegistry } from './chat/models/registry';
import { ConnectionRouter } from './chat/models/router';
import { loadSecretsKey, SecretBox } from './chat/models/secrets';
import type { ChatModel } from './chat/models/types';
import { PauseClock } from './chat/pause';
import { ChatService } from './chat/service';
import { ChatStore } from './chat/store';
import { ReportService } from './chat/reports';
import type { Moderation } from './chat/moderation';
import { ConnectionClients } from './chat/models/clients';
import type { ModelEntry } from './chat/models/types';
import { ConnectedUnderstanding, type Understanding } from './chat/understanding';
import { CrisisGuard, loadCrisisServices } from './chat/safety';
import { BackgroundQueue } from './jobs/queue';
import { AzureSpeechSynthesizer } from './media/speech/azure';
import { CachedSynthesizer } from './media/speech/cache';
import { EspeakSynthesizer } from './media/speech/espeak';
import { PaidSpeech, speechPrices } from './media/speech/paid';
import { OpenAiTranscriber, type Transcriber } from './media/speech/transcriber';
import type { SpeechSynthesizer } from './media/speech/types';
import { newsFeedsFor, type DefaultNewsFeed } from './news/defaults';
import { NewsService } from './news/service';
import path from 'node:path';
import { OfflineImageRenderer } from './media/images/offline';
import { BACKTEST_JOBS, backtestWork } from './trading/backtest/jobs';
import { jobsOf } from './jobs/runner';
import { BacktestService } from './trading/backtest/service';
import type { CandleLoader } from './trading/backtest/types';
import { RESEARCH_JOBS, researchWork } from './trading/research/jobs';
import { ResearchService } from './trading/research/service';
import { createMarketFromConfig, type Market } from './market/from-config';
import type { MarketPort } from './market/port';
import { Operators } from './trading/operators';
import { TradingAccess } from './trading/access';
import { OwnTradingAccounts } from './trading/own-accounts';
import { TradingService, warmUpInterval } from './trading/service';
import { INTERVAL_MS } from './market/types';
import { TradingStore } from './trading/store';
import type { ImageGenerator } from './media/images/types';
import { ImageStore } from './media/image-store';
import { OpenAiImageGenerator } from './media/openai-images';
import { usdToMicro } from './money';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageCode } from '@avatara/companion';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { Telemetry } from './observability/telemetry';
import { AuditLog } from './audit/log';
import { Refunds } from './payments/refunds';
import { UserDirectory } from './admin/user-view';
import { UserActions } from './admin/user-actions';
import { UsageReports } from './admin/usage';
import { CostPrices, defaultCosts } from './admin/cost-prices';
import { TradingAudit } from './trading/audit';

/** A message whose facts a chat model extracts after the reply. */
export interface LearningJob {
  userId: string;
  avatarId: string;
  messageId: string;
  text: string;
  language: LanguageCode;
  /** The turn's connected model: it reads the message (docs/chat.md). */
  model: ModelEntry;
}

export interface Services {
  accounts: AccountService;
  /** Who owns an email: confirmation links, releasing unconfirmed claimants. */
  ownership: EmailOwnership;
  socialAccounts: SocialAccounts;
  passwords: PasswordService;
  /** Sign-in by a mailed link, and the trial's first mail. */
  signInLinks: SignInLinks;
  accountData: AccountDataService;
  throttle: LoginThrottle;
  tokens: AccountTokens;
  mail: MailService;
  links: Links;
  sessions: SessionService;
  checkout: CheckoutService;
  payments: PaymentProvider;
  social: SocialAuth;
  avatars: AvatarService;
  nhs: NhsService;
  /** The chat models users can pick (a copy of the database's connections, reloaded on every change). */
  models: ModelRegistry;
  /** Model connections as operators manage them, and their health (docs/chat.md). */
  modelConnections: ModelConnections;
  /** Looks for local model servers at start and every MODEL_DISCOVERY_MINUTES. */
  modelDiscovery: ModelDiscovery;
  billing: ChatBilling;
  chatStore: ChatStore;
  memory: MemoryService;
  chat: ChatService;
  /** Reports of replies and the crisis referral counts (docs/safety.md). */
  reports: ReportService;
  /** Facts learnt by the turn's connected model after a reply. */
  learning: BackgroundQueue<LearningJob>;
  /** Text to speech (Azure Speech, or eSpeak NG in WebAssembly), cached. */
  speech: SpeechSynthesizer;
  /** Text to speech paid from the balance (docs/plans.md "Speech"). */
  paidSpeech: PaidSpeech;
  /** Speech to text on the server, when configured. */
  transcriber: Transcriber | null;
  /** Headlines from the feeds (the default list per UI language, or NEWS_FEEDS), and their status. */
  news: NewsService;
  /** Generated images on disk. */
  images: ImageStore;
  imageGenerator: ImageGenerator;
  /** Candles, signals and the live price (DuckDB store; simulator, files or an exchange). */
  market: MarketPort;
  /** Market data, signals and their admin jobs (docs/market-data.md). */
  marketData: Market;
  /** Paper trading: accounts, configs, trades (docs/trading-service.md). */
  trading: TradingService;
  /** Who may change trading and run admin tools. */
  operators: Operators;
  /** Own paper-trading accounts of the plans with the trading dashboard (Pro). */
  ownTrading: OwnTradingAccounts;
  /** Who may read and change which trading account. */
  tradingAccess: TradingAccess;
  /** Backtests as jobs (worker threads, or BullMQ with REDIS_URL). */
  backtests: BacktestService;
  /** Walk-forward research jobs (docs/research.md), on the same kind of workers as the backtests. */
  research: ResearchService;
  /** Metrics (`GET /metrics`) and traces (docs/operations.md). */
  telemetry: Telemetry;
  /** Every operator action, written with the change (docs/operator.md "Audit log"). */
  audit: AuditLog;
  /** Operators' writes to trading accounts not their own, audited. */
  tradingAudit: TradingAudit;
  /** Refunds of paid top-ups through their provider. */
  refunds: Refunds;
  /** The operators' Users screen: search, an account's page, and the actions on it. */
  userDirectory: UserDirectory;
  userActions: UserActions;
  /** Usage and revenue, and the cost prices of pictures and speech. */
  usage: UsageReports;
  costPrices: CostPrices;
  now: () => Date;
}

export interface ServiceOverrides {
  /** The clock (tests move it to check lock expiry and trials). */
  now?: () => Date;
  payments?: PaymentProvider;
  /** The mail adapter (tests of the SMTP path give it a loopback server's URL instead). */
  mailer?: Mailer;
  /** Chat model adapters by provider (tests). */
  chatModels?: Partial<Record<'openai' | 'offline', ChatModel>>;
  speech?: SpeechSynthesizer;
  imageGenerator?: ImageGenerator;
  /** Market data (tests that are not about it use a seeded walk). */
  market?: MarketPort;
  /** The second opinion on crisis messages and picture prompts (null: none). */
  moderation?: Moderation | null;
  /** The feeds polled when NEWS_FEEDS is unset (tests serve them on loopback). */
  newsDefaults?: readonly DefaultNewsFeed[];
  /** Traces go here, one by one, whatever OTEL_EXPORTER_OTLP_ENDPOINT says (tests: an in-memory exporter). */
  traceExporter?: SpanExporter;
}

/**
 * The one place where adapters are chosen from configuration: Stripe when STRIPE_SECRET_KEY is
 * set, else the sandbox checkout page; Google/Facebook when their client ids are set.
 */
export function createServices(
  config: TConfig,
  db: Database,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides,
  telemetry: Telemetry,
): Services {
  const now = overrides.now ?? (() => new Date());
  const payments =
    overrides.payments ??
    (config.payments === 'stripe'
      ? new StripePayments(config.STRIPE_SECRET_KEY!, config.STRIPE_WEBHOOK_SECRET)
      : new SandboxPayments());
  const openai = config.hasChatApi
    ? new OpenAI({
        apiKey: config.OPENAI_API_KEY ?? 'none',
        ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
      })
    : null;
  const links = new Links(config);
  // The outbox announces each mail's link at the level of the start-up line (docs/accounts.md "Mail").
  const announce = (line: string) => (config.NODE_ENV === 'test' ? log.info(line) : console.log(line));
  const mailer =
    overrides.mailer ??
    (config.mail.kind === 'smtp'
      ? new SmtpMailer(config.mail.url, config.mail.from)
      : new OutboxMailer(config.mail.dir, config.mail.from, announce));
  const mail = new MailService(mailer, log);
  const throttle = new LoginThrottle(db, now);
  const tokens = new AccountTokens(db, now);
  const ownership = new EmailOwnership({ db, now, tokens, mail, links });
  const signInLinks = new SignInLinks({ db, now, ownership, tokens, mail, links });
  const accounts = new AccountService({
    db,
    now,
    trialCreditUsd: config.TRIAL_CREDIT_USD,
    throttle,
    ownership,
    signInLinks,
  });
  const sessions = new SessionService(db, now, config.SESSION_DAYS);
  const avatars = new AvatarService(db, now, {
    dir: config.AVATAR_IMAGE_DIR,
    baseUrl: config.AVATAR_IMAGE_BASE_URL,
  });
  const nhs = new NhsService(db, now);
  const offlinePrice = offlineOwnPrice(config.CHAT_PRICES);
  const models = new ModelRegistry(offlinePrice, config.MODEL_DOWN_AFTER_FAILURES);
  const modelConnections = new ModelConnections({
    db,
    registry: models,
    box: new SecretBox(loadSecretsKey({ secretsKey: config.SECRETS_KEY, dataDir: config.paths.dataDir })),
    now,
    log,
    localPrices: (config.LOCAL_MODEL_PRICES && parsePricePair(config.LOCAL_MODEL_PRICES)) || offlinePrice,
    envApiKey: config.OPENAI_API_KEY,
  });
  const modelDiscovery = new ModelDiscovery(
    modelConnections,
    config.MODEL_DISCOVERY === 'on' ? [...DEFAULT_DISCOVERY_URLS, ...config.MODEL_DISCOVERY_URLS] : [],
  );
  const billing = new ChatBilling(db, now);
  // Syntheses (the cache's misses) are counted and timed (docs/operations.md "Metrics").
  const speech = new CachedSynthesizer(
    telemetry.media(
      'speech',
      overrides.speech ??
        (config.speech.kind === 'azure'
          ? new AzureSpeechSynthesizer(config.speech.key, config.speech.endpoint)
          : new EspeakSynthesizer()),
      'synthesize',
    ),
  );
  const chatStore = new ChatStore(db, now);
  const memory = new MemoryService(db, now);
  const news = new NewsService(
    db,
    newsFeedsFor(config.NEWS_FEEDS, overrides.newsDefaults),
    now,
    config.NEWS_MAX_AGE_HOURS * 3_600_000,
    log,
    undefined,
    telemetry.metrics,
  );
  const images = new ImageStore(path.join(config.paths.dataDir, 'images'));
  const imageGenerator = telemetry.media(
    'image',
    overrides.imageGenerator ??
      (openai && config.openaiImages
        ? new OpenAiImageGenerator(openai, config.OPENAI_IMAGE_MODEL)
        : new OfflineImageRenderer()),
    'generate',
  );
  // Each model call is a span, its tokens are counted (docs/operations.md).
  const adapters: Record<'openai' | 'offline', ChatModel> = {
    offline: telemetry.chat.observeModel(
      overrides.chatModels?.offline ?? new OfflinePersonaModel(config.OFFLINE_WORD_DELAY_MS),
    ),
    // Every connected model, through its connection (docs/chat.md, "Connect a model").
    openai: telemetry.chat.observeModel(
      overrides.chatModels?.openai ??
        new ConnectionRouter(
          models,
          modelConnections.health,
          {
            timeoutMs: config.CHAT_TIMEOUT_MS,
            structured: config.CHAT_STRUCTURED_OUTPUT,
            onRetry: (err) => log.warn({ err }, 'chat model: retrying once'),
          },
          now,
        ),
    ),
  };
  // The chosen model's connection does the understanding; the offline rules are the fallback (docs/chat.md).
  const connected = new ConnectedUnderstanding(new ConnectionClients(models), {
    moderation: config.MODERATION === 'auto',
    moderationModel: config.MODERATION_MODEL,
    onError: (what, err) => log.warn({ err }, `${what} by the chat model failed: the offline rules decide`),
  });
  const understanding: Understanding = {
    appraiser: (entry) => connected.appraiser(entry),
    extractor: (entry) => connected.extractor(entry),
    moderation: (entry) =>
      overrides.moderation !== undefined ? overrides.moderation : connected.moderation(entry),
    readPicture: (text, entry, signal) => connected.readPicture(text, entry, signal),
  };
  const learning = new BackgroundQueue<LearningJob>(
    'memory-learning',
    async (job) => {
      const facts = (await understanding.extractor(job.model)?.extract(job.text, job.language)) ?? [];
      if (facts.length > 0)
        await memory.rememberNew(job.userId, job.avatarId, facts, job.language, job.messageId);
    },
    (err) => log.warn({ err }, 'memory learning failed'),
  );
  const safety = new CrisisGuard({
    extraServices: loadCrisisServices(config.CRISIS_SERVICES_FILE),
    adultContent: config.ADULT_CONTENT === 'on',
  });
  const chat = new ChatService({
    config,
    db,
    now,
    log,
    avatars,
    accounts,
    nhs,
    understanding,
    models,
    adapters,
    billing,
    store: chatStore,
    memory,
    pause: new PauseClock(chatStore, now),
    images: {
      generator: imageGenerator,
      store: images,
      price: usdToMicro(
        imageGenerator.kind === 'openai' ? config.IMAGE_PRICE_USD : config.OFFLINE_IMAGE_PRICE_USD,
      ),
    },
    news: { recent: () => news.recent(), maxAgeMs: config.NEWS_MAX_AGE_HOURS * 3_600_000 },
    safety,
    learnInBackground: (job) => learning.push(job),
    telemetry: telemetry.chat,
  });
  const marketData = createMarketFromConfig(config, log, () => now().getTime());
  const market = overrides.market ?? marketData.data;
  const barMs = config.TRADING_BAR_SECONDS * 1000;
  const warmInterval = warmUpInterval(barMs);
  const trading = new TradingService(
    new TradingStore(db),
    market.feed(config.TRADING_SYMBOL),
    (fromMs, toMs) => market.candles(config.TRADING_SYMBOL, warmInterval, fromMs, toMs),
    { barMs, historyBarMs: INTERVAL_MS[warmInterval] },
  );
  const operators = new Operators(db, config.OPERATOR_EMAILS, config.reachableFromOutside);
  const audit = new AuditLog(db, now);
  const refunds = new Refunds(db, payments, now);
  const costPrices = new CostPrices(db, defaultCosts(imageGenerator.kind));
  const ownTrading = new OwnTradingAccounts({
    db,
    trading,
    plansOf: (user) => accounts.plansOf(user),
    onOpenFailed: (err, account) => log.warn({ err, account }, 'trading: an own account could not be opened'),
  });
  const loadCandles: CandleLoader = (r) => market.candles(r.symbol, r.interval, r.fromMs, r.toMs);
  // Long jobs: BullMQ with REDIS_URL (run by `npm run worker`), otherwise worker threads here.
  const runner = {
    redis: config.REDIS_URL
      ? { url: config.REDIS_URL, ...(config.REDIS_PREFIX ? { prefix: config.REDIS_PREFIX } : {}) }
      : null,
    maxThreads: config.BACKTEST_THREADS,
  };
  const backtestJobs = jobsOf(BACKTEST_JOBS, backtestWork(loadCandles), runner);
  const researchJobs = jobsOf(RESEARCH_JOBS, researchWork(loadCandles), runner);
  // The job queues' counts, read when /metrics is scraped.
  telemetry.metrics.watchQueue('backtests', () => backtestJobs.counts());
  telemetry.metrics.watchQueue('research', () => researchJobs.counts());
  telemetry.metrics.watchQueue('memory-learning', () => learning.counts());
  telemetry.metrics.watchQueue('mail', () => mail.queueCounts());
  const accountData = new AccountDataService({
    db,
    now,
    accounts,
    sessions,
    images,
    parts: [ownTrading.dataPart()],
  });
  const userDirectory = new UserDirectory(db, now, accounts, refunds);
  return {
    audit,
    tradingAudit: new TradingAudit(audit),
    refunds,
    userDirectory,
    userActions: new UserActions({
      db,
      now,
      audit,
      sessions,
      refunds,
      accountData,
      isOperator: (user) => operators.isOperator(user),
    }),
    usage: new UsageReports(db, now, costPrices),
    costPrices,
    market,
    marketData,
    trading,
    operators,
    ownTrading,
    tradingAccess: new TradingAccess(sessions, operators, ownTrading),
    backtests: new BacktestService(backtestJobs, loadCandles, trading, now),
    research: new ResearchService(researchJobs, trading, now),
    accounts,
    ownership,
    socialAccounts: new SocialAccounts(db, ownership),
    passwords: new PasswordService({ db, now, accounts, ownership, throttle, tokens, mail, links }),
    signInLinks,
    accountData,
    throttle,
    tokens,
    mail,
    links,
    sessions,
    checkout: new CheckoutService(db, payments, now, links),
    payments,
    social: new SocialAuth(config, db, now),
    avatars,
    nhs,
    models,
    modelConnections,
    modelDiscovery,
    billing,
    chatStore,
    memory,
    chat,
    reports: new ReportService(db, now),
    learning,
    speech,
    paidSpeech: new PaidSpeech({ holds: billing, speech, prices: speechPrices(config) }),
    transcriber:
      openai && config.transcription
        ? telemetry.media(
            'transcription',
            new OpenAiTranscriber(openai, config.TRANSCRIPTION_MODEL),
            'transcribe',
            'openai',
          )
        : null,
    news,
    images,
    imageGenerator,
    telemetry,
    now,
  };
}
