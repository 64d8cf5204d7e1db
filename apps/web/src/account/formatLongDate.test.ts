import { describe, expect, it } from 'vitest';
import { formatLongDate } from './ProfileSection';

describe('formatLongDate', () => {
  it('writes a date the way each UI language does', () => {
    const iso = '2026-12-07T10:00:00.000Z';
    expect(formatLongDate(iso, 'de-DE')).toBe('7. Dezember 2026');
    expect(formatLongDate(iso, 'en-US')).toBe('December 7, 2026');
    expect(formatLongDate(iso, 'ja-JP')).toBe('2026年12月7日');
    expect(formatLongDate(iso, 'fr-FR')).toBe('7 décembre 2026');
  });
});
