/** Analytics (issue 14 items 2-5): the event ledger, sessions, roll-ups and the feedback widget: this part's tables (migration 0021_ledger.sql, written by hand; see decision 026). */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { books } from './catalogue.ts';
import { users } from './users.ts';

/** One row per batch the browser sent: its id is the dedupe key (a retried batch is stored once). */
export const ledgerBatches = pgTable('ledger_batches', {
  batchId: uuid('batch_id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  eventCount: integer('event_count').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ledger: analytics events, append-only, no free text (enums, ids, numbers, tracking names). */
export const ledgerEvents = pgTable(
  'ledger_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => ledgerBatches.batchId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    recordId: uuid('record_id').notNull(),
    activeSessionId: text('active_session_id'),
    name: text('name'),
    kind: text('kind'),
    durationMs: integer('duration_ms'),
    contentId: uuid('content_id'),
    initialViewport: boolean('initial_viewport'),
    clientAt: timestamp('client_at', { withTimezone: true }).notNull(),
    timezoneName: text('timezone_name').notNull(),
    timezoneOffset: integer('timezone_offset').notNull(),
    platform: text('platform').notNull(),
    device: text('device').notNull(),
    os: text('os').notNull(),
    appVersion: text('app_version').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_events_user_idx').on(t.userId, t.clientAt),
    index('ledger_events_batch_idx').on(t.batchId),
    check(
      'ledger_events_type',
      sql`${t.eventType} IN ('PAGE_VIEW_START', 'PAGE_VIEW_END', 'SESSION_START', 'SESSION_END', 'CONTENT_IMPRESSION')`,
    ),
  ],
);

/**
 * Daily figures per profile (roll-ups of the ledger and the reader's records), per calendar day
 * in a time zone. Recomputed whole (idempotent) by the `ledger-rollup` job and on demand.
 */
export const ledgerDaily = pgTable(
  'ledger_daily',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    day: date('day').notNull(),
    /** From the reader's reading_sessions (opened → last activity, each at most 2 hours). */
    secondsRead: doublePrecision('seconds_read').notNull(),
    readingSessions: integer('reading_sessions').notNull(),
    /** Active sessions (spec §4 "Session activity") started that day, from the ledger. */
    activeSessions: integer('active_sessions').notNull(),
    pageViews: integer('page_views').notNull(),
    impressions: integer('impressions').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.timeZone, t.day] }),
    index('ledger_daily_day_idx').on(t.timeZone, t.day),
  ],
);

/**
 * How many profiles read each book in the last 30 days (reading_progress rows updated since):
 * the score that orders the picks of a profile without interests. Recomputed whole by the
 * `book-popularity` job every 10 minutes, so a browse reads one row per book of its window
 * instead of aggregating every recent progress row (a cost that grew with every page turn).
 */
export const bookPopularity = pgTable('book_popularity', {
  bookId: uuid('book_id')
    .primaryKey()
    .references(() => books.id, { onDelete: 'cascade' }),
  readers: integer('readers').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Captcha words of the feedback form: stored as a hash, valid 10 minutes, used once. */
export const feedbackChallenges = pgTable('feedback_challenges', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  wordHash: text('word_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Feedback grown-ups sent with the feedback widget (listed for admins). */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    message: text('message').notNull(),
    rating: integer('rating').notNull(),
    page: text('page').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_created_idx').on(t.createdAt),
    check('feedback_rating', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
