import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OPERATOR_MODELS_PATH } from '../pages/pageIds';
import './no-model-banner.css';

interface NoModelBannerProps {
  /** Whether a real model answers; the banner shows only when this is false (not while unknown). */
  connected: boolean | undefined;
  /** Link to the Models page (not on the Models page itself). */
  link?: boolean;
}

/**
 * What operators see on the chat and the Models page while no AI model is connected (docs/chat.md,
 * "Connect a model"): "The avatars are running without an AI model — connect one", linking to the
 * Models page.
 */
export function NoModelBanner({ connected, link = true }: NoModelBannerProps) {
  const { t } = useTranslation();
  if (connected !== false) return null;
  return (
    <p className="no-model-banner" role="status" data-testid="no-model-banner">
      {link ? <Link to={OPERATOR_MODELS_PATH}>{t('chat.noModel')}</Link> : t('chat.noModel')}
    </p>
  );
}
