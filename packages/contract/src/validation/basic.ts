import { z } from 'zod';
import { MESSAGES } from '../common/messages.ts';
import { CONSTANTS } from '../common/constants.ts';

/** Email: required, then valid format (spec §5). */
export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  .transform((v) => v.toLowerCase());

/** Password: required, at least 6 characters (spec §5, §9). */
export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(CONSTANTS.passwordMinLength, MESSAGES.passwordMin);
