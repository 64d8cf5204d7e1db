/**
 * The statements of one chat turn that touch the database, shaped for as few round trips as
 * possible (they dominate the server's own time per message, docs/benchmarks.md):
 * - `readTurn`: one query for everything a turn reads (consent, the pair's states, version and
 *   closure, the recent history, the memories);
 * - `beginTurn`: one statement that stores the user message, saves the new states (optimistic:
 *   only if nobody wrote them since they were read) and holds the reply's worst-case cost;
 * - `settleTurn`: one statement that charges the real cost, releases the hold, books the ledger
 *   row, stores the reply and (with a model's own appraisal) saves the states moved by it —
 *   atomic on its own: a single statement is one transaction.
 * Each is plain SQL with bound parameters, tested on PGlite and PostgreSQL (routes/chat.test.ts).
 */
import type { Appraisal, MemoryKind } from '@avatara/companion';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatMessages, consents, memories, nhsStates, users } from '../db/schema';
import { microUsd, type MicroUsd } from '../money';
import { chargeCtes, holdCtes, SETTLE_USER } from '../payments/holds';
import { LedgerKind } from '../payments/ledger';

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const toNumber = (v: unknown): number => (typeof v === 'number' ? v : Number(v));
const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const json = (v: unknown): unknown => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);

/** One stored message as a turn reads it. */
export interface TurnMessage {
  id: string;
  sender: 'user' | 'avatar' | 'system';
  kind: string;
  text: string;
  status: string;
  appraisal: Appraisal | null;
  createdAt: Date;
}

/** One stored fact as a turn reads it. */
export interface TurnMemory {
  id: string;
  kind: MemoryKind;
  key: string;
  value: string;
  language: string;
  updatedAt: Date;
}

export interface TurnRead {
  consent: boolean;
  /**
   * The user's plans and balance as this read found them. The session's user row may be older: it
   * is cached until the database's change notification arrives, and a payment made through another
   * instance a moment ago may not have reached this one yet (docs/operations.md "Several instances").
   */
  account: {
    plans: string[];
    trialExpiresAt: Date | null;
    balanceMicroUsd: number;
    reservedMicroUsd: number;
  };
  /** The stored pair; null when this user never met this avatar. */
  pair: { avatarState: unknown; userState: unknown; version: number } | null;
  closedUntil: Date | null;
  closedReason: string | null;
  /** After a balance shutdown: the spendable balance then, micro-USD. */
  closedBalance: number | null;
  /** The last messages, oldest first (empty unless `full`). */
  history: TurnMessage[];
  /** The facts, newest first (empty unless `full`). */
  memories: TurnMemory[];
  /** When this chat last showed the AI disclosure (docs/safety.md); null: never. */
  lastDisclosureAt: Date | null;
}

/**
 * Everything a turn reads, in one query. `full: false` (a pause, which usually ends at once)
 * leaves out history and memories.
 */
export async function readTurn(
  db: Database,
  userId: string,
  avatarId: string,
  opts: { full: boolean; historyLimit: number; memoryLimit: number },
): Promise<TurnRead | null> {
  const history = opts.full
    ? sql`(select coalesce(json_agg(h order by h.seq), '[]'::json) from (
            select id, seq, sender, kind, text, status, appraisal, created_at from ${chatMessages}
            where user_id = ${userId} and avatar_id = ${avatarId} order by seq desc limit ${opts.historyLimit}::int) h)`
    : sql`'[]'::json`;
  const facts = opts.full
    ? sql`(select coalesce(json_agg(m order by m.updated_at desc), '[]'::json) from (
            select id, kind, key, value, language, updated_at from ${memories}
            where user_id = ${userId} and avatar_id = ${avatarId} order by updated_at desc limit ${opts.memoryLimit}::int) m)`
    : sql`'[]'::json`;
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`select c.consent, u.plans, u.trial_expires_at, u.balance_micro_usd, u.reserved_micro_usd, (select max(created_at) from ${chatMessages} d
          where d.user_id = ${userId} and d.avatar_id = ${avatarId} and d.kind = 'disclosure') as last_disclosure,
        n.avatar_state, n.user_state, n.version, n.closed_until, n.closed_reason, n.closed_balance_micro_usd, ${history} as history, ${facts} as memories
        from ${users} u
        left join ${consents} c on c.user_id = u.id
        left join ${nhsStates} n on n.user_id = u.id and n.avatar_id = ${avatarId}
        where u.id = ${userId}`,
  );
  if (!row) return null;
  const h = json(row.history) as Record<string, unknown>[];
  const m = json(row.memories) as Record<string, unknown>[];
  return {
    consent: row.consent === true,
    account: {
      plans: (json(row.plans) as string[] | null) ?? [],
      trialExpiresAt: row.trial_expires_at ? toDate(row.trial_expires_at) : null,
      balanceMicroUsd: toNumber(row.balance_micro_usd),
      reservedMicroUsd: toNumber(row.reserved_micro_usd),
    },
    pair: row.avatar_state
      ? {
          avatarState: json(row.avatar_state),
          userState: json(row.user_state),
          version: toNumber(row.version),
        }
      : null,
    lastDisclosureAt: row.last_disclosure ? toDate(row.last_disclosure) : null,
    closedUntil: row.closed_until ? toDate(row.closed_until) : null,
    closedReason: (row.closed_reason as string | null) ?? null,
    closedBalance:
      row.closed_balance_micro_usd === null || row.closed_balance_micro_usd === undefined
        ? null
        : toNumber(row.closed_balance_micro_usd),
    history: h.map((r) => ({
      id: String(r.id),
      sender: r.sender === 'user' || r.sender === 'system' ? r.sender : 'avatar',
      kind: String(r.kind),
      text: String(r.text),
      status: String(r.status),
      appraisal: (r.appraisal as Appraisal | null) ?? null,
      createdAt: toDate(r.created_at),
    })),
    memories: m.map((r) => ({
      id: String(r.id),
      kind: r.kind as MemoryKind,
      key: String(r.key),
      value: String(r.value),
      language: String(r.language),
      updatedAt: toDate(r.updated_at),
    })),
  };
}

export interface BeginTurn {
  userId: string;
  avatarId: string;
  now: Date;
  /** The user message to store (status `ok` when the hold succeeds, else `unanswered`). */
  message?: { id: string; text: string; language: string; appraisal: Appraisal | null };
  /** New states to save: inserted for a first meeting (`version: null`), else only if still at `version`. */
  states?: { avatarState: unknown; userState: unknown; version: number | null };
  wanted: MicroUsd;
  minimum: MicroUsd;
}

export interface BeganTurn {
  hold: { id: string; amount: MicroUsd } | null;
  /** Whether the states were saved (false: someone wrote them since they were read). */
  statesSaved: boolean;
}

/**
 * Stores the user message, saves the states and holds up to `wanted` (at least `minimum`) of the
 * spendable balance — one statement. The hold locks the user's row (`for update`, re-read after a
 * wait), so two replies never hold the same cents; it is taken only while `balance − reserved`
 * covers it, and check constraints refuse any overdraft besides.
 */
export async function beginTurn(db: Database, t: BeginTurn): Promise<BeganTurn> {
  const nowSql = sql`${t.now.toISOString()}::timestamptz`;
  const message = t.message
    ? sql`, msg as (
          insert into ${chatMessages} (id, user_id, avatar_id, sender, kind, text, language, status, appraisal, created_at)
          select ${t.message.id}::uuid, ${t.userId}::uuid, ${t.avatarId}, 'user', 'message', ${t.message.text}, ${t.message.language},
                 case when exists (select 1 from h) then 'ok' else 'unanswered' end, ${t.message.appraisal ? JSON.stringify(t.message.appraisal) : null}::jsonb, ${nowSql}
          returning 1)`
    : sql``;
  const s = t.states;
  const stateValues = s
    ? sql`${JSON.stringify(s.avatarState)}::jsonb, ${JSON.stringify(s.userState)}::jsonb`
    : sql``;
  const states = !s
    ? sql`, st as (select 1 where false)`
    : s.version === null
      ? sql`, st as (
            insert into ${nhsStates} (user_id, avatar_id, avatar_state, user_state, updated_at, version)
            values (${t.userId}::uuid, ${t.avatarId}, ${stateValues}, ${nowSql}, 1) on conflict do nothing returning 1)`
      : sql`, st as (
            update ${nhsStates} set (avatar_state, user_state, updated_at, version) = (${stateValues}, ${nowSql}, version + 1)
            where user_id = ${t.userId} and avatar_id = ${t.avatarId} and version = ${s.version}::int returning 1)`;
  const [row] = await rows<{
    hold_id: string | null;
    amount: string | number | null;
    saved: string | number;
  }>(
    db,
    sql`with ${holdCtes({ userId: t.userId, wanted: t.wanted, minimum: t.minimum, now: t.now })}${message}${states}
        select (select id from h) as hold_id, (select amount_micro_usd from h) as amount, (select count(*) from st) as saved`,
  );
  return {
    hold: row?.hold_id ? { id: row.hold_id, amount: microUsd(toNumber(row.amount)) } : null,
    statesSaved: toNumber(row?.saved ?? 0) > 0,
  };
}

/** The reply to store with the charge. */
export interface SettleReply {
  id: string;
  kind: string;
  text: string;
  language: string;
  status: 'ok' | 'partial';
  model: string;
  promptTokens: number;
  completionTokens: number;
  replyTo: string | null;
  image: string | null;
}

export interface Settled {
  /** What was charged (never more than the hold). */
  charged: MicroUsd;
  balance: MicroUsd;
  /** Balance minus what other replies still hold. */
  spendable: MicroUsd;
  tokensTotal: number;
}

/**
 * Charges `cost` (capped at the hold), releases the hold, books the ledger row (`reference` keeps
 * it unique) and stores the reply with what it cost — one statement. A hold the sweeper already
 * gave back (a reply that outlived it) is not charged.
 */
export async function settleTurn(
  db: Database,
  p: {
    userId: string;
    avatarId: string;
    holdId: string;
    cost: MicroUsd;
    now: Date;
    reply: SettleReply;
    states?: { avatarState: unknown; userState: unknown; version: number };
  },
): Promise<Settled & { statesSaved: boolean }> {
  const r = p.reply;
  const tokens = r.promptTokens + r.completionTokens;
  const states = p.states
    ? sql`, st as (
          update ${nhsStates} set (avatar_state, user_state, updated_at, version) = (${JSON.stringify(p.states.avatarState)}::jsonb, ${JSON.stringify(p.states.userState)}::jsonb, ${p.now.toISOString()}::timestamptz, version + 1)
          where user_id = ${p.userId} and avatar_id = ${p.avatarId} and version = ${p.states.version}::int returning 1)`
    : sql`, st as (select 1 where false)`;
  const [row] = await rows<{
    charge: string | number;
    balance: string | number;
    reserved: string | number;
    tokens: string | number;
    saved: string | number;
  }>(
    db,
    sql`with ${chargeCtes({
      holdId: p.holdId,
      userId: p.userId,
      cost: p.cost,
      entry: { kind: LedgerKind.CHAT_CHARGE, reference: `chat:${r.id}`, note: `${tokens} tokens` },
    })}, m as (
          insert into ${chatMessages} (id, user_id, avatar_id, sender, kind, text, language, status, model, prompt_tokens, completion_tokens, cost_micro_usd, reply_to, image, created_at)
          select ${r.id}::uuid, ${p.userId}::uuid, ${p.avatarId}, 'avatar', ${r.kind}, ${r.text}, ${r.language}, ${r.status}, ${r.model}, ${r.promptTokens}::int, ${r.completionTokens}::int,
                 charge, ${r.replyTo}::uuid, ${r.image}::text, ${p.now.toISOString()}::timestamptz from ch returning 1
        ), u as (
          update ${users} set ${SETTLE_USER},
            tokens_used = tokens_used + ${tokens}::bigint
          where id = ${p.userId}
          returning balance_micro_usd, reserved_micro_usd, tokens_used
        )${states}
        select (select charge from ch) as charge, balance_micro_usd as balance, reserved_micro_usd as reserved, tokens_used as tokens, (select count(*) from st) as saved from u`,
  );
  const balance = toNumber(row!.balance);
  return {
    charged: microUsd(toNumber(row!.charge)),
    balance: microUsd(balance),
    spendable: microUsd(balance - toNumber(row!.reserved)),
    tokensTotal: toNumber(row!.tokens),
    statesSaved: toNumber(row!.saved) > 0,
  };
}
