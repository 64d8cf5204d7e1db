import { tradingEndpoints } from '@avatara/contracts/http/trading';

/**
 * The trading settings (trading-dashboard.md §7 "Trading settings"), declared in
 * `@avatara/contracts/http/trading`: the stored layer (404: nothing stored yet), and saving it.
 */
export const configEndpoints = {
  get: tradingEndpoints.config,
  save: tradingEndpoints.saveConfig,
};
