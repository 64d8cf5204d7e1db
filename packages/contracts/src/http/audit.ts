import { ZAuditPage, ZAuditQuery } from '../audit';
import { GET, json } from './endpoint';

/**
 * The audit log (docs/operator.md "Audit log"), operators only (401 signed out, 403 for everyone
 * else). Read only: no endpoint changes or deletes an entry.
 */
export const auditEndpoints = {
  /** Newest first; filters `action`, `actorId`, `actorEmail`, `userId`, `from`, `to`; paged by `before`. */
  list: GET({ path: '/admin/audit', query: ZAuditQuery, response: json(ZAuditPage) }),
};
