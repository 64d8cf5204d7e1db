import {
  ZAllocationsQuery,
  ZAllocationsWrite,
  ZDealParams,
  ZDepositRequest,
  ZLiquidateRequest,
  ZTogglesRequest,
  ZTradesQuery,
  ZTradingUserParams,
  ZWalletQuery,
} from '@avatara/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sessions, trading, operators } = services;
  const reader = (req: FastifyRequest) => requireUser(req, sessions);
  const operator = (req: FastifyRequest) => operators.require(req, sessions);
  const noStore = { 'cache-control': 'no-store' };

  r.get('/trading/access', { schema: { tags: ['trading'] } }, async (req) => ({
    operator: await operators.isOperator(await reader(req)),
  }));

  r.get(
    '/wallet/summary',
    { schema: { tags: ['trading'], querystring: ZWalletQuery } },
    async (req, reply) => {
      await reader(req);
      return reply.headers(noStore).send(await trading.summary(req.query.userId ?? DEFAULT_USER));
    },
  );

  r.get(
    '/market/decision',
    { schema: { tags: ['trading'], querystring: ZWalletQuery } },
    async (req, reply) => {
      await reader(req);
      const d = await trading.decision(req.query.userId ?? DEFAULT_USER);
      return d ? reply.headers(noStore).send(d) : reply.code(204).send();
    },
  );

  r.get(
    '/allocations',
    { schema: { tags: ['trading'], querystring: ZAllocationsQuery } },
    async (req, reply) => {
      await reader(req);
      return reply.headers(noStore).send(await trading.allocations(req.query.userId ?? DEFAULT_USER));
    },
  );

  r.get(
    '/trading/:userId/trades',
    { schema: { tags: ['trading'], params: ZTradingUserParams, querystring: ZTradesQuery } },
    async (req) => {
      await reader(req);
      const trades = await trading.trades(req.params.userId, req.query.limit, req.query.before);
      return { trades, next: trades.length === req.query.limit ? trades.at(-1)!.seq : null };
    },
  );

  r.post('/allocations/deposit', { schema: { tags: ['trading'], body: ZDepositRequest } }, async (req) => {
    await operator(req);
    return trading.deposit(req.body.userId, req.body.amountUsd);
  });

  r.post('/allocations/write', { schema: { tags: ['trading'], body: ZAllocationsWrite } }, async (req) => {
    await operator(req);
    return trading.writeAllocations(req.body);
  });

  r.put(
    '/trading/:userId/toggles',
    { schema: { tags: ['trading'], params: ZTradingUserParams, body: ZTogglesRequest } },
    async (req) => {
      await operator(req);
      return trading.toggles(req.params.userId, req.body.tradingOn === 1, req.body.enabled);
    },
  );

  const clear = async (req: FastifyRequest<{ Params: { userId: string } }>) => {
    await operator(req);
    await trading.clear(req.params.userId);
    return { ok: true, userId: req.params.userId };
  };
  r.delete('/portfolio/:userId', { schema: { tags: ['trading'], params: ZTradingUserParams } }, clear);
  // The spec's fallback (§7). A GET that changes state: refused when a link or another site
  // triggers it (a browser marks those requests), so only the panel's own fetch gets through.
  r.get(
    '/portfolio/delete/:userId',
    { schema: { tags: ['trading'], params: ZTradingUserParams } },
    async (req) => {
      const site = req.headers['sec-fetch-site'];
      if (
        req.headers['sec-fetch-mode'] === 'navigate' ||
        (site !== undefined && site !== 'same-origin' && site !== 'none')
      ) {
        throw new AppError('FORBIDDEN', 'Cross-site request refused');
      }
      return clear(req);
    },
  );

  r.post(
    '/deals/:userId/:strategy/liquidate',
    { schema: { tags: ['trading'], params: ZDealParams, body: ZLiquidateRequest.optional() } },
    async (req) => {
      await operator(req);
      return trading.liquidate(req.params.userId, req.params.strategy, req.body?.percent ?? 100);
    },
  );

  r.get(
    '/config/trading/:userId',
    { schema: { tags: ['trading'], params: ZTradingUserParams } },
    async (req) => {
      await reader(req);
      const config = await trading.config(req.params.userId);
      if (!config)
        throw new AppError('NOT_FOUND', `No trading config for '${req.params.userId}'.`, { field: 'userId' });
      return config;
    },
  );

  r.put(
    '/config/trading/:userId',
    { schema: { tags: ['trading'], params: ZTradingUserParams, body: z.record(z.string(), z.unknown()) } },
    async (req) => {
      await operator(req);
      return trading.putConfig(req.params.userId, req.body);
    },
  );
}
