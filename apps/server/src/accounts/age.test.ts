import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { ageInYears, checkAge } from './age';

describe('ageInYears', () => {
  it('counts a year only once the birthday has come', () => {
    expect(ageInYears('2008-06-15', new Date('2026-06-14T23:00:00Z'))).toBe(17);
    expect(ageInYears('2008-06-15', new Date('2026-06-15T00:00:00Z'))).toBe(18);
    expect(ageInYears('2000-02-29', new Date('2018-02-28T12:00:00Z'))).toBe(17);
    expect(ageInYears('2000-02-29', new Date('2018-03-01T12:00:00Z'))).toBe(18);
  });
});

describe('checkAge', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const reasonOf = (birthDate: string, minAge = 18): [unknown, unknown, unknown] | null => {
    try {
      checkAge(birthDate, now, minAge);
      return null;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      return [e.reason, e.field, e.params];
    }
  };
  it('accepts an adult and refuses a minor with the minimum age, naming birthDate', () => {
    expect(reasonOf('2008-11-26')).toBeNull();
    expect(reasonOf('2008-11-27')).toEqual(['UNDER_AGE', 'birthDate', { minAge: 18 }]);
    expect(reasonOf('2010-01-01', 16)).toBeNull();
  });
  it('refuses a date in the future or more than 120 years ago', () => {
    expect(reasonOf('2027-01-01')?.[0]).toBe('INVALID_BIRTH_DATE');
    expect(reasonOf('1890-01-01')?.[0]).toBe('INVALID_BIRTH_DATE');
  });
});
