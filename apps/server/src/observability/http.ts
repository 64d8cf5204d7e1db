/**
 * Every request is counted and timed by its route's pattern and status (`/metrics`), and, with
 * tracing on, gets a span that continues the browser's W3C `traceparent` and is the active span for
 * everything the request does (hooks, handler, model calls, database steps).
 */
import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics';
import type { Tracing } from './tracing';

/** The route label of a request no route matched (404s, the web app's client routes). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Registers the hooks; call it first, so the request span covers every other hook. */
export function registerHttpTelemetry(app: FastifyInstance, t: { metrics: Metrics; tracing: Tracing }): void {
  const { metrics, tracing } = t;
  const routeOf = (req: FastifyRequest) => req.routeOptions.url ?? UNMATCHED_ROUTE;

  // Fastify times every request from its start (reply.elapsedTime): one hook at the end is enough.
  app.addHook('onResponse', (req, reply, done) => {
    metrics.http(req.method, routeOf(req), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const tracer = tracing.tracer;
  if (!tracer) return;
  const spans = new WeakMap<FastifyRequest, Span>();
  const finish = (req: FastifyRequest, reply: FastifyReply | null) => {
    const span = spans.get(req);
    if (!span) return;
    spans.delete(req);
    const route = routeOf(req);
    span.updateName(`${req.method} ${route}`);
    span.setAttribute('http.route', route);
    if (reply) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    } else span.setAttribute('error.type', 'client_aborted');
    span.end();
  };
  app.addHook('onRequest', (req, _reply, done) => {
    const parent = tracing.extract(req.headers);
    // No URL, query or client address: they can carry emails and tokens (the route pattern is added at the end).
    const span = tracer.startSpan(
      req.method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method } },
      parent,
    );
    spans.set(req, span);
    const active = trace.setSpan(parent, span);
    // The body arrives in the request stream's events: they run in the request's context too.
    context.bind(active, req.raw);
    context.with(active, done);
  });
  app.addHook('onResponse', (req, reply, done) => {
    finish(req, reply);
    done();
  });
  app.addHook('onRequestAbort', (req, done) => {
    finish(req, null);
    done();
  });
}
