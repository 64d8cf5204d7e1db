import { accountEndpoints as declared } from '@avatara/contracts/http/account';
import { file } from '../endpoint';

/**
 * Forgotten passwords, the mailed links and the account page: the declarations of
 * `@avatara/contracts/http/account`. The export is saved as a file under the name the server gives.
 */
export const accountEndpoints = {
  ...declared,
  export: { ...declared.export, response: file },
};
