import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../auth/FormAlert';
import type { Notice } from './useAccountMutation';

/** One card of the account page: a title, its content and its message. */
export function AccountSection({ id, title, notice, children }: { id: string; title: string; notice: Notice | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="account-card" data-testid={`account-${id}`} aria-labelledby={`account-${id}-title`}>
      <h2 id={`account-${id}-title`} className="account-card__title">
        {title}
      </h2>
      {children}
      {notice && <FormAlert text={t(notice.message.key, notice.message.values)} tone={notice.tone} testId={`account-${id}-message`} />}
    </section>
  );
}
