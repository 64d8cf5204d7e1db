/**
 * The operators' Models page (docs/chat.md, "Connect a model"), in the lazily loaded operator
 * chunk: declared in `@avatara/contracts/http/models`. No answer carries an API key.
 */
export { modelEndpoints } from '@avatara/contracts/http/models';
