import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_PATHS } from '../api-paths';
import { listEndpoints } from './contract';

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

describe('the endpoint declarations', () => {
  const endpoints = listEndpoints();

  it('validate every path parameter: the params schema names exactly those of the path', () => {
    for (const { name, endpoint } of endpoints) {
      const names = pathParams(endpoint.path);
      const shape = (endpoint.params as z.ZodObject | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), name).toEqual(names.sort());
    }
  });

  it('lie under the prefixes the development proxy forwards (the Stripe webhook apart)', () => {
    const outside = endpoints
      .map(({ endpoint }) => endpoint.path)
      .filter((path) => !API_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
    expect(outside).toEqual(['/stripe/webhook']);
  });
});
