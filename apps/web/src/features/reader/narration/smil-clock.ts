/**
 * SMIL clock values (SMIL 3.0 §5.4.3 "Clock values", as EPUB 3 Media Overlays use them), in
 * seconds:
 * - full clock "0:00:01.5" (hours:minutes:seconds), partial clock "00:01.500" (minutes:seconds),
 * - timecount "1.5s", "1500ms", "2min", "0.5h", or a bare number of seconds "1.5",
 * - each optionally prefixed "npt=" (the normal-play-time form of older DAISY/SMIL 2 files).
 * Anything else is `null` (never NaN): a clip with a broken time is dropped, not played wrong.
 */
const TIMECOUNT = /^(\d+(?:\.\d+)?|\.\d+)(h|min|s|ms)?$/;
const CLOCK = /^(?:(\d+):)?(\d{1,2}):(\d{1,2}(?:\.\d+)?)$/;

export function parseClockValue(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  let v = value.trim();
  if (v.toLowerCase().startsWith('npt=')) v = v.slice(4).trim();
  if (v === '') return null;

  const count = TIMECOUNT.exec(v);
  if (count) {
    const n = Number(count[1]);
    switch (count[2]) {
      case 'h':
        return n * 3600;
      case 'min':
        return n * 60;
      case 'ms':
        return n / 1000;
      default:
        return n;
    }
  }

  const clock = CLOCK.exec(v);
  if (clock) {
    const hours = clock[1] === undefined ? 0 : Number(clock[1]);
    const minutes = Number(clock[2]);
    const seconds = Number(clock[3]);
    if (minutes >= 60 || seconds >= 60) return null;
    return hours * 3600 + minutes * 60 + seconds;
  }
  return null;
}
