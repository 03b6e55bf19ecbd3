import type { Quiz, QuizResult } from '@pagebird/contract';
import { imageUrlOf } from '../discovery/discovery.presenter.ts';
import type { CompletionRow, QuizRow } from './quizzes.repo.ts';

/** Spec §3 "Quiz": a question with its answers in order. */
export function toQuiz(row: QuizRow): Quiz {
  return {
    contentId: row.content_id,
    question: row.question,
    quizAnswers: (row.answers ?? []).map((a) => ({
      contentId: a.content_id,
      answer: a.answer,
      correct: a.correct,
      image: imageUrlOf(a.image),
    })),
    status: row.status,
    sourceBookIdNumber: row.source_book_id_number,
  };
}

export function toQuizResult(row: CompletionRow | undefined | null): QuizResult | null {
  if (!row) return null;
  return {
    correct: row.correct,
    total: row.total,
    stars: row.stars,
    completedAt: row.completed_at,
  };
}

/** Nothing earned (progress, replays, discovery quizzes). */
