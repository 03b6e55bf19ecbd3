import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { endpoint } from '../common/endpoint.ts';
import { timeZoneSchema } from '../validation/time-zone.ts';

/**
 * Families (issue 11), "insights": the parent dashboard and reports (spec §2 /dashboard; §7
 * "Dashboards and reports"), sharing and hiding books for a child (§7 "Favorites, sharing,
 * hiding", modal `book_share_hide`) and the weekly reading digest opt-in. Hiding itself is
 * `POST /api/hidden-books/hide` of the collections contract (it hides for children and classes). Every endpoint is a
 * parent area: a PARENT session that passed the parent gate recently, and only the caller's own
 * children (another family's child is 404, as if it did not exist).
 */

const tags = ['insights'] as const;
const id = z.string().uuid();
const PARENT = [Role.PARENT] as const;

/** Spec §2 "Recent activity lists 7 per page". */
export const ACTIVITY_PAGE_SIZE = 7;
/** Report ranges a parent can choose, in days. */
export const REPORT_RANGES = [7, 30, 90] as const;

export const INSIGHTS_MESSAGES = {
  childNotFound: 'This profile was not found.',
  bookNotFound: 'This book was not found.',
  shareSaved: 'Sharing saved.',
  digestOn: 'You will get a reading digest every Monday.',
  digestOff: 'Weekly reading digest turned off.',
} as const;

const dayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A book as the dashboard names it. */
export const insightBookSchema = z.object({
  id,
  idNumber: z.string(),
  title: z.string(),
  coverUrl: z.string().nullable(),
});
export type InsightBook = z.infer<typeof insightBookSchema>;

/** The figures of one child over a period. */
export const childTotalsSchema = z.object({
  booksStarted: z.number().int(),
  booksFinished: z.number().int(),
  minutesRead: z.number().int(),
  quizzesCompleted: z.number().int(),
  /** Percent of right answers over the completed quizzes; null without any. */
  quizAverage: z.number().int().nullable(),
  badgesEarned: z.number().int(),
  wordsLookedUp: z.number().int(),
});
export type ChildTotals = z.infer<typeof childTotalsSchema>;

export const readingLevelPointSchema = z.object({
  dateTaken: dayString,
  system: z.string(),
  value: z.string(),
  approximateLevel: z.number(),
});
export type ReadingLevelPoint = z.infer<typeof readingLevelPointSchema>;

// ── GET /api/profile-dashboard/children ──
export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (REPORT_RANGES as readonly number[]).includes(d), {
      message: 'Please choose 7, 30 or 90 days.',
    })
    .default(30),
  tz: timeZoneSchema.default('UTC'),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const dashboardChildSchema = z.object({
  id,
  name: z.string(),
  age: z.number().int().nullable(),
  avatarUrl: z.string().nullable(),
  totals: childTotalsSchema,
  /** Minutes per calendar day of the period (tz), oldest first, every day present. */
  minutesPerDay: z.array(z.object({ date: dayString, minutes: z.number().int() })),
  currentReadingLevel: readingLevelPointSchema.nullable(),
});
export type DashboardChild = z.infer<typeof dashboardChildSchema>;

export const dashboardResponseSchema = z.object({
  from: dayString,
  to: dayString,
  days: z.number().int(),
  children: z.array(dashboardChildSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

// ── GET /api/activity-dashboard ──
export const CHILD_ACTIVITY_KINDS = ['OPENED', 'FINISHED', 'QUIZ', 'BADGE', 'WORD'] as const;
export const activityQuerySchema = z.object({
  childId: id,
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const childActivityItemSchema = z.object({
  kind: z.enum(CHILD_ACTIVITY_KINDS),
  at: z.string(),
  book: insightBookSchema.nullable(),
  /** QUIZ: "3/4"; BADGE: the badge name; WORD: the word. */
  detail: z.string().nullable(),
});
export type ChildActivityItem = z.infer<typeof childActivityItemSchema>;

export const activityResponseSchema = z.object({
  childId: id,
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  items: z.array(childActivityItemSchema),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

// ── GET /api/parent/reports ──
export const reportQuerySchema = dashboardQuerySchema.extend({ childId: id });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportResponseSchema = z.object({
  child: z.object({ id, name: z.string(), age: z.number().int().nullable() }),
  from: dayString,
  to: dayString,
  days: z.number().int(),
  totals: childTotalsSchema,
  minutesPerDay: z.array(z.object({ date: dayString, minutes: z.number().int() })),
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
      stars: z.number().int(),
      completedAt: z.string(),
    }),
  ),
  badges: z.array(z.object({ id: z.string(), name: z.string(), earnedAt: z.string() })),
  words: z.array(z.object({ word: z.string(), count: z.number().int(), lastAt: z.string() })),
  readingLevels: z.array(readingLevelPointSchema),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

// ── sharing and hiding ──
export const bookChildStateSchema = z.object({
  childId: id,
  name: z.string(),
  shared: z.boolean(),
  hidden: z.boolean(),
});
export const bookSharingSchema = z.object({
  bookId: id,
  children: z.array(bookChildStateSchema),
});
export type BookSharing = z.infer<typeof bookSharingSchema>;

const childIdsSchema = z
  .array(id)
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'Each profile only once.' });

/** The children the book is shared with (replaces the set; children left out are unshared). */
export const putSharedBodySchema = z.object({ bookId: id, childIds: childIdsSchema });
export type PutSharedBody = z.infer<typeof putSharedBodySchema>;

export const sharedBooksQuerySchema = z.object({ childId: id });
export const sharedBooksResponseSchema = z.object({
  childId: id,
  shared: z.array(insightBookSchema.extend({ sharedAt: z.string() })),
  hidden: z.array(insightBookSchema.extend({ hiddenAt: z.string() })),
});
export type SharedBooksResponse = z.infer<typeof sharedBooksResponseSchema>;

// ── weekly digest ──
export const digestSettingsSchema = z.object({ weeklyDigest: z.boolean() });
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

export const insightsApi = {
  dashboard: endpoint({
    method: 'GET',
    path: '/api/profile-dashboard/children',
    access: PARENT,
    summary: "Each of the caller's children: figures of the period and minutes per day",
    tags,
    query: dashboardQuerySchema,
    response: dashboardResponseSchema,
  }),
  activity: endpoint({
    method: 'GET',
    path: '/api/activity-dashboard',
    access: PARENT,
    summary: "A child's recent activity, newest first, 7 per page",
    tags,
    query: activityQuerySchema,
    response: activityResponseSchema,
  }),
  report: endpoint({
    method: 'GET',
    path: '/api/parent/reports',
    access: PARENT,
    summary:
      "A child's reading report for a period (books, minutes, quizzes, badges, words, levels)",
    tags,
    query: reportQuerySchema,
    response: reportResponseSchema,
  }),
  sharedBooks: endpoint({
    method: 'GET',
    path: '/api/share/books',
    access: PARENT,
    summary: 'Books the caller shared with or hid from a child',
    tags,
    query: sharedBooksQuerySchema,
    response: sharedBooksResponseSchema,
  }),
  bookSharing: endpoint({
    method: 'GET',
    path: '/api/books/:id/shared',
    access: PARENT,
    summary: "For each of the caller's children: is the book shared with or hidden from them",
    tags,
    params: z.object({ id }),
    response: bookSharingSchema,
  }),
  putShared: endpoint({
    method: 'PUT',
    path: '/api/books/shared',
    access: PARENT,
    summary: 'Share a book with some of the caller’s children (the set is replaced)',
    tags,
    body: putSharedBodySchema,
    response: bookSharingSchema,
  }),
  getDigest: endpoint({
    method: 'GET',
    path: '/api/parent/digest',
    access: PARENT,
    summary: 'Whether the caller gets the weekly reading digest email',
    tags,
    response: digestSettingsSchema,
  }),
  putDigest: endpoint({
    method: 'PUT',
    path: '/api/parent/digest',
    access: PARENT,
    summary: 'Turn the weekly reading digest email on or off',
    tags,
    body: digestSettingsSchema,
    response: digestSettingsSchema,
  }),
};
