import { z } from 'zod';
import { GET, json } from './endpoint';

/**
 * `GET /trading/access`: what the signed-in user may do with the trading dashboard
 * (docs/trading-service.md "Who may do what").
 */
export const ZTradingAccess = z.object({
  /** Operators change every account, the house settings and run the admin tools; their panel shows 'defaultUser'. */
  operator: z.boolean(),
  /**
   * The user's own paper-trading account (a plan with the trading dashboard, Pro): the panel opens
   * over it. After the plan ended it stays, read only. null: none (an older server sends nothing).
   */
  account: z.string().nullable().default(null),
});
export type TTradingAccess = z.infer<typeof ZTradingAccess>;

/**
 * The one trading call the chat page makes (whether to show the '$' button, and over which
 * account), apart from the dashboard's tables so the chat page ships no trading schema
 * (docs/trading-service.md).
 */
export const tradingAccessEndpoints = {
  access: GET({ path: '/trading/access', response: json(ZTradingAccess, { serialize: false }) }),
};
