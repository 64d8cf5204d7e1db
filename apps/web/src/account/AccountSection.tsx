import type { ReactNode } from 'react';
import { FormAlert } from '../auth/FormAlert';
import { useMessageText } from '../i18n/useMessageText';
import type { Notice } from './useAccountMutation';

/** One card of the account page: a title, its content and its message. */
export function AccountSection({
  id,
  title,
  notice,
  children,
}: {
  id: string;
  title: string;
  notice: Notice | null;
  children: ReactNode;
}) {
  const messageText = useMessageText();
  return (
    <section className="account-card" data-testid={`account-${id}`} aria-labelledby={`account-${id}-title`}>
      <h2 id={`account-${id}-title`} className="account-card__title">
        {title}
      </h2>
      {children}
      {notice && (
        <FormAlert text={messageText(notice.message)} tone={notice.tone} testId={`account-${id}-message`} />
      )}
    </section>
  );
}
