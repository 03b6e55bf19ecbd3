import { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';
import { CONSTANTS } from '../common/constants.ts';

/** Email: required, then valid format (spec §5). Trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  .transform((v) => v.toLowerCase());

/**
 * Password: required, at least 6 characters (spec §5, §9). An empty value reports only the
 * "required" text. (One check with two texts rather than an aborting check: an aborting issue
 * would also silence the form-level refinements such as "Passwords don’t match.".)
 */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(CONSTANTS.passwordMinLength, {
    error: (issue) => (issue.input === '' ? MESSAGES.passwordRequired : MESSAGES.passwordMin),
  });
