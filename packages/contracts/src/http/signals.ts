import type { z } from 'zod';
import {
  ZAdminSignalsMeta,
  ZAdminSignalsMetaQuery,
  ZAdminSignalsRead,
  ZAdminSignalsReadQuery,
  ZSignalCatalog,
  ZSignalJob,
  ZSignalJobAccepted,
  ZSignalJobParams,
  ZSignalSeries,
  ZSignalSeriesQuery,
  ZSignalsBootstrapRequest,
  ZSignalsIngestRequest,
  ZSignalsMeta,
  ZSignalsMetaQuery,
} from '../signals';
import { GET, json, jsonBody, POST } from './endpoint';

/** An answer the server writes itself (its services are typed by these schemas). */
const read = <const S extends z.ZodType>(schema: S, status = 200) =>
  json(schema, { serialize: false, status });

/**
 * Signals (trading-dashboard.md §7 "Signals comparison", "Admin signals"; docs/market-data.md):
 * catalog, meta and series for signed-in users; bootstrap, ingest, job progress, persisted meta
 * and reads for operators.
 */
export const signalEndpoints = {
  catalog: GET({ path: '/signals/catalog', response: read(ZSignalCatalog) }),
  meta: GET({ path: '/signals/meta', query: ZSignalsMetaQuery, response: read(ZSignalsMeta) }),
  /** 204: no values in the range. */
  series: GET({
    path: '/signals/series',
    query: ZSignalSeriesQuery,
    response: read(ZSignalSeries),
    nullOn204: true,
  }),
  /** 202: the job is queued. */
  bootstrap: POST({
    path: '/admin/signals/bootstrap',
    body: jsonBody(ZSignalsBootstrapRequest),
    response: read(ZSignalJobAccepted, 202),
  }),
  ingest: POST({
    path: '/admin/signals/ingest',
    body: jsonBody(ZSignalsIngestRequest),
    response: read(ZSignalJobAccepted, 202),
  }),
  job: GET({ path: '/admin/signals/jobs/:jobId', params: ZSignalJobParams, response: read(ZSignalJob) }),
  adminMeta: GET({
    path: '/admin/signals/meta',
    query: ZAdminSignalsMetaQuery,
    response: read(ZAdminSignalsMeta),
  }),
  /** 204: the range is not fully persisted. */
  read: GET({
    path: '/admin/signals/read',
    query: ZAdminSignalsReadQuery,
    response: read(ZAdminSignalsRead),
    nullOn204: true,
  }),
};
