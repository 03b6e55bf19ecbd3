import { describe, expect, it } from 'vitest';
import { calendarDayIn, timeZoneSchema, TIME_ZONE_MESSAGE } from './time-zone.ts';

describe('time zones', () => {
  it('accepts IANA zones, defaults to UTC and refuses unknown ones', () => {
    expect(timeZoneSchema.parse('Europe/Paris')).toBe('Europe/Paris');
    expect(timeZoneSchema.parse(undefined)).toBe('UTC');
    const bad = timeZoneSchema.safeParse('Mars/Olympus');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(TIME_ZONE_MESSAGE);
  });

  it('names the calendar day of an instant in a zone', () => {
    const at = new Date('2026-03-01T02:30:00Z');
    expect(calendarDayIn(at, 'UTC')).toBe('2026-03-01');
    expect(calendarDayIn(at, 'America/New_York')).toBe('2026-02-28');
    expect(calendarDayIn(at, 'Asia/Tokyo')).toBe('2026-03-01');
  });
});
