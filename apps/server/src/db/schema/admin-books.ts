import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { books } from './catalogue.ts';
import { users } from './users.ts';

/**
 * Admin (issue 13): book upload, the book editor, lookups and the creators check: this part's
 * tables (migration 0018_admin_books.sql, written by hand; see decision 026).
 *
 * What the book editor keeps beside the catalogue row: the subtitle (not part of the catalogue
 * pages) and who uploaded the book from the back office.
 */
export const adminBookExtras = pgTable('admin_book_extras', {
  bookId: uuid('book_id')
    .primaryKey()
    .references(() => books.id, { onDelete: 'cascade' }),
  subtitle: text('subtitle'),
  uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AdminBookExtrasRow = typeof adminBookExtras.$inferSelect;
