let known: string | undefined;

/**
 * The browser's IANA time zone (spec §3 session timezoneName): the interests prompt counts
 * calendar days in it and the daily quiz counts its day in it.
 *
 * Asked of `Intl.DateTimeFormat` once per page: building one is costly the first time (the
 * locale's and zones' data, 15 ms of a desktop's CPU, 60 ms of a phone's), and analytics asks for
 * the zone with every event. A zone changed while the page is open is seen after a reload; each
 * event still records its own UTC offset.
 */
export function browserTimeZone(): string {
  known ??= resolveTimeZone();
  return known;
}

function resolveTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
