import type { TAuditQuery } from '@avatara/contracts/audit';
import { operatorKeys } from '../queryKeys';

/** The console's query keys, under `operatorKeys.all`. */
export const consoleKeys = {
  users: () => [...operatorKeys.all, 'users'] as const,
  /** `GET /admin/users?q=&offset=`. */
  search: (q: string, offset: number) => [...consoleKeys.users(), 'search', q, offset] as const,
  /** `GET /admin/users/{id}` (every action on the account invalidates `users()`). */
  user: (id: string) => [...consoleKeys.users(), 'detail', id] as const,
  /** `GET /admin/users/{id}/ledger?before=`. */
  ledger: (id: string, before: number) => [...consoleKeys.users(), 'ledger', id, before] as const,
  /** Every usage report (what a change of the cost prices invalidates). */
  usageAll: () => [...operatorKeys.all, 'usage'] as const,
  /** `GET /admin/usage?from=&to=`. */
  usage: (from: string, to: string) => [...consoleKeys.usageAll(), from, to] as const,
  /** `GET /admin/usage/costs`. */
  costs: () => [...operatorKeys.all, 'usage-costs'] as const,
  /** `GET /admin/audit?…`. */
  audit: (query?: TAuditQuery) => [...operatorKeys.all, 'audit', ...(query ? [query] : [])] as const,
};
