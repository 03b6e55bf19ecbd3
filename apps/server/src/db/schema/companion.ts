/** Ask Pagebird (issue 14 item 1): the kid-safe book companion: this part's tables (migration 0020_companion.sql, written by hand; see decision 026). */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { books } from './catalogue.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Questions asked per profile and day (the daily limit). Only a count: the questions themselves
 * are never stored. Rows of past days are removed as new days are counted.
 */
export const companionDailyUsage = pgTable(
  'companion_daily_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    questions: integer('questions').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    index('companion_daily_usage_day_idx').on(t.day),
    check('companion_daily_usage_questions_check', sql`${t.questions} >= 0`),
  ],
);

/**
 * Anonymous thumbs on image results: which book, up or down, which day. `answerKey` is a hash of
 * the answer's random nonce and the book (one thumb per picture of an answer; changing it
 * replaces it); it does not name the child.
 */
export const companionFeedback = pgTable(
  'companion_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    answerKey: text('answer_key').notNull().unique('companion_feedback_answer_key_key'),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    reaction: text('reaction').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('companion_feedback_book_id_idx').on(t.bookId),
    check('companion_feedback_reaction_check', sql`${t.reaction} IN ('UP', 'DOWN')`),
  ],
);

/** The key that signs answer ids (one row, made on first use; shared by every instance). */
export const companionSecret = pgTable(
  'companion_secret',
  {
    id: smallint('id').primaryKey(),
    secret: bytea('secret').notNull(),
  },
  (t) => [check('companion_secret_one_row', sql`${t.id} = 1`)],
);
