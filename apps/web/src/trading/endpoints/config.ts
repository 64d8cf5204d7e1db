import { GET, jsonBodyOf, jsonWith, PUT } from '../../api/endpoint';

/** The stored layer of a trading config: any fields (docs/dashboard-settings.md); `{}` for anything but an object. */
const configRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The trading settings (trading-dashboard.md §7 "Trading settings"). */
export const configEndpoints = {
  /** 404: nothing stored yet. */
  get: GET({ path: '/config/trading/:userId', response: jsonWith(configRecord) }),
  /** The config object; answers the saved config. */
  save: PUT({
    path: '/config/trading/:userId',
    body: jsonBodyOf<Record<string, unknown>>(),
    response: jsonWith(configRecord),
  }),
};
