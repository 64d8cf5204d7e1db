/** Test helpers for the chat: a signed-in user with plan, balance and consent; reading SSE answers. */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consents, users } from '../db/schema';
import { usdToMicro } from '../money';
import { addPlan } from '../payments/plan-grants';
import { LedgerKind, postLedgerEntry } from '../payments/ledger';
import { sessionCookieOf } from './app';
import { TEST_PASSWORD } from './passwords';

export interface ChatUser {
  id: string;
  email: string;
  cookies: Record<string, string>;
}

let n = 0;

/** Registers a user and gives them a plan, `balanceUsd` and consent (as a payment and the consent screen would). */
export async function chatUser(
  app: FastifyInstance,
  db: Database,
  opts: {
    balanceUsd?: number;
    plan?: boolean;
    consent?: boolean;
    name?: string;
    gender?: 'female' | 'male';
    languages?: string[];
  } = {},
): Promise<ChatUser> {
  n += 1;
  const email = `chat-${Date.now().toString(36)}-${n}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/register',
    payload: {
      name: opts.name ?? 'Ada Lovelace',
      email,
      password: TEST_PASSWORD,
      ...(opts.gender ? { gender: opts.gender } : {}),
      ...(opts.languages ? { languages: opts.languages } : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const id = u!.id;
  await db.transaction(async (tx) => {
    if (opts.plan !== false) await addPlan(tx, id, 'early');
    if ((opts.balanceUsd ?? 10) > 0)
      await postLedgerEntry(tx, {
        userId: id,
        amountMicroUsd: usdToMicro(opts.balanceUsd ?? 10),
        kind: LedgerKind.TOPUP,
        reference: `test:${id}`,
      });
  });
  if (opts.consent !== false) await db.insert(consents).values({ userId: id, consent: true });
  return { id, email, cookies: sessionCookieOf(res) };
}

/** One event of a server-sent-event body. */
export interface SseEvent {
  event: string;
  data: unknown;
}

/** Parses a complete `text/event-stream` body. */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      return { event, data: JSON.parse(data.join('\n')) as unknown };
    });
}

/**
 * Reads a streamed answer piece by piece, as a browser does: `until(text)` reads on until the body
 * holds `text` (throws if the stream ends first), `toEnd()` to its end; both return the body so far.
 */
export function streamReader(res: Response): {
  until(text: string): Promise<string>;
  toEnd(): Promise<string>;
} {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let body = '';
  return {
    async until(text) {
      while (!body.includes(text)) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`the stream ended before '${text}': ${body}`);
        body += decoder.decode(value, { stream: true });
      }
      return body;
    },
    async toEnd() {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return body;
        body += decoder.decode(value, { stream: true });
      }
    },
  };
}
