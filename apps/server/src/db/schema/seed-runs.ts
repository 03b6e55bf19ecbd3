import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seeds applied to this database (each runs once; see src/seed). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
