import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandler } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { registerSpa } from './http/spa';
import { metaRoutes } from './routes/meta';

export interface AppDeps {
  config: TConfig;
  database: DatabaseHandle;
}

/**
 * Builds the whole HTTP app on already-opened dependencies (no listening, no process hooks),
 * so tests drive it with `app.inject` or on a free port exactly as production does.
 */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, { allowedOrigins: config.ALLOWED_ORIGINS, publicUrl: config.publicUrl });
  await app.register(cookie);
  await registerOpenApi(app);

  await app.register(metaRoutes, { databaseKind: database.kind, hasChatApi: false });

  await registerSpa(app, config.paths.webDistDir);
  return app;
}
