// Worker-thread entry of the embedded backtest jobs: the server runs TypeScript through tsx, and
// a thread started from it (or from the tests) registers the same loader before loading the
// TypeScript worker. Plain JavaScript, so it runs the same under tsx and Vitest.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./thread.ts', import.meta.url).href);
