import { randomUUID } from 'node:crypto';
import {
  AppErrorCode,
  LEDGER_MESSAGES,
  type AdminListQuery,
  type FeedbackBody,
  type FeedbackChallenge,
  type FeedbackItem,
  type FeedbackPage,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import { CAPTCHA_LENGTH, captchaHash, captchaSvg, newCaptchaWord } from './captcha.ts';
import { FEEDBACK_SORTS, type FeedbackRepo, type FeedbackRow } from './feedback.repo.ts';

/** How long a captcha word can be used. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

const present = (r: FeedbackRow): FeedbackItem => ({
  id: r.id,
  message: r.message,
  rating: r.rating,
  page: r.page,
  role: r.role,
  authorName: r.author_name,
  authorEmail: r.author_email,
  createdAt: r.created_at,
});

/**
 * The feedback widget (spec §2): grown-ups only (the contract's FEEDBACK_ROLES), a server-issued
 * captcha word checked once, the message stored, and the admin list.
 */
export function createFeedbackService(deps: { repo: FeedbackRepo; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    async challenge(auth: AuthContext): Promise<FeedbackChallenge> {
      const now = clock.now();
      await repo.pruneChallenges(auth.user.id, now);
      const id = randomUUID();
      const word = newCaptchaWord();
      const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
      await repo.insertChallenge(id, auth.user.id, captchaHash(id, word), expiresAt);
      return {
        challengeId: id,
        imageSvg: captchaSvg(word),
        length: CAPTCHA_LENGTH,
        expiresAt: expiresAt.toISOString(),
      };
    },

    async send(auth: AuthContext, body: FeedbackBody): Promise<{ id: string; message: string }> {
      const id = await repo.db.transaction(async (tx) => {
        const hash = await repo.useChallenge(tx, body.challengeId, auth.user.id, clock.now());
        if (!hash) {
          throw new AppError(AppErrorCode.VALIDATION, LEDGER_MESSAGES.captchaExpired, {
            captcha: LEDGER_MESSAGES.captchaExpired,
          });
        }
        if (hash !== captchaHash(body.challengeId, body.captcha)) {
          // The challenge stays used (one guess per word): the form asks for a new word.
          return null;
        }
        return repo.insertFeedback(tx, {
          userId: auth.user.id,
          role: auth.user.role,
          message: body.message,
          rating: body.rating,
          page: body.page,
        });
      });
      if (!id) {
        throw new AppError(AppErrorCode.VALIDATION, LEDGER_MESSAGES.captchaWrong, {
          captcha: LEDGER_MESSAGES.captchaWrong,
        });
      }
      return { id, message: LEDGER_MESSAGES.feedbackThanks };
    },

    async adminList(q: AdminListQuery): Promise<FeedbackPage> {
      let sortColumn = FEEDBACK_SORTS.createdAt!;
      let desc = true;
      if (q.sort) {
        const [key, order] = q.sort.split(',') as [string, string];
        const col = Object.hasOwn(FEEDBACK_SORTS, key) ? FEEDBACK_SORTS[key] : undefined;
        if (!col) {
          throw new AppError(AppErrorCode.VALIDATION, 'Unknown sort key.', {
            sort: 'Unknown sort key.',
          });
        }
        sortColumn = col;
        desc = order.toLowerCase() === 'desc';
      }
      const { rows, total } = await repo.list({
        page: q.page,
        size: q.size,
        sortColumn,
        desc,
        search: q.search || undefined,
      });
      return {
        content: rows.map(present),
        page: q.page,
        size: q.size,
        totalElements: total,
        totalPages: Math.ceil(total / q.size),
      };
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
