/**
 * Own paper-trading accounts (docs/trading-service.md "Own accounts"). A user whose plan grants
 * the trading dashboard (Pro, docs/plans.md) trades an account of their own, `user-<user id>`,
 * opened on their first `GET /trading/access` with one paper deposit of 10,000 $. Its owner reads
 * and changes it; operators may do anything; nobody else may read it.
 *
 * When the plan ends (no held plan grants trading any more) the account stays and its owner may
 * still read it, but writes are refused and the loop switches its trading off before each bar. A
 * deleted user's account goes with the user (a `UserDataPart` of the account export and deletion).
 */
import { inArray } from 'drizzle-orm';
import type { UserDataPart } from '../accounts/account-data';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { PlanGrant } from '../payments/plan-grants';
import { plansGrant } from '../payments/plans';
import type { UserRow } from '../sessions/service';
import type { TradingService } from './service';
import { TradingStore } from './store';

/** Own account ids are this prefix and the owner's user id (a UUID): `user-3f1c…`. */
export const OWN_ACCOUNT_PREFIX = 'user-';

/** The paper deposit a new own account starts with: the panel's Deposit (trading-dashboard.md §9). */
export const OWN_ACCOUNT_DEPOSIT_USD = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The own account of a user. @example ownAccountId('3f1c…') // 'user-3f1c…' */
export function ownAccountId(userId: string): string {
  return OWN_ACCOUNT_PREFIX + userId;
}

/** The user whose own account `accountId` is; null for the house accounts and ids operators chose. */
export function ownerOf(accountId: string): string | null {
  if (!accountId.startsWith(OWN_ACCOUNT_PREFIX)) return null;
  const userId = accountId.slice(OWN_ACCOUNT_PREFIX.length);
  return UUID.test(userId) ? userId : null;
}

type PlanHolder = Pick<UserRow, 'plans' | 'trialExpiresAt'>;

export interface OwnAccountsDeps {
  db: Database;
  trading: TradingService;
  /** The plans that count now (AccountService.plansOf: an ended trial counts none). */
  plansOf: (user: PlanHolder) => string[];
  /** An account that could not be opened (the panel's Deposit opens it later). */
  onOpenFailed?: (err: unknown, accountId: string) => void;
}

export class OwnTradingAccounts {
  /** First visits in flight, so parallel ones of this process open the account once. */
  private readonly opening = new Map<string, Promise<void>>();

  constructor(private readonly deps: OwnAccountsDeps) {}

  /** Whether the user's plans grant an own account now (writes to it need this). */
  holds(user: PlanHolder): boolean {
    return plansGrant(this.deps.plansOf(user), PlanGrant.TRADING);
  }

  /**
   * The user's own account: opened and seeded on the first call while a plan grants it; after the
   * plan ended, still the account (read only) when it exists; else null.
   */
  async accountOf(user: UserRow): Promise<string | null> {
    const id = ownAccountId(user.id);
    if (this.holds(user)) {
      await this.open(id);
      return id;
    }
    return (await this.deps.trading.hasAccount(id)) ? id : null;
  }

  private open(id: string): Promise<void> {
    let pending = this.opening.get(id);
    if (!pending) {
      pending = this.deps.trading
        .open(id, OWN_ACCOUNT_DEPOSIT_USD)
        .then(
          () => undefined,
          (err: unknown) => {
            // 423: another instance is opening it right now. Anything else: the holder can still
            // read the (empty) account and open it with the panel's Deposit.
            if (!(err instanceof AppError && err.code === 'LOCKED')) this.deps.onOpenFailed?.(err, id);
          },
        )
        .finally(() => this.opening.delete(id));
      this.opening.set(id, pending);
    }
    return pending;
  }

  /**
   * Switches trading off on every own account whose owner no longer holds the grant (or is gone);
   * the loop calls it before each bar. Returns the accounts it switched off.
   */
  async lapse(): Promise<string[]> {
    const owned = (await this.deps.trading.accountIds()).flatMap((id) => {
      const owner = ownerOf(id);
      return owner ? [{ id, owner }] : [];
    });
    if (owned.length === 0) return [];
    const holders = await this.deps.db
      .select({ id: users.id, plans: users.plans, trialExpiresAt: users.trialExpiresAt })
      .from(users)
      .where(
        inArray(
          users.id,
          owned.map((o) => o.owner),
        ),
      );
    const byId = new Map(holders.map((h) => [h.id, h]));
    const off: string[] = [];
    for (const { id, owner } of owned) {
      const holder = byId.get(owner);
      if (holder && this.holds(holder)) continue;
      if (await this.deps.trading.switchOff(id)) off.push(id);
    }
    return off;
  }

  /** The own account in the user's data export, and deleted with the user (docs/accounts.md "Your data"). */
  dataPart(): UserDataPart {
    const { trading } = this.deps;
    return {
      key: 'tradingAccount',
      export: async (userId) => {
        const id = ownAccountId(userId);
        if (!(await trading.hasAccount(id))) return null;
        return {
          id,
          wallet: await trading.summary(id),
          config: await trading.config(id),
          trades: await trading.trades(id, 1_000_000),
        };
      },
      delete: (tx, userId) => TradingStore.deleteAll(tx, ownAccountId(userId)),
    };
  }
}
