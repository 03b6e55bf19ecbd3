import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminQuizListQuerySchema } from '@pagebird/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { books, quizAnswers, quizCompletedBooks, quizzes } from '../../db/schema/index.ts';
import { sqlArray } from '../catalogue/visibility.ts';
import { adminOrderBy, adminPaging, likePattern } from './admin-list.ts';

export type QuizStored = typeof quizzes.$inferSelect;
export type QuizWrite = Omit<typeof quizzes.$inferInsert, 'id' | 'createdAt'>;
export type AnswerStored = typeof quizAnswers.$inferSelect;
export type AnswerWrite = typeof quizAnswers.$inferInsert;

export interface QuizListRow {
  quiz: QuizStored;
  answerCount: number;
  sourceBookIdNumber: string | null;
  sourceBookTitle: string | null;
}

const answerCountSql = sql<number>`(SELECT count(*)::int FROM quiz_answers a WHERE a.quiz_id = ${quizzes.id})`;
const rowFields = {
  quiz: quizzes,
  answerCount: answerCountSql,
  sourceBookIdNumber: books.idNumber,
  sourceBookTitle: books.title,
};

/** Admin quizzes' SQL (spec §3 "Quiz": question, answers, source book, completed books). */
export function createAdminQuizzesRepo(db: Db) {
  return {
    transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    async list(
      q: z.output<typeof adminQuizListQuerySchema>,
    ): Promise<{ rows: QuizListRow[]; total: number }> {
      const where = and(
        q.search
          ? or(
              ilike(quizzes.question, likePattern(q.search)),
              ilike(quizzes.contentId, likePattern(q.search)),
            )
          : undefined,
        q.status ? eq(quizzes.status, q.status) : undefined,
        q.zoneId
          ? sql`${quizzes.id} IN (SELECT unnest(z.quiz_ids) FROM discovery_zones z WHERE z.id = ${q.zoneId}::uuid)`
          : undefined,
      );
      const order = adminOrderBy(
        q.sort,
        {
          question: quizzes.question,
          contentId: quizzes.contentId,
          status: quizzes.status,
          updatedAt: quizzes.updatedAt,
          sourceBookIdNumber: books.idNumber,
        },
        { key: 'updatedAt', order: 'desc' },
      );
      const { limit, offset } = adminPaging(q);
      const [rows, [total]] = await Promise.all([
        db
          .select(rowFields)
          .from(quizzes)
          .leftJoin(books, eq(books.id, quizzes.sourceBookId))
          .where(where)
          .orderBy(...order, quizzes.id)
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(quizzes).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The quizzes of `ids` in the order of `ids` (unknown ids left out). */
    async byIds(ids: readonly string[]): Promise<QuizListRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(rowFields)
        .from(quizzes)
        .leftJoin(books, eq(books.id, quizzes.sourceBookId))
        .where(inArray(quizzes.id, [...ids]))
        .orderBy(sql`array_position(${sqlArray(ids)}::uuid[], ${quizzes.id})`);
    },

    async quiz(tx: DbOrTx, id: string, lock = false): Promise<QuizListRow | undefined> {
      const query = tx
        .select(rowFields)
        .from(quizzes)
        .leftJoin(books, eq(books.id, quizzes.sourceBookId))
        .where(eq(quizzes.id, id));
      const [row] = lock ? await query.for('update', { of: quizzes }) : await query;
      return row;
    },

    answers(tx: DbOrTx, quizId: string): Promise<AnswerStored[]> {
      return tx
        .select()
        .from(quizAnswers)
        .where(eq(quizAnswers.quizId, quizId))
        .orderBy(asc(quizAnswers.position), asc(quizAnswers.contentId));
    },

    async completedBookNumbers(tx: DbOrTx, quizId: string): Promise<string[]> {
      const rows = await tx
        .select({ idNumber: books.idNumber })
        .from(quizCompletedBooks)
        .innerJoin(books, eq(books.id, quizCompletedBooks.bookId))
        .where(eq(quizCompletedBooks.quizId, quizId))
        .orderBy(asc(quizCompletedBooks.position));
      return rows.map((r) => r.idNumber);
    },

    async zonesOf(tx: DbOrTx, quizId: string) {
      const { rows } = await tx.execute<{ id: string; title: string }>(
        sql`SELECT id, title FROM discovery_zones WHERE ${quizId}::uuid = ANY(quiz_ids)
            ORDER BY position, title`,
      );
      return rows;
    },

    /** Book ids by catalogue number. */
    async bookIds(tx: DbOrTx, idNumbers: readonly string[]): Promise<Map<string, string>> {
      if (idNumbers.length === 0) return new Map();
      const rows = await tx
        .select({ id: books.id, idNumber: books.idNumber })
        .from(books)
        .where(inArray(books.idNumber, [...idNumbers]));
      return new Map(rows.map((r) => [r.idNumber, r.id]));
    },

    async contentIdTaken(tx: DbOrTx, contentId: string, exceptId: string | undefined) {
      const [row] = await tx
        .select({ id: quizzes.id })
        .from(quizzes)
        .where(
          and(eq(quizzes.contentId, contentId), exceptId ? ne(quizzes.id, exceptId) : undefined),
        );
      return !!row;
    },

    /** Answer content ids among `ids` used by answers of other quizzes. */
    async answerContentIdsTaken(tx: DbOrTx, ids: readonly string[], quizId: string | undefined) {
      if (ids.length === 0) return [];
      const rows = await tx
        .select({ contentId: quizAnswers.contentId })
        .from(quizAnswers)
        .where(
          and(
            inArray(quizAnswers.contentId, [...ids]),
            quizId ? ne(quizAnswers.quizId, quizId) : undefined,
          ),
        );
      return rows.map((r) => r.contentId);
    },

    async insert(tx: DbOrTx, values: QuizWrite): Promise<string> {
      const [row] = await tx.insert(quizzes).values(values).returning({ id: quizzes.id });
      return row!.id;
    },

    async update(tx: DbOrTx, id: string, values: Partial<QuizWrite>): Promise<void> {
      await tx.update(quizzes).set(values).where(eq(quizzes.id, id));
    },

    /** The question's answers become `answers` (ids kept where given). */
    async replaceAnswers(tx: DbOrTx, quizId: string, answers: AnswerWrite[]): Promise<void> {
      await tx.delete(quizAnswers).where(eq(quizAnswers.quizId, quizId));
      if (answers.length) await tx.insert(quizAnswers).values(answers);
    },

    async replaceCompletedBooks(tx: DbOrTx, quizId: string, bookIds: string[]): Promise<void> {
      await tx.delete(quizCompletedBooks).where(eq(quizCompletedBooks.quizId, quizId));
      if (bookIds.length) {
        await tx
          .insert(quizCompletedBooks)
          .values(bookIds.map((bookId, position) => ({ quizId, bookId, position })));
      }
    },
  };
}

export type AdminQuizzesRepo = ReturnType<typeof createAdminQuizzesRepo>;
