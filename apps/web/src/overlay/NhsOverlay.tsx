import { isNhsEmpty } from '@avatara/contracts/nhs-format';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/Modal';
import { Spinner } from '../components/Spinner';
import { NhsLegend } from './NhsLegend';
import { NhsSection } from './NhsSection';
import { buildOverlaySections } from './overlayModel';
import { i18nRowTexts } from './rowTexts';
import { useNhsCatalog } from './useNhsCatalog';
import { useNhsMetaData } from './useNhsMetaData';

interface NhsOverlayProps {
  open: boolean;
  /** The avatar's display name (the `avatarName` of GET /getNHSMetaData). */
  avatarName: string;
  /** The signed-in user's email. */
  email: string | null;
  onClose: () => void;
}

/**
 * The Brain States & Hormones overlay (avatar-chat.md §2, §4): the user's and the AI's states
 * and hormones as paired bars, polled every 2 s while open; nothing is fetched while closed.
 */
export function NhsOverlay({ open, avatarName, email, onClose }: NhsOverlayProps) {
  const { t, i18n } = useTranslation();
  const nhs = useNhsMetaData(avatarName, email, open);
  const catalog = useNhsCatalog(open);
  // `t` changes with the language, so the labels follow it.
  const texts = useMemo(() => i18nRowTexts({ t, exists: (key) => i18n.exists(key) }), [t, i18n]);
  const sections = useMemo(
    () => (nhs.data ? buildOverlaySections(nhs.data, catalog.data, texts) : []),
    [nhs.data, catalog.data, texts],
  );
  if (!open) return null;

  const loading = (nhs.isPending && nhs.isFetching) || (catalog.isPending && catalog.isFetching);
  const hasData = !nhs.isError && nhs.data !== undefined && !isNhsEmpty(nhs.data) && sections.length > 0;
  const updated =
    nhs.dataUpdatedAt > 0 && !nhs.isError
      ? new Date(nhs.dataUpdatedAt).toLocaleTimeString(i18n.language)
      : null;

  return (
    <Modal labelledBy="nhs-overlay-title" testId="nhs-overlay" onClose={onClose} className="nhs-overlay">
      <header className="nhs-overlay__head">
        <h2 id="nhs-overlay-title" className="nhs-overlay__title">
          {t('overlay.title')}
        </h2>
        <p className="nhs-overlay__subtitle">
          <bdi>{avatarName}</bdi>
        </p>
        <NhsLegend />
      </header>
      <div className="nhs-overlay__body" data-testid="nhs-body">
        {loading ? (
          <Spinner />
        ) : hasData ? (
          sections.map((section) => <NhsSection key={section.key} section={section} />)
        ) : (
          <p className="nhs-overlay__empty" data-testid="nhs-empty">
            {t('overlay.empty')}
          </p>
        )}
      </div>
      <footer className="nhs-overlay__foot">
        <p className="nhs-overlay__updated" data-testid="nhs-updated">
          {updated !== null && t('overlay.updated', { time: updated })}
        </p>
        <button
          type="button"
          className="button button--quiet"
          data-testid="nhs-refresh"
          onClick={() => void nhs.refetch()}
        >
          {t('overlay.refresh')}
        </button>
        <button type="button" className="button button--primary" data-testid="nhs-close" onClick={onClose}>
          {t('overlay.close')}
        </button>
      </footer>
    </Modal>
  );
}
