/**
 * What the trading engine uses of @avatara/contracts, for the command-line bundle only
 * (cli-build.mjs aliases the package to this file): the bundle then loads the trading schemas
 * and not every other endpoint's, which keeps the CLI's start-up short. Same source files, so
 * nothing can drift.
 */
export * from '../../contracts/src/trading';
export * from '../../contracts/src/trading-config';
