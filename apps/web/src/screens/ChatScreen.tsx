import { useTranslation } from 'react-i18next';
import { useAvatars } from '../avatars/useAvatars';
import { ChatView } from '../chat/ChatView';
import { Spinner } from '../components/Spinner';
import { useUser } from '../user/userContext';

interface ChatScreenProps {
  /** The chosen avatar's id (`/chat/:avatar`), or null for "the first available avatar" (special referrer). */
  avatar: string | null;
  /** Goes back to the avatar selection; absent for the special referrer (picker hidden). */
  onChangeAvatar?: () => void;
}

/** Chat (spec §2 steps 4–5): the chosen avatar's chat, or a note when the address names no avatar. */
export default function ChatScreen({ avatar, onChangeAvatar }: ChatScreenProps) {
  const { t } = useTranslation();
  const avatars = useAvatars();
  const { user } = useUser();
  if (avatars.isPending || user === null) return <Spinner />;
  const current = avatar === null ? avatars.data?.[0] : avatars.data?.find((a) => a.id === avatar);
  if (!current) {
    return (
      <section className="screen-card" data-testid="chat-unknown-avatar">
        <h1 className="screen-card__title">{t('chat.unknownAvatar')}</h1>
        {onChangeAvatar && (
          <button type="button" className="button" onClick={onChangeAvatar}>
            {t('chat.changeAvatar')}
          </button>
        )}
      </section>
    );
  }
  return (
    <ChatView
      key={current.id}
      avatar={current}
      user={user}
      {...(avatar === null ? { note: t('chat.firstAvatar') } : {})}
      {...(onChangeAvatar ? { onChangeAvatar } : {})}
    />
  );
}
