import { describe, expect, it } from 'vitest';
import { levelProgressSchema } from '@pagebird/contract';
import { STICKERS } from '../../seed/rewards/index.ts';
import { badgeProgress, type ProfileCounters } from './rewards.badges.ts';
import {
  amountsFor,
  causeKeyOf,
  gemsLabel,
  LEVEL_THRESHOLDS,
  levelFor,
  levelLabel,
  levelProgress,
  MAX_LEVEL,
} from './rewards.rules.ts';

const book = { bookId: 'b1', bookTitle: 'Kit and the Kite' };
const zone = { zoneId: 'z1', zoneTitle: 'Ocean' };

describe('reward rules (data)', () => {
  it('values each cause by its rule row', () => {
    expect(amountsFor({ rule: 'BOOK_OPENED', ...book })).toEqual({ points: 5, gems: 0 });
    expect(amountsFor({ rule: 'BOOK_FINISHED', ...book, minutesRead: 0 })).toEqual({
      points: 40,
      gems: 3,
    });
    expect(amountsFor({ rule: 'BOOK_FINISHED', ...book, minutesRead: 7.9 })).toEqual({
      points: 40 + 2 * 7,
      gems: 3,
    });
    // reading time counts at most 20 minutes
    expect(amountsFor({ rule: 'BOOK_FINISHED', ...book, minutesRead: 95 }).points).toBe(80);
    expect(amountsFor({ rule: 'QUIZ_COMPLETED', ...book, correct: 3, total: 3, stars: 3 })).toEqual(
      { points: 60, gems: 3 },
    );
    expect(amountsFor({ rule: 'QUIZ_COMPLETED', ...book, correct: 1, total: 3, stars: 1 })).toEqual(
      { points: 20, gems: 1 },
    );
    const daily = { rule: 'DAILY_QUIZ' as const, ...zone, day: '2026-03-02', total: 3 };
    expect(amountsFor({ ...daily, correct: 2, stars: 2 })).toEqual({ points: 25, gems: 2 });
    // gems only with at least one right answer; the base points still come
    expect(amountsFor({ ...daily, correct: 0, stars: 0 })).toEqual({ points: 15, gems: 0 });
    expect(amountsFor({ rule: 'DISCOVERY_VISIT', ...zone })).toEqual({ points: 10, gems: 1 });
  });

  it('keys each cause so that a replay is the same ledger row', () => {
    expect(causeKeyOf({ rule: 'BOOK_FINISHED', ...book, minutesRead: 3 })).toBe('b1');
    expect(causeKeyOf({ rule: 'BOOK_FINISHED', ...book, minutesRead: 9 })).toBe('b1');
    expect(
      causeKeyOf({
        rule: 'DAILY_QUIZ',
        ...zone,
        day: '2026-03-02',
        correct: 1,
        total: 3,
        stars: 1,
      }),
    ).toBe('z1:2026-03-02');
    expect(causeKeyOf({ rule: 'DISCOVERY_VISIT', ...zone })).toBe('z1');
  });

  it('a first finished book reaches level 2, and with its perfect quiz buys the cheapest sticker', () => {
    const finish = amountsFor({ rule: 'BOOK_FINISHED', ...book, minutesRead: 0 });
    expect(LEVEL_THRESHOLDS[1]).toBeLessThanOrEqual(40);
    expect(levelFor(finish.points)).toBeGreaterThanOrEqual(2);
    const quiz = amountsFor({ rule: 'QUIZ_COMPLETED', ...book, correct: 3, total: 3, stars: 3 });
    const cheapest = Math.min(...STICKERS.map((s) => s.price ?? Infinity));
    expect(cheapest).toBe(5);
    expect(finish.gems + quiz.gems).toBeGreaterThanOrEqual(cheapest);
  });
});

describe('levels', () => {
  it('has at least 15 levels with growing gaps, level 1 at 0', () => {
    expect(MAX_LEVEL).toBeGreaterThanOrEqual(15);
    expect(LEVEL_THRESHOLDS[0]).toBe(0);
    const gaps = LEVEL_THRESHOLDS.slice(1).map((p, i) => p - LEVEL_THRESHOLDS[i]!);
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1]!);
  });

  it('finds the level of a number of points', () => {
    expect(levelFor(0)).toBe(1);
    expect(levelFor(39)).toBe(1);
    expect(levelFor(40)).toBe(2);
    expect(levelFor(99)).toBe(2);
    expect(levelFor(100)).toBe(3);
    expect(levelFor(1_000_000)).toBe(MAX_LEVEL);
  });

  it('draws the level-up bar between two thresholds (contract shape)', () => {
    expect(levelProgress(0)).toEqual({
      level: 1,
      levelStartPoints: 0,
      nextLevelPoints: 40,
      percent: 0,
    });
    expect(levelProgress(70)).toEqual({
      level: 2,
      levelStartPoints: 40,
      nextLevelPoints: 100,
      percent: 50,
    });
    const top = levelProgress(LEVEL_THRESHOLDS.at(-1)! + 500);
    expect(top).toMatchObject({ level: MAX_LEVEL, nextLevelPoints: null, percent: 100 });
    for (const p of [0, 1, 39, 40, 41, 333, 5229, 99_999]) {
      expect(levelProgressSchema.safeParse(levelProgress(p)).success).toBe(true);
    }
  });

  it('labels steps in English', () => {
    expect(levelLabel(3)).toBe('Level 3!');
    expect(gemsLabel(3)).toBe('3 gems');
    expect(gemsLabel(1)).toBe('1 gem');
  });
});

describe('badge criteria', () => {
  const counters: ProfileCounters = {
    booksFinished: 4,
    booksOpened: 9,
    minutesRead: 61,
    streakDays: 2,
    quizzesCompleted: 1,
    quizStars: 3,
    perfectQuizzes: 1,
    dailyQuizzes: 0,
    zonesVisited: 0,
    readAlongFinished: 0,
    level: 3,
    booksPerInterest: { dinosaurs: 3, space: 1 },
  };

  it('compares one counter with the target, progress capped at the target', () => {
    expect(badgeProgress({ kind: 'BOOKS_FINISHED', target: 5 }, counters)).toEqual({
      current: 4,
      target: 5,
      met: false,
    });
    expect(badgeProgress({ kind: 'MINUTES_READ', target: 60 }, counters)).toEqual({
      current: 60,
      target: 60,
      met: true,
    });
    expect(badgeProgress({ kind: 'STREAK_DAYS', target: 3 }, counters).met).toBe(false);
    expect(badgeProgress({ kind: 'LEVEL', target: 5 }, counters).current).toBe(3);
  });

  it('counts finished books per interest area', () => {
    const dino = { kind: 'BOOKS_IN_INTEREST' as const, target: 3, interestId: 'dinosaurs' };
    expect(badgeProgress(dino, counters)).toEqual({ current: 3, target: 3, met: true });
    expect(badgeProgress({ ...dino, interestId: 'space' }, counters).met).toBe(false);
    expect(badgeProgress({ ...dino, interestId: 'ocean' }, counters).current).toBe(0);
  });
});
