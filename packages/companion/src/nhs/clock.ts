/**
 * Local clock time of an IANA time zone, computed from epoch milliseconds. Intl is only asked
 * once per zone and 15-minute bucket (UTC offsets change on such boundaries), so the per-message
 * hot path is a Map lookup.
 */

const BUCKET_MS = 15 * 60_000;
const MAX_CACHE = 4096;
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function computeOffsetMin(timeZone: string, ms: number): number {
  const parts = formatterFor(timeZone).formatToParts(ms);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** True when `timeZone` is a valid IANA zone name for this runtime. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * UTC offset of `timeZone` at instant `ms`, in minutes (Berlin in winter: 60).
 * Invalid zones count as UTC.
 */
export function utcOffsetMin(timeZone: string, ms: number): number {
  const bucket = Math.floor(ms / BUCKET_MS);
  const key = `${timeZone}|${bucket}`;
  const hit = offsets.get(key);
  if (hit !== undefined) return hit;
  let value = 0;
  try {
    value = computeOffsetMin(timeZone, bucket * BUCKET_MS);
  } catch {
    value = 0;
  }
  if (offsets.size >= MAX_CACHE) offsets.clear();
  offsets.set(key, value);
  return value;
}

/**
 * Local clock hour in [0, 24) of `timeZone` at epoch `ms`.
 * @example localHour('Europe/Berlin', Date.UTC(2026, 0, 1, 7, 30)) // 8.5
 */
export function localHour(timeZone: string, ms: number): number {
  const local = ms + utcOffsetMin(timeZone, ms) * 60_000;
  const h = (local % 86_400_000) / 3_600_000;
  return h < 0 ? h + 24 : h;
}
