import { describe, expect, it } from 'vitest';
import { dateLocale, formatCalendarDay, formatInstant } from './date-format';

describe('date-format', () => {
  it('reads day first in every site language, Latin digits in Arabic', () => {
    expect(formatInstant('2026-11-26T14:05:00Z', 'en', 'UTC', 'short')).toBe('26 Nov 2026');
    expect(formatInstant('2026-11-26T14:05:00Z', 'en', 'Europe/London', 'dateTime')).toBe('26 Nov 2026, 14:05');
    expect(formatInstant('2026-11-26T14:05:00Z', 'fr', 'UTC', 'date')).toBe('26 novembre 2026');
    expect(formatInstant('2026-11-26T14:05:00Z', 'ar', 'UTC', 'date')).toMatch(/^26 .+ 2026$/);
    expect(dateLocale('ar')).toBe('ar-u-nu-latn');
  });

  it('keeps a calendar day whatever the zone, and survives bad input', () => {
    expect(formatCalendarDay('2026-11-26', 'en')).toBe('26 November 2026');
    expect(formatCalendarDay('2026-11', 'en', 'monthLong')).toBe('November 2026');
    expect(formatInstant('2026-11-26T23:30:00Z', 'en', 'Asia/Tokyo', 'short')).toBe('27 Nov 2026');
    expect(formatInstant('2026-11-26T14:05:00Z', 'en', 'Not/AZone', 'short')).toBe('26 Nov 2026');
    expect(formatCalendarDay('2026-11-26', 'en', 'dayMonth')).toBe('26 Nov');
    expect(formatCalendarDay('soon', 'en')).toBe('soon');
  });
});
