import {
  ADMIN_ZONES_LIMITS,
  QUIZ_ANSWER_IMAGE_FIELD,
  adminQuizSaveSchema,
  adminZonesApi,
  withSafeText,
} from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import { readMultipart } from '../../lib/multipart.ts';
import type { AdminFactsService } from './admin-facts.service.ts';
import type { AdminQuizzesService } from './admin-quizzes.service.ts';
import type { AdminZonesService } from './admin-zones.service.ts';

const quizBodySchema = withSafeText(adminQuizSaveSchema);

/** Thin routes: contract endpoints of the admin zones, quizzes and facts → their services. */
export function registerAdminZonesRoutes(
  r: Router,
  s: { zones: AdminZonesService; quizzes: AdminQuizzesService; facts: AdminFactsService },
): void {
  const api = adminZonesApi;

  r.route(api.zones, ({ requireAuth, query }) => {
    requireAuth();
    return s.zones.list(query);
  });
  r.route(api.zone, ({ requireAuth, params }) => {
    requireAuth();
    return s.zones.details(params.id);
  });
  r.route(api.saveZone, ({ requireAuth, body }) => s.zones.save(requireAuth().user.id, body), {
    bodyLimit: ADMIN_ZONES_LIMITS.zoneBodyBytes,
  });
  r.route(api.zoneStatus, ({ requireAuth, params, query }) =>
    s.zones.setStatus(requireAuth().user.id, params.id, params.status, query.age),
  );

  r.route(api.quizzes, ({ requireAuth, query }) => {
    requireAuth();
    return s.quizzes.list(query);
  });
  r.route(api.quizzesLookup, ({ requireAuth, query }) => {
    requireAuth();
    return s.quizzes.lookup(query.quizIds);
  });
  r.route(api.quiz, ({ requireAuth, params }) => {
    requireAuth();
    return s.quizzes.details(params.id);
  });
  r.route(api.saveQuiz, async ({ requireAuth, req }) => {
    const auth = requireAuth();
    const { data, files } = await readMultipart(req, {
      jsonField: 'body',
      schema: quizBodySchema,
      files: [QUIZ_ANSWER_IMAGE_FIELD],
      maxFileBytes: ADMIN_ZONES_LIMITS.imageBytes,
    });
    return s.quizzes.save(auth.user.id, data, files);
  });
  r.route(api.quizStatus, ({ requireAuth, params }) =>
    s.quizzes.setStatus(requireAuth().user.id, params.id, params.status),
  );

  r.route(api.facts, ({ requireAuth, query }) => {
    requireAuth();
    return s.facts.list(query);
  });
  r.route(api.factsLookup, ({ requireAuth, query }) => {
    requireAuth();
    return s.facts.lookup(query.factIds);
  });
  r.route(api.fact, ({ requireAuth, params }) => {
    requireAuth();
    return s.facts.details(params.id);
  });
  r.route(api.saveFact, ({ requireAuth, body }) => s.facts.save(requireAuth().user.id, body));
  r.route(api.factStatus, ({ requireAuth, params }) =>
    s.facts.setStatus(requireAuth().user.id, params.id, params.status),
  );
}
