import { USER_GENDERS, type TUserGender } from '@avatara/contracts/common';
import { useTranslation } from 'react-i18next';

/** '' = not said: the avatars use neutral forms. */
export type AddressAs = TUserGender | '';

/** Reads the select's value (anything else is "not said"). */
export function addressAsOf(value: string): AddressAs {
  return (USER_GENDERS as readonly string[]).includes(value) ? (value as TUserGender) : '';
}

/**
 * How the avatars address the user where a language shows grammatical gender (docs/accounts.md):
 * not said (neutral forms), as a woman, or as a man. Used by registration and the account page.
 */
export function AddressAsField({
  formId,
  value,
  onChange,
}: {
  formId: string;
  value: AddressAs;
  onChange: (value: AddressAs) => void;
}) {
  const { t } = useTranslation();
  const id = `${formId}-gender`;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {t('gender.label')}
      </label>
      <select
        id={id}
        className="form-field__input"
        value={value}
        data-testid={`${formId}-gender`}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(addressAsOf(event.target.value))}
      >
        <option value="">{t('gender.unspecified')}</option>
        <option value="female">{t('gender.female')}</option>
        <option value="male">{t('gender.male')}</option>
      </select>
      <p id={`${id}-hint`} className="account-card__hint">
        {t('gender.hint')}
      </p>
    </div>
  );
}
