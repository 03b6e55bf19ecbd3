/**
 * Analytics (issue 14 item 5): the feedback widget's schemas. Apart from the ledger's
 * (ledger.schemas.ts, whose endpoint list names these): the feedback message is free text with
 * the profanity check, and the browser's ledger batcher, which sends no text, must not load the
 * check's word list with its own schemas (issue 15).
 */
import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { adminListQuerySchema, adminPageSchema } from '../admin/admin-common.schemas.ts';
import { safeTextSchema } from '../validation/text.ts';
import { withoutProfanity } from '../validation/profanity.ts';

const id = z.string().uuid();

export const LEDGER_MESSAGES = {
  feedbackThanks: 'Thank you for your feedback!',
  captchaWrong: 'The word does not match. Please try again.',
  captchaExpired: 'This check has expired. Please try the new word.',
  messageRequired: 'Please write your feedback.',
  messageTooLong: 'Please keep your feedback under 1000 characters.',
  ratingRequired: 'Please choose a rating.',
} as const;

export const FEEDBACK_MESSAGE_MAX = 1000;
export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;

export const feedbackChallengeSchema = z.object({
  challengeId: id,
  /** The captcha word drawn as an SVG picture (the word itself is never sent as text). */
  imageSvg: z.string(),
  /** The number of letters, for the field's hint. */
  length: z.number().int(),
  expiresAt: z.string(),
});
export type FeedbackChallenge = z.infer<typeof feedbackChallengeSchema>;

export const FEEDBACK_PAGE_MAX = 200;

export const feedbackBodySchema = z.object({
  message: withoutProfanity(
    safeTextSchema
      .trim()
      .min(1, { error: LEDGER_MESSAGES.messageRequired })
      .max(FEEDBACK_MESSAGE_MAX, { error: LEDGER_MESSAGES.messageTooLong }),
  ),
  rating: z.number({ error: LEDGER_MESSAGES.ratingRequired }).int().min(1).max(5),
  challengeId: id,
  /** Spec §2: the captcha word is uppercased before sending. */
  captcha: z.string().regex(/^[A-Z]{4,8}$/, { error: LEDGER_MESSAGES.captchaWrong }),
  /** The app path the widget was opened on (e.g. /dashboard). */
  page: z
    .string()
    .max(FEEDBACK_PAGE_MAX)
    .regex(/^\/[A-Za-z0-9/_-]*$/, { error: 'Not an app path.' }),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;

export const feedbackCreatedSchema = z.object({ id, message: z.string() });

export const feedbackItemSchema = z.object({
  id,
  message: z.string(),
  rating: z.number().int(),
  page: z.string(),
  role: z.string(),
  authorName: z.string().nullable(),
  authorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackListQuerySchema = adminListQuerySchema;
export const feedbackPageSchema = adminPageSchema(feedbackItemSchema);
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

/**
 * Who sees the feedback widget: grown-ups only. Children and students never get a free-text box
 * that sends to us (ARCHITECTURE convention 10).
 */
export const FEEDBACK_ROLES = [Role.PARENT, Role.TEACHER, Role.ADMIN] as const;
