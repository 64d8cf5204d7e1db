import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Serves the built web app from `distDir` and answers client routes (any other GET that
 * accepts HTML) with `index.html`. Anything else unmatched is a JSON 404.
 * Without a build (development, or API-only tests) only the 404 handler is installed.
 * Source maps (`*.map`) are served only when `sourceMaps` is set (not in production: they would
 * publish the source).
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  opts: { sourceMaps: boolean } = { sourceMaps: false },
): Promise<boolean> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      allowedPath: (pathName) => opts.sourceMaps || !pathName.endsWith('.map'),
      setHeaders(res, filePath) {
        // Hashed assets never change; everything else is revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml =
      (request.headers.accept ?? '').includes('text/html') ||
      request.url === '/' ||
      request.url.startsWith('/?');
    if (hasBuild && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`, {
      reason: 'NOT_FOUND',
    });
  });
  return hasBuild;
}
