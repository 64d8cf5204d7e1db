/**
 * Usage and revenue (docs/operator.md "Usage and revenue"): per day (UTC) and per model, from the
 * stored replies (messages, tokens, pictures, what each was charged: the same statement booked its
 * ledger line) and the ledger (speech, the charges of deleted accounts, top-ups, refunds,
 * adjustments). Provider costs are estimates: use × the cost prices operators set.
 */
import type { TPlanTopUps, TUsageFigures, TUsageReport, TUsageRow } from '@avatara/contracts';
import { USAGE_MAX_DAYS } from '@avatara/contracts';
import { isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { OFFLINE_MODEL_NAME } from '../chat/models/registry';
import type { Database } from '../db/client';
import { chatMessages, checkoutSessions, connectionModels, ledger } from '../db/schema';
import { AppError } from '../errors';
import { microToUsd } from '../money';
import { LedgerKind } from '../payments/ledger';
import { costView, type CostMicro, type CostPrices } from './cost-prices';

const DAY_MS = 86_400_000;
/** Days of the default range (ending today). */
export const USAGE_DEFAULT_DAYS = 30;

/** A row's figures in integers: money in micro-USD. */
export interface FiguresMicro {
  messages: number;
  tokensIn: number;
  tokensOut: number;
  images: number;
  speechCharacters: number;
  charged: number;
  providerCost: number;
}

export interface UsageRowMicro extends FiguresMicro {
  date: string;
  source: TUsageRow['source'];
  model: string;
  costKnown: boolean;
}

/** The report with its money in micro-USD (the CSV is written from it). */
export interface UsageMicro {
  from: string;
  to: string;
  days: (FiguresMicro & { date: string })[];
  rows: UsageRowMicro[];
  totals: FiguresMicro;
  plans: TPlanTopUps[];
  topUps: TUsageReport['topUps'];
  adjustments: TUsageReport['adjustments'];
  costs: CostMicro;
}

const zero = (): FiguresMicro => ({
  messages: 0,
  tokensIn: 0,
  tokensOut: 0,
  images: 0,
  speechCharacters: 0,
  charged: 0,
  providerCost: 0,
});

const add = (a: FiguresMicro, b: FiguresMicro): FiguresMicro => ({
  messages: a.messages + b.messages,
  tokensIn: a.tokensIn + b.tokensIn,
  tokensOut: a.tokensOut + b.tokensOut,
  images: a.images + b.images,
  speechCharacters: a.speechCharacters + b.speechCharacters,
  charged: a.charged + b.charged,
  providerCost: a.providerCost + b.providerCost,
});

/** Figures in USD, with the margin. */
export const figuresView = (f: FiguresMicro): TUsageFigures => ({
  messages: f.messages,
  tokensIn: f.tokensIn,
  tokensOut: f.tokensOut,
  images: f.images,
  speechCharacters: f.speechCharacters,
  chargedUsd: microToUsd(f.charged),
  providerCostUsd: microToUsd(f.providerCost),
  marginUsd: microToUsd(f.charged - f.providerCost),
});

const n = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const dayOf = (column: SQL | AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The range of a report: `to` defaults to today (UTC), `from` to 29 days before `to`. */
export function usageRange(
  from: string | undefined,
  to: string | undefined,
  now: Date,
): { from: string; to: string; startMs: number; endMs: number } {
  const toDay = to ?? isoDay(now.getTime());
  const fromDay = from ?? isoDay(Date.parse(toDay) - (USAGE_DEFAULT_DAYS - 1) * DAY_MS);
  const startMs = Date.parse(fromDay);
  const endMs = Date.parse(toDay) + DAY_MS;
  if (!(endMs > startMs))
    throw new AppError('VALIDATION', 'from is after to', { reason: 'INVALID_INPUT', field: 'from' });
  if ((endMs - startMs) / DAY_MS > USAGE_MAX_DAYS)
    throw new AppError('VALIDATION', `at most ${USAGE_MAX_DAYS} days`, {
      reason: 'INVALID_INPUT',
      field: 'from',
    });
  return { from: fromDay, to: toDay, startMs, endMs };
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export class UsageReports {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly costs: CostPrices,
  ) {}

  /** The report of the days `from`…`to` (both included, UTC). */
  async report(fromDay?: string, toDay?: string): Promise<UsageMicro> {
    const { db } = this;
    const range = usageRange(fromDay, toDay, this.now());
    const start = new Date(range.startMs).toISOString();
    const end = new Date(range.endMs).toISOString();
    const inRange = (col: SQL | AnyPgColumn) =>
      sql`${col} >= ${start}::timestamptz and ${col} < ${end}::timestamptz`;

    const [chat, deleted, speech, topUps, refunds, kinds, tokenCosts, costs] = await Promise.all([
      rows<Record<string, unknown>>(
        db,
        sql`select ${dayOf(chatMessages.createdAt)} as day, ${chatMessages.model} as model, count(*) as messages,
              sum(${chatMessages.promptTokens}) as tokens_in, sum(${chatMessages.completionTokens}) as tokens_out,
              count(*) filter (where ${chatMessages.image} is not null) as images, sum(${chatMessages.costMicroUsd}) as charged
            from ${chatMessages}
            where ${chatMessages.sender} = 'avatar' and ${chatMessages.model} is not null and ${inRange(chatMessages.createdAt)}
            group by 1, 2`,
      ),
      // A deleted account's replies went with it; its charges stay in the ledger, anonymised.
      rows<Record<string, unknown>>(
        db,
        sql`select ${dayOf(ledger.createdAt)} as day, sum(-${ledger.amountMicroUsd}) as charged from ${ledger}
            where ${ledger.kind} = ${LedgerKind.CHAT_CHARGE} and ${ledger.userId} is null and ${inRange(ledger.createdAt)}
            group by 1`,
      ),
      // Each reading's ledger note is `<characters> characters, <voice>` (media/speech/paid.ts).
      rows<Record<string, unknown>>(
        db,
        sql`select ${dayOf(ledger.createdAt)} as day, coalesce(substring(${ledger.note} from ', ([a-z]+)$'), '') as voice,
              sum(coalesce(substring(${ledger.note} from '^([0-9]+) characters')::bigint, 0)) as characters,
              sum(-${ledger.amountMicroUsd}) as charged
            from ${ledger}
            where ${ledger.kind} = ${LedgerKind.SPEECH_CHARGE} and ${inRange(ledger.createdAt)}
            group by 1, 2`,
      ),
      this.byPlan(LedgerKind.TOPUP, 'checkout:', inRange(sql`l.created_at`)),
      this.byPlan(LedgerKind.REFUND, 'refund:', inRange(sql`l.created_at`)),
      rows<{ kind: string; sum: unknown }>(
        db,
        sql`select ${ledger.kind} as kind, sum(${ledger.amountMicroUsd}) as sum from ${ledger}
            where ${inRange(ledger.createdAt)} group by 1`,
      ),
      db
        .select({
          name: connectionModels.name,
          input: connectionModels.inputCostMicroUsdPerMillion,
          output: connectionModels.outputCostMicroUsdPerMillion,
        })
        .from(connectionModels)
        .where(isNotNull(connectionModels.inputCostMicroUsdPerMillion)),
      this.costs.get(),
    ]);

    const perMillion = new Map(tokenCosts.map((c) => [c.name, { input: n(c.input), output: n(c.output) }]));
    // The offline persona engine runs on this server: no provider bills it.
    perMillion.set(OFFLINE_MODEL_NAME, { input: 0, output: 0 });
    const out: UsageRowMicro[] = [];
    for (const r of chat) {
      const model = String(r.model);
      const price = perMillion.get(model);
      const f: FiguresMicro = {
        ...zero(),
        messages: n(r.messages),
        tokensIn: n(r.tokens_in),
        tokensOut: n(r.tokens_out),
        images: n(r.images),
        charged: n(r.charged),
      };
      const tokenCost = price ? (f.tokensIn * price.input + f.tokensOut * price.output) / 1_000_000 : 0;
      f.providerCost = Math.round(tokenCost + f.images * costs.image);
      out.push({ ...f, date: String(r.day), source: 'chat', model, costKnown: price !== undefined });
    }
    for (const r of speech) {
      const voice = String(r.voice);
      const per1000 = voice === 'azure' ? costs.azure : voice === 'espeak' ? costs.espeak : undefined;
      const f: FiguresMicro = { ...zero(), speechCharacters: n(r.characters), charged: n(r.charged) };
      f.providerCost = Math.round(((per1000 ?? 0) * f.speechCharacters) / 1000);
      out.push({
        ...f,
        date: String(r.day),
        source: 'speech',
        model: voice,
        costKnown: per1000 !== undefined,
      });
    }
    for (const r of deleted)
      out.push({
        ...zero(),
        charged: n(r.charged),
        date: String(r.day),
        source: 'deleted',
        model: '',
        costKnown: false,
      });
    out.sort(
      (a, b) => a.date.localeCompare(b.date) || b.charged - a.charged || a.model.localeCompare(b.model),
    );

    const byDay = new Map<string, FiguresMicro>();
    for (let ms = range.startMs; ms < range.endMs; ms += DAY_MS) byDay.set(isoDay(ms), zero());
    for (const r of out) byDay.set(r.date, add(byDay.get(r.date) ?? zero(), r));
    const sum = (kind: string) => n(kinds.find((k) => k.kind === kind)?.sum);

    return {
      from: range.from,
      to: range.to,
      days: [...byDay].map(([date, f]) => ({ date, ...f })),
      rows: out,
      totals: out.reduce<FiguresMicro>((a, r) => add(a, r), zero()),
      plans: mergePlans(topUps, refunds),
      topUps: {
        count: topUps.reduce((a, p) => a + p.count, 0),
        paidUsd: microToUsd(topUps.reduce((a, p) => a + p.paid, 0)),
        creditedUsd: microToUsd(topUps.reduce((a, p) => a + p.amount, 0)),
      },
      adjustments: {
        operatorCreditsUsd: microToUsd(sum(LedgerKind.OPERATOR_CREDIT)),
        operatorDebitsUsd: microToUsd(-sum(LedgerKind.OPERATOR_DEBIT)),
        refundsTakenBackUsd: microToUsd(-sum(LedgerKind.REFUND)),
        startingCreditsUsd: microToUsd(sum(LedgerKind.TRIAL_CREDIT) + sum(LedgerKind.WELCOME_CREDIT)),
      },
      costs,
    };
  }

  /** Ledger lines of `kind` whose reference names a checkout (`<prefix><id>`), per plan and audience. */
  private async byPlan(
    kind: string,
    prefix: string,
    when: SQL,
  ): Promise<{ plan: string; audience: string; count: number; paid: number; amount: number }[]> {
    const found = await rows<Record<string, unknown>>(
      this.db,
      sql`select c.plan, c.audience, count(*) as n, sum(c.price_micro_usd) as paid, sum(l.amount_micro_usd) as amount
          from ${ledger} l join ${checkoutSessions} c on l.reference = ${prefix}::text || c.id
          where l.kind = ${kind} and ${when} group by 1, 2`,
    );
    return found.map((r) => ({
      plan: String(r.plan),
      audience: String(r.audience),
      count: n(r.n),
      paid: n(r.paid),
      amount: Math.abs(n(r.amount)),
    }));
  }
}

type PlanSums = Awaited<ReturnType<UsageReports['byPlan']>>;

/** Top-ups and refunds side by side, per plan and audience (by plan id, then audience). */
function mergePlans(topUps: PlanSums, refunds: PlanSums): TPlanTopUps[] {
  const out = new Map<string, TPlanTopUps>();
  const entry = (p: { plan: string; audience: string }) => {
    const key = `${p.plan}/${p.audience}`;
    let e = out.get(key);
    if (!e) {
      e = {
        plan: p.plan,
        audience: p.audience === 'business' ? 'business' : 'personal',
        count: 0,
        paidUsd: 0,
        creditedUsd: 0,
        refunds: 0,
        refundedUsd: 0,
      };
      out.set(key, e);
    }
    return e;
  };
  for (const t of topUps)
    Object.assign(entry(t), {
      count: t.count,
      paidUsd: microToUsd(t.paid),
      creditedUsd: microToUsd(t.amount),
    });
  for (const r of refunds) Object.assign(entry(r), { refunds: r.count, refundedUsd: microToUsd(r.paid) });
  return [...out.values()].sort(
    (a, b) => a.plan.localeCompare(b.plan) || a.audience.localeCompare(b.audience),
  );
}

/** The JSON answer of a report. */
export function usageView(u: UsageMicro): TUsageReport {
  return {
    from: u.from,
    to: u.to,
    days: u.days.map((d) => ({ date: d.date, ...figuresView(d) })),
    rows: u.rows.map((r) => ({
      date: r.date,
      source: r.source,
      model: r.model,
      costKnown: r.costKnown,
      ...figuresView(r),
    })),
    totals: figuresView(u.totals),
    plans: u.plans,
    topUps: u.topUps,
    adjustments: u.adjustments,
    costPrices: costView(u.costs),
  };
}
