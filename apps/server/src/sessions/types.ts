import { createHash } from 'node:crypto';
import type { sessions, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** What a session token resolves to: its user, the user's consent and when the session ends. */
export interface ResolvedSession {
  user: UserRow;
  consent: boolean;
  expiresAt: Date;
}

/** SHA-256 of a token, hex: the only form a session or mailed-link token is stored in. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
