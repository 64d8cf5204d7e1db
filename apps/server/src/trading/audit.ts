/**
 * The audit entries of the trading panel's writes (docs/operator.md "Audit log"): an operator's
 * deposit, clearing, switches, liquidation, allocations or config layer on an account that is not
 * their own own account (a Pro holder changing their own account is no operator action). Each is
 * written in the write's transaction, with the account's money and switches before and after.
 */
import { STRATEGY_NAMES, type TAuditAction, type TTradingConfigInput } from '@avatara/contracts';
import type { TEngineState } from '@avatara/trading';
import type { AuditLog, AuditTarget } from '../audit/log';
import type { UserRow } from '../sessions/service';
import { ownerOf } from './own-accounts';
import type { ConfigAudit, StateAudit } from './service';

/** What an audit entry keeps of an account's state: money, positions and switches, not the indicators. */
export function tradingSnapshot(s: TEngineState | null): Record<string, unknown> | null {
  if (!s) return null;
  return {
    usdc: s.usdc,
    btc: s.btc,
    depositedUsd: s.depositedUsd,
    longQtyBtc: s.longQtyBtc,
    shortQtyBtc: s.shortQtyBtc,
    tradingOn: s.tradingOn,
    strategies: Object.fromEntries(
      s.strategies.map((st, k) => [
        STRATEGY_NAMES[k] ?? String(k),
        { enabled: st.enabled, qtyBtc: st.qtyBtc },
      ]),
    ),
  };
}

type StateAction = Extract<
  TAuditAction,
  'trading.deposit' | 'trading.clear' | 'trading.toggles' | 'trading.liquidate'
>;
type ConfigAction = Extract<
  TAuditAction,
  'trading.allocations' | 'trading.config' | 'trading.research_apply'
>;

export class TradingAudit {
  constructor(private readonly log: AuditLog) {}

  /** Whose account `accountId` is for the entry: an own account names its owner, others their id. */
  private target(type: 'trading_account' | 'trading_config', accountId: string): AuditTarget {
    const owner = ownerOf(accountId);
    return owner ? { type, userId: owner } : { type, id: accountId };
  }

  /** An operator's write of `writer` to another's account; undefined for their own account. */
  private isOperatorWrite(writer: UserRow, accountId: string): boolean {
    return ownerOf(accountId) !== writer.id;
  }

  /** The hook of a write to an account's state (`request`: what the panel sent, kept with `after`). */
  state(writer: UserRow, accountId: string, action: StateAction, request?: object): StateAudit | undefined {
    if (!this.isOperatorWrite(writer, accountId)) return undefined;
    return this.log.pending<{ before: TEngineState | null; after: TEngineState | null }>((c) => ({
      actor: { id: writer.id, email: writer.email },
      action,
      target: this.target('trading_account', accountId),
      before: tradingSnapshot(c.before),
      after: { ...tradingSnapshot(c.after), ...(request ? { request } : {}) },
    })).hook;
  }

  /** The hook of a write to a config layer (`system`: the house settings); `reason` as given. */
  config(writer: UserRow, accountId: string, action: ConfigAction, reason?: string): ConfigAudit | undefined {
    if (!this.isOperatorWrite(writer, accountId)) return undefined;
    return this.log.pending<{ before: TTradingConfigInput | null; after: TTradingConfigInput | null }>(
      (c) => ({
        actor: { id: writer.id, email: writer.email },
        action,
        target: this.target('trading_config', accountId),
        ...(reason ? { reason } : {}),
        before: c.before,
        after: c.after,
      }),
    ).hook;
  }
}
