import { CONSTANTS } from '../common/constants.ts';

/** Spec §3 "Filter definition": a page-count range is displayed as "a-b pages". */
export function pageRangeLabel(min: number, max: number): string {
  return `${min}-${max} pages`;
}

export interface PageRange {
  min: number;
  max: number;
}

/**
 * Spec §5: the search page-count range is sent as a min and a max. Accepts a `[a, b]` pair, a
 * `{ min, max }` object or an "a-b pages" label; the smaller number becomes min. Null when the
 * value does not hold two numbers.
 */
export function toPageRange(
  value: readonly [number, number] | PageRange | string,
): PageRange | null {
  let a: number;
  let b: number;
  if (typeof value === 'string') {
    const m = /^\s*(\d+)\s*-\s*(\d+)(?:\s*pages)?\s*$/i.exec(value);
    if (!m) return null;
    a = Number(m[1]);
    b = Number(m[2]);
  } else if (Array.isArray(value)) {
    [a, b] = value as readonly [number, number];
  } else {
    ({ min: a, max: b } = value as PageRange);
  }
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** Spec §9 "Prices": cents divided by 100. */
export function centsToUnits(cents: number): number {
  return cents / 100;
}

/** Back to cents for sending an amount typed in currency units (rounded to a whole cent). */
export function unitsToCents(units: number): number {
  return Math.round(units * 100);
}

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Spec §9 "Points display": over 4 digits use thousands separators — `1234` stays `1234`,
 * `12345` reads `12,345`.
 */
export function formatPoints(points: number): string {
  const whole = Math.round(points);
  const digits = String(Math.abs(whole)).length;
  return digits > CONSTANTS.pointsSeparatorAboveDigits ? grouped.format(whole) : String(whole);
}
