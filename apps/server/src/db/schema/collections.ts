import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { books } from './catalogue.ts';

/** Favorite books per profile (spec §7 "Favorites"). */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.bookId] }),
    index('favorites_recent_idx').on(t.userId, t.createdAt),
  ],
);

/** Spec §3 "User collection". */
export const userCollections = pgTable(
  'user_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_collections_owner_idx').on(t.ownerId),
    uniqueIndex('user_collections_owner_title_key').on(t.ownerId, sql`lower(${t.title})`),
    check('user_collections_title_len', sql`char_length(${t.title}) BETWEEN 1 AND 40`),
  ],
);

export const userCollectionItems = pgTable(
  'user_collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => userCollections.id, { onDelete: 'cascade' }),
    /** BOOK items reference books; VIDEO is reserved by the spec and not stored yet. */
    contentType: text('content_type').notNull().default('BOOK'),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.bookId] }),
    index('user_collection_items_book_idx').on(t.bookId),
    check('user_collection_items_type', sql`${t.contentType} IN ('BOOK', 'VIDEO')`),
  ],
);

/** Teacher assignments of a collection to classrooms (CLASSROOM) or students (USER). */
export const userCollectionAssignments = pgTable(
  'user_collection_assignments',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => userCollections.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    targetId: uuid('target_id').notNull(),
    /** Optional due date, a calendar day (migration 0014_assignments.sql). */
    dueDate: date('due_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.type, t.targetId] }),
    index('user_collection_assignments_target_idx').on(t.targetId),
    check('user_collection_assignments_type', sql`${t.type} IN ('USER', 'CLASSROOM')`),
  ],
);
