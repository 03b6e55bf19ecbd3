import { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';
import { CONSTANTS } from '../common/constants.ts';

/**
 * Spec §5 "Child age range (discovery zone segment)": minAge required, at least 2, at most 14;
 * maxAge required, at most 14, not less than minAge. Form inputs may hand over numbers, numeric
 * strings, '' or NaN; empty values count as missing.
 */

const { min: AGE_MIN, max: AGE_MAX } = CONSTANTS.childAge;

const emptyToUndefined = (v: unknown): unknown => {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'number' && Number.isNaN(v)) return undefined;
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return undefined;
    const n = Number(t);
    return Number.isNaN(n) ? v : n;
  }
  return v;
};

/** A whole-number age field with its own "required" text. */
const ageField = (required: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .number({
        error: (issue) => (issue.input === undefined ? required : MESSAGES.ageWholeNumber),
      })
      .int(MESSAGES.ageWholeNumber),
  );

export const minAgeSchema = ageField(MESSAGES.minAgeRequired)
  .refine((v) => v >= AGE_MIN, { error: MESSAGES.minAgeTooLow })
  .refine((v) => v <= AGE_MAX, { error: MESSAGES.minAgeTooHigh });

export const maxAgeSchema = ageField(MESSAGES.maxAgeRequired).refine((v) => v <= AGE_MAX, {
  error: MESSAGES.maxAgeTooHigh,
});

/** `{ minAge, maxAge }` of a discovery-zone age segment. */
export const ageRangeSchema = z
  .object({ minAge: minAgeSchema, maxAge: maxAgeSchema })
  .refine((v) => v.maxAge >= v.minAge, {
    error: MESSAGES.maxAgeBelowMin,
    path: ['maxAge'],
    when: (p) => {
      const v = p.value as { minAge?: unknown; maxAge?: unknown } | null;
      return typeof v?.minAge === 'number' && typeof v.maxAge === 'number';
    },
  });
export type AgeRange = z.infer<typeof ageRangeSchema>;

/** Spec §5: "A rule is satisfied when the age id is above 3." */
export const AGE_ID_RULE_MIN_EXCLUSIVE = 3;
export function isAgeIdAboveThree(ageId: number | null | undefined): boolean {
  return typeof ageId === 'number' && ageId > AGE_ID_RULE_MIN_EXCLUSIVE;
}
