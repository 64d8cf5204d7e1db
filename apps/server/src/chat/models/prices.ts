import { isIP } from 'node:net';
import { isLoopbackHost } from '../../config';
import type { MicroUsdPerToken, TokenPrices } from '../../money';

/** A price in USD per million tokens (input / output) as `TokenPrices` (micro-USD per token: the same number). */
export const prices = (input: number, output: number): TokenPrices => ({
  input: input as MicroUsdPerToken,
  output: output as MicroUsdPerToken,
});

/**
 * Built-in prices a user pays, USD per million tokens (input / output): about twice the
 * provider's list price, rounded (docs/chat.md). A model not listed here costs `FALLBACK_PRICE`;
 * `CHAT_PRICES` overrides any of them for the environment's models.
 */
export const BUILT_IN_PRICES: Readonly<Record<string, TokenPrices>> = {
  'gpt-3.5-turbo': prices(1, 3),
  'gpt-4o-mini': prices(0.3, 1.2),
  'gpt-4o': prices(5, 20),
  'gpt-4.1-mini': prices(0.8, 3.2),
  'gpt-4.1': prices(4, 16),
  'offline-persona': prices(1, 4),
};
export const FALLBACK_PRICE = prices(2, 8);

/** Micro-USD per million tokens, as stored (an integer): 0.3 USD per million → 300_000. */
export interface StoredPrices {
  readonly inputMicroUsdPerMillion: number;
  readonly outputMicroUsdPerMillion: number;
}

/**
 * Token prices as stored: micro-USD per million tokens, integers.
 * @example toStored(prices(0.3, 1.2)) // { inputMicroUsdPerMillion: 300_000, outputMicroUsdPerMillion: 1_200_000 }
 */
export function toStored(p: TokenPrices): StoredPrices {
  return {
    inputMicroUsdPerMillion: Math.round(p.input * 1_000_000),
    outputMicroUsdPerMillion: Math.round(p.output * 1_000_000),
  };
}

/** Stored prices (micro-USD per million tokens) as what a token costs. */
export function fromStored(p: StoredPrices): TokenPrices {
  return prices(p.inputMicroUsdPerMillion / 1_000_000, p.outputMicroUsdPerMillion / 1_000_000);
}

/** The dearest price a model may have, USD per million tokens (what a stored price holds, ZMicroUsdPerMillion). */
export const MAX_USD_PER_MILLION = 1000;

/** Parses `input/output` in USD per million tokens, e.g. `0.5/2`; null when malformed or above MAX_USD_PER_MILLION. */
export function parsePricePair(text: string): TokenPrices | null {
  const m = /^(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!m) return null;
  const [input, output] = [Number(m[1]), Number(m[2])];
  return input <= MAX_USD_PER_MILLION && output <= MAX_USD_PER_MILLION ? prices(input, output) : null;
}

/** Parses `NAME=in/out,…` (USD per million tokens); throws naming the bad entry. */
export function parsePrices(text: string): Map<string, TokenPrices> {
  const out = new Map<string, TokenPrices>();
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([A-Za-z0-9_.-]+)=(.*)$/.exec(part);
    const pair = m ? parsePricePair(m[2]!) : null;
    if (!m || !pair)
      throw new Error(
        `Invalid configuration:\n  CHAT_PRICES: "${part}" is not NAME=input/output (USD per million tokens, at most ${MAX_USD_PER_MILLION})`,
      );
    out.set(m[1]!, pair);
  }
  return out;
}

/**
 * Whether a server address is on this machine or a private network (127.0.0.0/8, ::1, 10/8,
 * 172.16/12, 192.168/16, fc00::/7, localhost): models there are priced as local ones.
 */
export function isPrivateHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (isLoopbackHost(h)) return true;
  const v4 = isIP(h) === 4 ? h.split('.').map(Number) : null;
  if (v4) {
    const [a, b] = v4 as [number, number];
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  return isIP(h) === 6 && /^f[cd]/.test(h);
}

/** Whether a base URL names this machine (loopback): a server "found on this machine". */
export function isOnThisMachine(baseUrl: string): boolean {
  try {
    return isLoopbackHost(new URL(baseUrl).hostname);
  } catch {
    return false;
  }
}

/**
 * What users pay for a model found on a server (discovered, or listed when an operator adds or
 * tests a connection), until an operator changes it: `local` for servers on a loopback or private
 * address (`LOCAL_MODEL_PRICES`, by default the offline engine's price), else the built-in table,
 * else its fallback.
 * @example discoveredPrice('http://127.0.0.1:11434/v1', 'llama3.2', prices(1, 4)) // prices(1, 4)
 */
export function discoveredPrice(baseUrl: string, modelId: string, local: TokenPrices): TokenPrices {
  let host = '';
  try {
    host = new URL(baseUrl).hostname;
  } catch {
    /* not a URL: priced as remote */
  }
  if (host && isPrivateHost(host)) return local;
  return BUILT_IN_PRICES[modelId] ?? FALLBACK_PRICE;
}

/**
 * The offline persona engine is never dearer than a real model users can pick: per input and per
 * output token, its price is the lower of its own and the cheapest shown model's (docs/chat.md).
 */
export function offlineFloor(own: TokenPrices, shown: readonly TokenPrices[]): TokenPrices {
  return prices(
    Math.min(own.input, ...shown.map((p) => p.input)),
    Math.min(own.output, ...shown.map((p) => p.output)),
  );
}

/** The offline engine's own price: `CHAT_PRICES`' `OFFLINE_PERSONA=in/out`, else the built-in table. */
export function offlineOwnPrice(chatPrices: string): TokenPrices {
  return parsePrices(chatPrices).get('OFFLINE_PERSONA') ?? BUILT_IN_PRICES['offline-persona']!;
}
