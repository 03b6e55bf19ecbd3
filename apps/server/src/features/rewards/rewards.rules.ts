import type { ActivityKind, LevelProgress } from '@pagebird/contract';
import type { RewardCause, RewardRule } from './rewards.types.ts';

/**
 * The reward rules as data (issue 5 "rules as data, not scattered ifs"). Every cause has one
 * row: points and gems are `base` plus amounts per correct answer, per star and per minute read
 * (capped); gems may require a minimum of correct answers. The engine evaluates these rows with
 * one function (`amountsFor`) and nothing else decides how much a cause is worth.
 */
export interface AmountRule {
  base: number;
  perCorrect?: number;
  perStar?: number;
  perMinute?: number;
  /** Minutes counted at most (with `perMinute`). */
  minuteCap?: number;
  /** The whole amount is only given with at least this many correct answers. */
  minCorrect?: number;
}

export interface RewardRuleRow {
  /** The activity kind of its ledger row (recent activity). */
  kind: ActivityKind;
  points: AmountRule;
  gems: AmountRule;
}

export const REWARD_RULES: Readonly<Record<RewardRule, RewardRuleRow>> = {
  BOOK_OPENED: { kind: 'BOOK_OPENED', points: { base: 5 }, gems: { base: 0 } },
  BOOK_FINISHED: {
    kind: 'BOOK_FINISHED',
    points: { base: 40, perMinute: 2, minuteCap: 20 },
    gems: { base: 3 },
  },
  QUIZ_COMPLETED: {
    kind: 'QUIZ_COMPLETED',
    points: { base: 0, perCorrect: 10, perStar: 10 },
    gems: { base: 0, perStar: 1 },
  },
  DAILY_QUIZ: {
    kind: 'DAILY_QUIZ',
    points: { base: 15, perCorrect: 5 },
    gems: { base: 2, minCorrect: 1 },
  },
  DISCOVERY_VISIT: { kind: 'DISCOVERY_VISIT', points: { base: 10 }, gems: { base: 1 } },
};

/**
 * Points needed to reach each level: index 0 is level 1 (0 points), index 1 level 2, … The gaps
 * grow (40, 60, 80, …) so early levels come quickly and later ones take longer. A first finished
 * book (40 points) always reaches level 2.
 */
export const LEVEL_THRESHOLDS: readonly number[] = [
  0, 40, 100, 180, 280, 400, 550, 730, 940, 1180, 1450, 1750, 2080, 2440, 2830, 3250, 3700, 4180,
  4690, 5230,
];

export const MAX_LEVEL = LEVEL_THRESHOLDS.length;

/** Ledger rules that are not causes: a level reached, a badge earned, a reward-vault purchase. */
export const LEDGER_RULES = { level: 'LEVEL', badge: 'BADGE', purchase: 'PURCHASE' } as const;

function figures(cause: RewardCause): { correct: number; stars: number; minutes: number } {
  switch (cause.rule) {
    case 'BOOK_FINISHED':
      return { correct: 0, stars: 0, minutes: cause.minutesRead };
    case 'QUIZ_COMPLETED':
    case 'DAILY_QUIZ':
      return { correct: cause.correct, stars: cause.stars, minutes: 0 };
    default:
      return { correct: 0, stars: 0, minutes: 0 };
  }
}

function amount(rule: AmountRule, f: { correct: number; stars: number; minutes: number }): number {
  if (rule.minCorrect !== undefined && f.correct < rule.minCorrect) return 0;
  const minutes = Math.max(0, Math.floor(Math.min(f.minutes, rule.minuteCap ?? Infinity)));
  const total =
    rule.base +
    (rule.perCorrect ?? 0) * Math.max(0, f.correct) +
    (rule.perStar ?? 0) * Math.max(0, f.stars) +
    (rule.perMinute ?? 0) * minutes;
  return Math.max(0, Math.round(total));
}

/** Points and gems a cause is worth (by its rule row). */
export function amountsFor(cause: RewardCause): { points: number; gems: number } {
  const row = REWARD_RULES[cause.rule];
  const f = figures(cause);
  return { points: amount(row.points, f), gems: amount(row.gems, f) };
}

/** What makes a cause unique for a profile (the ledger's cause key). */
export function causeKeyOf(cause: RewardCause): string {
  switch (cause.rule) {
    case 'BOOK_OPENED':
    case 'BOOK_FINISHED':
    case 'QUIZ_COMPLETED':
      return cause.bookId;
    case 'DAILY_QUIZ':
      return `${cause.zoneId}:${cause.day}`;
    case 'DISCOVERY_VISIT':
      return cause.zoneId;
  }
}

/** What a cause is about, for recent activity: the book or the zone. */
export function subjectOf(cause: RewardCause): { subjectId: string; subject: string } {
  switch (cause.rule) {
    case 'BOOK_OPENED':
    case 'BOOK_FINISHED':
    case 'QUIZ_COMPLETED':
      return { subjectId: cause.bookId, subject: cause.bookTitle };
    case 'DAILY_QUIZ':
    case 'DISCOVERY_VISIT':
      return { subjectId: cause.zoneId, subject: cause.zoneTitle };
  }
}

/** The level reached with `points` (1 … MAX_LEVEL). */
export function levelFor(points: number): number {
  let level = 1;
  for (let i = 1; i < LEVEL_THRESHOLDS.length; i++) {
    if (points >= LEVEL_THRESHOLDS[i]!) level = i + 1;
    else break;
  }
  return level;
}

/** The level-up bar: where `points` stand between the current level and the next one. */
export function levelProgress(points: number): LevelProgress {
  const level = levelFor(points);
  const start = LEVEL_THRESHOLDS[level - 1]!;
  const next = LEVEL_THRESHOLDS[level] ?? null;
  const percent =
    next === null ? 100 : Math.min(100, Math.max(0, ((points - start) / (next - start)) * 100));
  return {
    level,
    levelStartPoints: start,
    nextLevelPoints: next,
    percent: Math.floor(percent * 10) / 10,
  };
}

/** "3 gems" / "1 gem". */
export function gemsLabel(gems: number): string {
  return `${gems} ${gems === 1 ? 'gem' : 'gems'}`;
}

export function levelLabel(level: number): string {
  return `Level ${level}!`;
}
