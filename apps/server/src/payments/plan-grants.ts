import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** Adds a plan to the account (idempotent). Call inside the payment transaction. */
export async function addPlan(tx: Database, userId: string, plan: string): Promise<void> {
  await tx
    .update(users)
    .set({
      plans: sql`case when ${users.plans} @> ${JSON.stringify([plan])}::jsonb then ${users.plans} else ${users.plans} || ${JSON.stringify([plan])}::jsonb end`,
    })
    .where(eq(users.id, userId));
}
