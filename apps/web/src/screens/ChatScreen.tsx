import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from './ScreenPlaceholder';

interface ChatScreenProps {
  /** The chosen avatar's name, or null for "the first available avatar" (special referrer). */
  avatar: string | null;
}

/** Chat (spec §2 steps 4–5): message list, input bar and overlays arrive with the chat issue. */
export default function ChatScreen({ avatar }: ChatScreenProps) {
  const { t } = useTranslation();
  return (
    <ScreenPlaceholder screen="chat" testId="chat-screen">
      <p className="screen-card__meta">{avatar === null ? t('screens.chat.firstAvatar') : t('screens.chat.withAvatar', { name: avatar })}</p>
    </ScreenPlaceholder>
  );
}
