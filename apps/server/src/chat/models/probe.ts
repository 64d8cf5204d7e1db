/** A server's model list could not be read; the message is ours (never the server's text, never a key). */
export class ProbeError extends Error {
  constructor(
    message: string,
    /** Why, as the web says it (packages/contracts/src/errors.ts). */
    readonly reason: 'MODEL_SERVER_UNREACHABLE' | 'MODEL_SERVER_INCOMPATIBLE' | 'MODEL_KEY_REFUSED',
    /** The request field to blame: the address, or the key the server refused. */
    readonly field: 'baseUrl' | 'apiKey' = 'baseUrl',
  ) {
    super(message);
    this.name = 'ProbeError';
  }
}

/** What a server lists: its base URL as it answered (with `/v1` when that had to be added) and model ids. */
export interface ProbeResult {
  baseUrl: string;
  models: string[];
}

/** Lists a server's models: `GET {baseUrl}/models`. */
export type ModelLister = (baseUrl: string, apiKey: string | null, timeoutMs: number) => Promise<ProbeResult>;

/** `http://host:1234/v1/` → `http://host:1234/v1`. */
export const normalizeBaseUrl = (url: string): string => url.trim().replace(/\/+$/, '');

/** The model ids of an OpenAI-compatible `/models` answer (`{data: [{id}]}`), or null. */
function modelIdsOf(body: unknown): string[] | null {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return null;
  const ids = data.flatMap((m) => {
    const id = (m as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id.trim() !== '' && id.length <= 200 ? [id.trim()] : [];
  });
  return ids.length === data.length ? [...new Set(ids)] : null;
}

async function listAt(baseUrl: string, apiKey: string | null, timeoutMs: number): Promise<string[]> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}/models`, {
      headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    const name = (err as Error).name;
    throw new ProbeError(
      name === 'TimeoutError'
        ? `The server at ${baseUrl} did not answer within ${Math.round(timeoutMs / 100) / 10} s.`
        : `The server at ${baseUrl} cannot be reached.`,
      'MODEL_SERVER_UNREACHABLE',
    );
  }
  if (res.status === 401 || res.status === 403) {
    await res.body?.cancel();
    throw new ProbeError(
      `The server at ${baseUrl} refused the API key (HTTP ${res.status}).`,
      'MODEL_KEY_REFUSED',
      'apiKey',
    );
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new ProbeError(
      `The server at ${baseUrl} answered HTTP ${res.status} for its model list: it is not an OpenAI-compatible API there.`,
      'MODEL_SERVER_INCOMPATIBLE',
    );
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  const ids = modelIdsOf(body);
  if (!ids)
    throw new ProbeError(
      `The server at ${baseUrl} did not answer with an OpenAI-compatible model list ({"data": [{"id": …}]}).`,
      'MODEL_SERVER_INCOMPATIBLE',
    );
  return ids;
}

/**
 * Lists the models of an OpenAI-compatible server with `GET {baseUrl}/models`, within `timeoutMs`.
 * A base URL without `/v1` that has no list is tried once more with `/v1` (Ollama, LM Studio and
 * llama.cpp serve the API there). Throws `ProbeError` in our words: unreachable, too slow, key
 * refused, or not an OpenAI-compatible API.
 */
export const listModels: ModelLister = async (baseUrl, apiKey, timeoutMs) => {
  const url = normalizeBaseUrl(baseUrl);
  try {
    return { baseUrl: url, models: await listAt(url, apiKey, timeoutMs) };
  } catch (err) {
    if (/\/v1$/.test(url) || !(err instanceof ProbeError) || !/OpenAI-compatible/.test(err.message))
      throw err;
    try {
      return { baseUrl: `${url}/v1`, models: await listAt(`${url}/v1`, apiKey, timeoutMs) };
    } catch {
      throw err;
    }
  }
};
