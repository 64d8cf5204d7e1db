import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverErrorOf } from '../lib/serverError';
import { forgetHash, tokenFromHash } from '../account/linkToken';
import { api } from '../api/client';
import { accountEndpoints } from '../api/endpoints/account';
import { Spinner } from '../components/Spinner';
import { useUser } from '../user/userContext';

type State = 'working' | 'done' | 'invalid' | 'taken' | 'failed';

/** What the screen says: a missing or used-up link is invalid; else the answer, once it is there. */
function verifyState(
  hasToken: boolean,
  status: 'idle' | 'pending' | 'success' | 'error',
  code: string | null,
): State {
  if (!hasToken || code === 'INVALID_TOKEN') return 'invalid';
  if (status === 'success') return 'done';
  if (status === 'error') return code === 'EMAIL_TAKEN' ? 'taken' : 'failed';
  return 'working';
}

/**
 * The confirmation screen (`/verify-email#token=…`, the link of the confirmation mail): confirms
 * once, then says whether the address is now the account's. Works in any browser, signed in or not.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { refresh } = useUser();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const verify = useMutation({
    mutationFn: (linkToken: string) => api.call(accountEndpoints.verifyEmail, { body: { token: linkToken } }),
    onSuccess: () => void refresh(),
  });
  const { mutate } = verify;
  const started = useRef(false);
  const state = verifyState(
    token !== null,
    verify.status,
    verify.isError ? (serverErrorOf(verify.error).reason ?? null) : null,
  );

  useEffect(() => {
    forgetHash();
    if (started.current || token === null) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  const text: Record<Exclude<State, 'working'>, string> = {
    done: t('verify.done'),
    invalid: t('account.linkInvalid'),
    taken: t('verify.taken'),
    failed: t('account.error'),
  };
  return (
    <section
      className="account-page account-page--narrow"
      data-testid="verify-page"
      data-state={state}
      aria-labelledby="verify-title"
    >
      <h1 id="verify-title" className="account-page__title">
        {t('verify.title')}
      </h1>
      {state === 'working' ? (
        <Spinner />
      ) : (
        <p
          className={`form-alert form-alert--${state === 'done' ? 'success' : 'error'}`}
          role={state === 'done' ? 'status' : 'alert'}
          data-testid="verify-message"
        >
          {text[state]}
        </p>
      )}
      <Link to="/" className="button button--primary" data-testid="verify-continue">
        {t('verify.continue')}
      </Link>
    </section>
  );
}
