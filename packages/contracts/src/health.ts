import { z } from 'zod';

/** `GET /health`: liveness only; anyone may ask, nobody learns more than "ok". */
export const ZHealthResponse = z.object({ status: z.literal('ok') });
export type THealthResponse = z.infer<typeof ZHealthResponse>;

/** `GET /health/ready`: readiness with details, for operators and callers on this machine. */
export const ZReadinessResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  databaseOk: z.boolean(),
  payments: z.enum(['sandbox', 'stripe']),
  mail: z.enum(['smtp', 'outbox']),
  uptimeSeconds: z.number(),
});
export type TReadinessResponse = z.infer<typeof ZReadinessResponse>;
