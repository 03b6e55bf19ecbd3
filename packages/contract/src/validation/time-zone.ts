import { z } from 'zod';

/** Field message for a time zone the runtime does not know (ours). */
export const TIME_ZONE_MESSAGE = 'Unknown time zone.';

/** Whether `timeZone` is an IANA time zone this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A browser's IANA time zone (spec §3 session timezoneName); UTC when not sent. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isKnownTimeZone, { message: TIME_ZONE_MESSAGE })
  .default('UTC');

/** The calendar day (YYYY-MM-DD) of the instant `at` in `timeZone`. */
export function calendarDayIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
