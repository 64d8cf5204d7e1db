import type { TAccount, TUpdateAccountRequest } from '@avatara/contracts/account';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressAsField, type AddressAs } from '../auth/AddressAsField';
import { FormField } from '../auth/FormField';
import { LANGUAGES, LANGUAGE_ENDONYMS, isLanguage } from '../i18n/languages';
import { api } from '../api/client';
import { accountEndpoints } from '../api/endpoints/account';
import { useUser } from '../user/userContext';
import { AccountSection } from './AccountSection';
import { useAccountMutation } from './useAccountMutation';

/** A date as the UI language writes it (`23. November 2026`, `2026年11月23日`). */
export function formatLongDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}

/** Name, the account's language (the language of its mails) and how avatars address the user; since when, and when a trial ends. */
export function ProfileSection({ account }: { account: TAccount }) {
  const { t, i18n } = useTranslation();
  const { refresh } = useUser();
  // PATCH /account; the header's user (name, language) is fetched again after it.
  const { busy, notice, run } = useAccountMutation(
    (changes: TUpdateAccountRequest) => api.call(accountEndpoints.update, { body: changes }),
    {
      successKey: 'account.saved',
      onSuccess: () => refresh(),
    },
  );
  const [name, setName] = useState(account.name);
  const [language, setLanguage] = useState(isLanguage(account.language) ? account.language : 'en-US');
  const [gender, setGender] = useState<AddressAs>(account.gender ?? '');
  const [nameMissing, setNameMissing] = useState(false);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const missing = name.trim() === '';
    setNameMissing(missing);
    if (missing || busy) return;
    run({ name: name.trim(), language, gender: gender === '' ? null : gender });
  };

  return (
    <AccountSection id="profile" title={t('account.profile')} notice={notice}>
      <p className="account-card__hint" data-testid="account-member-since">
        {t('account.memberSince', { date: formatLongDate(account.createdAt, i18n.language) })}
        {account.trialExpires && (
          <>
            {' '}
            <span data-testid="account-trial-ends">
              {t('account.trialEnds', { date: formatLongDate(account.trialExpires, i18n.language) })}
            </span>
          </>
        )}
      </p>
      <form className="account-form" noValidate onSubmit={save}>
        <FormField
          formId="account"
          field="name"
          label={t('name')}
          value={name}
          onChange={setName}
          error={nameMissing ? t('invalidName') : undefined}
          errorMode="inline"
          autoComplete="name"
          testId="account-name"
        />
        <div className="form-field">
          <label htmlFor="account-language" className="form-field__label">
            {t('account.language')}
          </label>
          <select
            id="account-language"
            className="form-field__input"
            value={language}
            data-testid="account-language"
            onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_ENDONYMS[l]}
              </option>
            ))}
          </select>
          <p className="account-card__hint">{t('account.languageHint')}</p>
        </div>
        <AddressAsField formId="account" value={gender} onChange={setGender} />
        <button type="submit" className="button button--primary" data-testid="account-save" disabled={busy}>
          {t('account.save')}
        </button>
      </form>
    </AccountSection>
  );
}
