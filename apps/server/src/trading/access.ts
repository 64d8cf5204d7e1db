/**
 * Who may read and change which trading account (docs/trading-service.md "Who may do what"):
 * - operators: everything (every account, the house settings 'system', admin tools, backtests);
 * - a holder of a plan with the trading dashboard: their own account (own-accounts.ts), read and write;
 * - after that plan ended: their own account, read only;
 * - every signed-in user: reads of the house accounts ('defaultUser', 'system', ids operators chose).
 * Nobody but its owner and operators reads an own account. 401 signed out, 403 otherwise.
 */
import type { TTradingAccess } from '@avatara/contracts/http/trading-access';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { requireUser } from '../sessions/http';
import type { SessionService, UserRow } from '../sessions/service';
import type { Operators } from './operators';
import { ownAccountId, ownerOf, type OwnTradingAccounts } from './own-accounts';

export class TradingAccess {
  constructor(
    private readonly sessions: SessionService,
    private readonly operators: Operators,
    private readonly own: OwnTradingAccounts,
  ) {}

  /** What the signed-in user may do: `GET /trading/access`. */
  async of(request: FastifyRequest): Promise<TTradingAccess> {
    const user = await requireUser(request, this.sessions);
    const [operator, account] = await Promise.all([
      this.operators.isOperator(user),
      this.own.accountOf(user),
    ]);
    return { operator, account };
  }

  /** The signed-in user, when they may read `accountId`. */
  async read(request: FastifyRequest, accountId: string): Promise<UserRow> {
    const user = await requireUser(request, this.sessions);
    const owner = ownerOf(accountId);
    if (owner === null || owner === user.id || (await this.operators.isOperator(user))) return user;
    throw new AppError('FORBIDDEN', 'This trading account belongs to someone else.');
  }

  /** The signed-in user, when they may change `accountId` (its trades, money, switches or config layer). */
  async write(request: FastifyRequest, accountId: string): Promise<UserRow> {
    const user = await requireUser(request, this.sessions);
    if (accountId === ownAccountId(user.id) && this.own.holds(user)) return user;
    if (await this.operators.isOperator(user)) return user;
    if (this.own.holds(user))
      throw new AppError('FORBIDDEN', 'You may change only your own trading account.');
    throw new AppError('FORBIDDEN', 'Only operators may change trading.');
  }
}
