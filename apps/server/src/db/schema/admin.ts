import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Issue 13: the admin audit log. Every admin write (create, update, status, delete) is recorded
 * in the write's own transaction: who, what, when, the item before and after. Append-only; an
 * actor's row survives their account (actor_email is kept).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('admin_audit_log_item_idx').on(t.entity, t.entityId, t.at),
    index('admin_audit_log_at_idx').on(t.at),
  ],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
