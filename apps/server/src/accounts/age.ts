import { AppError } from '../errors';

/** Oldest age taken as real, in years: an earlier date of birth is a typing error. */
const OLDEST_YEARS = 120;

/**
 * Whole years from a date of birth (`YYYY-MM-DD`) to `now` (UTC calendar), as a birthday counts:
 * `ageInYears('2000-02-29', new Date('2018-02-28'))` is 17, on 2018-03-01 it is 18.
 */
export function ageInYears(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age--;
  return age;
}

/**
 * Refuses a date of birth below `minAge` (`UNDER_AGE`), in the future or impossibly long ago
 * (`INVALID_BIRTH_DATE`): a 400 naming `birthDate` (docs/safety.md).
 */
export function checkAge(birthDate: string, now: Date, minAge: number): void {
  const age = ageInYears(birthDate, now);
  if (Date.parse(`${birthDate}T00:00:00Z`) > now.getTime() || age > OLDEST_YEARS)
    throw new AppError('VALIDATION', 'The date of birth is not possible.', {
      reason: 'INVALID_BIRTH_DATE',
      field: 'birthDate',
    });
  if (age < minAge)
    throw new AppError('VALIDATION', `The chat is for people aged ${minAge} and over.`, {
      reason: 'UNDER_AGE',
      params: { minAge },
      field: 'birthDate',
    });
}
