#!/usr/bin/env node
/**
 * `npm run backtest -- …`: (re)builds packages/trading/dist/backtest.cjs when a source changed,
 * then runs it in this process with the same arguments (see src/cli/backtest.ts for them).
 */
import { pathToFileURL } from 'node:url';
import { ensureCliBuilt } from './cli-build.mjs';

const bundle = await ensureCliBuilt();
await import(pathToFileURL(bundle).href);
