import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { topUpUrl } from '../pricing/returnTo';
import { formatBalanceUsd, type PendingShutdown } from './chatModel';

interface SessionNoticesProps {
  shutdown: PendingShutdown | null;
  avatarName: string;
  balance: number | null;
  lowBalance: boolean;
  onTopUp: () => void;
  /** The chat's path, to come back to after a top-up. */
  returnPath: string;
}

/** Where the page goes when a session ends: the top-up page when the money ran out, else the start page. */
function afterShutdown(reason: PendingShutdown['reason'], returnPath: string): string {
  return reason === 'balance' ? topUpUrl(returnPath) : '/';
}

/**
 * Above the chat bar: the low-balance notice (before the balance runs out), and after a shutdown
 * reply the countdown to the reload (15 s, 8 s after a pause reply, at once at a balance of 0 or
 * less; spec §4). An avatar that refused at once (asleep, or after abuse) leaves the user here.
 */
export function SessionNotices({
  shutdown,
  avatarName,
  balance,
  lowBalance,
  onTopUp,
  returnPath,
}: SessionNoticesProps) {
  const { t, i18n } = useTranslation();
  const [left, setLeft] = useState<number | null>(null);

  useEffect(() => {
    if (!shutdown || shutdown.stay) return;
    const target = afterShutdown(shutdown.reason, returnPath);
    if (shutdown.delayMs === 0) {
      window.location.assign(target);
      return;
    }
    const endAt = Date.now() + shutdown.delayMs;
    const tick = () => {
      const ms = endAt - Date.now();
      if (ms <= 0) window.location.assign(target);
      else setLeft(Math.ceil(ms / 1000));
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [shutdown, returnPath]);

  if (shutdown) {
    return (
      <div
        className={`chat-notice chat-notice--${shutdown.reason}`}
        role="status"
        data-testid="shutdown-notice"
        data-reason={shutdown.reason}
      >
        <span>{t(`chat.shutdown.${shutdown.reason}`, { name: avatarName })}</span>{' '}
        {!shutdown.stay && left !== null && <span>{t('chat.shutdown.countdown', { count: left })}</span>}
        {shutdown.reason === 'balance' && (
          <button type="button" className="button button--small" onClick={onTopUp}>
            {t('chat.topUp')}
          </button>
        )}
      </div>
    );
  }
  if (lowBalance && balance !== null) {
    return (
      <div className="chat-notice chat-notice--low" role="status" data-testid="low-balance">
        <span>{t('chat.lowBalance', { value: formatBalanceUsd(balance, i18n.language) })}</span>
        <button type="button" className="button button--small" onClick={onTopUp}>
          {t('chat.topUp')}
        </button>
      </div>
    );
  }
  return null;
}
