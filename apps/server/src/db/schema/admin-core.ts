import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { statusEnum } from './catalogue.ts';
import { users } from './users.ts';

/** Admin (issue 13): users, email domains, customers and the admin dashboard: this part's tables (migration 0016_admin_core.sql, written by hand; see decision 026). */

/** Spec §3 "Email domain": text (lower-case, unique) and status. */
export const adminEmailDomains = pgTable(
  'admin_email_domains',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    text: text('text').notNull(),
    status: statusEnum('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admin_email_domains_text_key').on(t.text),
    check('admin_email_domains_text_lower', sql`${t.text} = lower(${t.text})`),
  ],
);

/**
 * The admin ACTIVE / INACTIVE status of an account (spec §4 "Admin items"). No row = ACTIVE; kept
 * beside `users` so the accounts table stays the auth part's own.
 */
export const adminUserStates = pgTable('admin_user_states', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: statusEnum('status').notNull().default('ACTIVE'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AdminEmailDomainRow = typeof adminEmailDomains.$inferSelect;
