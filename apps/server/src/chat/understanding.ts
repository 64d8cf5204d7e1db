/**
 * With a model, the model does the understanding (issue 23, docs/chat.md): the appraisal of a
 * message, the facts it tells about the user, whether it asks for a picture, and the second
 * opinion on crisis messages and picture prompts all go to the chosen model's own connection, as
 * soon as an operator connects it. The offline rules stay the fallback for each: a user of the
 * offline engine, a connection that is gone, or a model that fails.
 */
import type OpenAI from 'openai';
import { ModelAppraiser, OfflineAppraiser, type Appraiser } from './appraiser';
import { ModelMemoryExtractor } from './model-memory';
import { OpenAiModeration, type Moderation } from './moderation';
import type { ConnectionClients } from './models/clients';
import type { ModelEntry } from './models/types';
import { readPictureRequest, type PictureReading } from './picture-intent';

export interface Understanding {
  /** Appraises a message for a turn with `entry` (the model's own when it is connected); null: the offline rules. */
  appraiser(entry: ModelEntry | null): Appraiser;
  /** Learns facts with the model of `entry`; null: the offline rules alone. */
  extractor(entry: ModelEntry): ModelMemoryExtractor | null;
  /** The second opinion for a turn with `entry` (its connection's `/moderations`); null: none. */
  moderation(entry: ModelEntry): Moderation | null;
  /** The model's reading of a possible picture request; null: no opinion (the offline rules decide). */
  readPicture(text: string, entry: ModelEntry, signal: AbortSignal): Promise<PictureReading>;
}

export class ConnectedUnderstanding implements Understanding {
  private readonly offline = new OfflineAppraiser();
  /** One moderation per client: it remembers a server without the endpoint (404) and asks it no more. */
  private readonly moderations = new WeakMap<OpenAI, OpenAiModeration>();

  constructor(
    private readonly clients: ConnectionClients,
    private readonly options: {
      /** `MODERATION=auto`: ask `/moderations`; `off`: never. */
      moderation: boolean;
      moderationModel: string;
      /** Told of every failure that fell back to the offline rules (the server logs it). */
      onError: (what: 'appraisal' | 'moderation' | 'picture request', err: unknown) => void;
    },
  ) {}

  appraiser(entry: ModelEntry | null): Appraiser {
    const c = entry && this.clients.of(entry);
    return c
      ? new ModelAppraiser(c.client, c.model, (err) => this.options.onError('appraisal', err))
      : this.offline;
  }

  extractor(entry: ModelEntry): ModelMemoryExtractor | null {
    const c = this.clients.of(entry);
    return c ? new ModelMemoryExtractor(c.client, c.model) : null;
  }

  moderation(entry: ModelEntry): Moderation | null {
    if (!this.options.moderation) return null;
    const c = this.clients.forSafety(entry);
    if (!c) return null;
    let m = this.moderations.get(c.client);
    if (!m) {
      m = new OpenAiModeration(c.client, this.options.moderationModel, (err) =>
        this.options.onError('moderation', err),
      );
      this.moderations.set(c.client, m);
    }
    return m;
  }

  readPicture(text: string, entry: ModelEntry, signal: AbortSignal): Promise<PictureReading> {
    const c = this.clients.of(entry);
    if (!c) return Promise.resolve(null);
    return readPictureRequest(c.client, c.model, text, signal, (err) =>
      this.options.onError('picture request', err),
    );
  }
}
