/** Length of the trial (spec §9). */
export const TRIAL_DAYS = 14;

/** The trial record of spec §3, kept in the `trial` cookie. Dates as ISO timestamps. */
export interface TrialRecord {
  name: string;
  email: string;
  startDate: string;
  endDate: string;
}

/**
 * The trial record for a trial started at `now`: endDate is 14 days after startDate.
 * @example trialRecord('Ada', 'a@b.c', new Date('2026-01-01T00:00:00Z')).endDate === '2026-01-15T00:00:00.000Z'
 */
export function trialRecord(name: string, email: string, now: Date): TrialRecord {
  const end = new Date(now.getTime() + TRIAL_DAYS * 24 * 60 * 60 * 1000);
  return { name: name.trim(), email: email.trim(), startDate: now.toISOString(), endDate: end.toISOString() };
}
