import { useTranslation } from 'react-i18next';
import { LanguageButton } from '../components/LanguageButton';
import { SpeakerIcon } from './icons';
import { ImageHistory } from './ImageHistory';
import type { UserPrompts } from './prompts';
import type { Voice } from './useVoice';

interface ChatToolsProps {
  voice: Voice;
  prompts: UserPrompts;
  imageUrl: (file: string) => string;
}

/** Under the input: the voice toggle, the language button (flag popup) and the image history. */
export function ChatTools({ voice, prompts, imageUrl }: ChatToolsProps) {
  const { t } = useTranslation();
  return (
    <span className="chat-tools">
      <button
        type="button"
        className={`chat-tool${voice.enabled ? ' chat-tool--on' : ''}`}
        data-testid="voice-toggle"
        aria-pressed={voice.enabled}
        data-playing={voice.playing}
        aria-label={t('chat.voice')}
        title={t('chat.voice')}
        onClick={voice.toggle}
      >
        <SpeakerIcon on={voice.enabled} />
      </button>
      <LanguageButton testId="chat-language-button" compact />
      <ImageHistory prompts={prompts} urlOf={imageUrl} />
    </span>
  );
}
