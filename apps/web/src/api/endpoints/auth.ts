import { authEndpoints as declared } from '@avatara/contracts/http/auth';
import { text } from '../endpoint';

/**
 * Sign-in, the user record and consent: the declarations of `@avatara/contracts/http/auth`
 * (docs/web-api-client.md). `/isConsent` is read as text, leniently, by `user/consentAnswer.ts`
 * (spec §8: anything but "yes" is "no").
 */
export const authEndpoints = {
  ...declared,
  isConsent: { ...declared.isConsent, response: text() },
};
