import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { books, statusEnum } from './catalogue.ts';
import { discoveryZones } from './discovery.ts';
import { quizzes } from './quizzes.ts';

/**
 * Admin (issue 13): discovery zones, quizzes and facts: this part's tables (migration
 * 0019_admin_zones.sql, written by hand; see decision 026).
 */

/**
 * A zone's status for one age of its segment (spec §7: PUT /api/admin/discovery/{id}/status/
 * {status}?age=). No row: the age follows the zone's own status; an INACTIVE row hides the zone
 * from children of that age while it stays open to the other ages.
 */
export const discoveryZoneAgeStatus = pgTable(
  'discovery_zone_age_status',
  {
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => discoveryZones.id, { onDelete: 'cascade' }),
    age: integer('age').notNull(),
    status: statusEnum('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.age] }),
    check('discovery_zone_age_status_age', sql`${t.age} BETWEEN 2 AND 14`),
  ],
);

/** Spec §3 "Quiz" completedQuizBookIdNumbers: the books of a question, in the admin's order. */
export const quizCompletedBooks = pgTable(
  'quiz_completed_books',
  {
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.bookId] }),
    index('quiz_completed_books_book_idx').on(t.bookId),
  ],
);
