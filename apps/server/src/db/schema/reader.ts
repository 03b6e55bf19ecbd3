import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { books } from './catalogue.ts';

/**
 * One opening of a book in the reader (spec §3 "Per-session: book session id"). The id is the
 * client's `bookSessionId`; a session belongs to exactly one profile and one book, and the
 * server never lets another profile (or another book) use it. `last_activity_at` follows the
 * reader's progress writes and the finish, so `opened_at → last_activity_at` is the time read.
 */
export const readingSessions = pgTable(
  'reading_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once, when the last page of the book was reached in this session. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('reading_sessions_user_book_idx').on(t.userId, t.bookId, t.openedAt),
    check('reading_sessions_span', sql`${t.lastActivityAt} >= ${t.openedAt}`),
  ],
);

export const READING_ACTIVITY_TYPES = ['CLICK', 'OPEN', 'FINISH'] as const;
export type ReadingActivityType = (typeof READING_ACTIVITY_TYPES)[number];

/**
 * What a profile did with a book (spec §7 "Activity"): a card opened (CLICK, with the page it
 * came from), the reader opened (OPEN) or the last page reached (FINISH), with the reading
 * session. Dashboards, reports and the rewards engine read it.
 */
export const readingActivity = pgTable(
  'reading_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    type: text('type').$type<ReadingActivityType>().notNull(),
    /** Spec §4 "Book origin" (browse, search, details…) of a CLICK; null when unknown. */
    origin: text('origin'),
    sessionId: uuid('session_id').references(() => readingSessions.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reading_activity_user_idx').on(t.userId, t.at),
    index('reading_activity_book_idx').on(t.bookId, t.at),
    check('reading_activity_type', sql`${t.type} IN ('CLICK', 'OPEN', 'FINISH')`),
  ],
);
