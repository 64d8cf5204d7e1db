import {
  ZAdminSignalsRead,
  ZAdminSignalsMeta,
  ZSignalJob,
  ZSignalJobAccepted,
  ZSignalSeriesQuery,
  ZSignalsMetaQuery,
} from '@avatara/contracts/signals';
import { GET, jsonBodyOf, json, jsonWith, orNullOn204, POST, queryOf } from '../../api/endpoint';

/** An answer kept as it is: the comparison view reads it tolerantly (signals/api.ts, signals/series.ts). */
const asIs = (value: unknown): unknown => value;

/**
 * The signals comparison and the Admin tab (trading-dashboard.md §7 "Signals comparison", "Admin
 * signals"). The Admin tab sends what its free-text inputs hold; the server validates it (a bad
 * symbol is its 400: 'Meta FEHLER: HTTP 400').
 */
export const signalEndpoints = {
  meta: GET({ path: '/signals/meta', query: ZSignalsMetaQuery, response: jsonWith(asIs) }),
  catalog: GET({ path: '/signals/catalog', response: jsonWith(asIs) }),
  /** null: 204, no values in the range. */
  series: orNullOn204(GET({ path: '/signals/series', query: ZSignalSeriesQuery, response: jsonWith(asIs) })),
  bootstrap: POST({
    path: '/admin/signals/bootstrap',
    body: jsonBodyOf<AdminJobBody & { from: string }>(),
    response: json(ZSignalJobAccepted),
  }),
  ingest: POST({
    path: '/admin/signals/ingest',
    body: jsonBodyOf<AdminJobBody>(),
    response: json(ZSignalJobAccepted),
  }),
  job: GET({ path: '/admin/signals/jobs/:jobId', response: json(ZSignalJob) }),
  adminMeta: GET({
    path: '/admin/signals/meta',
    query: queryOf<{ symbol: string; epoch: string }>(),
    response: json(ZAdminSignalsMeta),
  }),
  /** null: 204, the range is not fully persisted. */
  read: orNullOn204(
    GET({
      path: '/admin/signals/read',
      query: queryOf<{
        symbol: string;
        epoch: string;
        fromIso: string;
        toIso: string;
        signalsCsv?: string;
      }>(),
      response: json(ZAdminSignalsRead),
    }),
  ),
};

/** What the Admin tab's job buttons send (settings/admin.ts). */
interface AdminJobBody {
  symbol: string;
  interval: string;
  to: string;
  signals: string[] | null;
}
