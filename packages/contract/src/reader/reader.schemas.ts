import { z } from 'zod';
import { Role } from '../auth/roles.ts';
import { endpoint } from '../common/endpoint.ts';
import { earningSchema, rewardOutcomeSchema } from '../rewards/rewards.schemas.ts';
import {
  bookCardSchema,
  bookIdParamsSchema,
  pageCategorySchema,
  readingProgressSchema,
} from '../catalogue/catalogue.schemas.ts';

/**
 * The reader (spec §2 "Reader", §3 "Reading progress", "Reader pagination", §4 "Book finish",
 * §7 "Books", "Activity"). Book files are served only to signed-in users allowed to open the
 * book: the same visibility, territory and school-hours rules as the details page.
 */

const tags = ['reader'] as const;
const uuid = z.string().uuid();

/** Spec §3 "Reading progress" (NOT_STARTED, STARTED, COMPLETED; shared with book cards). */
const readingStatusSchema = readingProgressSchema;

/** Spec §2 "Reader": pagination types; the reader page system defaults to "progression". */
export const PAGINATION_TYPES = ['sections', 'pageList', 'virtual'] as const;
export const paginationTypeSchema = z.enum(PAGINATION_TYPES);
export const READER_PAGE_SYSTEMS = ['progression', 'publisher'] as const;
export const readerPageSystemSchema = z.enum(READER_PAGE_SYSTEMS);

export const READER_RULES = {
  /** Spec §9: default page size of virtual pagination, in words. */
  virtualPageWords: 500,
  defaultPageSystem: 'progression',
  /** Spec §2: hidden-word annotation pointer debounce. */
  annotationDebounceMs: 200,
  /** Longest position string the client may store (a CFI or "page:12"). */
  maxPositionLength: 2000,
} as const;

/** Where the reader was in a book; `position` is an EPUB CFI or `page:N` (PDF, fixed layout). */
export const readingPositionSchema = z.object({
  position: z.string().min(1).max(READER_RULES.maxPositionLength),
  /** 0-based page or spine index shown to the reader. */
  page: z.number().int().min(0).max(100_000),
  /** 0..1 through the book. */
  fraction: z.number().min(0).max(1),
});
export type ReadingPosition = z.infer<typeof readingPositionSchema>;

export const readerProgressSchema = z.object({
  status: readingStatusSchema,
  location: readingPositionSchema.nullable(),
  completedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /**
   * The device time of the stored position (the clientTimestamp it was saved with): what a
   * position still waiting in a device's queue is compared with, never the server's updatedAt
   * (a late-arriving older save gets a newer updatedAt than a newer save still queued).
   */
  positionAt: z.string().nullable(),
});
export type ReaderProgress = z.infer<typeof readerProgressSchema>;

/** The progress of a book the reader never opened (no position, no dates). */
export const NOT_STARTED_PROGRESS: ReaderProgress = Object.freeze({
  status: 'NOT_STARTED',
  location: null,
  completedAt: null,
  updatedAt: null,
  positionAt: null,
});

/** A reader page (spec §3 "Reader pagination": label, index, range, section, nav items). */
export const readerPageSchema = z.object({
  index: z.number().int().min(0),
  label: z.string(),
  /** Spine item href of the page. */
  section: z.string(),
  category: pageCategorySchema,
});

/**
 * A spine item of the book with its words, as the importer counted them once for the book. The
 * reader cuts virtual pages (`pageSize` words each) from these counts, so a place in the text has
 * the same page number on every device, text size and window size, and after every reopening.
 */
export const readerSectionSchema = z.object({
  /** Spine item href (as in `readerPageSchema.section`). */
  href: z.string(),
  words: z.number().int().min(0),
});
export type ReaderSection = z.infer<typeof readerSectionSchema>;

/** `GET /api/books/{id}/content`: what the reader needs before it opens the file. */
export const bookContentSchema = z.object({
  id: uuid,
  bookIdNumber: z.string(),
  title: z.string(),
  fileType: z.enum(['epub', 'pdf']),
  layout: z.enum(['fixed', 'reflowable']),
  isAudioIncluded: z.boolean(),
  pageCount: z.number().int().nullable(),
  wordCount: z.number().int().nullable(),
  languages: z.array(z.string()),
  /** Pagination type the reader uses for this book (spec §2). */
  pagination: paginationTypeSchema,
  /** Words per page of virtual pagination. */
  pageSize: z.number().int().positive(),
  /** The file itself (same origin; `GET /api/books/file/{id}`) and its size in bytes. */
  fileUrl: z.string(),
  fileSize: z.number().int().nullable(),
  pages: z.array(readerPageSchema),
  /** The spine in reading order with its word counts (virtual pages of reflowable books). */
  sections: z.array(readerSectionSchema),
  progress: readerProgressSchema,
});
export type BookContent = z.infer<typeof bookContentSchema>;

/** `GET /api/books/url/{id}`: a URL of the book file for the reader (signed when on S3). */
export const bookUrlSchema = z.object({
  url: z.string(),
  expiresAt: z.string().nullable(),
  fileType: z.enum(['epub', 'pdf']),
});

export const saveProgressBodySchema = readingPositionSchema.extend({
  /** Client time of the reading (ISO-8601): an older write never overwrites a newer one. */
  clientTimestamp: z.iso.datetime({ offset: true }),
});

/** Spec §4 "Book details": book origin remembered per session. */
export const BOOK_ORIGINS = [
  'browse',
  'search',
  'details',
  'series',
  'collection',
  'favorites',
  'library',
  'discovery',
  'reader',
] as const;
export const bookOriginSchema = z.enum(BOOK_ORIGINS);

export const clickBookBodySchema = z.object({
  bookId: uuid,
  origin: bookOriginSchema.optional(),
});

export const openedBookBodySchema = z.object({
  bookId: uuid,
  /** Per-session book session id (spec §3 browser values), made by the client. */
  bookSessionId: uuid,
});

/**
 * `POST /api/activities/log/opened-book`: the progress, and what opening the book earned (the
 * first open of a book; a level reached this way is celebrated like any other).
 */
export const openedBookResponseSchema = readerProgressSchema.extend({
  rewards: rewardOutcomeSchema,
});
export type OpenedBookResponse = z.infer<typeof openedBookResponseSchema>;

export const finishedBookBodySchema = z.object({
  bookId: uuid,
  bookSessionId: uuid,
});

export const finishedBookResponseSchema = z.object({
  status: readingStatusSchema,
  /** True only for the call that completed the book the first time. */
  firstCompletion: z.boolean(),
  completedAt: z.string(),
  /** What this finish earned (spec §4 "Book finish": the points and badges modal). */
  points: z.number().int().min(0),
  gems: z.number().int().min(0),
  earnings: z.array(earningSchema),
});
export type FinishedBookResponse = z.infer<typeof finishedBookResponseSchema>;

export const DEVICE_TYPES = ['DESKTOP', 'TABLET', 'PHONE'] as const;
export const endOfBookQuerySchema = z.object({
  bookIdNumber: z.string().min(1).max(40),
  deviceType: z.enum(DEVICE_TYPES).default('DESKTOP'),
});

/** `GET /api/end-of-book`: the summary screen after the last page (spec §2 "Book end screens"). */
export const endOfBookSchema = z.object({
  book: bookCardSchema,
  status: readingStatusSchema,
  completedAt: z.string().nullable(),
  /** Times this profile finished the book (one completion counted, re-reads listed). */
  timesFinished: z.number().int().min(0),
  pageCount: z.number().int().nullable(),
  wordCount: z.number().int().nullable(),
  /** Reading time of this profile in the book, in minutes (from opened/finished activity). */
  minutesRead: z.number().int().min(0),
  /** Next book of the series the viewer may open, if any. */
  nextInSeries: bookCardSchema.nullable(),
});
export type EndOfBook = z.infer<typeof endOfBookSchema>;

export const readerApi = {
  content: endpoint({
    method: 'GET',
    path: '/api/books/:id/content',
    access: 'signedIn',
    summary: 'What the reader needs to open a book: file, layout, pages, progress',
    tags,
    params: bookIdParamsSchema,
    response: bookContentSchema,
  }),
  url: endpoint({
    method: 'GET',
    path: '/api/books/url/:id',
    access: 'signedIn',
    summary: 'A URL of the book file (short-lived and signed on S3)',
    tags,
    params: bookIdParamsSchema,
    response: bookUrlSchema,
  }),
  /** The file itself (EPUB or PDF bytes, HTTP range requests supported); no JSON schema. */
  file: endpoint({
    method: 'GET',
    path: '/api/books/file/:id',
    access: 'signedIn',
    summary: 'The book file (application/epub+zip or application/pdf), with Range support',
    tags,
    params: bookIdParamsSchema,
  }),
  progress: endpoint({
    method: 'GET',
    path: '/api/books/:id/progress',
    access: 'signedIn',
    summary: 'Reading progress of the caller in a book',
    tags,
    params: bookIdParamsSchema,
    response: readerProgressSchema,
  }),
  saveProgress: endpoint({
    method: 'PUT',
    path: '/api/books/:id/progress',
    access: [Role.CHILD, Role.STUDENT, Role.PARENT, Role.TEACHER],
    summary: 'Save the reading position (idempotent; an older clientTimestamp is ignored)',
    tags,
    params: bookIdParamsSchema,
    body: saveProgressBodySchema,
    response: readerProgressSchema,
  }),
  clickBook: endpoint({
    method: 'POST',
    path: '/api/activities/log/click-book',
    access: 'signedIn',
    summary: 'A book card was opened',
    tags,
    body: clickBookBodySchema,
  }),
  openedBook: endpoint({
    method: 'POST',
    path: '/api/activities/log/opened-book',
    access: 'signedIn',
    summary: 'The reader opened a book (starts a reading session)',
    tags,
    body: openedBookBodySchema,
    response: openedBookResponseSchema,
  }),
  finishedBook: endpoint({
    method: 'POST',
    path: '/api/activities/finished-book',
    access: [Role.CHILD, Role.STUDENT, Role.PARENT, Role.TEACHER],
    summary: 'The last page was reached; idempotent — a book completes once per profile',
    tags,
    body: finishedBookBodySchema,
    response: finishedBookResponseSchema,
  }),
  endOfBook: endpoint({
    method: 'GET',
    path: '/api/end-of-book',
    access: 'signedIn',
    summary: 'Summary screen after finishing a book',
    tags,
    query: endOfBookQuerySchema,
    response: endOfBookSchema,
  }),
} as const;
