import { stringify } from 'csv-stringify/sync';
import {
  AppErrorCode,
  CLASS_CSV_COLUMNS,
  CLASS_INSIGHTS_MESSAGES,
  calendarDayIn,
  type ClassDashboard,
  type ClassTotals,
  type InsightBook,
  type RangeQuery,
  type ReadingLevelPoint,
  type StudentFigures,
  type TeacherActivity,
  type TeacherBooks,
  type TeacherBooksQuery,
  type TeacherReport,
  type TeacherReportQuery,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import { mediaUrl } from '../../providers/storage/media-url.ts';
import type {
  BookRefRow,
  ClassInsightsRepo,
  OwnClassRow,
  Period,
  StudentRow,
} from './class-insights.repo.ts';

/** YYYY-MM-DD `n` days after `day` (negative: before). */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The last `days` calendar days in `tz`, today included. */
function periodOf(now: Date, days: number, tz: string): Period {
  const to = calendarDayIn(now, tz);
  return { from: addDays(to, -(days - 1)), to, tz };
}

const toMinutes = (seconds: number): number => Math.round(seconds / 60);
const percent = (correct: number, total: number): number | null =>
  total > 0 ? Math.round((100 * correct) / total) : null;

function toInsightBook(r: Partial<BookRefRow>): InsightBook | null {
  if (!r.book_id) return null;
  return {
    id: r.book_id,
    idNumber: r.book_id_number ?? '',
    title: r.book_title ?? '',
    coverUrl: mediaUrl(r.book_cover_thumb_key ?? r.book_cover_key),
  };
}

const classNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, CLASS_INSIGHTS_MESSAGES.classNotFound);
const studentNotFound = () =>
  new AppError(AppErrorCode.NOT_FOUND, CLASS_INSIGHTS_MESSAGES.studentNotFound);

/** The reading level shown for a student: the latest entry. */
const levelLabel = (l: ReadingLevelPoint | null) =>
  l ? `${l.system.replace(/_/g, ' ')} ${l.value}` : '';

/**
 * Class dashboards and reports (issue 12 item 6). Only the caller's own classes and their
 * students: another educator's class or student id answers 404, like an unknown one.
 */
export function createClassInsightsService(deps: { repo: ClassInsightsRepo; clock: Clock }) {
  const { repo, clock } = deps;

  async function ownClass(auth: AuthContext, classId: string): Promise<OwnClassRow> {
    const c = await repo.ownClass(auth.user.id, classId);
    if (!c) throw classNotFound();
    return c;
  }

  /** Every figure of the students over the period, plus minutes per day of the whole group. */
  async function figures(students: StudentRow[], p: Period) {
    const ids = students.map((s) => s.id);
    const [seconds, progress, quizzes, levels, last, assignments] = await Promise.all([
      repo.readingSeconds(ids, p),
      repo.progress(ids, p),
      repo.quizzes(ids, p),
      repo.readingLevels(ids),
      repo.lastActive(ids),
      repo.assignmentProgress(students),
    ]);
    const secondsOf = new Map<string, number>();
    for (const r of seconds) secondsOf.set(r.user_id, (secondsOf.get(r.user_id) ?? 0) + r.seconds);
    const rows: StudentFigures[] = students.map((s) => {
      const q = quizzes.get(s.id);
      const pr = progress.get(s.id);
      const lv = levels.filter((l) => l.child_id === s.id).at(-1);
      return {
        id: s.id,
        firstName: s.first_name,
        lastName: s.last_name,
        minutesRead: toMinutes(secondsOf.get(s.id) ?? 0),
        booksStarted: pr?.started ?? 0,
        booksFinished: pr?.finished ?? 0,
        quizzesCompleted: q?.completed ?? 0,
        quizAverage: q ? percent(q.correct, q.total) : null,
        assignments: assignments.get(s.id) ?? { done: 0, total: 0 },
        readingLevel: lv
          ? {
              dateTaken: lv.date_taken,
              system: lv.system,
              value: lv.value,
              approximateLevel: lv.approximate_level,
            }
          : null,
        lastActiveAt: last.get(s.id) ?? null,
      };
    });
    const perDay = new Map<string, number>();
    for (const r of seconds) perDay.set(r.day, (perDay.get(r.day) ?? 0) + r.seconds);
    let quizCorrect = 0;
    let quizTotal = 0;
    for (const id of ids) {
      quizCorrect += quizzes.get(id)?.correct ?? 0;
      quizTotal += quizzes.get(id)?.total ?? 0;
    }
    const totals: ClassTotals = {
      students: rows.length,
      activeStudents: rows.filter(
        (r) => r.minutesRead > 0 || r.booksStarted > 0 || r.quizzesCompleted > 0,
      ).length,
      minutesRead: toMinutes([...secondsOf.values()].reduce((a, b) => a + b, 0)),
      booksFinished: rows.reduce((a, r) => a + r.booksFinished, 0),
      quizzesCompleted: rows.reduce((a, r) => a + r.quizzesCompleted, 0),
      quizAverage: percent(quizCorrect, quizTotal),
      assignmentsDone: rows.reduce((a, r) => a + r.assignments.done, 0),
      assignmentsTotal: rows.reduce((a, r) => a + r.assignments.total, 0),
    };
    return { rows, totals, minutesPerDay: fillDays(p, perDay) };
  }

  function fillDays(p: Period, perDay: Map<string, number>) {
    const out: Array<{ date: string; minutes: number }> = [];
    for (let d = p.from; d <= p.to; d = addDays(d, 1)) {
      out.push({ date: d, minutes: toMinutes(perDay.get(d) ?? 0) });
    }
    return out;
  }

  async function classDashboard(
    auth: AuthContext,
    classId: string,
    q: RangeQuery,
  ): Promise<ClassDashboard> {
    const c = await ownClass(auth, classId);
    const p = periodOf(clock.now(), q.days, q.tz);
    const students = await repo.students([c.id]);
    const f = await figures(students, p);
    return {
      classroom: { id: c.id, name: c.name, gradeId: c.grade_id },
      from: p.from,
      to: p.to,
      days: q.days,
      totals: f.totals,
      minutesPerDay: f.minutesPerDay,
      students: f.rows,
    };
  }

  return {
    classDashboard,

    /** The dashboard's student table as CSV: same rows, same figures, the columns of the table. */
    async classDashboardCsv(auth: AuthContext, classId: string, q: RangeQuery) {
      const d = await classDashboard(auth, classId, q);
      const body = stringify(
        d.students.map((s) => [
          s.firstName,
          s.lastName,
          s.minutesRead,
          s.booksStarted,
          s.booksFinished,
          s.quizzesCompleted,
          s.quizAverage ?? '',
          s.assignments.done,
          s.assignments.total,
          levelLabel(s.readingLevel),
          s.lastActiveAt ?? '',
        ]),
        { header: true, columns: [...CLASS_CSV_COLUMNS], cast: { number: String } },
      );
      const safe = d.classroom.name.replace(/[^\w-]+/g, '_').slice(0, 40) || 'class';
      return { csv: body, fileName: `${safe}-${d.from}-to-${d.to}.csv` };
    },

    async activity(auth: AuthContext, q: RangeQuery): Promise<TeacherActivity> {
      const p = periodOf(clock.now(), q.days, q.tz);
      const classes = await repo.teacherClasses(auth.user.id);
      const students = await repo.students(classes.map((c) => c.id));
      const all = await figures(students, p);
      const perClass = await Promise.all(
        classes.map(async (c) => {
          const own = students.filter((s) => s.classroom_id === c.id);
          const f = await figures(own, p);
          return {
            id: c.id,
            name: c.name,
            archived: c.archived,
            totals: f.totals,
            minutesPerDay: f.minutesPerDay,
          };
        }),
      );
      return {
        from: p.from,
        to: p.to,
        days: q.days,
        totals: all.totals,
        minutesPerDay: all.minutesPerDay,
        classes: perClass,
      };
    },

    async report(auth: AuthContext, q: TeacherReportQuery): Promise<TeacherReport> {
      const c = await ownClass(auth, q.classroomId);
      const student = (await repo.students([c.id])).find((s) => s.id === q.studentId);
      if (!student) throw studentNotFound();
      const p = periodOf(clock.now(), q.days, q.tz);
      const [f, books, quizzes, levels, perBook] = await Promise.all([
        figures([student], p),
        repo.reportBooks(student.id, p),
        repo.reportQuizzes(student.id, p),
        repo.readingLevels([student.id]),
        repo.bookSeconds([student.id], p),
      ]);
      const secondsPerBook = new Map(perBook.map((r) => [r.book_id, r.seconds]));
      return {
        classroom: { id: c.id, name: c.name },
        student: f.rows[0]!,
        from: p.from,
        to: p.to,
        days: q.days,
        minutesPerDay: f.minutesPerDay,
        books: books.map((b) => ({
          book: toInsightBook(b)!,
          startedAt: b.started_at,
          finishedAt: b.finished_at,
          minutes: toMinutes(secondsPerBook.get(b.book_id) ?? 0),
        })),
        quizzes: quizzes.map((x) => ({
          book: toInsightBook(x),
          quizType: x.quiz_type,
          correct: x.correct,
          total: x.total,
          completedAt: x.completed_at,
        })),
        readingLevels: levels.map((l) => ({
          dateTaken: l.date_taken,
          system: l.system,
          value: l.value,
          approximateLevel: l.approximate_level,
        })),
      };
    },

    async books(auth: AuthContext, q: TeacherBooksQuery): Promise<TeacherBooks> {
      const classIds = q.classroomId
        ? [(await ownClass(auth, q.classroomId)).id]
        : (await repo.teacherClasses(auth.user.id)).map((c) => c.id);
      const p = periodOf(clock.now(), q.days, q.tz);
      const ids = [...new Set((await repo.students(classIds)).map((s) => s.id))];
      const [activity, seconds] = await Promise.all([
        repo.bookActivity(ids, p),
        repo.bookSeconds(ids, p),
      ]);
      const secondsPerBook = new Map<string, number>();
      for (const r of seconds) {
        secondsPerBook.set(r.book_id, (secondsPerBook.get(r.book_id) ?? 0) + r.seconds);
      }
      return {
        from: p.from,
        to: p.to,
        days: q.days,
        books: activity.map((b) => ({
          book: toInsightBook(b)!,
          readers: b.readers,
          finished: b.finished,
          minutes: toMinutes(secondsPerBook.get(b.book_id) ?? 0),
          quizAverage: percent(b.quiz_correct, b.quiz_total),
        })),
      };
    },
  };
}

export type ClassInsightsService = ReturnType<typeof createClassInsightsService>;
