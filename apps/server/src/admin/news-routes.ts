import { newsEndpoints } from '@avatara/contracts/http/news';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import type { NewsService } from '../news/service';
import type { SessionService } from '../sessions/service';
import type { Operators } from '../trading/operators';

/** The services these routes use (given by the composition root, compose.ts). */
export interface NewsRouteServices {
  sessions: SessionService;
  operators: Operators;
  news: Pick<NewsService, 'status'>;
}

/**
 * The news feeds on the operators' Models page (docs/media.md, "News for avatars"): each feed
 * with its language, where it was named, its last fetch and success, its recent headlines and its
 * last error. 401 signed out, 403 for everyone but operators.
 */
export async function newsRoutes(app: FastifyInstance, { services }: { services: NewsRouteServices }) {
  const { sessions, operators, news } = services;

  route(app, newsEndpoints.feeds, {
    tags: ['admin'],
    handler: async (req) => {
      await operators.require(req, sessions);
      return news.status();
    },
  });
}
