import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * Issue 12 "educators": which schools an educator works at (spec §7 GET /api/schools answers the
 * educator's schools; PUT /api/schools/{id} changes only one of them). The educator who adds a
 * school is linked to it; their profile fields (title, role, AI companion) live on `users`.
 */
export const educatorSchools = pgTable(
  'educator_schools',
  {
    educatorId: uuid('educator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.educatorId, t.schoolId] }),
    index('educator_schools_school_id_idx').on(t.schoolId),
  ],
);

export type EducatorSchoolRow = typeof educatorSchools.$inferSelect;
