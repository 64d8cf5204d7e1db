import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgetHash, tokenFromHash } from '../account/linkToken';
import { api } from '../api/client';
import { authEndpoints } from '../api/endpoints/auth';
import { FormAlert } from '../auth/FormAlert';
import { Spinner } from '../components/Spinner';
import { serverErrorOf } from '../lib/serverError';
import type { LoginLocationState } from '../screens/LoginScreen';
import { useUser } from '../user/userContext';

type State = 'working' | 'invalid' | 'failed';

/**
 * The screen of a mailed sign-in link (`/sign-in#token=…`, docs/accounts.md "Sign-in links"): uses
 * the link once, which signs this browser in (the session cookie of a password login), loads the
 * user and goes on to the app. A missing, used or expired link says so and offers a new one.
 */
export default function SignInLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loadUser } = useUser();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const signIn = useMutation({
    mutationFn: async (linkToken: string) => {
      const { email } = await api.call(authEndpoints.signInWithLink, { body: { token: linkToken } });
      await loadUser(email);
    },
    onSuccess: () => void navigate('/', { replace: true }),
  });
  const { mutate } = signIn;
  const started = useRef(false);
  const code = signIn.isError ? serverErrorOf(signIn.error).reason : undefined;
  const state: State =
    token === null || code === 'INVALID_TOKEN' ? 'invalid' : signIn.isError ? 'failed' : 'working';

  useEffect(() => {
    forgetHash();
    if (started.current || token === null) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  const askAgain = () => void navigate('/', { state: { view: 'link' } satisfies LoginLocationState });

  return (
    <section
      className="account-page account-page--narrow"
      data-testid="sign-in-link-page"
      data-state={state}
      aria-labelledby="sign-in-link-title"
    >
      <h1 id="sign-in-link-title" className="account-page__title">
        {t('signInLink.title')}
      </h1>
      {state === 'working' && <Spinner />}
      {state !== 'working' && (
        <>
          <FormAlert
            text={t(state === 'invalid' ? 'signInLink.invalid' : 'signInLink.failed')}
            tone="error"
            testId="sign-in-link-page-message"
          />
          <button
            type="button"
            className="button button--primary"
            data-testid="sign-in-link-new"
            onClick={askAgain}
          >
            {t('reset.newLink')}
          </button>
        </>
      )}
    </section>
  );
}
