import {
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { classrooms } from './schools.ts';

/**
 * Sign-in sessions. The client holds an opaque random token; only its SHA-256 is stored.
 * A CHILD session picked from a parent's session links to it (`parent_session_id`), so logging
 * out ends the whole family device session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentSessionId: uuid('parent_session_id').references((): AnyPgColumn => sessions.id, {
      onDelete: 'set null',
    }),
    /**
     * The sign-in this session belongs to: a sign-in (password, PIN, sign-up) starts a family;
     * profile picks and the parent gate add sessions to it. Logout ends the whole family.
     */
    familyId: uuid('family_id').notNull(),
    /** PARENT: when the account password was last re-entered (the parent gate); null: never. */
    parentGateAt: timestamp('parent_gate_at', { withTimezone: true }),
    /** STUDENT: the classroom signed in to. */
    classroomId: uuid('classroom_id').references(() => classrooms.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_parent_session_id_idx').on(t.parentSessionId),
    index('sessions_family_id_idx').on(t.familyId),
  ],
);

/** Single-use password reset links (spec §7 password reset/update). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * Failed sign-in counters and lockouts per account key (`email:<address>`, `student:<id>`),
 * kept in PostgreSQL so every API instance sees the same state.
 */
export const loginLockouts = pgTable('login_lockouts', {
  key: text('key').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
