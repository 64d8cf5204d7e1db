import { api } from '../api/client';
import { authEndpoints } from '../api/endpoints/auth';
import { EmailLinkForm } from './EmailLinkForm';

/**
 * "Email me a sign-in link" (docs/accounts.md "Sign-in links"): requests a link that signs in once,
 * within 15 minutes (`POST /login/link`).
 */
export function SignInLinkForm(props: { onClose: () => void; initialEmail: string }) {
  return (
    <EmailLinkForm
      id="sign-in-link"
      texts="signInLink"
      send={(email) => api.call(authEndpoints.requestSignInLink, { body: { email } })}
      {...props}
    />
  );
}
