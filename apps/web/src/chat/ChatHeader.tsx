import type { TAvatarView, TPortraitExpression } from '@avatara/contracts/avatars';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalanceUsd } from './chatModel';
import { Portrait } from './Portrait';

interface ChatHeaderProps {
  avatar: TAvatarView;
  /** The face of the avatar's current feeling; null: the neutral portrait. */
  expression: TPortraitExpression | null;
  /** A note under the name (special referrer: the avatar was chosen for the user). */
  note?: string;
  balance: number | null;
  lowBalance: boolean;
  onTopUp: () => void;
  onMemories: () => void;
  onEndSession: () => void;
  /** Back to the avatar selection; absent when the picker is hidden (special referrer). */
  onChangeAvatar?: () => void;
  /** Opens the operators' safety page (`/operator/safety`); absent for users who are not operators. */
  onSafetyReports?: () => void;
  /** Opens the operators' Models page (`/operator/models`); absent for users who are not operators. */
  onModels?: () => void;
  /** Opens the operator's console (`/operator/users`); absent for users who are not operators. */
  onConsole?: () => void;
}

/**
 * Portrait (with the face of the avatar's current feeling), name and profession; the balance with "Top up"; What I remember, End session,
 * Choose another avatar and (operators) Safety reports and Models — as buttons on wide screens, in a "more" menu on narrow ones, where the
 * header is one line and "Top up" shows as "+" (named by its aria-label).
 */
export function ChatHeader({
  avatar,
  expression,
  note,
  balance,
  lowBalance,
  onTopUp,
  onMemories,
  onEndSession,
  onChangeAvatar,
  onSafetyReports,
  onModels,
  onConsole,
}: ChatHeaderProps) {
  const { t, i18n } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onDown = (e: PointerEvent) => {
      if (!menuRef.current?.contains(e.target as Node)) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const secondary = [
    { key: 'memories', label: t('chat.memories'), run: onMemories },
    { key: 'end-session', label: t('chat.endSession'), run: onEndSession },
    ...(onChangeAvatar
      ? [{ key: 'chat-change-avatar', label: t('chat.changeAvatar'), run: onChangeAvatar }]
      : []),
    ...(onSafetyReports
      ? [{ key: 'operator-safety-link', label: t('chat.safetyReports'), run: onSafetyReports }]
      : []),
    ...(onModels ? [{ key: 'operator-models-link', label: t('chat.models'), run: onModels }] : []),
    ...(onConsole ? [{ key: 'operator-console-link', label: t('chat.console'), run: onConsole }] : []),
  ];
  return (
    <header className="chat__header">
      <Portrait
        avatar={avatar}
        expression={expression}
        size={64}
        className="chat__portrait"
        testId="chat-portrait"
      />
      <div className="chat__who">
        <h1 id="chat-title" className="chat__title" data-testid="chat-avatar-name">
          {avatar.name}
        </h1>
        <p className="chat__profession">{avatar.profession}</p>
        {note && <p className="chat__note">{note}</p>}
      </div>
      <div className="chat__actions">
        <span
          className={`chat__balance${lowBalance ? ' chat__balance--low' : ''}`}
          data-testid="chat-balance"
        >
          {balance === null ? '…' : formatBalanceUsd(balance, i18n.language)}
        </span>
        <button
          type="button"
          className="button button--small chat__top-up"
          data-testid="top-up"
          aria-label={t('chat.topUp')}
          onClick={onTopUp}
        >
          <span className="chat__top-up-icon" aria-hidden="true">
            +
          </span>
          <span className="chat__top-up-label">{t('chat.topUp')}</span>
        </button>
        {secondary.map((a) => (
          <button
            key={a.key}
            type="button"
            className="button button--quiet button--small chat__secondary"
            data-testid={a.key === 'memories' ? 'memories-button' : a.key}
            onClick={a.run}
          >
            {a.label}
          </button>
        ))}
        <div className="chat__more" ref={menuRef}>
          <button
            type="button"
            className="button button--quiet button--small chat__more-button"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            aria-label={t('chat.more')}
            title={t('chat.more')}
            data-testid="chat-more"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <span aria-hidden="true">⋯</span>
          </button>
          {menuOpen && (
            <ul className="chat__menu" role="menu">
              {secondary.map((a) => (
                <li key={a.key} role="none">
                  <button
                    type="button"
                    role="menuitem"
                    data-testid={`menu-${a.key}`}
                    onClick={() => {
                      setMenuOpen(false);
                      a.run();
                    }}
                  >
                    {a.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </header>
  );
}
