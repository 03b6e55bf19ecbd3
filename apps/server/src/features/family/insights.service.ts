import {
  ACTIVITY_PAGE_SIZE,
  AppErrorCode,
  INSIGHTS_MESSAGES,
  calendarDayIn,
  type ActivityQuery,
  type ActivityResponse,
  type ChildTotals,
  type DashboardQuery,
  type DashboardResponse,
  type InsightBook,
  type ReportQuery,
  type ReportResponse,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireParentGate } from '../../lib/parent-gate.ts';
import { mediaUrl } from '../../providers/storage/media-url.ts';
import { ageOf, avatarImageUrl } from '../auth/auth.presenter.ts';
import type { BookRefRow, ChildRow, InsightsRepo, Period, TotalsRow } from './insights.repo.ts';

/** YYYY-MM-DD `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The last `days` calendar days in `tz`, today included. */
export function periodOf(now: Date, days: number, tz: string): Period {
  const to = calendarDayIn(now, tz);
  return { from: addDays(to, -(days - 1)), to, tz };
}

export const toMinutes = (seconds: number): number => Math.round(seconds / 60);

export function toTotals(r: TotalsRow | undefined): ChildTotals {
  if (!r) {
    return {
      booksStarted: 0,
      booksFinished: 0,
      minutesRead: 0,
      quizzesCompleted: 0,
      quizAverage: null,
      badgesEarned: 0,
      wordsLookedUp: 0,
    };
  }
  return {
    booksStarted: r.books_started,
    booksFinished: r.books_finished,
    minutesRead: toMinutes(r.seconds_read),
    quizzesCompleted: r.quizzes_completed,
    quizAverage: r.quiz_total > 0 ? Math.round((100 * r.quiz_correct) / r.quiz_total) : null,
    badgesEarned: r.badges_earned,
    wordsLookedUp: r.words_looked_up,
  };
}

export function toInsightBook(r: Partial<BookRefRow>): InsightBook | null {
  if (!r.book_id) return null;
  return {
    id: r.book_id,
    idNumber: r.book_id_number ?? '',
    title: r.book_title ?? '',
    coverUrl: mediaUrl(r.book_cover_thumb_key ?? r.book_cover_key),
  };
}

/** Every day of the period with its minutes (0 when nothing was read). */
function fillDays(
  p: Period,
  perDay: Map<string, number>,
): Array<{ date: string; minutes: number }> {
  const out: Array<{ date: string; minutes: number }> = [];
  for (let d = p.from; d <= p.to; d = addDays(d, 1)) {
    out.push({ date: d, minutes: toMinutes(perDay.get(d) ?? 0) });
  }
  return out;
}

const childNotFound = () => new AppError(AppErrorCode.NOT_FOUND, INSIGHTS_MESSAGES.childNotFound);

/**
 * The parent dashboard and reports: the parent gate first, then only the caller's own children
 * (another family's child id answers 404, exactly like an unknown id).
 */
export function createInsightsService(deps: { repo: InsightsRepo; clock: Clock }) {
  const { repo, clock } = deps;

  async function ownChild(auth: AuthContext, childId: string): Promise<ChildRow> {
    requireParentGate(auth);
    const child = await repo.childOf(auth.user.id, childId);
    if (!child) throw childNotFound();
    return child;
  }

  return {
    ownChild,

    async dashboard(auth: AuthContext, q: DashboardQuery): Promise<DashboardResponse> {
      requireParentGate(auth);
      const now = clock.now();
      const p = periodOf(now, q.days, q.tz);
      const children = await repo.children(auth.user.id);
      const ids = children.map((c) => c.id);
      const [totals, perDay, levels] = await Promise.all([
        repo.totals(ids, p),
        repo.secondsPerDay(ids, p),
        repo.readingLevels(ids),
      ]);
      return {
        from: p.from,
        to: p.to,
        days: q.days,
        children: children.map((c) => {
          const days = new Map(
            perDay.filter((d) => d.user_id === c.id).map((d) => [d.day, d.seconds]),
          );
          const own = levels.filter((l) => l.child_id === c.id);
          const last = own.at(-1);
          return {
            id: c.id,
            name: c.name,
            age: ageOf({ birthYear: c.birth_year }, now),
            avatarUrl: c.avatar_id ? avatarImageUrl('avatar', c.avatar_id) : null,
            totals: toTotals(totals.get(c.id)),
            minutesPerDay: fillDays(p, days),
            currentReadingLevel: last
              ? {
                  dateTaken: last.date_taken,
                  system: last.system,
                  value: last.value,
                  approximateLevel: last.approximate_level,
                }
              : null,
          };
        }),
      };
    },

    async activity(auth: AuthContext, q: ActivityQuery): Promise<ActivityResponse> {
      const child = await ownChild(auth, q.childId);
      const { items, total } = await repo.activity(
        child.id,
        ACTIVITY_PAGE_SIZE,
        q.page * ACTIVITY_PAGE_SIZE,
      );
      return {
        childId: child.id,
        page: q.page,
        pageSize: ACTIVITY_PAGE_SIZE,
        total,
        items: items.map((i) => ({
          kind:
            i.kind === 'OPEN'
              ? 'OPENED'
              : i.kind === 'FINISH'
                ? 'FINISHED'
                : (i.kind as 'QUIZ' | 'BADGE' | 'WORD'),
          at: i.at,
          book: toInsightBook(i),
          detail: i.detail,
        })),
      };
    },

    async report(auth: AuthContext, q: ReportQuery): Promise<ReportResponse> {
      const child = await ownChild(auth, q.childId);
      const now = clock.now();
      const p = periodOf(now, q.days, q.tz);
      const [totals, perDay, books, quizzes, badges, words, levels] = await Promise.all([
        repo.totals([child.id], p),
        repo.secondsPerDay([child.id], p),
        repo.reportBooks(child.id, p),
        repo.reportQuizzes(child.id, p),
        repo.reportBadges(child.id, p),
        repo.reportWords(child.id, p),
        repo.readingLevels([child.id]),
      ]);
      return {
        child: { id: child.id, name: child.name, age: ageOf({ birthYear: child.birth_year }, now) },
        from: p.from,
        to: p.to,
        days: q.days,
        totals: toTotals(totals.get(child.id)),
        minutesPerDay: fillDays(p, new Map(perDay.map((d) => [d.day, d.seconds]))),
        books: books.map((b) => ({
          book: toInsightBook(b)!,
          startedAt: b.started_at,
          finishedAt: b.finished_at,
          minutes: toMinutes(b.seconds),
        })),
        quizzes: quizzes.map((x) => ({
          book: toInsightBook(x),
          quizType: x.quiz_type,
          correct: x.correct,
          total: x.total,
          stars: x.stars,
          completedAt: x.completed_at,
        })),
        badges: badges.map((b) => ({ id: b.id, name: b.name, earnedAt: b.earned_at })),
        words: words.map((w) => ({ word: w.word, count: w.count, lastAt: w.last_at })),
        readingLevels: levels.map((l) => ({
          dateTaken: l.date_taken,
          system: l.system,
          value: l.value,
          approximateLevel: l.approximate_level,
        })),
      };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
