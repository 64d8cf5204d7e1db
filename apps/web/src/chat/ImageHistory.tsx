import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryIcon } from './icons';
import { promptHistory, type UserPrompts } from './prompts';

interface ImageHistoryProps {
  prompts: UserPrompts;
  /** The URL of an image file. */
  urlOf: (file: string) => string;
}

/**
 * The dropdown of the last 10 prompts with up to 10 images each (spec §2, §9), each prompt marked
 * "AI-generated" (docs/safety.md); an entry opens its image in a new tab. With none: the §8 alert.
 */
export function ImageHistory({ prompts, urlOf }: ImageHistoryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const entries = promptHistory(prompts);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = () => {
    if (entries.length === 0) {
      window.alert(t('chat.noImage'));
      return;
    }
    setOpen((o) => !o);
  };

  return (
    <div className="image-history" ref={root}>
      <button
        type="button"
        className="chat-tool"
        data-testid="image-history"
        aria-haspopup="menu"
        aria-expanded={open}
        title={t('chat.imageHistory')}
        aria-label={t('chat.imageHistory')}
        onClick={toggle}
      >
        <HistoryIcon />
      </button>
      {open && (
        <div className="image-history__menu" role="menu" data-testid="image-history-menu">
          {entries.map((e) => (
            <div key={e.prompt} className="image-history__prompt">
              <p className="image-history__text">
                <span dir="auto">{e.prompt}</span>
                <span className="ai-label ai-label--inline" data-testid="ai-label">
                  {t('chat.aiGenerated')}
                </span>
              </p>
              <div className="image-history__files">
                {e.files.map((f, i) => (
                  <a
                    key={f}
                    role="menuitem"
                    href={urlOf(f)}
                    target="_blank"
                    rel="noopener"
                    data-testid="image-history-item"
                    onClick={() => setOpen(false)}
                  >
                    <img
                      src={urlOf(f)}
                      alt={t('chat.imageNumber', { n: i + 1, prompt: e.prompt })}
                      width={48}
                      height={48}
                      loading="lazy"
                    />
                  </a>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
