/**
 * Spec §5: student access is allowed only Monday to Friday between the school's start and end
 * hour, in the school's time zone. Hours are strings like `8AM`, `3PM`, `8:30AM` (also `08:00`).
 */

export interface SchoolHours {
  hoursFrom: string;
  hoursTo: string;
}

/** `8AM` → 480, `12PM` → 720, `12AM` → 0, `3:30 pm` → 930, `15:00` → 900; null if not an hour. */
export function parseHourToMinutes(value: string): number | null {
  const v = value.trim();
  const ampm = /^(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?[Mm]\.?$/.exec(v);
  if (ampm) {
    const h = Number(ampm[1]);
    const m = Number(ampm[2] ?? 0);
    if (h < 1 || h > 12 || m > 59) return null;
    const pm = ampm[3]!.toUpperCase() === 'P';
    return ((h % 12) + (pm ? 12 : 0)) * 60 + m;
  }
  const h24 = /^(\d{1,2}):(\d{2})$/.exec(v);
  if (h24) {
    const h = Number(h24[1]);
    const m = Number(h24[2]);
    if (h > 23 || m > 59) return null;
    return h * 60 + m;
  }
  return null;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

/**
 * One formatter per time zone: building an `Intl.DateTimeFormat` costs about 70 µs against 3 µs
 * for using one, and the school-hours check runs on every student request to a book. Unknown
 * time zones are remembered as `null` (the constructor throws for them). Bounded: a school's time
 * zone comes from the IANA list, a few hundred names at most.
 */
const formatters = new Map<string, Intl.DateTimeFormat | null>();
const MAX_FORMATTERS = 1000;

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter !== undefined) return formatter;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    formatter = null;
  }
  if (formatters.size >= MAX_FORMATTERS) formatters.clear();
  formatters.set(timeZone, formatter);
  return formatter;
}

/** Weekday (short English name) and minutes since midnight of `now` in `timeZone`. */
export function zonedWeekdayAndMinutes(
  now: Date,
  timeZone: string,
): { weekday: string; minutes: number } | null {
  const formatter = formatterFor(timeZone);
  if (!formatter) return null;
  try {
    const parts = formatter.formatToParts(now);
    const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
    return { weekday: get('weekday'), minutes: Number(get('hour')) * 60 + Number(get('minute')) };
  } catch {
    return null;
  }
}

/**
 * True when `now` is Monday–Friday, at or after the start hour and before the end hour, in the
 * school's time zone. Unreadable hours or an unknown time zone refuse access.
 */
export function isWithinSchoolHours(
  hours: SchoolHours,
  timeZone: string,
  now: Date = new Date(),
): boolean {
  const from = parseHourToMinutes(hours.hoursFrom);
  const to = parseHourToMinutes(hours.hoursTo);
  const at = zonedWeekdayAndMinutes(now, timeZone);
  if (from === null || to === null || !at) return false;
  return WEEKDAYS.includes(at.weekday) && at.minutes >= from && at.minutes < to;
}
