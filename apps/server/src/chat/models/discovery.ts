import type { ModelConnections } from './connections';
import { listModels, normalizeBaseUrl, ProbeError, type ModelLister } from './probe';

/** Where local model servers answer by default: Ollama and LM Studio. */
export const DEFAULT_DISCOVERY_URLS = ['http://127.0.0.1:11434/v1', 'http://127.0.0.1:1234/v1'] as const;
/** Longest wait for a server that may not be there, ms. */
export const DISCOVERY_TIMEOUT_MS = 1_500;

/** The name a found server's connection gets: Ollama, LM Studio, or its host and port. */
export function discoveredName(baseUrl: string): string {
  const url = new URL(baseUrl);
  if (url.port === '11434') return 'Ollama';
  if (url.port === '1234') return 'LM Studio';
  return url.host;
}

/**
 * Looks for model servers (docs/chat.md, "Connect a model"): at start and every
 * `MODEL_DISCOVERY_MINUTES`, each address is asked for `GET /models` with a short timeout. One that
 * answers becomes a connection of source `discovered` (or, when a connection has that address
 * already, gets the models it lacks); one that stops answering counts failures like a chat call.
 * Connections that are down are asked again as well, so a server that is back is up again.
 */
export class ModelDiscovery {
  constructor(
    private readonly connections: ModelConnections,
    private readonly urls: readonly string[],
    private readonly lister: ModelLister = listModels,
    private readonly timeoutMs = DISCOVERY_TIMEOUT_MS,
  ) {}

  /** One round: every address, then every connection that is down; resolves when all answered or timed out. */
  async run(): Promise<void> {
    const urls = [...new Set(this.urls.map(normalizeBaseUrl))];
    await Promise.all(urls.map((url) => this.look(url)));
    const { connections } = await this.connections.store.all();
    const asked = new Set(urls);
    await Promise.all(
      connections
        .filter((c) => this.connections.health.isDown(c) && !asked.has(c.baseUrl))
        .map((c) => this.connections.recheck(c, this.timeoutMs)),
    );
  }

  private async look(url: string): Promise<void> {
    const { connections } = await this.connections.store.all();
    const known = connections.find((c) => c.baseUrl === url);
    if (known) {
      await this.connections.recheck(known, this.timeoutMs);
      return;
    }
    try {
      const found = await this.lister(url, null, this.timeoutMs);
      const { connections: now } = await this.connections.store.all();
      const row =
        now.find((c) => c.baseUrl === found.baseUrl) ??
        (await this.connections.store.upsertDiscovered(discoveredName(found.baseUrl), found.baseUrl));
      await this.connections.addListed(row, found.models);
      await this.connections.health.succeeded(row.id, true);
      await this.connections.reload();
    } catch (err) {
      if (!(err instanceof ProbeError)) throw err;
      // Nothing answers there: nothing to show.
    }
  }
}
