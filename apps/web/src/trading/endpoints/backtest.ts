/**
 * The backtester (trading-dashboard.md §7 "Backtest"): declared in `@avatara/contracts/http/backtest`;
 * its answers are read tolerantly there (§5) and turned into views by `../backtest/`.
 */
export { backtestEndpoints } from '@avatara/contracts/http/backtest';
