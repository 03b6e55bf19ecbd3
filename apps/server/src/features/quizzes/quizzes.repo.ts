import { sql, type SQL } from 'drizzle-orm';
import type { AnsweredQuestion, QuizScore } from '@pagebird/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { QueryRunner } from '../catalogue/query-runner.ts';
import { inactiveAgesSql } from '../discovery/discovery.repo.ts';
import {
  availableBookSql,
  isoSql,
  sqlArray,
  territorySql,
  type Viewer,
} from '../catalogue/visibility.ts';

/** quiz_completions.quiz_type. */
export type StoredQuizType = 'END_OF_BOOK' | 'DISCOVERY' | 'DAILY';

/** One answer of a question as stored. */
export interface QuizAnswerRecord {
  content_id: string;
  answer: string;
  correct: boolean;
  image: string | null;
}

/** One active question with its answers in order. */
export interface QuizRow extends Record<string, unknown> {
  id: string;
  content_id: string;
  question: string;
  status: 'ACTIVE' | 'INACTIVE';
  source_book_id_number: string | null;
  answers: QuizAnswerRecord[];
}

/** A book named by its catalogue number, with its availability for the viewer. */
export interface QuizBookRow extends Record<string, unknown> {
  id: string;
  id_number: string;
  title: string;
  available: boolean;
  territory_ok: boolean;
}

/** A discovery zone as the quizzes need it: access attributes and its quiz pool. */
export interface QuizZoneRow extends Record<string, unknown> {
  id: string;
  title: string;
  status: string;
  age_min: number;
  age_max: number;
  quiz_ids: string[];
  inactive_ages: number[];
}

/** A stored completed run of a quiz. */
export interface CompletionRow extends Record<string, unknown> {
  correct: number;
  total: number;
  stars: number;
  /** ISO-8601 UTC. */
  completed_at: string;
}

export interface CompletionWrite {
  userId: string;
  quizType: StoredQuizType;
  subjectKey: string;
  answers: readonly AnsweredQuestion[];
  score: QuizScore;
  now: Date;
}

/**
 * A question that can be played: at least two answers, at least one of them correct (anything
 * else would break the check-then-next flow, so it is left out).
 */
export const playableQuizSql = (q: string): SQL => {
  const alias = sql.raw(q);
  return sql`${alias}.status = 'ACTIVE'
    AND (SELECT count(*) FROM quiz_answers qa WHERE qa.quiz_id = ${alias}.id) >= 2
    AND EXISTS (SELECT 1 FROM quiz_answers qa WHERE qa.quiz_id = ${alias}.id AND qa.correct)`;
};

const questionColumnsSql = sql`
  q.id, q.content_id, q.question, q.status::text AS status, sb.id_number AS source_book_id_number,
  coalesce((
    SELECT json_agg(json_build_object(
             'content_id', a.content_id, 'answer', a.answer, 'correct', a.correct, 'image', a.image)
           ORDER BY a.position, a.content_id)
    FROM quiz_answers a WHERE a.quiz_id = q.id), '[]'::json) AS answers`;

/**
 * The quizzes' SQL: questions of a book or of a zone's pool, the book and zone a quiz belongs
 * to, and the profile's runs (quiz_completions). Reads go through the catalogue's query runner;
 * writes run in the transaction the service opens (the rewards of a first completion are
 * written in the same one).
 */
export function createQuizzesRepo(db: Db, runner: QueryRunner) {
  return {
    transaction<T>(fn: (tx: DbOrTx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    /** The book numbered `idNumber` with its availability for the viewer. */
    async bookByIdNumber(v: Viewer, idNumber: string): Promise<QuizBookRow | undefined> {
      const rows = await runner.rows<QuizBookRow>(
        sql`SELECT b.id, b.id_number, b.title,
              ${availableBookSql(v)} AS available, ${territorySql(v)} AS territory_ok
            FROM books b WHERE b.id_number = ${idNumber}`,
        { prepare: true },
      );
      return rows[0];
    },

    /** The active, playable questions of a book's end-of-book quiz, in order. */
    async bookQuestions(bookId: string): Promise<QuizRow[]> {
      return runner.rows<QuizRow>(
        sql`SELECT ${questionColumnsSql}
            FROM quizzes q LEFT JOIN books sb ON sb.id = q.source_book_id
            WHERE q.source_book_id = ${bookId}::uuid AND ${playableQuizSql('q')}
            ORDER BY q.position, q.content_id`,
        { prepare: true },
      );
    },

    /** The active, playable questions among `ids`, in the order of `ids`. */
    async questionsByIds(ids: readonly string[]): Promise<QuizRow[]> {
      if (ids.length === 0) return [];
      return runner.rows<QuizRow>(
        sql`SELECT ${questionColumnsSql}
            FROM unnest(${sqlArray(ids)}::uuid[]) WITH ORDINALITY AS x(id, ord)
            JOIN quizzes q ON q.id = x.id
            LEFT JOIN books sb ON sb.id = q.source_book_id
            WHERE ${playableQuizSql('q')}
            ORDER BY x.ord`,
        { prepare: true },
      );
    },

    async zone(zoneId: string): Promise<QuizZoneRow | undefined> {
      const rows = await runner.rows<QuizZoneRow>(
        sql`SELECT z.id, z.title, z.status::text AS status, z.age_min, z.age_max, z.quiz_ids,
              ${inactiveAgesSql}
            FROM discovery_zones z WHERE z.id = ${zoneId}::uuid`,
        { prepare: true },
      );
      return rows[0];
    },

    /** The profile's completed run of a quiz (the first completion; replays never change it). */
    async completion(
      userId: string,
      quizType: StoredQuizType,
      subjectKey: string,
    ): Promise<CompletionRow | undefined> {
      const rows = await runner.rows<CompletionRow>(
        sql`SELECT c.correct, c.total, c.stars, ${isoSql('c.completed_at')} AS completed_at
            FROM quiz_completions c
            WHERE c.user_id = ${userId}::uuid AND c.quiz_type = ${quizType}
              AND c.subject_key = ${subjectKey} AND c.completed`,
        { prepare: true },
      );
      return rows[0];
    },

    /**
     * Stores the progress of a run (answers so far and their score) unless the quiz was
     * completed already. Returns false when it was (nothing written).
     */
    async saveProgress(tx: DbOrTx, w: CompletionWrite): Promise<boolean> {
      const { rows } = await tx.execute<{ completed: boolean }>(sql`
        INSERT INTO quiz_completions AS c
          (user_id, quiz_type, subject_key, answers, correct, total, stars, completed, updated_at)
        VALUES (${w.userId}::uuid, ${w.quizType}, ${w.subjectKey},
                ${JSON.stringify(w.answers)}::jsonb, ${w.score.correct}, ${w.score.total},
                ${w.score.stars}, FALSE, ${w.now}::timestamptz)
        ON CONFLICT (user_id, quiz_type, subject_key) DO UPDATE SET
          answers = EXCLUDED.answers, correct = EXCLUDED.correct, total = EXCLUDED.total,
          stars = EXCLUDED.stars, updated_at = EXCLUDED.updated_at
        WHERE NOT c.completed
        RETURNING c.completed`);
      return rows.length > 0;
    },

    /**
     * Completes a run once: inserts it completed, or completes the progress row. A quiz already
     * completed is left as it was (its first result stays) and null is returned. Concurrent
     * calls wait on the row: exactly one of them completes it.
     */
    async completeOnce(tx: DbOrTx, w: CompletionWrite): Promise<CompletionRow | null> {
      const { rows } = await tx.execute<CompletionRow>(sql`
        INSERT INTO quiz_completions AS c
          (user_id, quiz_type, subject_key, answers, correct, total, stars, completed,
           completed_at, updated_at)
        VALUES (${w.userId}::uuid, ${w.quizType}, ${w.subjectKey},
                ${JSON.stringify(w.answers)}::jsonb, ${w.score.correct}, ${w.score.total},
                ${w.score.stars}, TRUE, ${w.now}::timestamptz, ${w.now}::timestamptz)
        ON CONFLICT (user_id, quiz_type, subject_key) DO UPDATE SET
          answers = EXCLUDED.answers, correct = EXCLUDED.correct, total = EXCLUDED.total,
          stars = EXCLUDED.stars, completed = TRUE, completed_at = EXCLUDED.completed_at,
          updated_at = EXCLUDED.updated_at
        WHERE NOT c.completed
        RETURNING c.correct, c.total, c.stars, ${isoSql('c.completed_at')} AS completed_at`);
      return rows[0] ?? null;
    },
  };
}

export type QuizzesRepo = ReturnType<typeof createQuizzesRepo>;
