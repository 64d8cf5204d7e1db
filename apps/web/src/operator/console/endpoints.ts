/**
 * The operator's console (docs/operator.md), in the lazily loaded operator chunk: declared in
 * `@avatara/contracts/http/{admin-users,usage,audit}`.
 */
export { adminUserEndpoints } from '@avatara/contracts/http/admin-users';
export { auditEndpoints } from '@avatara/contracts/http/audit';
export { usageEndpoints } from '@avatara/contracts/http/usage';
