import { ZHealthResponse, ZReadinessResponse } from '../health';
import { GET, json, text } from './endpoint';

/** Liveness, readiness and the spec's static files (avatar-chat.md §7). */
export const metaEndpoints = {
  /** "ok" for anyone. */
  health: GET({ path: '/health', response: json(ZHealthResponse) }),
  /** Details for operators and local callers; 503 while the database does not answer. */
  ready: GET({ path: '/health/ready', response: json(ZReadinessResponse, { status: [200, 503] }) }),
  version: GET({ path: '/version.txt', response: text() }),
  /** Prometheus metrics (text format) for operators, callers on this machine or a METRICS_TOKEN bearer. */
  metrics: GET({ path: '/metrics', response: text() }),
  /** The spec's model list, one per line. */
  modelList: GET({ path: '/ai_models_list.txt', response: text() }),
};
