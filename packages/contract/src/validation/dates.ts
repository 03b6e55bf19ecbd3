import { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';
import { CONSTANTS } from '../common/constants.ts';

/**
 * Spec §5 date rules and §9 "Date window" (15 years back and 15 years forward).
 * Comparisons are by calendar day in local time. "Now" is injectable for tests.
 */

export type Clock = () => Date;
const systemClock: Clock = () => new Date();

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function localDate(y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0): Date | null {
  const date = new Date(y, m - 1, d, h, min, s, ms);
  // Reject roll-overs such as 2023-02-30 → 2023-03-02.
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return null;
  return date;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
const ISO_ZONED =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})$/i;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Parse a date value: a `Date`, `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm[:ss[.sss]]` (local time),
 * a zoned ISO date-time, or `MM/DD/YYYY`. Returns null when it does not name a real date.
 */
export function parseDateInput(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const v = value.trim();
  let m = ISO_DATE.exec(v);
  if (m) return localDate(+m[1]!, +m[2]!, +m[3]!);
  m = ISO_LOCAL.exec(v);
  if (m) {
    const [h, min, s] = [+m[4]!, +m[5]!, +(m[6] ?? 0)];
    if (h > 23 || min > 59 || s > 59) return null;
    return localDate(+m[1]!, +m[2]!, +m[3]!, h, min, s, +(m[7] ?? '0').padEnd(3, '0'));
  }
  m = ISO_ZONED.exec(v);
  if (m) {
    if (!localDate(+m[1]!, +m[2]!, +m[3]!) || +m[4]! > 23 || +m[5]! > 59 || +(m[6] ?? 0) > 59)
      return null;
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  m = US_DATE.exec(v);
  if (m) return localDate(+m[3]!, +m[1]!, +m[2]!);
  return null;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** Same calendar day `years` years away; 29 February becomes 28 February in other years. */
export function addYears(date: Date, years: number): Date {
  const y = date.getFullYear() + years;
  const lastDay = new Date(y, date.getMonth() + 1, 0).getDate();
  return new Date(
    y,
    date.getMonth(),
    Math.min(date.getDate(), lastDay),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds(),
  );
}

const WINDOW = CONSTANTS.dateWindowYears;

/**
 * Date-of-birth style date: must parse ("Incorrect date"), not after today ("Date cannot be in
 * the future"), not before the same day 15 years ago ("Date cannot be more than 15 years ago").
 * Returns the message, or null when the value is fine.
 */
export function pastDateProblem(value: string | Date | null | undefined, now: Date = new Date()) {
  const d = parseDateInput(value);
  if (!d) return MESSAGES.dateIncorrect;
  const day = startOfDay(d);
  if (day > startOfDay(now)) return MESSAGES.dateInFuture;
  if (day < startOfDay(addYears(now, -WINDOW))) return MESSAGES.dateTooOld;
  return null;
}

/**
 * Optional future-style date: empty is fine; otherwise it must parse ("Incorrect date") and be
 * no later than the same day 15 years ahead ("The date cannot be more than 15 years in the
 * future"). Returns the message, or null when the value is fine.
 */
export function futureDateProblem(value: string | Date | null | undefined, now: Date = new Date()) {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const d = parseDateInput(value);
  if (!d) return MESSAGES.dateIncorrect;
  if (startOfDay(d) > startOfDay(addYears(now, WINDOW))) return MESSAGES.dateTooFarAhead;
  return null;
}

/** Schema for a date-of-birth style field (string value). `now` is injectable for tests. */
export function pastDateSchema(opts: { now?: Clock } = {}) {
  const now = opts.now ?? systemClock;
  return z.string({ error: MESSAGES.dateIncorrect }).superRefine((v, ctx) => {
    const problem = pastDateProblem(v, now());
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: v });
  });
}

/** Schema for an optional date up to 15 years ahead ('' , null and undefined allowed). */
export function optionalFutureDateSchema(opts: { now?: Clock } = {}) {
  const now = opts.now ?? systemClock;
  return z
    .string({ error: MESSAGES.dateIncorrect })
    .nullish()
    .superRefine((v, ctx) => {
      const problem = futureDateProblem(v, now());
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: v });
    });
}

/** Ready-made instances on the system clock. */
export const dateOfBirthSchema = pastDateSchema();
export const optionalFutureDate = optionalFutureDateSchema();

/**
 * Spec §5: discount and banner dates are sent as local time without zone:
 * `YYYY-MM-DDTHH:mm:ss`.
 */
export function toLocalDateTimeString(date: Date): string {
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
