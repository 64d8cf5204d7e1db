import type { TTradingConfig, ZTradingConfig } from '@avatara/contracts';

/** What the engine and the CLI use of the trading-config schema. */
export type TConfigSchema = Pick<typeof ZTradingConfig, 'parse' | 'safeParse'>;

function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (x === null || typeof x !== 'object') return false;
  const proto = Object.getPrototypeOf(x) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Same data: numbers by Object.is (0 and -0 differ), plain objects key by key. */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && sameData(a[k], b[k]));
}

/**
 * Whether `input` asks for nothing but defaults: a plain object whose every key is a config
 * field holding `undefined` or exactly that field's default. The schema maps such an input to
 * the defaults (schema.test.ts checks it against the real schema).
 */
export function onlyDefaults(input: unknown, defaults: TTradingConfig): boolean {
  if (!isPlainObject(input)) return false;
  const d = defaults as unknown as Record<string, unknown>;
  for (const k of Object.keys(input)) {
    if (!Object.hasOwn(d, k)) return false;
    const v = input[k];
    if (v !== undefined && !sameData(v, d[k])) return false;
  }
  return true;
}

/**
 * The trading-config schema for the command-line bundle, without building zod's schema at
 * start-up (zod and this schema take ~80 ms to load, a quarter of the CLI's time budget):
 * `parse` answers an input that asks for nothing but defaults with a copy of `defaults`
 * (computed by the real schema when the CLI is built) and hands anything else, like
 * `safeParse`, to the real schema, which `load` brings in on first use.
 * @example const Z = defaultsFirstSchema(DEFAULT_TRADING_CONFIG, () => ZTradingConfig); Z.parse({}); // no zod
 */
export function defaultsFirstSchema(defaults: TTradingConfig, load: () => TConfigSchema): TConfigSchema {
  let real: TConfigSchema | undefined;
  const schema = () => (real ??= load());
  return {
    parse: ((input: unknown, params?: never) =>
      onlyDefaults(input, defaults)
        ? structuredClone(defaults)
        : schema().parse(input, params)) as TConfigSchema['parse'],
    safeParse: ((input: unknown, params?: never) =>
      schema().safeParse(input, params)) as TConfigSchema['safeParse'],
  };
}
