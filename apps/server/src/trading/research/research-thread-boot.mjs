// Worker-thread entry of the walk-forward jobs (as ../backtest/thread-boot.mjs): registers tsx,
// then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./thread.ts', import.meta.url).href);
