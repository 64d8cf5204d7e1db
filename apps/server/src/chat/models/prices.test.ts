import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_PRICES,
  discoveredPrice,
  FALLBACK_PRICE,
  fromStored,
  isOnThisMachine,
  isPrivateHost,
  offlineFloor,
  offlineOwnPrice,
  parsePricePair,
  parsePrices,
  prices,
  toStored,
} from './prices';

describe('isPrivateHost', () => {
  it('counts loopback and private networks as local, and everything else as remote', () => {
    for (const h of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '[::1]',
      'localhost',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.20',
      'fd12::1',
    ])
      expect(isPrivateHost(h), h).toBe(true);
    for (const h of [
      '8.8.8.8',
      '172.15.0.1',
      '172.32.0.1',
      '192.169.1.1',
      'api.openai.com',
      '2001:db8::1',
      '11.0.0.1',
    ])
      expect(isPrivateHost(h), h).toBe(false);
  });
  it('says "on this machine" for loopback addresses only', () => {
    expect(isOnThisMachine('http://127.0.0.1:11434/v1')).toBe(true);
    expect(isOnThisMachine('http://192.168.1.20:8000/v1')).toBe(false);
    expect(isOnThisMachine('not a url')).toBe(false);
  });
});

describe('discoveredPrice', () => {
  const local = prices(1, 4);
  it('prices models of local and private servers at LOCAL_MODEL_PRICES', () => {
    expect(discoveredPrice('http://127.0.0.1:11434/v1', 'gpt-4o', local)).toBe(local);
    expect(discoveredPrice('http://10.0.0.5:8000/v1', 'llama3.2', local)).toBe(local);
  });
  it('prices models of other servers from the built-in table, else its fallback', () => {
    expect(discoveredPrice('https://api.openai.com/v1', 'gpt-4o', local)).toBe(BUILT_IN_PRICES['gpt-4o']);
    expect(discoveredPrice('https://llm.example/v1', 'mystery-7b', local)).toBe(FALLBACK_PRICE);
  });
});

describe('offlineFloor', () => {
  it('is never dearer than the cheapest shown model, per input and per output', () => {
    expect(offlineFloor(prices(1, 4), [prices(0.3, 5), prices(2, 1.2)])).toEqual(prices(0.3, 1.2));
    expect(offlineFloor(prices(1, 4), [])).toEqual(prices(1, 4));
  });
  it('starts from CHAT_PRICES for OFFLINE_PERSONA, else the built-in 1/4', () => {
    expect(offlineOwnPrice('')).toEqual(prices(1, 4));
    expect(offlineOwnPrice('OFFLINE_PERSONA=0/0')).toEqual(prices(0, 0));
  });
});

describe('stored prices', () => {
  it('are integer micro-USD per million tokens, and round-trip', () => {
    expect(toStored(prices(0.3, 1.2))).toEqual({
      inputMicroUsdPerMillion: 300_000,
      outputMicroUsdPerMillion: 1_200_000,
    });
    expect(fromStored(toStored(prices(2.5, 10)))).toEqual(prices(2.5, 10));
  });
});

describe('parsePrices / parsePricePair', () => {
  it('refuses malformed entries with the variable name', () => {
    expect(() => parsePrices('A=1')).toThrow(/CHAT_PRICES/);
    expect(parsePrices(' A=1.5/6 , B=0/0 ').get('A')).toEqual({ input: 1.5, output: 6 });
    expect(parsePricePair('0.5/2')).toEqual(prices(0.5, 2));
    expect(parsePricePair('cheap')).toBeNull();
    // A stored price holds at most $1000 per million tokens: dearer is refused at start, not by a 500 later.
    expect(parsePricePair('1000/1000')).toEqual(prices(1000, 1000));
    expect(parsePricePair('1000.5/2')).toBeNull();
    expect(() => parsePrices('OFFLINE_PERSONA=1/5000')).toThrow(/at most 1000/);
  });
});
