import { avatarEndpoints as declared } from '@avatara/contracts/http/avatars';

/** The avatars and the overlay's data: the declarations of `@avatara/contracts/http/avatars`. */
export const avatarEndpoints = {
  ...declared,
  /** Polled every 2 s: never from a cache. */
  nhsMetaData: { ...declared.nhsMetaData, cache: 'no-store' as const },
};
