/**
 * Reserve-and-settle for chat replies (docs/chat.md, Billing) is the balance holds of
 * `payments/holds.ts`, shared with speech: before a model call the reply's worst-case cost is held
 * (in the turn's begin statement, `turn-sql.ts`); after it, the real cost is charged in the
 * statement that stores the reply and the rest is released; on failure everything is released.
 */
export { BalanceHolds as ChatBilling, HOLD_TTL_MS, type Hold } from '../payments/holds';
