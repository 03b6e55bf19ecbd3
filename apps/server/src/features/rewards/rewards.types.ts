import type { RewardOutcome, Role } from '@pagebird/contract';
import type { DbOrTx } from '../../db/client.ts';

/**
 * What can earn rewards (spec §1, issue 5 "Rewards engine"). Each cause has a rule in the
 * rules data (`rewards.rules.ts`) and a cause key that makes it unique for a profile, so a
 * replay awards nothing:
 * - BOOK_OPENED: once per book; BOOK_FINISHED: once per book (first completion), with the
 *   minutes read so far as a reading-time bonus;
 * - QUIZ_COMPLETED: once per book's end-of-book quiz (first completion);
 * - DAILY_QUIZ: once per zone per calendar day; DISCOVERY_VISIT: once per zone.
 */
export type RewardCause =
  | { rule: 'BOOK_OPENED'; bookId: string; bookTitle: string }
  | { rule: 'BOOK_FINISHED'; bookId: string; bookTitle: string; minutesRead: number }
  | {
      rule: 'QUIZ_COMPLETED';
      bookId: string;
      bookTitle: string;
      correct: number;
      total: number;
      stars: number;
    }
  | {
      rule: 'DAILY_QUIZ';
      zoneId: string;
      zoneTitle: string;
      /** YYYY-MM-DD in the child's time zone. */
      day: string;
      correct: number;
      total: number;
      stars: number;
    }
  | { rule: 'DISCOVERY_VISIT'; zoneId: string; zoneTitle: string };

export type RewardRule = RewardCause['rule'];

/** Who earns: only CHILD and STUDENT profiles collect rewards; other roles get nothing. */
export interface Earner {
  id: string;
  role: Role;
}

export interface RewardsEngine {
  /**
   * Awards `cause` once, inside the caller's transaction `tx` (the same transaction that
   * wrote the cause): ledger row (unique per user, rule, cause key), points and gems on the
   * balance, level-ups (LEVEL_UP, and NEW_AVATAR for avatars unlocked by the new level),
   * badges whose criteria now hold (NEW_BADGE), and GEM_EARNED. Earnings come in super-flow
   * order: badges, level up, new avatar, gems. A replay (or a non-kid earner) returns
   * `{ points: 0, gems: 0, earnings: [] }`.
   */
  award(tx: DbOrTx, earner: Earner, cause: RewardCause, now: Date): Promise<RewardOutcome>;
}
