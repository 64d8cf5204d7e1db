import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ScreenPlaceholderProps {
  /** Translation key prefix under `screens.` with `title` and `note` keys. */
  screen: 'pricing' | 'consent' | 'avatarSelection' | 'chat';
  testId: string;
  children?: ReactNode;
}

/** A simple card standing in for a screen that a later issue builds. */
export function ScreenPlaceholder({ screen, testId, children }: ScreenPlaceholderProps) {
  const { t } = useTranslation();
  return (
    <section className="screen-card" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h1 id={`${testId}-title`} className="screen-card__title">
        {t(`screens.${screen}.title`)}
      </h1>
      <p className="screen-card__note">{t(`screens.${screen}.note`)}</p>
      {children}
    </section>
  );
}
