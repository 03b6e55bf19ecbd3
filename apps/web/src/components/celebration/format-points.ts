import { CONSTANTS } from '@pagebird/contract';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

/**
 * Spec §9 "Points display": thousands separators only over 4 digits — 1234 stays "1234",
 * 12345 becomes "12,345".
 */
export function formatPoints(points: number): string {
  const whole = Math.trunc(points);
  const digits = String(Math.abs(whole)).length;
  return digits > CONSTANTS.pointsSeparatorAboveDigits ? grouped.format(whole) : String(whole);
}
