import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Spec §3 "School": hours are hour strings like 8AM / 3PM in the school's time zone. */
export const schools = pgTable('schools', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  address: text('address'),
  locationId: text('location_id'),
  timeZone: text('time_zone').notNull(),
  hoursFrom: text('hours_from'),
  hoursTo: text('hours_to'),
  createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 "Classroom". `login_code` is the class code students type (upper-case). */
export const classrooms = pgTable(
  'classrooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    gradeId: integer('grade_id'),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'restrict' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginCode: text('login_code').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Archived by the educator (spec §4 archive flow): no sign-in, kept for reports. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * Key of the login cards' QR tokens (HMAC-SHA256). Replaced with the class code, so a new
     * code revokes every printed card (docs/decisions/025).
     */
    cardSecret: text('card_secret')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('classrooms_login_code_key').on(t.loginCode),
    index('classrooms_teacher_id_idx').on(t.teacherId),
    check('classrooms_login_code_upper', sql`${t.loginCode} = upper(${t.loginCode})`),
  ],
);

export const classroomStudents = pgTable(
  'classroom_students',
  {
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The PIN as printed on the login card, readable by the class's educator only (the sign-in
     * checks users.pin_hash). NULL when the PIN was set outside the class pages.
     */
    pinDisplay: text('pin_display'),
    /** Bumped to revoke one student's login card QR token. */
    cardVersion: integer('card_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.classroomId, t.studentId] }),
    index('classroom_students_student_id_idx').on(t.studentId),
  ],
);

/**
 * A class's own computers (docs/decisions/025): PIN tries from a class device count per device,
 * so a stranger's wrong PINs never lock the class out of its own devices.
 */
export const classroomDevices = pgTable(
  'classroom_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classroomId: uuid('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('classroom_devices_token_hash_key').on(t.tokenHash),
    index('classroom_devices_classroom_id_idx').on(t.classroomId),
  ],
);

export type SchoolRow = typeof schools.$inferSelect;
export type ClassroomRow = typeof classrooms.$inferSelect;
