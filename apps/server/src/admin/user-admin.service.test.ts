import type { TAdminUserDetail, TAuditEntry, TAuditPage } from '@avatara/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseCases } from '../db/testing';
import { auditLog, chatHolds, ledger, sessions, users } from '../db/schema';
import { ledgerBalance, LedgerKind } from '../payments/ledger';
import { hashToken } from '../sessions/types';
import { testApp } from '../testing/app';
import { chatUser, type ChatUser } from '../testing/chat';
import { TEST_PASSWORD } from '../testing/passwords';
import { problemOf } from '../testing/problem';

type App = Awaited<ReturnType<typeof testApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The operators' Users screen and the audit log (issue 30, docs/operator.md): credits and debits
 * through the ledger with their audit entries, never below zero; suspension at sign-in and chat;
 * sessions, refunds and deletion; the log's filters, and that nothing can change an entry.
 */
for (const c of databaseCases) {
  const available = await c.available();
  describe.skipIf(!available)(`the operators' Users screen [${c.name}]`, () => {
    let t: App;
    let operator: ChatUser;
    let stranger: ChatUser;
    beforeAll(async () => {
      t = await testApp({ database: await c.open(), env: { OFFLINE_WORD_DELAY_MS: '0' } });
      // The first account of a fresh server is its operator.
      operator = await chatUser(t.app, t.database.db, { name: 'Olga Operator' });
      stranger = await chatUser(t.app, t.database.db, { name: 'Sam Stranger' });
      expect((await call(operator, 'GET', '/admin/users')).statusCode).toBe(200);
    });
    afterAll(() => t?.close());

    const call = (u: ChatUser | null, method: Method, url: string, payload?: object, headers?: object) =>
      t.app.inject({
        method,
        url,
        ...(u ? { cookies: u.cookies } : {}),
        ...(payload ? { payload } : {}),
        ...(headers ? { headers: headers as Record<string, string> } : {}),
      });
    const adjust = (u: ChatUser, amountUsd: number, reason = 'goodwill after an outage') =>
      call(operator, 'POST', `/admin/users/${u.id}/balance`, { amountUsd, reason });
    const balanceOf = async (id: string) => {
      const [row] = await t.database.db
        .select({ balance: users.balanceMicroUsd })
        .from(users)
        .where(eq(users.id, id));
      return row!.balance;
    };
    const entriesAbout = async (id: string) =>
      (await call(operator, 'GET', `/admin/audit?userId=${id}`)).json<TAuditPage>().entries;
    const kichat = (u: ChatUser, message = 'Hello Emma, how are you?') =>
      call(u, 'POST', '/kichat', { avatarName: 'Emma Walker', email: u.email, message });

    it('credits and debits through the ledger, each with its audit entry', async () => {
      const u = await chatUser(t.app, t.database.db, { balanceUsd: 10 });
      const credit = await adjust(u, 5, 'refund of a failed top-up');
      expect(credit.statusCode).toBe(200);
      const credited = credit.json<{ auditId: number; user: TAdminUserDetail }>();
      expect(credited.user.balance.balanceUsd).toBe(15);
      const debit = await adjust(u, -2.5, 'chargeback');
      expect(debit.statusCode).toBe(200);
      const debited = debit.json<{ auditId: number; user: TAdminUserDetail }>();
      expect(debited.user.balance.balanceUsd).toBe(12.5);

      // Ledger lines of their own kinds, each naming its audit entry; the cached balance is the ledger's sum.
      const lines = await t.database.db
        .select()
        .from(ledger)
        .where(and(eq(ledger.userId, u.id), sql`${ledger.kind} like 'operator_%'`))
        .orderBy(ledger.id);
      expect(lines.map((l) => [l.kind, l.amountMicroUsd, l.reference])).toEqual([
        [LedgerKind.OPERATOR_CREDIT, 5_000_000, `audit:${credited.auditId}`],
        [LedgerKind.OPERATOR_DEBIT, -2_500_000, `audit:${debited.auditId}`],
      ]);
      expect(await ledgerBalance(t.database.db, u.id)).toBe(await balanceOf(u.id));
      expect(debited.user.ledger.lines[0]).toMatchObject({ kind: 'operator_debit', amountUsd: -2.5 });

      const entries = await entriesAbout(u.id);
      expect(entries.map((e) => [e.id, e.action, e.reason])).toEqual([
        [debited.auditId, 'balance.debit', 'chargeback'],
        [credited.auditId, 'balance.credit', 'refund of a failed top-up'],
      ]);
      expect(entries[1]).toMatchObject<Partial<TAuditEntry>>({
        actor: { id: operator.id, email: operator.email },
        target: { type: 'user', id: null, userId: u.id, userEmail: u.email },
        before: { balanceUsd: 10 },
        after: { balanceUsd: 15, amountUsd: 5 },
      });
    });

    it('never debits below zero: more than the spendable balance is refused and changes nothing', async () => {
      const u = await chatUser(t.app, t.database.db, { balanceUsd: 3 });
      const auditBefore = (await entriesAbout(u.id)).length;
      const res = await adjust(u, -3.01);
      expect(problemOf(res)).toEqual({ status: 409, reason: 'DEBIT_EXCEEDS_BALANCE', params: {} });
      expect(res.json().field).toBe('amountUsd');
      expect(await balanceOf(u.id)).toBe(3_000_000);
      expect(await entriesAbout(u.id)).toHaveLength(auditBefore);

      // Money held for a reply being written is not spendable.
      await t.database.db.transaction(async (tx) => {
        await tx.update(users).set({ reservedMicroUsd: 2_000_000 }).where(eq(users.id, u.id));
        await tx.insert(chatHolds).values({
          userId: u.id,
          amountMicroUsd: 2_000_000,
          expiresAt: new Date(Date.now() + 60_000),
        });
      });
      expect((await adjust(u, -1.5)).statusCode).toBe(409);
      expect((await adjust(u, -1)).statusCode).toBe(200);
      expect(await balanceOf(u.id)).toBe(2_000_000);

      // Debits at once can never spend the same cents: 8 × 1 $ on 4 $ spendable, 4 succeed.
      const rich = await chatUser(t.app, t.database.db, { balanceUsd: 4 });
      const results = await Promise.all(Array.from({ length: 8 }, () => adjust(rich, -1, 'parallel')));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
      expect(await balanceOf(rich.id)).toBe(0);
      expect(await ledgerBalance(t.database.db, rich.id)).toBe(0);
      expect((await entriesAbout(rich.id)).filter((e) => e.action === 'balance.debit')).toHaveLength(4);
    });

    it('answers 400 naming the field: a missing or blank reason, a zero or fractional-cent amount', async () => {
      const url = `/admin/users/${stranger.id}/balance`;
      for (const [payload, field] of [
        [{ amountUsd: 1 }, 'reason'],
        [{ amountUsd: 1, reason: '   ' }, 'reason'],
        [{ amountUsd: 0, reason: 'x' }, 'amountUsd'],
        [{ amountUsd: 0.0000001, reason: 'x' }, 'amountUsd'],
        [{ amountUsd: '5', reason: 'x' }, 'amountUsd'],
      ] as const) {
        const res = await call(operator, 'POST', url, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().field, JSON.stringify(payload)).toBe(field);
      }
      for (const action of ['suspend', 'reinstate', 'sessions/end'])
        expect(
          (await call(operator, 'POST', `/admin/users/${stranger.id}/${action}`, {})).json(),
        ).toMatchObject({
          reason: 'REQUIRED',
          field: 'reason',
        });
      expect((await call(operator, 'GET', '/admin/users/not-a-uuid')).json().field).toBe('id');
      const missing = await call(operator, 'POST', `/admin/users/${crypto.randomUUID()}/balance`, {
        amountUsd: 1,
        reason: 'x',
      });
      expect(problemOf(missing)).toEqual({ status: 404, reason: 'USER_NOT_FOUND', params: {} });
    });

    it('refuses a write from another site (CSRF), as every write', async () => {
      const res = await call(
        operator,
        'POST',
        `/admin/users/${stranger.id}/balance`,
        { amountUsd: 1, reason: 'x' },
        { origin: 'https://evil.example' },
      );
      expect(problemOf(res)).toEqual({ status: 403, reason: 'CROSS_SITE_REFUSED', params: {} });
    });

    it('refuses a suspended account at sign-in and chat, and lets it back in when reinstated', async () => {
      const u = await chatUser(t.app, t.database.db);
      expect((await kichat(u)).statusCode).toBe(200);
      const suspended = await call(operator, 'POST', `/admin/users/${u.id}/suspend`, { reason: 'abuse' });
      expect(suspended.statusCode).toBe(200);
      expect(suspended.json().user).toMatchObject({ suspension: { reason: 'abuse' }, sessions: [] });

      // Its sessions ended: the old cookie signs nobody in.
      expect(problemOf(await kichat(u))).toEqual({ status: 401, reason: 'SIGN_IN_REQUIRED', params: {} });
      // Sign-in: the right password, and still no session.
      const login = await call(null, 'POST', '/login', { email: u.email, password: TEST_PASSWORD });
      expect(problemOf(login)).toEqual({ status: 403, reason: 'ACCOUNT_SUSPENDED', params: {} });
      expect(login.cookies.find((k) => k.name === 'avatara_sid')).toBeUndefined();
      await expect(t.app.services.sessions.create(u.id)).rejects.toMatchObject({
        reason: 'ACCOUNT_SUSPENDED',
      });
      // A session that slipped through anyway (made before the suspension committed): chat refuses it.
      const token = 'slipped-through-session-token-0123456789abcdef';
      await t.database.db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId: u.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const slipped = { ...u, cookies: { avatara_sid: token } };
      expect(problemOf(await kichat(slipped))).toEqual({
        status: 403,
        reason: 'ACCOUNT_SUSPENDED',
        params: {},
      });
      expect(problemOf(await call(slipped, 'GET', `/get-user?email=${u.email}`)).reason).toBe(
        'ACCOUNT_SUSPENDED',
      );
      expect(
        problemOf(
          await call(slipped, 'POST', '/azureSpeech', {
            text: 'Hi',
            voice: 'x',
            language: 'en-US',
            gender: 'female',
          }),
        ).reason,
      ).toBe('ACCOUNT_SUSPENDED');

      expect(
        problemOf(await call(operator, 'POST', `/admin/users/${u.id}/suspend`, { reason: 'again' })),
      ).toEqual({
        status: 409,
        reason: 'ALREADY_SUSPENDED',
        params: {},
      });
      const back = await call(operator, 'POST', `/admin/users/${u.id}/reinstate`, {
        reason: 'appeal accepted',
      });
      expect(back.json().user.suspension).toBeNull();
      expect(
        (await call(null, 'POST', '/login', { email: u.email, password: TEST_PASSWORD })).statusCode,
      ).toBe(200);
      expect(
        problemOf(await call(operator, 'POST', `/admin/users/${u.id}/reinstate`, { reason: 'x' })).reason,
      ).toBe('NOT_SUSPENDED');
      expect((await entriesAbout(u.id)).map((e) => e.action)).toEqual(['user.reinstate', 'user.suspend']);
      // Operators are not suspended: their role goes first.
      expect(
        problemOf(await call(operator, 'POST', `/admin/users/${operator.id}/suspend`, { reason: 'x' })),
      ).toEqual({
        status: 409,
        reason: 'OPERATOR_NOT_SUSPENDABLE',
        params: {},
      });
    });

    it('ends every session of an account', async () => {
      const u = await chatUser(t.app, t.database.db);
      await call(null, 'POST', '/login', { email: u.email, password: TEST_PASSWORD });
      const res = await call(operator, 'POST', `/admin/users/${u.id}/sessions/end`, { reason: 'lost phone' });
      expect(res.json()).toMatchObject({ ended: 2, user: { sessions: [] } });
      expect((await call(u, 'GET', '/account')).statusCode).toBe(401);
      expect((await entriesAbout(u.id))[0]).toMatchObject({
        action: 'user.sessions_end',
        before: { sessions: 2 },
        after: { sessions: 0 },
      });
      // It never chatted and has no session left: its last sign-in is still its last activity.
      const [row] = await t.database.db
        .select({ lastSignInAt: users.lastSignInAt })
        .from(users)
        .where(eq(users.id, u.id));
      expect(row!.lastSignInAt).not.toBeNull();
      const page = (await call(operator, 'GET', `/admin/users/${u.id}`)).json<TAdminUserDetail>();
      expect(page.lastActivityAt).toBe(row!.lastSignInAt!.toISOString());
      const listed = (await call(operator, 'GET', `/admin/users?q=${encodeURIComponent(u.email)}`)).json();
      expect(listed.users[0].lastActivityAt).toBe(row!.lastSignInAt!.toISOString());
    });

    it('refunds a sandbox payment: the credit goes back as far as unspent, the plan goes, once', async () => {
      const u = await chatUser(t.app, t.database.db, { plan: false, balanceUsd: 0 });
      const start = await call(u, 'POST', '/create-checkout-session', { plan: 'plus', email: u.email });
      const { id } = start.json<{ id: string }>();
      expect((await call(u, 'POST', `/sandbox/checkout/${id}/pay`)).statusCode).toBe(303);
      expect(await balanceOf(u.id)).toBe(27_500_000);
      await adjust(u, -20, 'spent most of it (simulated)');

      const page = (await call(operator, 'GET', `/admin/users/${u.id}`)).json<TAdminUserDetail>();
      expect(page.payments[0]).toMatchObject({ id, status: 'paid', priceUsd: 25, refundable: true });
      expect(page.plans).toContain('plus');

      const res = await call(operator, 'POST', `/admin/users/${u.id}/payments/${id}/refund`, {
        reason: 'customer asked within 14 days',
      });
      expect(res.statusCode).toBe(200);
      const done = res.json<{
        auditId: number;
        refundId: string;
        refundedUsd: number;
        takenBackUsd: number;
        user: TAdminUserDetail;
      }>();
      expect(done).toMatchObject({ refundedUsd: 25, takenBackUsd: 7.5 });
      expect(done.refundId).toMatch(/^re_sandbox_/);
      expect(done.user.balance.balanceUsd).toBe(0);
      expect(done.user.plans).not.toContain('plus');
      expect(done.user.payments[0]).toMatchObject({ status: 'refunded', refundable: false });
      const [line] = await t.database.db
        .select()
        .from(ledger)
        .where(eq(ledger.reference, `refund:${id}`));
      expect(line).toMatchObject({ kind: 'refund', amountMicroUsd: -7_500_000, userId: u.id });
      expect(await ledgerBalance(t.database.db, u.id)).toBe(0);
      expect((await entriesAbout(u.id))[0]).toMatchObject({
        id: done.auditId,
        action: 'payment.refund',
        target: { type: 'payment', id, userId: u.id },
        after: { checkoutStatus: 'refunded', refundedUsd: 25, takenBackUsd: 7.5 },
      });

      const again = await call(operator, 'POST', `/admin/users/${u.id}/payments/${id}/refund`, {
        reason: 'twice',
      });
      expect(problemOf(again)).toEqual({ status: 409, reason: 'REFUND_NOT_POSSIBLE', params: {} });
      const other = await call(operator, 'POST', `/admin/users/${stranger.id}/payments/${id}/refund`, {
        reason: 'x',
      });
      expect(problemOf(other)).toEqual({ status: 404, reason: 'CHECKOUT_NOT_FOUND', params: {} });
    });

    it('deletes an account as its owner could; the audit entries stay without it', async () => {
      const u = await chatUser(t.app, t.database.db, { name: 'Gone Soon' });
      await adjust(u, 1, 'before leaving');
      const res = await call(operator, 'DELETE', `/admin/users/${u.id}`, { reason: 'asked by email' });
      expect(res.statusCode).toBe(200);
      const { auditId } = res.json<{ auditId: number }>();
      expect(await t.database.db.select().from(users).where(eq(users.id, u.id))).toHaveLength(0);
      expect((await call(u, 'GET', '/account')).statusCode).toBe(401);
      const entries = (await call(operator, 'GET', '/admin/audit?limit=200')).json<TAuditPage>().entries;
      const deletion = entries.find((e) => e.id === auditId)!;
      expect(deletion).toMatchObject({
        action: 'user.delete',
        reason: 'asked by email',
        target: { type: 'user', userId: null, userEmail: null },
        before: { plans: ['early'], balanceUsd: 11 },
        after: null,
      });
      // Nothing in the log names the account any more.
      const rows = await t.database.db.select().from(auditLog);
      expect(JSON.stringify(rows)).not.toContain(u.id);
      expect(JSON.stringify(rows)).not.toContain(u.email);
      expect(
        problemOf(await call(operator, 'DELETE', `/admin/users/${operator.id}`, { reason: 'x' })).reason,
      ).toBe('LAST_OPERATOR');
    });

    it('finds accounts by email or name, and shows an account’s page', async () => {
      const u = await chatUser(t.app, t.database.db, { name: 'Zelda Quokka' });
      await kichat(u);
      const byName = (await call(operator, 'GET', '/admin/users?q=quokka')).json();
      expect(byName).toMatchObject({
        total: 1,
        nextOffset: null,
        users: [{ id: u.id, name: 'Zelda Quokka' }],
      });
      const byEmail = (
        await call(operator, 'GET', `/admin/users?q=${encodeURIComponent(u.email.slice(0, 12))}`)
      ).json();
      expect(byEmail.users.map((x: { id: string }) => x.id)).toContain(u.id);
      // LIKE's own characters are taken literally.
      expect((await call(operator, 'GET', '/admin/users?q=%25')).json().total).toBe(0);
      const paged = (await call(operator, 'GET', '/admin/users?limit=2')).json();
      expect(paged.users).toHaveLength(2);
      expect(paged.nextOffset).toBe(2);

      const page = (await call(operator, 'GET', `/admin/users/${u.id}`)).json<TAdminUserDetail>();
      expect(page).toMatchObject({
        email: u.email,
        plans: ['early'],
        activePlans: ['early'],
        balance: { reservedUsd: 0 },
        consent: { given: true },
        trial: null,
        suspension: null,
        operator: false,
        hasPassword: true,
        reports: { total: 0, open: 0, recent: [] },
      });
      expect(page.sessions).toHaveLength(1);
      expect(page.lastActivityAt).not.toBeNull();
      expect(page.ledger.lines.length).toBeGreaterThanOrEqual(2);
      const older = (
        await call(operator, 'GET', `/admin/users/${u.id}/ledger?limit=1&before=${page.ledger.lines[0]!.id}`)
      ).json();
      expect(older.lines[0].id).toBe(page.ledger.lines[1]!.id);
      expect(JSON.stringify(page)).not.toMatch(/passwordHash|tokenHash|birthDate/);
    });

    it('audits role changes and trading writes of operators (not a Pro holder’s own account)', async () => {
      const helper = await chatUser(t.app, t.database.db, { name: 'Helen Helper' });
      expect((await call(operator, 'POST', '/admin/operators', { email: helper.email })).statusCode).toBe(
        201,
      );
      expect((await call(operator, 'DELETE', `/admin/operators/${helper.id}`)).statusCode).toBe(204);
      const roles = await entriesAbout(helper.id);
      expect(roles.map((e) => [e.action, e.before, e.after])).toEqual([
        ['operator.revoke', { operator: true }, { operator: false }],
        ['operator.grant', { operator: false }, { operator: true }],
      ]);

      const deposit = await call(operator, 'POST', '/allocations/deposit', {
        userId: 'defaultUser',
        amountUsd: 1000,
      });
      expect(deposit.statusCode).toBe(200);
      expect((await call(operator, 'DELETE', '/portfolio/defaultUser')).statusCode).toBe(200);
      expect((await call(operator, 'PUT', '/config/trading/system', { feeRate: 0.002 })).statusCode).toBe(
        200,
      );
      const trading = (await call(operator, 'GET', '/admin/audit?limit=10')).json<TAuditPage>().entries;
      const [config, clear, dep] = trading.filter((e) => e.action.startsWith('trading.'));
      expect(dep).toMatchObject({
        action: 'trading.deposit',
        target: { type: 'trading_account', id: 'defaultUser', userId: null },
        after: { request: { amountUsd: 1000 } },
      });
      expect((dep!.after as { depositedUsd: number }).depositedUsd).toBeGreaterThanOrEqual(1000);
      expect(clear).toMatchObject({ action: 'trading.clear', after: { depositedUsd: 0 } });
      expect(config).toMatchObject({
        action: 'trading.config',
        target: { type: 'trading_config', id: 'system' },
        after: { feeRate: 0.002 },
      });
    });

    it('filters the audit log and pages through it; nothing can change an entry', async () => {
      const u = await chatUser(t.app, t.database.db);
      const since = new Date().toISOString();
      for (let i = 1; i <= 3; i += 1) await adjust(u, i, `credit ${i}`);
      await adjust(u, -1, 'debit');
      const credits = (
        await call(operator, 'GET', `/admin/audit?userId=${u.id}&action=balance.credit`)
      ).json<TAuditPage>();
      expect(credits.entries.map((e) => e.reason)).toEqual(['credit 3', 'credit 2', 'credit 1']);
      const page1 = (await call(operator, 'GET', `/admin/audit?userId=${u.id}&limit=3`)).json<TAuditPage>();
      expect(page1.entries).toHaveLength(3);
      const page2 = (
        await call(operator, 'GET', `/admin/audit?userId=${u.id}&limit=3&before=${page1.next}`)
      ).json<TAuditPage>();
      expect(page2.entries.map((e) => e.reason)).toEqual(['credit 1']);
      expect(page2.next).toBeNull();
      // The account by its email, written as an operator would type it.
      const byEmail = (
        await call(
          operator,
          'GET',
          `/admin/audit?userEmail=${encodeURIComponent(` ${u.email.toUpperCase()} `)}`,
        )
      ).json<TAuditPage>();
      expect(byEmail.entries.map((e) => e.reason)).toEqual(['debit', 'credit 3', 'credit 2', 'credit 1']);
      const byActor = (
        await call(
          operator,
          'GET',
          `/admin/audit?actorEmail=${encodeURIComponent(operator.email)}&from=${encodeURIComponent(since)}`,
        )
      ).json<TAuditPage>();
      expect(byActor.entries).toHaveLength(4);
      const future = encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString());
      expect((await call(operator, 'GET', `/admin/audit?from=${future}`)).json().entries).toEqual([]);
      expect(
        (await call(operator, 'GET', `/admin/audit?to=${encodeURIComponent(since)}&userId=${u.id}`)).json()
          .entries,
      ).toEqual([]);
      expect((await call(operator, 'GET', '/admin/audit?action=balance.steal')).json().field).toBe('action');

      // Append-only, whoever asks: the database refuses to change, delete or empty the log.
      const db = t.database.db;
      const refused = async (statement: Promise<unknown>) => {
        const err = await statement.then(
          () => null,
          (e: unknown) => e as Error & { cause?: Error },
        );
        expect(err, 'the statement was refused').not.toBeNull();
        expect(`${err!.message} ${err!.cause?.message ?? ''}`).toMatch(/append-only/);
      };
      await refused(db.execute(sql`update ${auditLog} set reason = 'forged' where target_user_id = ${u.id}`));
      await refused(db.execute(sql`delete from ${auditLog} where target_user_id = ${u.id}`));
      await refused(db.execute(sql`truncate ${auditLog}`));
      expect((await entriesAbout(u.id)).length).toBe(4);
      // And no route changes an entry.
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
        expect(
          (
            await t.app.inject({
              method,
              url: `/admin/audit/${page1.entries[0]!.id}`,
              cookies: operator.cookies,
            })
          ).statusCode,
        ).toBe(404);
    });
  });
}
