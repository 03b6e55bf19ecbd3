import { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';
import { passwordSchema } from './basic.ts';

/**
 * Spec §5 "Confirmation and change" as reusable refinements. Each takes an object schema and
 * returns it refined; field names are configurable so the same rule serves sign-up, reset and
 * change forms. The checks run even when other fields of the form are invalid, so the user sees
 * every problem at once.
 */

type Fields = Record<string, unknown>;

const bothStrings = (value: unknown, a: string, b: string): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Fields)[a] === 'string' &&
  typeof (value as Fields)[b] === 'string';

/** True when the confirmation repeats the password exactly. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/** True when the new password differs from the old one. */
export function isNewPasswordDifferent(oldPassword: string, newPassword: string): boolean {
  return oldPassword !== newPassword;
}

/** Adds "Passwords don’t match." on `confirm` when it differs from `password`. */
export function withPasswordConfirmation<T extends z.ZodType<Fields>>(
  schema: T,
  fields: { password: string; confirm: string } = {
    password: 'newPassword',
    confirm: 'confirmPassword',
  },
) {
  return schema.refine(
    (v) => passwordsMatch(String(v[fields.password]), String(v[fields.confirm])),
    {
      error: MESSAGES.passwordsDontMatch,
      path: [fields.confirm],
      when: (p) => bothStrings(p.value, fields.password, fields.confirm),
    },
  );
}

/** Adds "New password cannot be the same as the old password." on `next` when it equals `current`. */
export function withNewPasswordDifferent<T extends z.ZodType<Fields>>(
  schema: T,
  fields: { current: string; next: string } = {
    current: 'currentPassword',
    next: 'newPassword',
  },
) {
  return schema.refine(
    (v) => isNewPasswordDifferent(String(v[fields.current]), String(v[fields.next])),
    {
      error: MESSAGES.passwordSameAsOld,
      path: [fields.next],
      when: (p) => bothStrings(p.value, fields.current, fields.next),
    },
  );
}

/** A missing confirmation reads as a mismatch too. */
const confirmationField = z.string({ error: MESSAGES.passwordsDontMatch });

/** A "new password + confirm password" form. */
export const passwordConfirmationFormSchema = withPasswordConfirmation(
  z.object({ newPassword: passwordSchema, confirmPassword: confirmationField }),
);

/** A "current + new + confirm password" form. */
export const passwordChangeFormSchema = withNewPasswordDifferent(
  withPasswordConfirmation(
    z.object({
      currentPassword: z
        .string({ error: MESSAGES.passwordRequired })
        .min(1, MESSAGES.passwordRequired),
      newPassword: passwordSchema,
      confirmPassword: confirmationField,
    }),
  ),
);
