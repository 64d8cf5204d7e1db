/** Test helper: a new user who bought a plan through the sandbox checkout, as the pricing page does. */
import type { TAudience, TPlanId } from '@avatara/contracts';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consents, users } from '../db/schema';
import { sessionCookieOf } from './app';

/** The buyers' password (strong enough for any password policy). */
export const BUYER_PASSWORD = 'Lighthouse-Kettle-Orbit-42';

export interface Buyer {
  id: string;
  email: string;
  cookies: Record<string, string>;
}

let n = 0;

/** Registers a user, gives consent and buys `plan` (`audience`) in the sandbox (or activates the free plan). */
export async function buyPlan(
  app: FastifyInstance,
  db: Database,
  plan: TPlanId,
  audience: TAudience = 'personal',
): Promise<Buyer> {
  n += 1;
  const email = `buyer-${plan}-${audience}-${Date.now().toString(36)}-${n}@example.com`;
  const reg = await app.inject({
    method: 'POST',
    url: '/register',
    payload: { name: 'Grace Hopper', email, password: BUYER_PASSWORD },
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const cookies = sessionCookieOf(reg);
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await db.insert(consents).values({ userId: u!.id, consent: true });
  const start = await app.inject({
    method: 'POST',
    url: '/create-checkout-session',
    payload: { plan, email, audience },
    cookies,
  });
  if (start.statusCode !== 200) throw new Error(`checkout failed: ${start.body}`);
  const { id, url } = start.json() as { id: string; url: string };
  if (new URL(url).pathname.startsWith('/sandbox/checkout/')) {
    const pay = await app.inject({ method: 'POST', url: `/sandbox/checkout/${id}/pay`, cookies });
    if (pay.statusCode !== 303) throw new Error(`sandbox payment failed: ${pay.statusCode} ${pay.body}`);
  }
  return { id: u!.id, email, cookies };
}
