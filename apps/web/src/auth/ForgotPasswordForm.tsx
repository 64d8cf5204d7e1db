import { api } from '../api/client';
import { accountEndpoints } from '../api/endpoints/account';
import { EmailLinkForm } from './EmailLinkForm';

/** "Forgot password?": requests a reset link (`POST /password/forgot`). */
export function ForgotPasswordForm(props: { onClose: () => void; initialEmail: string }) {
  return (
    <EmailLinkForm
      id="forgot"
      texts="forgot"
      send={(email) => api.call(accountEndpoints.forgotPassword, { body: { email } })}
      {...props}
    />
  );
}
