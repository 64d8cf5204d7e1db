/** What a chat turn works with (the composition root, `compose.ts`, builds it). */
import type { LanguageCode, NewsItem } from '@avatara/companion';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../config';
import type { Database } from '../db/client';
import type { AccountService } from '../accounts/service';
import type { AvatarService } from '../avatars/service';
import type { NhsService } from '../avatars/nhs';
import type { ImageGenerator } from '../media/images/types';
import type { ImageStore } from '../media/image-store';
import type { MicroUsd } from '../money';
import type { ChatTelemetry } from '../observability/chat';
import type { ChatBilling } from './billing';
import type { MemoryService } from './memory';
import type { ModelRegistry } from './models/registry';
import type { ChatModel, ModelEntry } from './models/types';
import type { PauseClock } from './pause';
import type { CrisisGuard } from './safety';
import type { ChatStore } from './store';
import type { Understanding } from './understanding';

export interface ChatDeps {
  config: TConfig;
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  avatars: AvatarService;
  accounts: AccountService;
  nhs: NhsService;
  /** The chosen model's reading of a message (appraisal, picture request, second opinions), else the offline rules. */
  understanding: Understanding;
  models: ModelRegistry;
  adapters: Record<ModelEntry['provider'], ChatModel>;
  billing: ChatBilling;
  store: ChatStore;
  memory: MemoryService;
  pause: PauseClock;
  /** Draws pictures for `#gi:` messages, and stores them per (user, avatar). */
  images: { generator: ImageGenerator; store: ImageStore; price: MicroUsd };
  /** Recent headlines from the configured feeds. */
  news: { recent(): readonly NewsItem[]; maxAgeMs: number };
  /** The crisis check, the referral and the screen of model replies (docs/safety.md). */
  safety: CrisisGuard;
  /** Learns facts with the turn's model in the background (a connected model's turns only). */
  learnInBackground?: (job: {
    userId: string;
    avatarId: string;
    messageId: string;
    text: string;
    language: LanguageCode;
    model: ModelEntry;
  }) => void;
  /** Metrics and traces of each turn (docs/operations.md). */
  telemetry: ChatTelemetry;
}
