import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { AppError } from './errors';
import { registerErrorHandler } from './http/error-handler';
import { loggerOptions } from './http/logging';
import { registerNoStore } from './http/caching';
import { registerOpenApi } from './http/openapi';
import { warnOfUntrustedProxy } from './http/client-ip';
import { rateLimitStore } from './http/rate-limit-store';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { accountRoutes } from './accounts/routes';
import { accountPageRoutes } from './accounts/account-routes';
import { avatarRoutes } from './avatars/routes';
import { chatRoutes } from './chat/routes';
import { reportRoutes } from './chat/report-routes';
import { safetyRoutes } from './admin/safety-routes';
import { newsRoutes } from './admin/news-routes';
import { operatorRoutes } from './admin/operator-routes';
import { speechRoutes } from './media/speech-routes';
import { imageRoutes } from './media/image-routes';
import { backtestRoutes } from './trading/backtest-routes';
import { researchRoutes } from './trading/research-routes';
import { tradingRoutes } from './trading/routes';
import { signalRoutes } from './market/signals/routes';
import { registerSessionEviction, requireUser } from './sessions/http';
import { AdvisoryLockLeader, SoleLeader } from './trading/leader';
import { TradingLoop } from './trading/loop';
import { NO_OPERATOR_WARNING } from './trading/operators';
import { Lifecycle } from './lifecycle';
import { metaRoutes } from './admin/routes';
import { modelRoutes } from './admin/model-routes';
import { MODELS_CHANGED_CHANNEL } from './chat/models/connections';
import { syncEnvConnection } from './chat/models/env-connection';
import { paymentRoutes } from './payments/routes';
import { socialRoutes } from './accounts/social-routes';
import { createServices, type ServiceOverrides, type Services } from './compose';
import { USER_CHANGED_CHANNEL } from './sessions/service';
import { registerHttpTelemetry } from './observability/http';
import { Telemetry } from './observability/telemetry';
import { metricsRoutes } from './admin/metrics-routes';
import { userAdminRoutes } from './admin/user-routes';
import { usageRoutes } from './admin/usage-routes';
import { auditRoutes } from './admin/audit-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services (tests reach the mail queue and the clock through it). */
    services: Services;
  }
}

export interface AppDeps {
  config: TConfig;
  database: DatabaseHandle;
  overrides?: ServiceOverrides;
  /** Where the logs go (tests read them); default stdout. */
  logStream?: NodeJS.WritableStream;
  /** Told of every route as it is registered (the contract test lists them). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the whole HTTP app on already-opened dependencies (no listening, no process hooks),
 * so tests drive it with `app.inject` or on a free port exactly as production does.
 */
export async function buildApp({
  config,
  database,
  overrides,
  logStream,
  onRoute,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    // A hop count trusts that many proxies nearest to us (proxy-addr's function form).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_addr: string, i: number) =>
              i < hops
          )(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // Metrics and traces first, so a request's span covers every other hook (docs/operations.md).
  const telemetry = new Telemetry({
    serviceName: config.OTEL_SERVICE_NAME,
    ...(config.OTEL_EXPORTER_OTLP_ENDPOINT ? { otlpEndpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT } : {}),
    ...(overrides?.traceExporter ? { traceExporter: overrides.traceExporter } : {}),
  });
  registerHttpTelemetry(app, telemetry);
  app.addHook('onClose', () => telemetry.close());
  // Graceful shutdown: once close() has begun, answers still in flight ask the client to drop the
  // keep-alive connection, so the server can finish them and exit without waiting for idle sockets.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, { allowedOrigins: config.ALLOWED_ORIGINS, publicUrl: config.publicUrl });
  registerNoStore(app);
  await app.register(cookie);
  if (config.TRUST_PROXY === false) warnOfUntrustedProxy(app);
  const limits = rateLimitStore(config.REDIS_URL, config.REDIS_PREFIX, app.log);
  app.addHook('onClose', limits.close);
  await app.register(rateLimit, {
    global: false,
    ...limits.options,
    // Thrown into the one error handler: 429 with the reason TOO_MANY_REQUESTS (`retry-after` is set by the plugin).
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', `Rate limit exceeded, retry in ${ctx.after}`, {
        reason: 'TOO_MANY_REQUESTS',
      }),
  });
  await registerOpenApi(app);

  const services = createServices(config, database.db, app.log, overrides ?? {}, telemetry);
  telemetry.metrics.watch({
    activeStreams: () => services.chat.inFlight,
    ...(database.pool ? { database: { kind: database.kind, pool: database.pool } } : {}),
  });
  app.decorate('services', services);
  const edited = await services.avatars.seedAndLoad();
  if (edited.length > 0)
    app.log.warn(
      { avatars: edited },
      'avatars edited by an operator keep their edits; this release ships other versions of them (docs/avatars.md)',
    );

  // The environment's model connection (OPENAI_*, CHAT_MODELS), then the model list from the database.
  await syncEnvConnection(database.db, config);
  await services.modelConnections.reload();

  // Long-running parts start with the server and stop with it, in one place (docs/architecture.md).
  const lifecycle = new Lifecycle(app.log);
  lifecycle.add(
    Lifecycle.interval(
      'chat-hold-sweeper',
      60_000,
      () => services.chat.sweep(),
      (err) => app.log.error({ err }, 'hold sweep failed'),
    ),
  );
  // Expired sessions, used or expired mailed links, day-old counts of failed sign-ins.
  lifecycle.add(
    Lifecycle.interval(
      'accounts-sweeper',
      10 * 60_000,
      async () => {
        await services.sessions.sweep();
        await services.tokens.sweep();
        await services.throttle.sweep();
      },
      (err) => app.log.error({ err }, 'accounts sweep failed'),
    ),
  );
  // Resolved sessions are cached while the database's change notifications flow (docs/benchmarks.md).
  let stopListening: (() => Promise<void>) | undefined;
  lifecycle.add({
    name: 'session-cache',
    start: async () => {
      stopListening = await database.listen(
        USER_CHANGED_CHANNEL,
        (userId) => services.sessions.userChanged(userId),
        (listening) => services.sessions.cache.setLive(listening),
      );
    },
    stop: () => stopListening?.(),
  });
  registerSessionEviction(app, services.sessions);
  // Model connections changed on any instance: this one reloads its list (docs/chat.md, "Connect a model").
  let stopModelNotes: (() => Promise<void>) | undefined;
  const reloadModels = () =>
    void services.modelConnections
      .reload()
      .catch((err) => app.log.error({ err }, 'model list reload failed'));
  lifecycle.add({
    name: 'model-list',
    start: async () => {
      stopModelNotes = await database.listen(MODELS_CHANGED_CHANNEL, reloadModels, (live) => {
        // Back after a lost connection: changes made meanwhile were not announced.
        if (live) reloadModels();
      });
    },
    stop: () => stopModelNotes?.(),
  });
  // Local model servers found by themselves, and down connections asked again.
  lifecycle.add(
    Lifecycle.interval(
      'model-discovery',
      config.MODEL_DISCOVERY_MINUTES * 60_000,
      () => services.modelDiscovery.run(),
      (err) => app.log.warn({ err }, 'model discovery failed'),
    ),
  );
  lifecycle.add({ name: 'mail', stop: () => services.mail.stop(5_000) });
  if (config.reachableFromOutside && config.OPERATOR_EMAILS.length === 0) {
    lifecycle.add({
      name: 'operator-check',
      start: async () => {
        if (!(await services.operators.anyStored())) app.log.warn(NO_OPERATOR_WARNING);
      },
      stop: () => undefined,
    });
  }
  if (config.mail.kind === 'outbox' && config.reachableFromOutside) {
    app.log.warn(
      `Mail goes to ${config.mail.dir} only: nobody receives confirmation or password-reset mails. Set SMTP_URL.`,
    );
  }
  if (services.learning) {
    const learning = services.learning;
    lifecycle.add({ name: 'memory-learning', stop: () => learning.stop(5_000) });
  }
  if (services.news.configured) {
    lifecycle.add({ name: 'news-poller-load', start: () => services.news.load(), stop: () => undefined });
    lifecycle.add(
      Lifecycle.interval(
        'news-poller',
        config.NEWS_POLL_MINUTES * 60_000,
        () => services.news.poll(),
        (err) => app.log.warn({ err }, 'news poll failed'),
      ),
    );
    // Stops first (parts stop in reverse): a fetch waiting for a feed that does not answer is cancelled.
    lifecycle.add({ name: 'news-fetches', stop: () => services.news.stop() });
  }
  lifecycle.add({ name: 'speech', stop: () => services.speech.close() });
  lifecycle.add({
    name: 'market-data',
    start: () => services.marketData.start(),
    stop: () => services.marketData.close(),
  });
  lifecycle.add({ name: 'backtest-jobs', stop: () => services.backtests.jobs.close() });
  lifecycle.add({ name: 'research-jobs', stop: () => services.research.jobs.close() });
  if (config.TRADING_LOOP === 'on') {
    const leadership = database.connect
      ? new AdvisoryLockLeader(database.connect, (leader) =>
          app.log.info({ leader }, 'trading loop leadership changed'),
        )
      : new SoleLeader();
    const loop = new TradingLoop(services.trading, services.market.feed(config.TRADING_SYMBOL), leadership, {
      barMs: config.TRADING_BAR_SECONDS * 1000,
      log: app.log,
      beforeBar: () => services.ownTrading.lapse(),
    });
    lifecycle.add({ name: 'trading-loop', start: () => loop.start(), stop: () => loop.stop() });
    telemetry.metrics.watch({ tradingLeader: () => leadership.isLeader(), lastBarMs: () => loop.lastBarMs });
  }
  lifecycle.add({ name: 'image-renderer', stop: () => services.imageGenerator.close?.() });
  lifecycle.add({ name: 'chat-streams', stop: () => services.chat.drain(config.CHAT_DRAIN_MS) });
  app.addHook('onReady', () => lifecycle.start());
  app.addHook('preClose', () => lifecycle.stop());

  await app.register(metaRoutes, { database, config, services });
  await app.register(metricsRoutes, { services, config });
  await app.register(accountRoutes, { services, config });
  await app.register(accountPageRoutes, { services, config });
  await app.register(paymentRoutes, { services, config });
  await app.register(socialRoutes, { services, config });
  await app.register(avatarRoutes, { services });
  await app.register(chatRoutes, { services, config });
  await app.register(reportRoutes, { services });
  await app.register(safetyRoutes, { services });
  await app.register(modelRoutes, { services });
  await app.register(newsRoutes, { services });
  await app.register(operatorRoutes, { services });
  await app.register(userAdminRoutes, { services });
  await app.register(usageRoutes, { services });
  await app.register(auditRoutes, { services });
  await app.register(speechRoutes, { services });
  await app.register(imageRoutes, { services });
  await app.register(tradingRoutes, { services });
  await app.register(backtestRoutes, { services });
  await app.register(researchRoutes, { services });
  await app.register(signalRoutes, {
    market: services.marketData,
    requireUser: async (req) => {
      await requireUser(req, services.sessions);
    },
    requireOperator: async (req) => {
      await services.operators.require(req, services.sessions);
    },
  });

  await registerSpa(app, config.paths.webDistDir, { sourceMaps: config.NODE_ENV !== 'production' });
  return app;
}
