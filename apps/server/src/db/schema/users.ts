import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { userRoleEnum } from './enums.ts';

/**
 * Every account and profile of spec §3 "User profile": admins, parents, children (profiles of a
 * parent), teachers and classroom students. CHILD and STUDENT never hold an email (checked).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: userRoleEnum('role').notNull(),
    /** Lower-case; NULL for CHILD and STUDENT. */
    email: text('email'),
    name: text('name').notNull(),
    surname: text('surname'),
    passwordHash: text('password_hash'),
    /** Students' PIN (argon2id). */
    pinHash: text('pin_hash'),
    /** Children and students: the age is derived from the birth year. */
    birthYear: integer('birth_year'),
    gradeId: integer('grade_id'),
    /** CHILD: the parent account. */
    parentId: uuid('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** Teachers: title (e.g. "Ms."), educator role, AI companion switch. */
    title: text('title'),
    educatorRole: text('educator_role'),
    aiCompanionActive: boolean('ai_companion_active').notNull().default(true),
    testUser: boolean('test_user').notNull().default(false),
    customerId: text('customer_id'),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    avatarId: text('avatar_id'),
    frameId: text('frame_id'),
    stickerId: text('sticker_id'),
    dataUpdateRequired: boolean('data_update_required').notNull().default(false),
    classroomsUpdateRequired: boolean('classrooms_update_required').notNull().default(false),
    successLoginsCount: integer('success_logins_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_parent_id_idx').on(t.parentId),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check(
      'users_kids_have_no_email',
      sql`${t.role} NOT IN ('CHILD', 'STUDENT') OR ${t.email} IS NULL`,
    ),
    check('users_child_has_parent', sql`${t.role} <> 'CHILD' OR ${t.parentId} IS NOT NULL`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
