/**
 * Loads dist/cli-zod.cjs (cli-zod.ts), which lies beside the CLI bundle, on first use: synchronously,
 * as the schemas' callers are synchronous.
 */
import { createRequire } from 'node:module';
import type * as RealZod from './cli-zod';

type TRealZod = typeof RealZod;

let real: TRealZod | undefined;
export function realZod(): TRealZod {
  return (real ??= createRequire(import.meta.url)('./cli-zod.cjs') as TRealZod);
}
