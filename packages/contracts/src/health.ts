import { z } from 'zod';

/** `GET /health`: liveness plus which storage adapter is in use. */
export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
