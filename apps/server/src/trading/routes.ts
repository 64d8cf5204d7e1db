import { tradingEndpoints as endpoints } from '@avatara/contracts/http/trading';
import { tradingAccessEndpoints } from '@avatara/contracts/http/trading-access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { route } from '../http/route';
import { DEFAULT_USER } from './config';
import type { TradingAccess } from './access';
import type { TradingAudit } from './audit';
import type { TradingService } from './service';

/** The services these routes use (given by the composition root, compose.ts). */
export interface TradingRouteServices {
  trading: TradingService;
  tradingAccess: TradingAccess;
  /** Operators' writes to accounts not their own go to the audit log (docs/operator.md). */
  tradingAudit: TradingAudit;
}

/**
 * The trading panel's calls (trading-dashboard.md §7). Reads: any signed-in user, an own account
 * only its owner. Writes: operators, and a Pro holder to their own account (access.ts,
 * docs/trading-service.md). Every body and path is validated (400 naming the field).
 */
export async function tradingRoutes(app: FastifyInstance, { services }: { services: TradingRouteServices }) {
  const { trading, tradingAccess: access, tradingAudit: audits } = services;
  const noStore = { 'cache-control': 'no-store' };
  const tags = ['trading'];

  route(app, tradingAccessEndpoints.access, {
    tags,
    handler: async (req) => access.of(req),
  });

  route(app, endpoints.summary, {
    tags,
    handler: async (req, reply) => {
      const userId = req.query.userId ?? DEFAULT_USER;
      await access.read(req, userId);
      return reply.headers(noStore).send(await trading.summary(userId));
    },
  });

  route(app, endpoints.decision, {
    tags,
    handler: async (req, reply) => {
      const userId = req.query.userId ?? DEFAULT_USER;
      await access.read(req, userId);
      const d = await trading.decision(userId);
      return d ? reply.headers(noStore).send(d) : reply.code(204).send();
    },
  });

  route(app, endpoints.allocations, {
    tags,
    handler: async (req, reply) => {
      const userId = req.query.userId ?? DEFAULT_USER;
      await access.read(req, userId);
      return reply.headers(noStore).send(await trading.allocations(userId));
    },
  });

  route(app, endpoints.trades, {
    tags,
    handler: async (req) => {
      await access.read(req, req.params.userId);
      const trades = await trading.trades(req.params.userId, req.query.limit, req.query.before);
      return { trades, next: trades.length === req.query.limit ? trades.at(-1)!.seq : null };
    },
  });

  route(app, endpoints.deposit, {
    tags,
    handler: async (req) => {
      const writer = await access.write(req, req.body.userId);
      return trading.deposit(
        req.body.userId,
        req.body.amountUsd,
        audits.state(writer, req.body.userId, 'trading.deposit', { amountUsd: req.body.amountUsd }),
      );
    },
  });

  route(app, endpoints.writeAllocations, {
    tags,
    handler: async (req) => {
      const writer = await access.write(req, req.body.userId);
      return trading.writeAllocations(
        req.body,
        audits.config(writer, req.body.userId, 'trading.allocations'),
      );
    },
  });

  route(app, endpoints.toggles, {
    tags,
    handler: async (req) => {
      const writer = await access.write(req, req.params.userId);
      return trading.toggles(
        req.params.userId,
        req.body.tradingOn === 1,
        req.body.enabled,
        audits.state(writer, req.params.userId, 'trading.toggles'),
      );
    },
  });

  const clear = async (req: FastifyRequest<{ Params: { userId: string } }>) => {
    const writer = await access.write(req, req.params.userId);
    await trading.clear(req.params.userId, audits.state(writer, req.params.userId, 'trading.clear'));
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
      const writer = await access.write(req, req.params.userId);
      const percent = req.body?.percent ?? 100;
      return trading.liquidate(
        req.params.userId,
        req.params.strategy,
        percent,
        audits.state(writer, req.params.userId, 'trading.liquidate', {
          strategy: req.params.strategy,
          percent,
        }),
      );
    },
  });

  route(app, endpoints.config, {
    tags,
    handler: async (req) => {
      await access.read(req, req.params.userId);
      const config = await trading.config(req.params.userId);
      if (!config)
        throw new AppError('NOT_FOUND', `No trading config for '${req.params.userId}'.`, { field: 'userId' });
      return config;
    },
  });

  route(app, endpoints.saveConfig, {
    tags,
    handler: async (req) => {
      // 'system' (the house settings) has no owner: operators only.
      const writer = await access.write(req, req.params.userId);
      return trading.putConfig(
        req.params.userId,
        req.body,
        audits.config(writer, req.params.userId, 'trading.config'),
      );
    },
  });
}
