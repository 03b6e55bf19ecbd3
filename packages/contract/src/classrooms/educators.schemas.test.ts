import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';
import { joinFieldMessages } from '../validation/field-errors.ts';
import {
  EDUCATOR_MESSAGES,
  SCHOOL_HOUR_OPTIONS,
  SCHOOL_LOCATIONS,
  schoolBodySchema,
  teacherPasswordFormSchema,
  teacherProfileUpdateSchema,
} from './educators.schemas.ts';
import { isKnownTimeZone } from '../validation/time-zone.ts';

const errors = (r: z.ZodSafeParseResult<unknown>) => (r.success ? {} : joinFieldMessages(r.error));

describe('educators schemas', () => {
  it('offers hours 6AM–6PM and every location has a zone this runtime knows', () => {
    expect(SCHOOL_HOUR_OPTIONS[0]).toBe('6AM');
    expect(SCHOOL_HOUR_OPTIONS).toContain('12PM');
    expect(SCHOOL_HOUR_OPTIONS.at(-1)).toBe('6PM');
    for (const l of SCHOOL_LOCATIONS) expect(isKnownTimeZone(l.timeZone)).toBe(true);
  });

  it('wants the school to end after it starts, and a known location', () => {
    const base = { name: 'Oak', locationId: 'GB', hours: { hoursFrom: '8AM', hoursTo: '3PM' } };
    expect(schoolBodySchema.safeParse(base).success).toBe(true);
    expect(
      errors(schoolBodySchema.safeParse({ ...base, hours: { hoursFrom: '3PM', hoursTo: '3PM' } })),
    ).toEqual({ 'hours.hoursTo': EDUCATOR_MESSAGES.hoursOrder });
    expect(errors(schoolBodySchema.safeParse({ ...base, locationId: 'MOON' }))).toEqual({
      locationId: EDUCATOR_MESSAGES.locationRequired,
    });
    expect(
      errors(schoolBodySchema.safeParse({ ...base, hours: { hoursFrom: 'soon', hoursTo: '3PM' } })),
    ).toEqual({ 'hours.hoursFrom': EDUCATOR_MESSAGES.hourRequired });
  });

  it('password form: the spec §5 texts, one at a time where they would repeat', () => {
    expect(
      errors(
        teacherPasswordFormSchema.safeParse({
          currentPassword: '',
          newPassword: '',
          confirmPassword: '',
        }),
      ),
    ).toEqual({
      currentPassword: MESSAGES.passwordRequired,
      newPassword: MESSAGES.passwordRequired,
    });
    expect(
      errors(
        teacherPasswordFormSchema.safeParse({
          currentPassword: 'abcdef',
          newPassword: 'abcdef',
          confirmPassword: 'abcdeg',
        }),
      ),
    ).toEqual({
      newPassword: MESSAGES.passwordSameAsOld,
      confirmPassword: MESSAGES.passwordsDontMatch,
    });
  });

  it('profile update: a new password needs the current one, and a different one', () => {
    expect(errors(teacherProfileUpdateSchema.safeParse({ newPassword: 'abcdefg' }))).toEqual({
      currentPassword: MESSAGES.passwordRequired,
    });
    expect(
      errors(teacherProfileUpdateSchema.safeParse({ currentPassword: 'x', newPassword: 'abc' })),
    ).toEqual({ newPassword: MESSAGES.passwordMin });
    expect(teacherProfileUpdateSchema.safeParse({ aiCompanionActive: false }).success).toBe(true);
  });
});
