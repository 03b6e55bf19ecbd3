/** The browser's IANA time zone: the daily quiz counts its day in it (spec §3 timezoneName). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
