import { z } from 'zod';
import { GET, json } from './endpoint';

/** `GET /trading/access`: whether the signed-in user may open the trading dashboard (operators). */
export const ZTradingAccess = z.object({ operator: z.boolean() });
export type TTradingAccess = z.infer<typeof ZTradingAccess>;

/**
 * The one trading call the chat page makes (whether to show the '$' button), apart from the
 * dashboard's tables so the chat page ships no trading schema (docs/trading-service.md).
 */
export const tradingAccessEndpoints = {
  access: GET({ path: '/trading/access', response: json(ZTradingAccess, { serialize: false }) }),
};
