import type { TokenPrices } from '../../money';
import { discoveredPrice, toStored } from './prices';
import { OFFLINE_MODEL_NAME } from './registry';
import { listName, type NewModel } from './store';

/** Model ids of another kind than chat (embeddings, speech, pictures, moderation): added, but hidden. */
export const NOT_CHAT =
  /embed|whisper|tts|dall-e|moderation|davinci|babbage|transcri|realtime|image|audio|rerank/i;

/**
 * The models a server lists that its connection lacks, as they are added: a list name made from
 * the connection's name and the model id (never one `taken`), the id as display name, shown at once
 * unless it is of another kind than chat, priced by `discoveredPrice` (docs/chat.md).
 * @example newModels({ name: 'Ollama', baseUrl: 'http://127.0.0.1:11434/v1' }, ['llama3.2'], [], new Set(), local)
 *   // [{ modelId: 'llama3.2', name: 'OLLAMA_LLAMA3_2', shown: true, …local prices }]
 */
export function newModels(
  connection: { name: string; baseUrl: string },
  listed: readonly string[],
  have: readonly string[],
  taken: ReadonlySet<string>,
  localPrices: TokenPrices,
): NewModel[] {
  const names = new Set([...taken, OFFLINE_MODEL_NAME]);
  const out: NewModel[] = [];
  for (const [position, modelId] of listed.entries()) {
    if (have.includes(modelId)) continue;
    const name = listName(connection.name, modelId, names);
    names.add(name);
    out.push({
      modelId,
      name,
      displayName: modelId,
      position,
      shown: !NOT_CHAT.test(modelId),
      ...toStored(discoveredPrice(connection.baseUrl, modelId, localPrices)),
    });
  }
  return out;
}
