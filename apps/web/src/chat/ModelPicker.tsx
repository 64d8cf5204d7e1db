import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelOption } from './chatApi';

interface ModelPickerProps {
  models: ModelOption[];
  value: string | undefined;
  onChange: (name: string) => void;
}

/**
 * Picks the chat model (`GET /models`, the spec's `/ai_models_list.txt` with availability); the
 * choice is the `currentModel` cookie. The offline persona engine is named as what it is (no AI
 * model), and a model whose connection is down is marked "unavailable right now" (docs/chat.md).
 */
export function ModelPicker({ models, value, onChange }: ModelPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  if (models.length === 0) return null;
  const current = models.find((m) => m.name === value);
  // The server describes its models in English; the app says what matters in the UI language.
  const describe = (m: ModelOption) =>
    m.offline ? t('chat.offlineModelInfo') : m.available ? m.description : t('chat.modelDownInfo');
  const label = (m: ModelOption) =>
    m.offline
      ? t('chat.offlineModel')
      : m.available
        ? m.displayName
        : t('chat.modelDown', { name: m.displayName });
  return (
    <span className="model-picker">
      <label htmlFor={id}>{t('chat.model')}</label>
      <select
        id={id}
        data-testid="model-picker"
        data-available={current ? String(current.available) : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        title={current && describe(current)}
      >
        {models.map((m) => (
          <option key={m.name} value={m.name} title={describe(m)} data-available={String(m.available)}>
            {label(m)}
          </option>
        ))}
      </select>
    </span>
  );
}
