import { describe, expect, it } from 'vitest';
import { trialRecord } from './trialRecord';

describe('trialRecord', () => {
  it('ends 14 days after it starts and keeps trimmed name and email', () => {
    expect(trialRecord(' Ada ', ' ada@example.com', new Date('2026-03-01T10:00:00Z'))).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      startDate: '2026-03-01T10:00:00.000Z',
      endDate: '2026-03-15T10:00:00.000Z',
    });
  });
});
