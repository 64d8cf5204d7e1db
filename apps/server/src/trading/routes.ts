import { tradingEndpoints as endpoints } from '@avatara/contracts/http/trading';
import { tradingAccessEndpoints } from '@avatara/contracts/http/trading-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { route } from '../http/route';
import { requireUser } from '../sessions/http';
import { DEFAULT_USER } from './config';
import type { SessionService } from '../sessions/service';
import type { TradingService } from './service';
import type { Operators } from './operators';

/** The services these routes use (given by the composition root, compose.ts). */
export interface TradingRouteServices {
  sessions: SessionService;
  trading: TradingService;
  operators: Operators;
}

/**
 * The trading panel's calls (trading-dashboard.md §7). Reads: any signed-in user. Writes:
 * operators only (docs/trading-service.md). Every body and path is validated (400 naming the field).
 */
export async function tradingRoutes(app: FastifyInstance, { services }: { services: TradingRouteServices }) {
  const { sessions, trading, operators } = services;
  const reader = (req: FastifyRequest) => requireUser(req, sessions);
  const operator = (req: FastifyRequest) => operators.require(req, sessions);
  const noStore = { 'cache-control': 'no-store' };
  const tags = ['trading'];

  route(app, tradingAccessEndpoints.access, {
    tags,
    handler: async (req) => ({ operator: await operators.isOperator(await reader(req)) }),
  });

  route(app, endpoints.summary, {
    tags,
    handler: async (req, reply) => {
      await reader(req);
      return reply.headers(noStore).send(await trading.summary(req.query.userId ?? DEFAULT_USER));
    },
  });

  route(app, endpoints.decision, {
    tags,
    handler: async (req, reply) => {
      await reader(req);
      const d = await trading.decision(req.query.userId ?? DEFAULT_USER);
      return d ? reply.headers(noStore).send(d) : reply.code(204).send();
    },
  });

  route(app, endpoints.allocations, {
    tags,
    handler: async (req, reply) => {
      await reader(req);
      return reply.headers(noStore).send(await trading.allocations(req.query.userId ?? DEFAULT_USER));
    },
  });

  route(app, endpoints.trades, {
    tags,
    handler: async (req) => {
      await reader(req);
      const trades = await trading.trades(req.params.userId, req.query.limit, req.query.before);
      return { trades, next: trades.length === req.query.limit ? trades.at(-1)!.seq : null };
    },
  });

  route(app, endpoints.deposit, {
    tags,
    handler: async (req) => {
      await operator(req);
      return trading.deposit(req.body.userId, req.body.amountUsd);
    },
  });

  route(app, endpoints.writeAllocations, {
    tags,
    handler: async (req) => {
      await operator(req);
      return trading.writeAllocations(req.body);
    },
  });

  route(app, endpoints.toggles, {
    tags,
    handler: async (req) => {
      await operator(req);
      return trading.toggles(req.params.userId, req.body.tradingOn === 1, req.body.enabled);
    },
  });

  const clear = async (req: FastifyRequest<{ Params: { userId: string } }>) => {
    await operator(req);
    await trading.clear(req.params.userId);
    return { ok: true as const, userId: req.params.userId };
  };
  route(app, endpoints.clear, { tags, handler: clear });
  // The spec's fallback (§7). A GET that changes state: refused when a link or another site
  // triggers it (a browser marks those requests), so only the panel's own fetch gets through.
  route(app, endpoints.clearByGet, {
    tags,
    // A foreign Origin or Referer is refused like on any write (issue 27 §9).
    config: { changesState: true },
    handler: async (req) => {
      const site = req.headers['sec-fetch-site'];
      if (
        req.headers['sec-fetch-mode'] === 'navigate' ||
        (site !== undefined && site !== 'same-origin' && site !== 'none')
      ) {
        throw new AppError('FORBIDDEN', 'Cross-site request refused');
      }
      return clear(req);
    },
  });

  route(app, endpoints.liquidate, {
    tags,
    handler: async (req) => {
      await operator(req);
      return trading.liquidate(req.params.userId, req.params.strategy, req.body?.percent ?? 100);
    },
  });

  route(app, endpoints.config, {
    tags,
    handler: async (req) => {
      await reader(req);
      const config = await trading.config(req.params.userId);
      if (!config)
        throw new AppError('NOT_FOUND', `No trading config for '${req.params.userId}'.`, { field: 'userId' });
      return config;
    },
  });

  route(app, endpoints.saveConfig, {
    tags,
    handler: async (req) => {
      await operator(req);
      return trading.putConfig(req.params.userId, req.body);
    },
  });
}
