import { extractFromJson, extractFromXml, type FeedData } from '@extractus/feed-extractor';

/** One headline as read from a feed, before it is stored. */
export interface FeedEntry {
  guid: string;
  title: string;
  summary: string;
  link: string;
  publishedAt: Date;
}

/** What one conditional fetch of a feed brought. */
export type FeedFetch =
  | { status: 304 }
  | { status: 200; title: string; entries: FeedEntry[]; etag: string | null; lastModified: string | null }
  | { status: number; error: string };

/** Most bytes read from one feed. */
const MAX_FEED_BYTES = 5 * 1024 * 1024;

const clean = (s: unknown, max: number): string =>
  String(s ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/** Parses an RSS, Atom or JSON feed (`@extractus/feed-extractor`) into headlines; undated entries count as `now`. */
export function parseFeed(
  body: string,
  contentType: string,
  now: Date,
): { title: string; entries: FeedEntry[] } {
  const trimmed = body.trimStart();
  const data: FeedData =
    contentType.includes('json') || trimmed.startsWith('{')
      ? extractFromJson(JSON.parse(trimmed) as Record<string, unknown>, { descriptionMaxLen: 400 })
      : extractFromXml(body, { descriptionMaxLen: 400 });
  const entries: FeedEntry[] = [];
  for (const e of data.entries ?? []) {
    const title = clean(e.title, 300);
    if (!title) continue;
    const published = e.published ? new Date(e.published) : now;
    entries.push({
      guid: clean(e.id || e.link || title, 500),
      title,
      summary: clean(e.description, 400),
      link: /^https?:\/\//.test(e.link ?? '') ? e.link!.slice(0, 1000) : '',
      publishedAt: Number.isNaN(published.getTime()) ? now : published,
    });
  }
  return { title: clean(data.title, 200), entries };
}

/** Network failures in a few words, by their system error code. */
const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name could not be looked up (no DNS)',
  ENETUNREACH: 'network unreachable',
  EHOSTUNREACH: 'host unreachable',
  ETIMEDOUT: 'connection timed out',
  CERT_HAS_EXPIRED: 'TLS certificate expired',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
};

/**
 * Why a fetch threw, for the operators' page and the log: `fetch failed` names its cause
 * ("connection refused", "host not found"), a timeout says so.
 */
export function fetchErrorText(err: unknown, timeoutMs: number): string {
  if (!(err instanceof Error)) return String(err);
  if (err.name === 'TimeoutError') return `no answer within ${Math.round(timeoutMs / 1000)} s`;
  const cause = (err as { cause?: { code?: unknown; message?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  if (code) return NETWORK_ERRORS[code] ?? `${err.message} (${code})`;
  if (typeof cause?.message === 'string' && cause.message) return `${err.message}: ${cause.message}`;
  return err.message;
}

/**
 * Fetches a feed with a conditional request (If-None-Match / If-Modified-Since from the last
 * answer): 304 when unchanged. A timeout, an oversized body or a parse error is an error result,
 * never a throw, so one broken feed does not stop the others. `signal` cancels it (shutdown).
 */
export async function fetchFeed(
  url: string,
  last: { etag: string | null; lastModified: string | null },
  now: Date,
  timeoutMs = 15_000,
  signal?: AbortSignal,
): Promise<FeedFetch> {
  try {
    const res = await fetch(url, {
      headers: {
        accept:
          'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5',
        'user-agent': 'Avatara news (+self-hosted companion chat)',
        ...(last.etag ? { 'if-none-match': last.etag } : {}),
        ...(last.lastModified ? { 'if-modified-since': last.lastModified } : {}),
      },
      redirect: 'follow',
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs),
    });
    if (res.status === 304) return { status: 304 };
    if (!res.ok) return { status: res.status, error: `HTTP ${res.status}` };
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > MAX_FEED_BYTES) return { status: res.status, error: 'feed too large' };
    const body = await res.text();
    if (body.length > MAX_FEED_BYTES) return { status: res.status, error: 'feed too large' };
    const parsed = parseFeed(body, res.headers.get('content-type') ?? '', now);
    return {
      status: 200,
      ...parsed,
      etag: res.headers.get('etag'),
      lastModified: res.headers.get('last-modified'),
    };
  } catch (err) {
    return { status: 0, error: fetchErrorText(err, timeoutMs) };
  }
}
