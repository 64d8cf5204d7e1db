import { signalEndpoints } from '@avatara/contracts/http/signals';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { registerErrorHandler } from '../../http/error-handler';
import { createMarket, type Market } from '../index';
import { signalRoutes } from './routes';

const NOW = Date.parse('2024-06-15T10:00:30Z');
const user = { 'x-test-user': 'ada' };
const operator = { 'x-test-user': 'root', 'x-test-operator': '1' };

/** The signal routes on a bare Fastify with the app's validation and error handling, and header-based guards. */
async function buildSignalsApp(market: Market): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const requireUser = async (req: FastifyRequest) => {
    if (!req.headers['x-test-user']) throw new AppError('UNAUTHENTICATED', 'Please log in.');
  };
  const requireOperator = async (req: FastifyRequest) => {
    await requireUser(req);
    if (!req.headers['x-test-operator']) throw new AppError('FORBIDDEN', 'Only operators may do this.');
  };
  await app.register(signalRoutes, { market, requireUser, requireOperator });
  await app.ready();
  return app;
}

describe('signal routes', () => {
  let market: Market;
  let app: FastifyInstance;
  beforeAll(async () => {
    market = createMarket({ duckdbPath: ':memory:', source: 'sim', seed: 42, now: () => NOW });
    await market.start();
    app = await buildSignalsApp(market);
  });
  afterAll(async () => {
    await app.close();
    await market.close();
  });
  const get = (url: string, headers: Record<string, string> = user) =>
    app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = operator) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });
  /** The answer is exactly what its declaration's schema describes (nothing missing, nothing more). */
  const declared = (endpoint: { response: { schema: { parse(v: unknown): unknown } } }, body: unknown) =>
    expect(endpoint.response.schema.parse(body)).toEqual(body);

  it('needs a signed-in user to read and an operator for the admin tools', async () => {
    expect((await get('/signals/catalog', {})).statusCode).toBe(401);
    expect((await get('/signals/catalog')).statusCode).toBe(200);
    expect((await get('/admin/signals/meta?symbol=BTCUSDC&epoch=1m')).statusCode).toBe(403);
    expect((await post('/admin/signals/bootstrap', { from: '2024-06-01' }, user)).statusCode).toBe(403);
    expect((await get('/admin/signals/meta?symbol=BTCUSDC&epoch=1m', operator)).statusCode).toBe(200);
  });

  it('GET /signals/catalog lists the 13 signals', async () => {
    const body = (await get('/signals/catalog')).json();
    declared(signalEndpoints.catalog, body);
    expect(body.signals).toHaveLength(13);
    expect(body.signals[0]).toEqual({
      name: 'BTCUSDC',
      label: 'BTC',
      unit: 'USD',
      description: 'BTC/USDC close',
      symbol: 'BTCUSDC',
    });
  });

  it('GET /signals/meta answers the available signals for the defaults BTCUSDC and 1m', async () => {
    const body = (await get('/signals/meta?withAvailable=true')).json();
    declared(signalEndpoints.meta, body);
    expect(body).toMatchObject({
      symbol: 'BTCUSDC',
      interval: '1m',
      defaultSignals: ['BTCUSDC', 'BTC_RSI', 'GOLD'],
      maxPoints: 500,
    });
    expect(body.availableSignals).toHaveLength(13);
  });

  it('GET /signals/series answers at most 500 points over the asked range, 204 when empty', async () => {
    const res = await get(
      '/signals/series?signal=BTC&from=2024-03-15&to=2024-06-15&symbol=BTCUSDC&interval=1h',
    );
    expect(res.statusCode).toBe(200);
    const s = res.json();
    declared(signalEndpoints.series, s);
    expect(s).toMatchObject({
      signal: 'BTCUSDC',
      symbol: 'BTCUSDC',
      interval: '1h',
      fromIso: '2024-03-15T00:00:00.000Z',
      toIso: '2024-06-15T10:00:30.000Z',
      reduced: true,
    });
    expect(s.epochMs).toHaveLength(500);
    expect(s.values).toHaveLength(500);
    expect(s.epochMs[0]).toBe(Date.parse('2024-03-15T00:00:00Z'));
    expect(s.epochMs[499]).toBe(Date.parse('2024-06-15T09:00:00Z'));
    const gold = (
      await get(`/signals/series?signal=GOLD&from=${Date.parse('2024-06-14T00:00:00Z')}&interval=15m`)
    ).json();
    expect(gold.epochMs.length).toBeGreaterThan(100);
    const empty = await get('/signals/series?signal=ETH&from=2013-01-01&to=2013-12-31&interval=1d');
    expect(empty.statusCode).toBe(204);
    expect(empty.body).toBe('');
  });

  it('answers 400 naming the field for bad input, never 500', async () => {
    const cases: [string, string][] = [
      ['/signals/series?signal=NOPE', 'signal'],
      ['/signals/series?from=2024-01-01', 'signal'],
      ['/signals/series?signal=BTC&from=yesterday', 'from'],
      ['/signals/series?signal=BTC&to=2024-13-45', 'to'],
      ['/signals/series?signal=BTC&interval=2m', 'interval'],
      ['/signals/series?signal=BTC&symbol=bad!', 'symbol'],
      ['/signals/series?signal=BTC&maxPoints=1', 'maxPoints'],
      ['/signals/series?signal=BTC&from=2024-06-10&to=2024-06-01', 'from'],
      ['/signals/series?signal=BTC_RSI&symbol=DOGEUSDT', 'symbol'],
      ['/signals/meta?interval=7m', 'interval'],
    ];
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().field, url).toBe(field);
    }
    const bad: [unknown, string][] = [
      [{ symbol: 'BTCUSDC', interval: '1m', to: '2024-06-02' }, 'from'],
      [{ from: '2024-06-01', signals: ['BTC', 'XYZ'] }, 'signals.1'],
      [{ from: '2024-06-01', interval: '4h' }, 'interval'],
      [{ from: 12 }, 'from'],
    ];
    for (const [payload, field] of bad) {
      const res = await post('/admin/signals/bootstrap', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field, JSON.stringify(payload)).toBe(field);
    }
    expect((await get('/admin/signals/read?symbol=BTCUSDC&epoch=1m', operator)).json().field).toBe('fromIso');
    expect((await get('/admin/signals/jobs/x', operator)).json().field).toBe('jobId');
    expect((await get('/admin/signals/jobs/sig_000000000000', operator)).statusCode).toBe(404);
  });

  it('bootstraps as a job with progress, then reads what it persisted', async () => {
    const start = await post('/admin/signals/bootstrap', {
      symbol: 'BTCUSDC',
      interval: '15m',
      from: '2024-06-01',
      to: '2024-06-07',
      signals: 'BTCUSDC,BTC_RSI,GOLD',
    });
    expect(start.statusCode).toBe(202);
    declared(signalEndpoints.bootstrap, start.json());
    const { jobId, status } = start.json();
    expect(status).toBe('QUEUED');
    await market.jobs.settled(jobId);
    const job = (await get(`/admin/signals/jobs/${jobId}`, operator)).json();
    declared(signalEndpoints.job, job);
    expect(job).toMatchObject({
      jobId,
      kind: 'bootstrap',
      status: 'DONE',
      percent: 100,
      pointsWritten: 3 * 7 * 96,
      gapCount: 0,
    });
    const meta = (await get('/admin/signals/meta?symbol=BTCUSDC&epoch=15m', operator)).json();
    declared(signalEndpoints.adminMeta, meta);
    expect(meta.signals.find((s: { signal: string }) => s.signal === 'GOLD').points).toBe(7 * 96);
    const ok = await get(
      '/admin/signals/read?symbol=BTCUSDC&epoch=15m&fromIso=2024-06-02T00:00:00Z&toIso=2024-06-02T23:59:59Z&signalsCsv=BTCUSDC,GOLD',
      operator,
    );
    expect(ok.statusCode).toBe(200);
    declared(signalEndpoints.read, ok.json());
    expect(ok.json().series.map((s: { epochMs: number[] }) => s.epochMs.length)).toEqual([96, 96]);
    expect(
      (
        await get(
          '/admin/signals/read?symbol=BTCUSDC&epoch=15m&fromIso=2024-05-30&toIso=2024-06-02&signalsCsv=GOLD',
          operator,
        )
      ).statusCode,
    ).toBe(204);
    const series = (
      await get('/signals/series?signal=GOLD&from=2024-06-02&to=2024-06-03&interval=15m')
    ).json();
    expect(series.persisted).toBe(true);
    const ingest = await post('/admin/signals/ingest', {
      symbol: 'BTCUSDC',
      interval: '15m',
      to: '',
      signals: null,
    });
    expect(ingest.statusCode).toBe(202);
    declared(signalEndpoints.ingest, ingest.json());
    expect((await market.jobs.settled(ingest.json().jobId)).status).toBe('DONE');
  });
});
