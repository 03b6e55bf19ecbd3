import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  AppErrorCode,
  INSIGHTS_MESSAGES,
  type BookSharing,
  type PutSharedBody,
  type SharedBooksResponse,
} from '@pagebird/contract';
import type { Db } from '../../db/client.ts';
import { sharedBooks } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireParentGate } from '../../lib/parent-gate.ts';
import type { Viewers } from '../catalogue/viewer-cache.ts';
import type { BookRefRow, InsightsRepo } from './insights.repo.ts';
import { toInsightBook } from './insights.service.ts';

const bookNotFound = () => new AppError(AppErrorCode.NOT_FOUND, INSIGHTS_MESSAGES.bookNotFound);
const childNotFound = () => new AppError(AppErrorCode.NOT_FOUND, INSIGHTS_MESSAGES.childNotFound);

/**
 * Share and hide (spec §7 "Favorites, sharing, hiding", modal book_share_hide): a parent shares
 * a book with some of their children (it shows first on their browse page) or hides it from
 * them (it disappears from their browse, search, series, collections and details). Only the
 * caller's own children; each change forgets the children's cached viewers so it shows at once.
 */
export function createShareService(deps: {
  db: Db;
  repo: InsightsRepo;
  viewers: Viewers;
  clock: Clock;
}) {
  const { db, repo, viewers, clock } = deps;

  async function assertBook(bookId: string): Promise<void> {
    const r = await db.execute(
      sql`SELECT 1 FROM books WHERE id = ${bookId}::uuid AND status = 'ACTIVE'`,
    );
    if (r.rows.length === 0) throw bookNotFound();
  }

  async function familyChildren(auth: AuthContext, wanted: string[]): Promise<string[]> {
    const children = (await repo.children(auth.user.id)).map((c) => c.id);
    const own = new Set(children);
    if (wanted.some((id) => !own.has(id))) throw childNotFound();
    return children;
  }

  async function sharing(auth: AuthContext, bookId: string): Promise<BookSharing> {
    const r = await db.execute(sql`
      SELECT u.id, u.name,
        EXISTS (SELECT 1 FROM shared_books sb WHERE sb.child_id = u.id AND sb.book_id = ${bookId}::uuid) AS shared,
        EXISTS (SELECT 1 FROM hidden_books hb WHERE hb.user_id = u.id AND hb.book_id = ${bookId}::uuid) AS hidden
      FROM users u WHERE u.parent_id = ${auth.user.id}::uuid AND u.role = 'CHILD'
      ORDER BY u.created_at, u.id`);
    return {
      bookId,
      children: (
        r.rows as Array<{ id: string; name: string; shared: boolean; hidden: boolean }>
      ).map((c) => ({ childId: c.id, name: c.name, shared: c.shared, hidden: c.hidden })),
    };
  }

  return {
    async bookSharing(auth: AuthContext, bookId: string): Promise<BookSharing> {
      requireParentGate(auth);
      await assertBook(bookId);
      return sharing(auth, bookId);
    },

    async putShared(auth: AuthContext, body: PutSharedBody): Promise<BookSharing> {
      requireParentGate(auth);
      await assertBook(body.bookId);
      const children = await familyChildren(auth, body.childIds);
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (children.length > 0) {
          await tx
            .delete(sharedBooks)
            .where(
              and(
                eq(sharedBooks.bookId, body.bookId),
                inArray(sharedBooks.childId, children),
                body.childIds.length > 0
                  ? notInArray(sharedBooks.childId, body.childIds)
                  : undefined,
              ),
            );
        }
        if (body.childIds.length > 0) {
          await tx
            .insert(sharedBooks)
            .values(
              body.childIds.map((childId) => ({
                childId,
                bookId: body.bookId,
                sharedById: auth.user.id,
                sharedAt: now,
              })),
            )
            .onConflictDoNothing();
        }
      });
      for (const c of children) viewers.forget(c);
      return sharing(auth, body.bookId);
    },

    async sharedBooks(auth: AuthContext, childId: string): Promise<SharedBooksResponse> {
      requireParentGate(auth);
      const child = await repo.childOf(auth.user.id, childId);
      if (!child) throw childNotFound();
      const [shared, hidden] = await Promise.all([
        db.execute(sql`
          SELECT b.id AS book_id, b.id_number AS book_id_number, b.title AS book_title,
            b.cover_key AS book_cover_key, b.cover_thumb_key AS book_cover_thumb_key,
            to_char(sb.shared_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
          FROM shared_books sb JOIN books b ON b.id = sb.book_id
          WHERE sb.child_id = ${child.id}::uuid ORDER BY sb.shared_at DESC, b.id`),
        db.execute(sql`
          SELECT b.id AS book_id, b.id_number AS book_id_number, b.title AS book_title,
            b.cover_key AS book_cover_key, b.cover_thumb_key AS book_cover_thumb_key,
            to_char(hb.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
          FROM hidden_books hb JOIN books b ON b.id = hb.book_id
          WHERE hb.user_id = ${child.id}::uuid ORDER BY hb.created_at DESC, b.id`),
      ]);
      type Row = BookRefRow & { at: string };
      return {
        childId: child.id,
        shared: (shared.rows as unknown as Row[]).map((r) => ({
          ...toInsightBook(r)!,
          sharedAt: r.at,
        })),
        hidden: (hidden.rows as unknown as Row[]).map((r) => ({
          ...toInsightBook(r)!,
          hiddenAt: r.at,
        })),
      };
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
