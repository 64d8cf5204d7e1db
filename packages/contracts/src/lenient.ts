import { z } from 'zod';

/*
 * Tolerant readers for the trading dashboard's answers (trading-dashboard.md §3, §5): "server
 * numbers accept a comma as decimal separator and whitespace is removed; non-numeric becomes 0".
 * Each schema reads any value into its canonical form (a number, a text, 0/1) and never fails, so a
 * damaged field shows as 0 or '' instead of breaking the panel; an answer that is already canonical
 * (what our server sends) comes out unchanged — the server's route tests check exactly that.
 */

/**
 * A number from the server (§5): a comma is a decimal separator, whitespace is removed, anything
 * non-numeric (or non-finite) becomes 0; `true` is 1.
 *
 * @example serverNumber('65 000,5') // 65000.5
 */
export function serverNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return 0;
  const text = value.replace(/\s+/g, '').replace(',', '.');
  if (text === '') return 0;
  const n = Number(text);
  return Number.isFinite(n) ? n : 0;
}

/** A server flag: `true`, 1, '1' or 'true'. */
export const serverFlag = (value: unknown): boolean =>
  value === true || value === 'true' || serverNumber(value) === 1;

const scalar = z.union([z.number(), z.string(), z.boolean(), z.null()]);

/** A number (§5); missing or unreadable: 0. */
export const ZServerNumber = scalar.transform(serverNumber).catch(0);
/** A number where one was sent, else undefined (null counts as not sent). */
export const ZServerNumberOrAbsent = z
  .union([z.number(), z.string(), z.boolean()])
  .transform(serverNumber)
  .optional()
  .catch(undefined);
/** A text; a number as its digits; anything else ''. */
export const ZServerText = z.union([z.string(), z.number()]).transform(String).catch('');
/** A text where one was sent, else undefined. */
export const ZServerTextOrAbsent = z
  .union([z.string(), z.number()])
  .transform(String)
  .optional()
  .catch(undefined);
/** A flag as 0/1 (the wire's form of `tradingOn`). */
export const ZServerFlag01 = scalar.transform((v): 0 | 1 => (serverFlag(v) ? 1 : 0)).catch(0);
/** A flag as a boolean. */
export const ZServerBoolean = scalar.transform(serverFlag).catch(false);

/** A text that is one of `values`, else `fallback`. */
export const oneOf = <const V extends readonly [string, ...string[]]>(values: V, fallback: V[number]) =>
  z.enum(values).catch(fallback);

/**
 * An object whose fields all read tolerantly: anything that is not an object reads as `{}`
 * (every field at its fallback); fields the shape does not name are kept as they came.
 */
export function lenientObject<const S extends Record<string, z.ZodType>>(shape: S) {
  const object = z.looseObject(shape);
  // Typed by what the shape takes, without the index signature (a server's interfaces have none).
  return object.catch(() => object.parse({})) as unknown as z.ZodType<
    z.output<typeof object>,
    z.input<z.ZodObject<S>>
  >;
}

/** Like `lenientObject`, but anything that is not an object reads as null. */
export function lenientObjectOrNull<const S extends Record<string, z.ZodType>>(shape: S) {
  const object = z.looseObject(shape);
  return object.nullish().catch(null) as unknown as z.ZodType<
    z.output<typeof object> | null | undefined,
    z.input<z.ZodObject<S>> | null | undefined
  >;
}

/** A list: anything else reads as []. Each entry is read by `entry` (a tolerant entry never fails). */
export const lenientList = <const T extends z.ZodType>(entry: T) => z.array(entry).catch([]);

/**
 * A list of which only the entries `entry` accepts are kept (others dropped); anything else reads as [].
 * Typed by what `entry` takes.
 */
export function filteredList<const T extends z.ZodType>(entry: T): z.ZodType<z.output<T>[], z.input<T>[]> {
  return z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const read = entry.safeParse(item);
        return read.success ? [read.data as z.output<T>] : [];
      }),
    ) as unknown as z.ZodType<z.output<T>[], z.input<T>[]>;
}
