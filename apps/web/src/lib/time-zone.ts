/**
 * The browser's IANA time zone (spec §3 session timezoneName): the interests prompt counts
 * calendar days in it and the daily quiz counts its day in it.
 */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
