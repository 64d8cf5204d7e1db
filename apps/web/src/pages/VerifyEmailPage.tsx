import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { verifyEmail } from '../account/accountApi';
import { forgetHash, tokenFromHash } from '../account/linkToken';
import { Spinner } from '../components/Spinner';
import { useUser } from '../user/userContext';

type State = 'working' | 'done' | 'invalid' | 'taken' | 'failed';

/**
 * The confirmation screen (`/verify-email#token=…`, the link of the confirmation mail): confirms
 * once, then says whether the address is now the account's. Works in any browser, signed in or not.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { refresh } = useUser();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [state, setState] = useState<State>(token === null ? 'invalid' : 'working');
  const started = useRef(false);

  useEffect(() => {
    forgetHash();
    if (started.current || token === null) return;
    started.current = true;
    void verifyEmail(token).then((result) => {
      if (result.ok) {
        setState('done');
        void refresh();
      } else setState(result.failure.reason === 'INVALID_TOKEN' ? 'invalid' : result.failure.reason === 'EMAIL_TAKEN' ? 'taken' : 'failed');
    });
  }, [refresh, token]);

  const text: Record<Exclude<State, 'working'>, string> = {
    done: t('verify.done'),
    invalid: t('account.linkInvalid'),
    taken: t('verify.taken'),
    failed: t('account.error'),
  };
  return (
    <section className="account-page account-page--narrow" data-testid="verify-page" data-state={state} aria-labelledby="verify-title">
      <h1 id="verify-title" className="account-page__title">
        {t('verify.title')}
      </h1>
      {state === 'working' ? (
        <Spinner />
      ) : (
        <p className={`form-alert form-alert--${state === 'done' ? 'success' : 'error'}`} role={state === 'done' ? 'status' : 'alert'} data-testid="verify-message">
          {text[state]}
        </p>
      )}
      <Link to="/" className="button button--primary" data-testid="verify-continue">
        {t('verify.continue')}
      </Link>
    </section>
  );
}
