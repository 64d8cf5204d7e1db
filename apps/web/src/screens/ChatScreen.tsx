import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAvatars } from '../avatars/useAvatars';
import { ChatBar } from '../chat/ChatBar';
import { Spinner } from '../components/Spinner';
import { NhsOverlay } from '../overlay/NhsOverlay';
import { useUser } from '../user/userContext';

interface ChatScreenProps {
  /** The chosen avatar's id, or null for "the first available avatar" (special referrer). */
  avatar: string | null;
  /** Goes back to the avatar selection; absent for the special referrer (picker hidden). */
  onChangeAvatar?: () => void;
}

/**
 * Chat (spec §2 steps 4–5), for now: the avatar's portrait and name, the chat bar and the
 * Brain States & Hormones overlay its 'E' button opens.
 */
export default function ChatScreen({ avatar, onChangeAvatar }: ChatScreenProps) {
  const { t } = useTranslation();
  const avatars = useAvatars();
  const { user } = useUser();
  const [overlayOpen, setOverlayOpen] = useState(false);
  const closeOverlay = useCallback(() => setOverlayOpen(false), []);
  const current = avatar === null ? avatars.data?.[0] : avatars.data?.find((a) => a.id === avatar);
  return (
    <section className="chat" data-testid="chat-screen" aria-labelledby="chat-title">
      {avatars.isPending && <Spinner />}
      {current && (
        <header className="chat__header">
          <img className="chat__portrait" src={current.image} alt="" width={96} height={96} data-testid="chat-portrait" />
          <div>
            <h1 id="chat-title" className="chat__title" data-testid="chat-avatar-name">
              {current.name}
            </h1>
            <p className="chat__profession">{current.profession}</p>
            {avatar === null && <p className="chat__note">{t('chat.firstAvatar')}</p>}
          </div>
          {onChangeAvatar && (
            <button type="button" className="button button--quiet chat__change" data-testid="chat-change-avatar" onClick={onChangeAvatar}>
              {t('chat.changeAvatar')}
            </button>
          )}
        </header>
      )}
      <div className="chat__messages" aria-live="polite">
        <p className="chat__empty">{t('chat.soon')}</p>
      </div>
      <ChatBar onOpenEmotions={() => setOverlayOpen(true)} emotionsOpen={overlayOpen} />
      {current && <NhsOverlay open={overlayOpen} avatarName={current.name} email={user?.email ?? null} onClose={closeOverlay} />}
    </section>
  );
}
