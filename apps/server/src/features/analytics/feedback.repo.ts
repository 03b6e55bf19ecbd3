import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';

export interface FeedbackRow {
  id: string;
  message: string;
  rating: number;
  page: string;
  role: string;
  author_name: string | null;
  author_email: string | null;
  created_at: string;
}

/** Sort keys of the admin feedback list (spec §7 "Admin lists": sort = key,order). */
export const FEEDBACK_SORTS: Record<string, string> = {
  createdAt: 'f.created_at',
  rating: 'f.rating',
  page: 'f.page',
};

export function createFeedbackRepo(db: Db) {
  return {
    db,
    async insertChallenge(
      id: string,
      userId: string,
      wordHash: string,
      expiresAt: Date,
    ): Promise<void> {
      await db.execute(sql`
        INSERT INTO feedback_challenges (id, user_id, word_hash, expires_at)
        VALUES (${id}::uuid, ${userId}::uuid, ${wordHash}, ${expiresAt.toISOString()}::timestamptz)`);
    },

    /** Use the caller's challenge (once, before it expires): its word hash, or null. */
    async useChallenge(tx: DbOrTx, id: string, userId: string, now: Date): Promise<string | null> {
      const r = await tx.execute(sql`
        UPDATE feedback_challenges SET used_at = ${now.toISOString()}::timestamptz
        WHERE id = ${id}::uuid AND user_id = ${userId}::uuid AND used_at IS NULL
          AND expires_at > ${now.toISOString()}::timestamptz
        RETURNING word_hash`);
      return (r.rows[0] as { word_hash: string } | undefined)?.word_hash ?? null;
    },

    /** Forget the caller's challenges that are used or expired (keeps the table small). */
    async pruneChallenges(userId: string, now: Date): Promise<void> {
      await db.execute(sql`
        DELETE FROM feedback_challenges WHERE user_id = ${userId}::uuid
          AND (used_at IS NOT NULL OR expires_at <= ${now.toISOString()}::timestamptz)`);
    },

    async insertFeedback(
      tx: DbOrTx,
      f: { userId: string; role: string; message: string; rating: number; page: string },
    ): Promise<string> {
      const r = await tx.execute(sql`
        INSERT INTO feedback (user_id, role, message, rating, page)
        VALUES (${f.userId}::uuid, ${f.role}, ${f.message}, ${f.rating}, ${f.page})
        RETURNING id`);
      return (r.rows[0] as { id: string }).id;
    },

    async list(q: {
      page: number;
      size: number;
      sortColumn: string;
      desc: boolean;
      search: string | undefined;
    }): Promise<{ rows: FeedbackRow[]; total: number }> {
      const where: SQL = q.search
        ? sql`WHERE f.message ILIKE ${`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}
            OR u.email ILIKE ${`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
        : sql``;
      const order = sql.raw(`${q.sortColumn} ${q.desc ? 'DESC' : 'ASC'}, f.id`);
      const [rows, count] = await Promise.all([
        db.execute(sql`
          SELECT f.id, f.message, f.rating, f.page, f.role, u.name AS author_name,
            u.email AS author_email,
            to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
          FROM feedback f JOIN users u ON u.id = f.user_id
          ${where}
          ORDER BY ${order}
          LIMIT ${q.size} OFFSET ${q.page * q.size}`),
        db.execute(sql`
          SELECT count(*)::int AS n FROM feedback f JOIN users u ON u.id = f.user_id ${where}`),
      ]);
      return {
        rows: rows.rows as unknown as FeedbackRow[],
        total: (count.rows[0] as { n: number }).n,
      };
    },
  };
}
export type FeedbackRepo = ReturnType<typeof createFeedbackRepo>;
