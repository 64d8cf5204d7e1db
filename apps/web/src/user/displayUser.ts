/**
 * The user as the browser keeps it (spec §3): display data only, never trusted by the server.
 * TODO(issue 3): replace with the user schema of @avatara/contracts once it exists.
 */
export interface DisplayUser {
  firstName: string;
  name: string;
  email: string;
  language: string;
  plans: string[];
  /** Balance in USD (spec §9 shows it with 2 decimals). */
  balance: number;
  /** ISO date of the trial's end, or null without a trial. */
  trialExpires: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Reads a DisplayUser from the parsed `user` cookie; null when it is missing or has no email.
 * Missing fields get safe defaults (no plans, balance 0), so a damaged cookie leads to the
 * pricing or login screen rather than to the chat.
 */
export function parseDisplayUser(value: unknown): DisplayUser | null {
  if (!isRecord(value)) return null;
  const email = text(value.email).trim();
  if (email === '') return null;
  const plans = Array.isArray(value.plans) ? value.plans.filter((p): p is string => typeof p === 'string') : [];
  const balance = typeof value.balance === 'number' && Number.isFinite(value.balance) ? value.balance : Number(value.balance);
  return {
    firstName: text(value.firstName),
    name: text(value.name),
    email,
    language: text(value.language),
    plans,
    balance: Number.isFinite(balance) ? balance : 0,
    trialExpires: typeof value.trialExpires === 'string' ? value.trialExpires : null,
  };
}
