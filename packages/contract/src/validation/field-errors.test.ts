import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { joinFieldMessages, ROOT_FIELD } from './field-errors.ts';
import { emailSchema, passwordSchema } from './basic.ts';
import { ageRangeSchema } from './age-range.ts';
import { hexColorSchema } from './color.ts';

const errorOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a failure');
  return r.error;
};

describe('joinFieldMessages (spec §5 "Error messages per property are joined by comma")', () => {
  it('joins several messages of one property with ", "', () => {
    const schema = z.object({
      name: z
        .string()
        .min(3, 'Too short')
        .regex(/^[A-Z]/, 'Start with a capital letter'),
    });
    expect(joinFieldMessages(errorOf(schema, { name: 'a' }))).toEqual({
      name: 'Too short, Start with a capital letter',
    });
  });

  it('keeps one entry per property path, nested paths dotted', () => {
    const schema = z.object({
      email: emailSchema,
      password: passwordSchema,
      students: z.array(z.object({ firstName: z.string().min(1, 'Please enter a first name.') })),
    });
    expect(
      joinFieldMessages(
        errorOf(schema, {
          email: 'x',
          password: '1',
          students: [{ firstName: 'A' }, { firstName: '' }],
        }),
      ),
    ).toEqual({
      email: 'Please enter correct email address.',
      password: 'Password must be at least 6 characters.',
      'students.1.firstName': 'Please enter a first name.',
    });
  });

  it('does not repeat the same message', () => {
    const schema = z
      .string()
      .refine(() => false, 'Nope')
      .refine(() => false, 'Nope');
    expect(joinFieldMessages(errorOf(schema, 'x'))).toEqual({ [ROOT_FIELD]: 'Nope' });
  });

  it('puts issues of the whole value under "root"', () => {
    expect(ROOT_FIELD).toBe('root');
    expect(joinFieldMessages(errorOf(passwordSchema, ''))).toEqual({
      root: 'Please enter your password.',
    });
  });

  it('form-level rules still run when a sibling field fails', () => {
    const zone = z.object({ segment: ageRangeSchema, iconColor: hexColorSchema });
    expect(
      joinFieldMessages(errorOf(zone, { segment: { minAge: 9, maxAge: 4 }, iconColor: '' })),
    ).toEqual({
      'segment.maxAge': 'Max Age cannot be less than Min Age',
      iconColor: 'HEX color code is required',
    });
  });

  it('returns an empty record for no issues', () => {
    expect(joinFieldMessages({ issues: [] })).toEqual({});
  });
});
