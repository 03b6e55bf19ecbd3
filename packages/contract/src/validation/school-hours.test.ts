import { describe, expect, it } from 'vitest';
import { isWithinSchoolHours, parseHourToMinutes, zonedWeekdayAndMinutes } from './school-hours.ts';

describe('parseHourToMinutes', () => {
  it.each([
    ['8AM', 480],
    ['8 AM', 480],
    ['8am', 480],
    ['8:30AM', 510],
    ['12AM', 0],
    ['12PM', 720],
    ['3PM', 900],
    ['3:45 pm', 945],
    ['11p.m.', 1380],
    ['08:00', 480],
    ['15:30', 930],
  ])('%j → %j', (v, minutes) => {
    expect(parseHourToMinutes(v)).toBe(minutes);
  });

  it.each(['', '13PM', '0AM', '8:60AM', '25:00', 'noon', '8'])('rejects %j', (v) => {
    expect(parseHourToMinutes(v)).toBeNull();
  });
});

describe('school hours (spec §5: Monday to Friday, start to end hour, school time zone)', () => {
  const hours = { hoursFrom: '8AM', hoursTo: '3PM' };
  const NY = 'America/New_York'; // UTC-4 in June
  const at = (iso: string) => new Date(iso);

  it('reads the wall clock in the school time zone', () => {
    expect(zonedWeekdayAndMinutes(at('2025-06-16T12:00:00Z'), NY)).toEqual({
      weekday: 'Mon',
      minutes: 8 * 60,
    });
    expect(zonedWeekdayAndMinutes(at('2025-06-16T12:00:00Z'), 'Not/AZone')).toBeNull();
  });

  it('keeps one formatter per time zone: the same zone answers the same, zones do not mix', () => {
    const noon = at('2025-06-16T12:00:00Z');
    const tokyo = { weekday: 'Mon', minutes: 21 * 60 };
    const ny = { weekday: 'Mon', minutes: 8 * 60 };
    for (let i = 0; i < 3; i++) {
      expect(zonedWeekdayAndMinutes(noon, 'Asia/Tokyo')).toEqual(tokyo);
      expect(zonedWeekdayAndMinutes(noon, NY)).toEqual(ny);
      expect(zonedWeekdayAndMinutes(noon, 'Not/AZone')).toBeNull();
    }
    // A later time in a zone seen before is read afresh, not remembered.
    expect(zonedWeekdayAndMinutes(at('2025-06-17T01:30:00Z'), NY)).toEqual({
      weekday: 'Mon',
      minutes: 21 * 60 + 30,
    });
    expect(zonedWeekdayAndMinutes(new Date(Number.NaN), NY)).toBeNull();
  });

  it.each([
    ['Monday 08:00 (start, inclusive)', '2025-06-16T12:00:00Z'],
    ['Wednesday 11:30', '2025-06-18T15:30:00Z'],
    ['Friday 14:59', '2025-06-20T18:59:00Z'],
  ])('allows %s', (_label, iso) => {
    expect(isWithinSchoolHours(hours, NY, at(iso))).toBe(true);
  });

  it.each([
    ['Monday 07:59', '2025-06-16T11:59:00Z'],
    ['Monday 15:00 (end, exclusive)', '2025-06-16T19:00:00Z'],
    ['Saturday 10:00', '2025-06-21T14:00:00Z'],
    ['Sunday 10:00', '2025-06-22T14:00:00Z'],
    // Monday 02:00 UTC is still Sunday evening in New York.
    ['Sunday 22:00 local although Monday in UTC', '2025-06-16T02:00:00Z'],
  ])('refuses %s', (_label, iso) => {
    expect(isWithinSchoolHours(hours, NY, at(iso))).toBe(false);
  });

  it('uses the school zone, not the machine zone', () => {
    // 10:00 in Tokyo on a Tuesday is 01:00 UTC.
    expect(isWithinSchoolHours(hours, 'Asia/Tokyo', at('2025-06-17T01:00:00Z'))).toBe(true);
    expect(isWithinSchoolHours(hours, 'UTC', at('2025-06-17T01:00:00Z'))).toBe(false);
  });

  it('refuses with unreadable hours or an unknown zone', () => {
    const monday9 = at('2025-06-16T13:00:00Z');
    expect(isWithinSchoolHours({ hoursFrom: '?', hoursTo: '3PM' }, NY, monday9)).toBe(false);
    expect(isWithinSchoolHours(hours, 'Mars/Olympus', monday9)).toBe(false);
  });
});
