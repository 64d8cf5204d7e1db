/** Oldest date of birth taken, in years before today (the server refuses older ones too). */
export const OLDEST_BIRTH_YEARS = 120;

/** Why a date of birth cannot be sent: the reason the server would give (docs/errors.md). */
export type BirthDateProblem = 'REQUIRED' | 'INVALID_BIRTH_DATE';

/** A local calendar day as `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The range the date field offers: from 120 years ago to today. */
export function birthDateBounds(today: Date): { min: string; max: string } {
  const oldest = new Date(today.getFullYear() - OLDEST_BIRTH_YEARS, today.getMonth(), today.getDate());
  return { min: isoDay(oldest), max: isoDay(today) };
}

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (no 2001-02-30). */
export function isCalendarDay(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * What is wrong with the consent's date of birth before it is sent: missing, or not a day between
 * 120 years ago and today. Whether the person is old enough is the server's answer (`UNDER_AGE`,
 * its minimum age is configured there).
 */
export function birthDateProblem(value: string, today: Date): BirthDateProblem | null {
  const day = value.trim();
  if (day === '') return 'REQUIRED';
  const { min, max } = birthDateBounds(today);
  if (!isCalendarDay(day) || day < min || day > max) return 'INVALID_BIRTH_DATE';
  return null;
}
