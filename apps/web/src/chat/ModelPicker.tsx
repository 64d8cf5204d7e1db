import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelOption } from './chatApi';

interface ModelPickerProps {
  models: ModelOption[];
  value: string | undefined;
  onChange: (name: string) => void;
}

/** The server's offline engine (its list name), shown with a translated name. */
const OFFLINE_MODEL = 'OFFLINE_PERSONA';

/** Picks the chat model from `/ai_models_list.txt`; the choice is the `currentModel` cookie. */
export function ModelPicker({ models, value, onChange }: ModelPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  if (models.length === 0) return null;
  const current = models.find((m) => m.name === value);
  // The server describes its offline engine in English; the app says it in the UI language.
  const describe = (m: ModelOption) =>
    m.name === OFFLINE_MODEL ? t('chat.offlineModelInfo') : m.description;
  return (
    <span className="model-picker">
      <label htmlFor={id}>{t('chat.model')}</label>
      <select
        id={id}
        data-testid="model-picker"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        title={current && describe(current)}
      >
        {models.map((m) => (
          <option key={m.name} value={m.name} title={describe(m)}>
            {m.name === OFFLINE_MODEL ? t('chat.offlineModel') : m.displayName}
          </option>
        ))}
      </select>
    </span>
  );
}
