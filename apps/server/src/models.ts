/**
 * The chat model list of avatar-chat.md §3: one comma-separated line per model with
 * name, model, description, displayName. The default `OPENAI_MODEL_3_5_TURBO` comes first.
 * Without a configured OpenAI-compatible API every model is answered by the offline persona
 * engine, and the descriptions say so (DESIGN.md: the embedded default is clearly labelled).
 */
export interface ModelEntry {
  name: string;
  model: string;
  description: string;
  displayName: string;
}

export const DEFAULT_MODEL_NAME = 'OPENAI_MODEL_3_5_TURBO';
export const OFFLINE_MODEL_NAME = 'OFFLINE_PERSONA';

const remote: ModelEntry[] = [
  { name: DEFAULT_MODEL_NAME, model: 'gpt-3.5-turbo', description: 'OpenAI-compatible chat model (fast)', displayName: 'GPT-3.5 Turbo' },
  { name: 'OPENAI_MODEL_4O_MINI', model: 'gpt-4o-mini', description: 'OpenAI-compatible chat model (balanced)', displayName: 'GPT-4o mini' },
  { name: 'OPENAI_MODEL_4O', model: 'gpt-4o', description: 'OpenAI-compatible chat model (most capable)', displayName: 'GPT-4o' },
];

const offline: ModelEntry = {
  name: OFFLINE_MODEL_NAME,
  model: 'offline-persona',
  description: 'Offline persona engine running on this server (no external model)',
  displayName: 'Offline persona (local)',
};

/** The entries offered, in order; commas are not allowed inside a field. */
export function modelList(opts: { hasChatApi: boolean }): ModelEntry[] {
  if (opts.hasChatApi) return [...remote, offline];
  const note = ' - no chat API configured: answered by the offline persona engine';
  return [...remote.map((m) => ({ ...m, description: m.description + note })), offline];
}

/** The `/ai_models_list.txt` body. */
export function modelListText(opts: { hasChatApi: boolean }): string {
  return modelList(opts)
    .map((m) => [m.name, m.model, m.description, m.displayName].map((f) => f.replaceAll(',', ' ')).join(','))
    .join('\n')
    .concat('\n');
}
