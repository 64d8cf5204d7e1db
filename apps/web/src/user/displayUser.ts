import type { TUser } from '@avatara/contracts/auth';

/**
 * The user as the browser keeps it in state and in the `user` cookie (spec §3): display data
 * only (balance in USD, trialExpires as ISO date or null), never trusted by the server.
 */
export type DisplayUser = Pick<
  TUser,
  'firstName' | 'name' | 'email' | 'language' | 'plans' | 'balance' | 'trialExpires'
>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
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
  const plans = Array.isArray(value.plans)
    ? value.plans.filter((p): p is string => typeof p === 'string')
    : [];
  const balance =
    typeof value.balance === 'number' && Number.isFinite(value.balance)
      ? value.balance
      : Number(value.balance);
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
