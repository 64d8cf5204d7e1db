/**
 * `zod` inside the command-line bundle (cli-build.mjs): each builder call (`z.enum([...])`) is
 * made on the real zod of dist/cli-zod.cjs only when its schema is first used. The contracts build
 * a few schemas as they are imported that a backtest never uses; this keeps zod (~25 ms to load)
 * out of a plain run.
 */
import type { z as realZ } from 'zod';
import { realZod } from './cli-zod-loader';

/** An object that is `make()`'s result, made at the first access. */
function deferred(make: () => object): object {
  let target: object | undefined;
  const real = () => (target ??= make());
  return new Proxy(
    {},
    {
      get(_t, key) {
        const t = real();
        const v: unknown = Reflect.get(t, key, t);
        return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(t) : v;
      },
      has: (_t, key) => Reflect.has(real(), key),
      ownKeys: () => Reflect.ownKeys(real()),
      getOwnPropertyDescriptor: (_t, key) => {
        const d = Reflect.getOwnPropertyDescriptor(real(), key);
        return d && { ...d, configurable: true };
      },
      getPrototypeOf: () => Reflect.getPrototypeOf(real()),
    },
  );
}

export const z = new Proxy({} as typeof realZ, {
  get:
    (_t, name) =>
    (...args: unknown[]) =>
      deferred(() =>
        (realZod().z as unknown as Record<string | symbol, (...a: unknown[]) => object>)[name]!(...args),
      ),
});
