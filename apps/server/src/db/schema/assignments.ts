/**
 * Classrooms (issue 12 item 5): assign and hide books and collections for a class or students:
 * this part's tables (migration 0014_assignments.sql, written by hand; see decision 026).
 *
 * - `book_assignments`: a teacher assigns a book to one of their classrooms or to one student,
 *   with an optional due date (a calendar day in the school's time zone).
 * - `hidden_collections`: a teacher hides one of their collections from a classroom or a
 *   student (hidden books live in `hidden_books`, shared with parents' hiding).
 * - `user_collection_assignments.due_date` (column added by 0014, declared in collections.ts).
 *
 * Targets are the classroom XOR the student, both with foreign keys (deleting a class or a
 * student removes its rows), like `hidden_books`.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { classrooms } from './schools.ts';
import { books } from './catalogue.ts';
import { userCollections } from './collections.ts';

export const bookAssignments = pgTable(
  'book_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    classroomId: uuid('classroom_id').references(() => classrooms.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'cascade' }),
    assignedById: uuid('assigned_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueDate: date('due_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('book_assignments_classroom_key').on(t.classroomId, t.bookId),
    uniqueIndex('book_assignments_student_key').on(t.studentId, t.bookId),
    index('book_assignments_book_idx').on(t.bookId),
    index('book_assignments_assigned_by_idx').on(t.assignedById),
    check(
      'book_assignments_one_target',
      sql`(${t.classroomId} IS NULL) <> (${t.studentId} IS NULL)`,
    ),
  ],
);

export const hiddenCollections = pgTable(
  'hidden_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => userCollections.id, { onDelete: 'cascade' }),
    classroomId: uuid('classroom_id').references(() => classrooms.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'cascade' }),
    hiddenById: uuid('hidden_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hidden_collections_classroom_key').on(t.classroomId, t.collectionId),
    uniqueIndex('hidden_collections_student_key').on(t.studentId, t.collectionId),
    index('hidden_collections_collection_idx').on(t.collectionId),
    check(
      'hidden_collections_one_target',
      sql`(${t.classroomId} IS NULL) <> (${t.studentId} IS NULL)`,
    ),
  ],
);
