/**
 * `getNHSMetaData` over HTTP (in-process inject) with 1,000 stored (user, avatar) states in PGlite.
 * Prints figures; asserts nothing.
 */
import { AVATARS, createState, createUserState, stateToJson } from '@avatara/companion';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { nhsStates, users } from '../src/db/schema';
import { SessionService } from '../src/sessions/service';
import { testConfig } from '../src/testing/app';

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

export async function runNhsBench(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite' });
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  const nowMs = Date.now();
  const userCount = Math.ceil(1000 / AVATARS.length);
  const ids: { id: string; email: string }[] = [];
  for (let u = 0; u < userCount; u++) {
    const [row] = await database.db
      .insert(users)
      .values({ email: `bench${u}@example.com`, name: `Bench ${u}` })
      .returning();
    ids.push({ id: row!.id, email: row!.email });
  }
  const rows = ids
    .flatMap((u) =>
      AVATARS.map((a) => ({
        userId: u.id,
        avatarId: a.id,
        avatarState: stateToJson(createState(a, nowMs - 3600_000)),
        userState: stateToJson(createUserState(nowMs - 3600_000)),
      })),
    )
    .slice(0, 1000);
  for (let i = 0; i < rows.length; i += 200)
    await database.db.insert(nhsStates).values(rows.slice(i, i + 200));
  const sessions = new SessionService(database.db, () => new Date(), 7);
  const cookies = await Promise.all(
    ids.map(async (u) => ({ avatara_sid: (await sessions.create(u.id)).token })),
  );

  const samples: number[] = [];
  for (let i = 0; i < 600; i++) {
    const u = i % ids.length;
    const a = AVATARS[i % AVATARS.length]!;
    const t0 = performance.now();
    const res = await app.inject({
      url: `/getNHSMetaData?avatarName=${encodeURIComponent(a.name)}&userEmail=${ids[u]!.email}`,
      cookies: cookies[u]!,
    });
    const dt = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`getNHSMetaData answered ${res.statusCode}`);
    if (i >= 100) samples.push(dt); // the first 100 warm up the JIT and PGlite's caches
  }
  console.log(
    `getNHSMetaData (1,000 stored states, PGlite, in-process): median ${pct(samples, 0.5).toFixed(2)} ms, p95 ${pct(samples, 0.95).toFixed(2)} ms over ${samples.length} requests (target: median < 5 ms)`,
  );
  await app.close();
  await database.close();
}
