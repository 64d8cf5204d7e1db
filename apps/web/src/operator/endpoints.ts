/**
 * The operators' safety tools (docs/safety.md), in the lazily loaded operator page: declared in
 * `@avatara/contracts/http/safety`.
 */
export { safetyEndpoints } from '@avatara/contracts/http/safety';
