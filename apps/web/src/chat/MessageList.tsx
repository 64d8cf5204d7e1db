import type { TAvatarView } from '@avatara/contracts/avatars';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiMessage } from './uiMessage';
import { MessageBubble } from './MessageBubble';
import { ReportDialog } from './ReportDialog';

interface MessageListProps {
  messages: UiMessage[];
  avatar: Pick<TAvatarView, 'image' | 'expressionImage'>;
  avatarName: string;
  imageUrl: (file: string) => string;
  loadingHistory: boolean;
  onRetry: (message: UiMessage) => void;
}

/** How close to the end (px) the list must be to follow new words. */
const FOLLOW_SLACK = 80;

/**
 * The message stack (spec §2), and the dialog that reports one of the avatar's replies. Follows new messages and streamed words while the reader is at
 * the end; a reader who scrolled up to read older messages is left where they are.
 */
export function MessageList({
  messages,
  avatar,
  avatarName,
  imageUrl,
  loadingHistory,
  onRetry,
}: MessageListProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const follow = useRef(true);
  // The avatar reply being reported (its stored id), while the report dialog is open.
  const [reporting, setReporting] = useState<string | null>(null);
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, [messages.length, last?.text]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onScroll = () => {
      follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_SLACK;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <div className="chat__messages" ref={ref} data-testid="message-list" aria-busy={loadingHistory}>
      {messages.length === 0 && !loadingHistory && (
        <p className="chat__empty">{t('chat.empty', { name: avatarName })}</p>
      )}
      <ol className="message-stack" aria-live="polite" aria-relevant="additions text">
        {messages.map((m) => (
          <MessageBubble
            key={m.key}
            message={m}
            avatar={avatar}
            imageUrl={imageUrl}
            onRetry={onRetry}
            onReport={(r) => setReporting(r.id)}
          />
        ))}
      </ol>
      {reporting !== null && <ReportDialog messageId={reporting} onClose={() => setReporting(null)} />}
    </div>
  );
}
