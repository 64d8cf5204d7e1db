import { describe, expect, it } from 'vitest';
import { birthDateBounds, birthDateProblem, isCalendarDay, isoDay } from './birthDate';

const today = new Date(2026, 4, 17); // 17 May 2026, local time

describe('birth date of the consent', () => {
  it('is required', () => {
    expect(birthDateProblem('', today)).toBe('REQUIRED');
    expect(birthDateProblem('  ', today)).toBe('REQUIRED');
  });

  it('takes a real day from 120 years ago up to today', () => {
    expect(birthDateProblem('1990-02-28', today)).toBeNull();
    expect(birthDateProblem('2026-05-17', today)).toBeNull();
    expect(birthDateProblem('1906-05-17', today)).toBeNull();
  });

  it('refuses a day in the future, too long ago, or that does not exist', () => {
    expect(birthDateProblem('2026-05-18', today)).toBe('INVALID_BIRTH_DATE');
    expect(birthDateProblem('1906-05-16', today)).toBe('INVALID_BIRTH_DATE');
    expect(birthDateProblem('2001-02-29', today)).toBe('INVALID_BIRTH_DATE');
    expect(birthDateProblem('17.05.1990', today)).toBe('INVALID_BIRTH_DATE');
  });

  it('leaves the age to the server (a child is not refused here)', () => {
    expect(birthDateProblem('2020-01-01', today)).toBeNull();
  });

  it('offers the same range in the date field', () => {
    expect(birthDateBounds(today)).toEqual({ min: '1906-05-17', max: '2026-05-17' });
    expect(isoDay(new Date(2000, 0, 5))).toBe('2000-01-05');
    expect(isCalendarDay('2024-02-29')).toBe(true);
  });
});
