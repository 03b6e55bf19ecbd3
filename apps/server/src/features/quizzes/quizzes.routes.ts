import { discoveryApi, quizzesApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { TerritoryOf } from '../catalogue/visibility.ts';
import type { QuizzesService } from './quizzes.service.ts';

/** Thin routes: contract endpoint → quizzes service (the territory comes from the request). */
export function registerQuizzesRoutes(
  r: Router,
  quizzes: QuizzesService,
  territoryOf: TerritoryOf,
): void {
  r.route(quizzesApi.endOfBook, ({ requireAuth, req, query }) =>
    quizzes.endOfBook(requireAuth(), territoryOf(req), query),
  );
  r.route(quizzesApi.complete, ({ requireAuth, req, query, body }) =>
    quizzes.complete(requireAuth(), territoryOf(req), query.quizType, body),
  );
  r.route(quizzesApi.daily, ({ requireAuth, req, body }) =>
    quizzes.daily(requireAuth(), territoryOf(req), body),
  );
  r.route(discoveryApi.quiz, ({ requireAuth, req, params, query }) =>
    quizzes.dailyQuiz(requireAuth(), territoryOf(req), params.id, query.timeZone),
  );
}
