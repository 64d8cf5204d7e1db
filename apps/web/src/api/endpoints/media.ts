/** Speech out and in, and generated images: declared in `@avatara/contracts/http/media`. */
export { mediaEndpoints } from '@avatara/contracts/http/media';
