import { z } from 'zod';

/**
 * Badge criteria as data (stored in `badges.criteria`): a counter of the profile and the value
 * it must reach. The engine reads all counters in one query (`ProfileCounters`) and checks
 * every badge against them with `badgeProgress` — there is no code per badge.
 */
export const COUNTER_KINDS = [
  'BOOKS_FINISHED',
  'BOOKS_OPENED',
  'MINUTES_READ',
  'STREAK_DAYS',
  'QUIZZES_COMPLETED',
  'QUIZ_STARS',
  'PERFECT_QUIZZES',
  'DAILY_QUIZZES',
  'ZONES_VISITED',
  'READ_ALONG_FINISHED',
  'LEVEL',
] as const;
export type CounterKind = (typeof COUNTER_KINDS)[number];

export const badgeCriteriaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(COUNTER_KINDS), target: z.number().int().min(1) }),
  z.object({
    kind: z.literal('BOOKS_IN_INTEREST'),
    target: z.number().int().min(1),
    interestId: z.string().min(1),
  }),
]);
export type BadgeCriteria = z.infer<typeof badgeCriteriaSchema>;

/** Everything badge criteria and the stats page count, for one profile. */
export interface ProfileCounters {
  booksFinished: number;
  booksOpened: number;
  minutesRead: number;
  streakDays: number;
  quizzesCompleted: number;
  quizStars: number;
  perfectQuizzes: number;
  dailyQuizzes: number;
  zonesVisited: number;
  readAlongFinished: number;
  level: number;
  /** Finished books per interest area id. */
  booksPerInterest: Record<string, number>;
}

const COUNTER_OF: Record<CounterKind, (c: ProfileCounters) => number> = {
  BOOKS_FINISHED: (c) => c.booksFinished,
  BOOKS_OPENED: (c) => c.booksOpened,
  MINUTES_READ: (c) => c.minutesRead,
  STREAK_DAYS: (c) => c.streakDays,
  QUIZZES_COMPLETED: (c) => c.quizzesCompleted,
  QUIZ_STARS: (c) => c.quizStars,
  PERFECT_QUIZZES: (c) => c.perfectQuizzes,
  DAILY_QUIZZES: (c) => c.dailyQuizzes,
  ZONES_VISITED: (c) => c.zonesVisited,
  READ_ALONG_FINISHED: (c) => c.readAlongFinished,
  LEVEL: (c) => c.level,
};

/** Progress towards a badge: the counter (capped at the target) and whether it is reached. */
export function badgeProgress(
  criteria: BadgeCriteria,
  counters: ProfileCounters,
): { current: number; target: number; met: boolean } {
  const value =
    criteria.kind === 'BOOKS_IN_INTEREST'
      ? (counters.booksPerInterest[criteria.interestId] ?? 0)
      : COUNTER_OF[criteria.kind](counters);
  const current = Math.max(0, Math.min(value, criteria.target));
  return { current, target: criteria.target, met: value >= criteria.target };
}
