import { signalEndpoints as declared } from '@avatara/contracts/http/signals';
import { jsonBodyOf, queryOf } from '../../api/endpoint';

/**
 * The signals comparison and the Admin tab (trading-dashboard.md §7 "Signals comparison", "Admin
 * signals"), declared in `@avatara/contracts/http/signals`. The Admin tab sends what its free-text
 * inputs hold, typed by hand here; the server validates it (a bad symbol is its 400: 'Meta FEHLER: HTTP 400').
 */
export const signalEndpoints = {
  ...declared,
  bootstrap: { ...declared.bootstrap, body: jsonBodyOf<AdminJobBody & { from: string }>() },
  ingest: { ...declared.ingest, body: jsonBodyOf<AdminJobBody>() },
  adminMeta: { ...declared.adminMeta, query: queryOf<{ symbol: string; epoch: string }>() },
  /** null: 204, the range is not fully persisted. */
  read: {
    ...declared.read,
    query: queryOf<{ symbol: string; epoch: string; fromIso: string; toIso: string; signalsCsv?: string }>(),
  },
};

/** What the Admin tab's job buttons send (settings/admin.ts). */
interface AdminJobBody {
  symbol: string;
  interval: string;
  to: string;
  signals: string[] | null;
}
