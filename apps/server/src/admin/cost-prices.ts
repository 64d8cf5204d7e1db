/**
 * What pictures and speech cost this server at its providers (docs/operator.md "Usage and
 * revenue"): the usage report's provider cost of a picture and of 1,000 spoken characters per
 * voice. Operators set them (audited); a price never set has its default. Token costs are set per
 * model on the Models page (`connection_models.*_cost_micro_usd_per_million`).
 */
import type { TCostPrices, TCostPricesUpdate } from '@avatara/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { AuditActor, AuditLog } from '../audit/log';
import type { Database } from '../db/client';
import { costPrices } from '../db/schema';
import { microToUsd, usdToMicro } from '../money';

/** Micro-USD: per picture, and per 1,000 characters of each voice. */
export interface CostMicro {
  image: number;
  azure: number;
  espeak: number;
}

const KEYS = { image: 'image', azure: 'speech:azure', espeak: 'speech:espeak' } as const;

/**
 * The defaults: OpenAI's list price of a 1024² picture (0.04 USD) when pictures come from OpenAI,
 * nothing for the offline renderer; Azure's list price for neural voices (16 USD per million
 * characters); nothing for the embedded eSpeak NG (the server's own CPU).
 */
export function defaultCosts(imageGenerator: 'openai' | 'offline'): CostMicro {
  return { image: imageGenerator === 'openai' ? 40_000 : 0, azure: 16_000, espeak: 0 };
}

export const costView = (c: CostMicro): TCostPrices => ({
  imageUsd: microToUsd(c.image),
  speechPer1000Usd: { azure: microToUsd(c.azure), espeak: microToUsd(c.espeak) },
});

export class CostPrices {
  constructor(
    private readonly db: Database,
    private readonly defaults: CostMicro,
  ) {}

  /** The prices now (`db`: a transaction's, to read them where they are being changed). */
  async get(db: Database = this.db): Promise<CostMicro> {
    const rows = await db
      .select()
      .from(costPrices)
      .where(inArray(costPrices.key, Object.values(KEYS)));
    const stored = new Map(rows.map((r) => [r.key, r.microUsd]));
    return {
      image: stored.get(KEYS.image) ?? this.defaults.image,
      azure: stored.get(KEYS.azure) ?? this.defaults.azure,
      espeak: stored.get(KEYS.espeak) ?? this.defaults.espeak,
    };
  }

  /** Sets the prices given (the others stay) with the audit entry, in one transaction. */
  async update(actor: AuditActor, input: TCostPricesUpdate, audit: AuditLog): Promise<TCostPrices> {
    return this.db.transaction(async (tx) => {
      // One writer at a time: the entry's `before` is what this change replaced.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('avatara-cost-prices'))`);
      const before = await this.get(tx);
      const next: CostMicro = {
        image: input.imageUsd === undefined ? before.image : usdToMicro(input.imageUsd),
        azure:
          input.speechPer1000Usd?.azure === undefined
            ? before.azure
            : usdToMicro(input.speechPer1000Usd.azure),
        espeak:
          input.speechPer1000Usd?.espeak === undefined
            ? before.espeak
            : usdToMicro(input.speechPer1000Usd.espeak),
      };
      for (const [name, key] of Object.entries(KEYS) as [keyof CostMicro, string][])
        await tx
          .insert(costPrices)
          .values({ key, microUsd: next[name] })
          .onConflictDoUpdate({
            target: costPrices.key,
            set: { microUsd: next[name], updatedAt: sql`now()` },
          });
      await audit.record(tx, {
        actor,
        action: 'usage.cost_prices',
        target: { type: 'cost_prices' },
        reason: input.reason,
        before: costView(before),
        after: costView(next),
      });
      return costView(next);
    });
  }
}
