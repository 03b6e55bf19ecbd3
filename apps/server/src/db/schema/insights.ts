import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { books } from './catalogue.ts';

/**
 * Families (issue 11), insights: books a parent shared with one of their children (shown first
 * on the child's browse page). Hidden books use the catalogue's `hidden_books`.
 */
export const sharedBooks = pgTable(
  'shared_books',
  {
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    sharedById: uuid('shared_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.bookId] }),
    index('shared_books_child_idx').on(t.childId, t.sharedAt),
  ],
);

/**
 * A word a child or student looked up in the reader's dictionary (a successful lookup), for the
 * parent's dashboard "words looked up".
 */
export const wordLookups = pgTable(
  'word_lookups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('word_lookups_user_idx').on(t.userId, t.at),
    check('word_lookups_word_length', sql`char_length(${t.word}) BETWEEN 1 AND 100`),
  ],
);

/** A parent's weekly reading digest opt-in (off until the parent turns it on). */
export const digestPreferences = pgTable('digest_preferences', {
  parentId: uuid('parent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklyDigest: boolean('weekly_digest').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One digest sent: a parent gets at most one per week, however often the job runs. */
export const digestSends = pgTable(
  'digest_sends',
  {
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Monday (UTC) of the week the digest covers. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.weekStart] })],
);
