import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { endpoint } from '../common/endpoint.ts';
import { GRADES } from '../family/profiles.schemas.ts';
import {
  REPORT_RANGES,
  insightBookSchema,
  readingLevelPointSchema,
} from '../family/insights.schemas.ts';
import { timeZoneSchema } from '../validation/time-zone.ts';
import { withoutProfanity } from '../validation/profanity.ts';
import { safeTextSchema } from '../validation/text.ts';
import { CLASS_MESSAGES, classGradeIdSchema, classParams } from './classes.schemas.ts';

/**
 * Classrooms (issue 12 items 6-7): class dashboards, reports, CSV export and roster import
 * (spec §7 "Dashboards and reports"). Every endpoint is the educator's own: another educator's
 * class or student answers 404, exactly like an unknown id; students and parents are refused.
 * Figures come from what students did (reading sessions, progress, quizzes, reading levels,
 * assignments) over the last 7, 30 or 90 calendar days in the educator's time zone.
 */

const tags = ['classrooms'] as const;
const id = z.string().uuid();
const teacher = [Role.TEACHER] as const;
const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Rows one roster import may hold (ours; the class size limit applies too). */
export const ROSTER_MAX_ROWS = 30;
/** Characters of CSV text one import may send (30 rows with room to spare). */
export const ROSTER_MAX_CHARS = 20_000;

export const CLASS_INSIGHTS_MESSAGES = {
  classNotFound: 'This class was not found.',
  studentNotFound: 'This student was not found.',
  csvRequired: 'Please choose or paste a CSV file.',
  csvTooLong: 'This file is too long for one class. Please keep it under 20,000 characters.',
  csvUnreadable: (reason: string) => `This file could not be read as CSV: ${reason}`,
  noRows: 'No students were found in this file.',
  tooManyRows: `One import holds at most ${ROSTER_MAX_ROWS} students.`,
  classFull: (room: number) =>
    room === 0
      ? CLASS_MESSAGES.tooManyStudents
      : `${CLASS_MESSAGES.tooManyStudents} There is room for ${room} more.`,
  rowColumns: 'Expected 3 columns: first name, last name, grade.',
  rowGrade: 'Unknown grade. Use Pre-K, K or 1 to 9 (e.g. "2nd Grade").',
  rowDuplicate: 'This student is listed twice.',
  rowExisting: 'This student is already in the class.',
  nothingToImport: 'There are no valid rows to import.',
  previewChanged: 'The file changed since the preview. Please check the preview again.',
  imported: (n: number) => (n === 1 ? '1 student imported.' : `${n} students imported.`),
} as const;

/** The grade of a roster cell: "Pre-K", "K", "Kindergarten", "3", "3rd", "3rd Grade", "Grade 3". */
export function gradeFromCell(cell: string): number | null {
  const v = cell.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!v) return null;
  const byName = GRADES.find((g) => g.name.toLowerCase() === v);
  if (byName) return byName.id;
  if (['pre-k', 'prek', 'pre k', 'pk'].includes(v)) return 1;
  if (['k', 'kg', 'kinder', 'kindergarten', '0'].includes(v)) return 2;
  const m = /^(?:grade )?(\d{1,2})(?:st|nd|rd|th)?(?: grade)?$/.exec(v);
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= 9 ? n + 2 : null;
}

// ── query shared by the dashboards ──
export const rangeQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (REPORT_RANGES as readonly number[]).includes(d), {
      message: 'Please choose 7, 30 or 90 days.',
    })
    .default(30),
  tz: timeZoneSchema.default('UTC'),
});
export type RangeQuery = z.infer<typeof rangeQuerySchema>;

const minutesPerDaySchema = z.array(z.object({ date: dayString, minutes: z.number().int() }));

/** A student's assignment completion: assignments done of those given to them. */
export const assignmentProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
});

/** One student's figures over the period (a row of the class dashboard and of its CSV). */
export const studentFiguresSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  minutesRead: z.number().int(),
  booksStarted: z.number().int(),
  booksFinished: z.number().int(),
  quizzesCompleted: z.number().int(),
  /** Percent of right answers over the completed quizzes; null without any. */
  quizAverage: z.number().int().nullable(),
  assignments: assignmentProgressSchema,
  readingLevel: readingLevelPointSchema.nullable(),
  /** The last time the student read or took a quiz (any time, not only the period). */
  lastActiveAt: z.string().nullable(),
});
export type StudentFigures = z.infer<typeof studentFiguresSchema>;

export const classTotalsSchema = z.object({
  students: z.number().int(),
  activeStudents: z.number().int(),
  minutesRead: z.number().int(),
  booksFinished: z.number().int(),
  quizzesCompleted: z.number().int(),
  quizAverage: z.number().int().nullable(),
  assignmentsDone: z.number().int(),
  assignmentsTotal: z.number().int(),
});
export type ClassTotals = z.infer<typeof classTotalsSchema>;

// ── GET /api/classroom/{id}/dashboard ──
export const classDashboardSchema = z.object({
  classroom: z.object({ id, name: z.string(), gradeId: z.number().int().nullable() }),
  from: dayString,
  to: dayString,
  days: z.number().int(),
  totals: classTotalsSchema,
  minutesPerDay: minutesPerDaySchema,
  students: z.array(studentFiguresSchema),
});
export type ClassDashboard = z.infer<typeof classDashboardSchema>;

/** The CSV export's columns, in order (the dashboard table's columns). */
export const CLASS_CSV_COLUMNS = [
  'First name',
  'Last name',
  'Minutes read',
  'Books started',
  'Books finished',
  'Quizzes completed',
  'Quiz average (%)',
  'Assignments done',
  'Assignments given',
  'Reading level',
  'Last active',
] as const;

// ── GET /api/teacher/activity-dashboard ──
export const teacherActivitySchema = z.object({
  from: dayString,
  to: dayString,
  days: z.number().int(),
  totals: classTotalsSchema,
  minutesPerDay: minutesPerDaySchema,
  classes: z.array(
    z.object({
      id,
      name: z.string(),
      archived: z.boolean(),
      totals: classTotalsSchema,
      minutesPerDay: minutesPerDaySchema,
    }),
  ),
});
export type TeacherActivity = z.infer<typeof teacherActivitySchema>;

// ── GET /api/teacher/reports ──
export const teacherReportQuerySchema = rangeQuerySchema.extend({
  classroomId: id,
  studentId: id,
});
export type TeacherReportQuery = z.infer<typeof teacherReportQuerySchema>;

export const teacherReportSchema = z.object({
  classroom: z.object({ id, name: z.string() }),
  student: studentFiguresSchema,
  from: dayString,
  to: dayString,
  days: z.number().int(),
  minutesPerDay: minutesPerDaySchema,
  books: z.array(
    z.object({
      book: insightBookSchema,
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      minutes: z.number().int(),
    }),
  ),
  quizzes: z.array(
    z.object({
      book: insightBookSchema.nullable(),
      quizType: z.string(),
      correct: z.number().int(),
      total: z.number().int(),
      completedAt: z.string(),
    }),
  ),
  readingLevels: z.array(readingLevelPointSchema),
});
export type TeacherReport = z.infer<typeof teacherReportSchema>;

// ── GET /api/share/teacher/books/dashboard ──
export const teacherBooksQuerySchema = rangeQuerySchema.extend({ classroomId: id.optional() });
export type TeacherBooksQuery = z.infer<typeof teacherBooksQuerySchema>;

export const teacherBooksSchema = z.object({
  from: dayString,
  to: dayString,
  days: z.number().int(),
  books: z.array(
    z.object({
      book: insightBookSchema,
      readers: z.number().int(),
      finished: z.number().int(),
      minutes: z.number().int(),
      quizAverage: z.number().int().nullable(),
    }),
  ),
});
export type TeacherBooks = z.infer<typeof teacherBooksSchema>;

// ── roster import ──
const csvText = z
  .string({ error: CLASS_INSIGHTS_MESSAGES.csvRequired })
  .max(ROSTER_MAX_CHARS, CLASS_INSIGHTS_MESSAGES.csvTooLong)
  .refine((s) => s.trim().length > 0, CLASS_INSIGHTS_MESSAGES.csvRequired);

/** Preview for an existing class (its students and size count) or for a class being created. */
export const rosterPreviewBodySchema = z.object({
  csv: csvText,
  classroomId: id.optional(),
});
export type RosterPreviewBody = z.infer<typeof rosterPreviewBodySchema>;

export const rosterRowSchema = z.object({
  /** Line of the file (1 = the first line, the header counts). */
  line: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  grade: z.string(),
  gradeId: z.number().int().nullable(),
  /** Why the row cannot be imported; empty when it can. */
  errors: z.array(z.string()),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

export const rosterPreviewSchema = z.object({
  rows: z.array(rosterRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Problems of the whole file (too many rows, class full); nothing can be imported. */
  fileErrors: z.array(z.string()),
  /** Whether a header line was recognised and skipped. */
  headerSkipped: z.boolean(),
});
export type RosterPreview = z.infer<typeof rosterPreviewSchema>;

/** Confirm: the same CSV again, with the number of valid rows the educator saw. */
export const rosterImportBodySchema = z.object({
  csv: csvText,
  expectedValid: z.number().int().min(1).max(ROSTER_MAX_ROWS),
});
export type RosterImportBody = z.infer<typeof rosterImportBodySchema>;

export const rosterCreateBodySchema = rosterImportBodySchema.extend({
  name: withoutProfanity(
    safeTextSchema.trim().min(1, CLASS_MESSAGES.nameRequired).max(60, CLASS_MESSAGES.nameTooLong),
  ),
  gradeId: classGradeIdSchema,
});
export type RosterCreateBody = z.infer<typeof rosterCreateBodySchema>;

export const rosterImportResultSchema = z.object({
  classroomId: id,
  message: z.string(),
  imported: z.array(
    z.object({ id, firstName: z.string(), lastName: z.string(), passCode: z.string().nullable() }),
  ),
  skipped: z.array(rosterRowSchema),
});
export type RosterImportResult = z.infer<typeof rosterImportResultSchema>;

export const classInsightsApi = {
  classDashboard: endpoint({
    method: 'GET',
    path: '/api/classroom/:id/dashboard',
    access: teacher,
    summary: "A class's figures over a period: per student and for the class, minutes per day",
    tags,
    params: classParams,
    query: rangeQuerySchema,
    response: classDashboardSchema,
  }),
  classDashboardCsv: endpoint({
    method: 'GET',
    path: '/api/classroom/:id/dashboard.csv',
    access: teacher,
    summary: "The class dashboard's student table as CSV (same figures, same order)",
    tags,
    params: classParams,
    query: rangeQuerySchema,
    response: z.string().describe('text/csv'),
  }),
  activity: endpoint({
    method: 'GET',
    path: '/api/teacher/activity-dashboard',
    access: teacher,
    summary: "Reading across the educator's classes over a period",
    tags,
    query: rangeQuerySchema,
    response: teacherActivitySchema,
  }),
  report: endpoint({
    method: 'GET',
    path: '/api/teacher/reports',
    access: teacher,
    summary: "A student's report for a period (books, minutes, quizzes, reading levels)",
    tags,
    query: teacherReportQuerySchema,
    response: teacherReportSchema,
  }),
  books: endpoint({
    method: 'GET',
    path: '/api/share/teacher/books/dashboard',
    access: teacher,
    summary: "The books the educator's students read over a period, with readers and quiz scores",
    tags,
    query: teacherBooksQuerySchema,
    response: teacherBooksSchema,
  }),
  rosterPreview: endpoint({
    method: 'POST',
    path: '/api/classrooms/roster/preview',
    access: teacher,
    summary: 'Check a roster CSV (first name, last name, grade) row by row; nothing is written',
    tags,
    body: rosterPreviewBodySchema,
    response: rosterPreviewSchema,
  }),
  rosterImport: endpoint({
    method: 'POST',
    path: '/api/classrooms/:id/roster',
    access: teacher,
    summary: 'Import the valid rows of a previewed roster CSV into a class (one transaction)',
    tags,
    params: classParams,
    body: rosterImportBodySchema,
    response: rosterImportResultSchema,
  }),
  rosterCreate: endpoint({
    method: 'POST',
    path: '/api/classrooms/roster',
    access: teacher,
    summary: 'Create a class from the valid rows of a previewed roster CSV (one transaction)',
    tags,
    body: rosterCreateBodySchema,
    response: rosterImportResultSchema,
  }),
} as const;
