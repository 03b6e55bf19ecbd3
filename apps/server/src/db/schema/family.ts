import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Families (issue 11), profiles: a child's reading level assessments (spec §3 "Child"
 * readingLevelHistory: dateTaken, readingLevelSystem, readingLevelValue,
 * approximateReadingLevel). The approximate level is a grade-level equivalent computed by the
 * contract's `approximateReadingLevel` when the entry is written.
 */
export const childReadingLevels = pgTable(
  'child_reading_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateTaken: date('date_taken', { mode: 'string' }).notNull(),
    system: text('system').notNull(),
    value: text('value').notNull(),
    approximateLevel: real('approximate_level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('child_reading_levels_child_idx').on(t.childId, t.dateTaken),
    check(
      'child_reading_levels_system',
      sql`${t.system} IN ('LEXILE', 'GUIDED_READING', 'ATOS', 'DRA', 'GRADE_LEVEL')`,
    ),
  ],
);

/** A parent account's settings that are not part of the user profile (consent to updates). */
export const accountPreferences = pgTable('account_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  consentToReceiveUpdates: boolean('consent_to_receive_updates').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ChildReadingLevelRow = typeof childReadingLevels.$inferSelect;
