import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { books, statusEnum } from './catalogue.ts';

/** One quiz question (spec §3 "Quiz"); a book's end-of-book quiz is its questions in order. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: text('content_id').notNull().unique(),
    question: text('question').notNull(),
    /** The book the question is about (end-of-book quiz); null for zone-only questions. */
    sourceBookId: uuid('source_book_id').references(() => books.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    status: statusEnum('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quizzes_book_idx').on(t.sourceBookId, t.position)],
);

export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    contentId: text('content_id').notNull().unique(),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull().default(false),
    image: text('image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('quiz_answers_quiz_idx').on(t.quizId, t.position)],
);

/**
 * A profile's run of a quiz: END_OF_BOOK keyed by the book id, DAILY by `zoneId:YYYY-MM-DD`,
 * DISCOVERY by the zone id. Progress rows have `completed` false; the first completion sets it
 * (and is the only one rewarded).
 */
export const quizCompletions = pgTable(
  'quiz_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizType: text('quiz_type').notNull(),
    subjectKey: text('subject_key').notNull(),
    answers: jsonb('answers')
      .notNull()
      .default(sql`'[]'::jsonb`),
    correct: integer('correct').notNull().default(0),
    total: integer('total').notNull().default(0),
    stars: integer('stars').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.quizType, t.subjectKey] }),
    check('quiz_completions_type', sql`${t.quizType} IN ('END_OF_BOOK', 'DISCOVERY', 'DAILY')`),
    check('quiz_completions_stars', sql`${t.stars} BETWEEN 0 AND 3`),
  ],
);
