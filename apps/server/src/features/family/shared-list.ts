import { sql } from 'drizzle-orm';
import type { BookList } from '../catalogue/catalogue.repo.ts';
import { visibleBookSql, type Viewer } from '../catalogue/visibility.ts';

/**
 * The books a parent shared with the viewer, newest share first, through the visibility rule
 * (a hidden or unavailable book never shows). The catalogue's browse puts them in the first row.
 */
export function sharedWithList(v: Viewer): BookList {
  return {
    ctes: sql`m AS (
      SELECT b.id AS book_id, sb.shared_at FROM shared_books sb JOIN books b ON b.id = sb.book_id
      WHERE sb.child_id = ${v.userId}::uuid AND ${visibleBookSql(v)})`,
    ordered: sql`SELECT m.book_id FROM m ORDER BY m.shared_at DESC, m.book_id`,
  };
}
