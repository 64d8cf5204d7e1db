/**
 * The news feeds the server polls (docs/media.md, "News for avatars"), shown on the operators'
 * Models page: declared in `@avatara/contracts/http/news`.
 */
export { newsEndpoints } from '@avatara/contracts/http/news';
