import { randomUUID } from 'node:crypto';
import {
  ADMIN_ZONES_MESSAGES,
  AppErrorCode,
  answerImageField,
  joinCompletedQuizBookIds,
  type AdminPage,
  type AdminQuiz,
  type AdminQuizRow,
  type AdminStatus,
  type adminQuizListQuerySchema,
  type adminQuizSaveSchema,
} from '@pagebird/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import { imageUrlOf } from '../discovery/discovery.presenter.ts';
import { adminPage } from './admin-list.ts';
import type { AdminAudit } from './audit.ts';
import { storeAdminImage } from './admin-zones.images.ts';
import type { AdminQuizzesRepo, AnswerWrite, QuizListRow } from './admin-quizzes.repo.ts';

export type QuizSave = z.output<typeof adminQuizSaveSchema>;

const notFound = () => new AppError(AppErrorCode.NOT_FOUND, ADMIN_ZONES_MESSAGES.quizNotFound);
const invalid = (field: string, message: string) =>
  new AppError(AppErrorCode.VALIDATION, message, { [field]: message });

export function toAdminQuizRow(r: QuizListRow): AdminQuizRow {
  return {
    id: r.quiz.id,
    contentId: r.quiz.contentId,
    question: r.quiz.question,
    status: r.quiz.status,
    answerCount: r.answerCount,
    sourceBookIdNumber: r.sourceBookIdNumber,
    sourceBookTitle: r.sourceBookTitle,
    updatedAt: r.quiz.updatedAt.toISOString(),
  };
}

/**
 * Admin quizzes (spec §3 "Quiz"): a question with its answers (exactly one correct, checked by
 * the contract), answer pictures (multipart `answerImageN`), the source book and the
 * comma-separated completedQuizBookIdNumbers. Saved in one transaction with its audit entry;
 * the kids' quizzes read the same rows.
 */
export function createAdminQuizzesService(deps: {
  repo: AdminQuizzesRepo;
  audit: AdminAudit;
  storage: StorageProvider;
  clock: Clock;
}) {
  const { repo, audit, storage, clock } = deps;

  async function present(tx: DbOrTx, id: string): Promise<AdminQuiz> {
    const row = await repo.quiz(tx, id);
    if (!row) throw notFound();
    const [answers, completed, zones] = await Promise.all([
      repo.answers(tx, id),
      repo.completedBookNumbers(tx, id),
      repo.zonesOf(tx, id),
    ]);
    return {
      ...toAdminQuizRow(row),
      quizAnswers: answers.map((a) => ({
        id: a.id,
        contentId: a.contentId,
        answer: a.answer,
        correct: a.correct,
        image: imageUrlOf(a.image),
      })),
      completedQuizBookIdNumbers: joinCompletedQuizBookIds(completed),
      zones,
    };
  }

  return {
    async list(q: z.output<typeof adminQuizListQuerySchema>): Promise<AdminPage<AdminQuizRow>> {
      const { rows, total } = await repo.list(q);
      return adminPage(rows.map(toAdminQuizRow), total, q);
    },

    async lookup(ids: readonly string[]): Promise<AdminQuizRow[]> {
      return (await repo.byIds(ids)).map(toAdminQuizRow);
    },

    details(id: string): Promise<AdminQuiz> {
      return repo.transaction((tx) => present(tx, id));
    },

    /** POST /api/admin/quizzes: the `body` part and the `answerImageN` files. */
    async save(
      actorId: string,
      body: QuizSave,
      files: Map<string, UploadedFile>,
    ): Promise<AdminQuiz> {
      for (const field of files.keys()) {
        const n = Number(field.slice('answerImage'.length));
        if (!(n < body.quizAnswers.length)) {
          throw invalid(field, 'There is no answer for this picture.');
        }
      }
      const uploaded = new Map<number, string>();
      for (const [n] of body.quizAnswers.entries()) {
        const file = files.get(answerImageField(n));
        if (file)
          uploaded.set(n, await storeAdminImage(storage, 'quizzes', file.bytes, file.field));
      }

      return repo.transaction(async (tx) => {
        const before = body.id ? await repo.quiz(tx, body.id, true) : undefined;
        if (body.id && !before) throw notFound();
        const beforeView = before ? await present(tx, before.quiz.id) : null;
        const oldAnswers = before ? await repo.answers(tx, before.quiz.id) : [];

        const contentId = body.contentId || before?.quiz.contentId || `quiz-${randomUUID()}`;
        if (await repo.contentIdTaken(tx, contentId, before?.quiz.id)) {
          throw invalid('contentId', ADMIN_ZONES_MESSAGES.contentIdTaken);
        }

        let sourceBookId: string | null = null;
        if (body.sourceBookIdNumber) {
          sourceBookId =
            (await repo.bookIds(tx, [body.sourceBookIdNumber])).get(body.sourceBookIdNumber) ??
            null;
          if (!sourceBookId) {
            throw invalid(
              'sourceBookIdNumber',
              ADMIN_ZONES_MESSAGES.unknownBook(body.sourceBookIdNumber),
            );
          }
        }
        const completedNumbers = [...new Set(body.completedQuizBookIdNumbers)];
        const completedIds = await repo.bookIds(tx, completedNumbers);
        const unknownBooks = completedNumbers.filter((n) => !completedIds.has(n));
        if (unknownBooks.length) {
          throw invalid(
            'completedQuizBookIdNumbers',
            ADMIN_ZONES_MESSAGES.unknownBooks(unknownBooks),
          );
        }

        const oldById = new Map(oldAnswers.map((a) => [a.id, a]));
        const answerContentIds = body.quizAnswers.map(
          (a) =>
            a.contentId ||
            (a.id ? oldById.get(a.id)?.contentId : undefined) ||
            `answer-${randomUUID()}`,
        );
        if (new Set(answerContentIds).size !== answerContentIds.length) {
          throw invalid('quizAnswers', ADMIN_ZONES_MESSAGES.answerContentIdTaken);
        }
        const taken = await repo.answerContentIdsTaken(tx, answerContentIds, before?.quiz.id);
        if (taken.length) throw invalid('quizAnswers', ADMIN_ZONES_MESSAGES.answerContentIdTaken);

        const now = clock.now();
        const values = {
          contentId,
          question: body.question,
          status: body.status,
          sourceBookId,
          updatedAt: now,
        };
        let id: string;
        if (before) {
          id = before.quiz.id;
          await repo.update(tx, id, values);
        } else {
          id = await repo.insert(tx, values);
        }

        const answers: AnswerWrite[] = body.quizAnswers.map((a, n) => {
          let image: string | null = uploaded.get(n) ?? null;
          if (!image && a.image) {
            const kept = oldAnswers.find(
              (o) => o.image && (o.image === a.image || imageUrlOf(o.image) === a.image),
            );
            if (!kept)
              throw invalid(`quizAnswers.${n}.image`, ADMIN_ZONES_MESSAGES.unknownAnswerImage);
            image = kept.image;
          }
          const keepId = a.id && oldById.has(a.id) ? { id: a.id } : {};
          return {
            ...keepId,
            quizId: id,
            contentId: answerContentIds[n]!,
            answer: a.answer,
            correct: a.correct,
            image,
            position: n,
          };
        });
        await repo.replaceAnswers(tx, id, answers);
        await repo.replaceCompletedBooks(
          tx,
          id,
          completedNumbers.map((n) => completedIds.get(n)!),
        );

        const after = await present(tx, id);
        await audit.record(tx, {
          entity: 'QUIZ',
          entityId: id,
          action: before ? 'UPDATE' : 'CREATE',
          actorId,
          before: beforeView,
          after,
        });
        return after;
      });
    },

    async setStatus(actorId: string, id: string, status: AdminStatus): Promise<AdminQuiz> {
      return repo.transaction(async (tx) => {
        if (!(await repo.quiz(tx, id, true))) throw notFound();
        const before = await present(tx, id);
        await repo.update(tx, id, { status, updatedAt: clock.now() });
        const after = await present(tx, id);
        await audit.record(tx, {
          entity: 'QUIZ',
          entityId: id,
          action: 'STATUS',
          actorId,
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type AdminQuizzesService = ReturnType<typeof createAdminQuizzesService>;
