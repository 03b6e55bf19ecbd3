import type { FastifyRequest } from 'fastify';
import { classesApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { RequestMeta } from '../auth/auth.service.ts';
import type { ClassesService } from './classes.service.ts';

const meta = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip ?? null,
  userAgent: req.headers['user-agent'] ?? null,
});

/** Card sign-in per IP: a class scanning its cards at once fits; the token cannot be guessed. */
export const CARD_LOGIN_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** Thin routes: contract endpoint → service call. */
export function registerClassesRoutes(r: Router, classes: ClassesService): void {
  r.route(classesApi.list, ({ requireAuth, query }) =>
    classes.list(
      requireAuth(),
      query.archived === undefined ? undefined : query.archived === 'true',
    ),
  );
  r.route(classesApi.freshCode, ({ requireAuth }) => {
    requireAuth();
    return classes.freshCode();
  });
  r.route(classesApi.create, ({ requireAuth, body }) => classes.create(requireAuth(), body));
  r.route(classesApi.archiveMany, ({ requireAuth, body }) =>
    classes.archive(requireAuth(), body.classroomIds),
  );
  r.route(classesApi.get, ({ requireAuth, params }) => classes.get(requireAuth(), params.id));
  r.route(classesApi.update, ({ requireAuth, params, body }) =>
    classes.update(requireAuth(), params.id, body),
  );
  r.route(classesApi.archive, ({ requireAuth, params }) =>
    classes.archive(requireAuth(), [params.id]),
  );
  r.route(classesApi.disable, ({ requireAuth, params, body }) =>
    classes.setDisabled(requireAuth(), params.id, body.disabled),
  );
  r.route(classesApi.rotateCode, ({ requireAuth, params }) =>
    classes.rotateCode(requireAuth(), params.id),
  );
  r.route(classesApi.addStudents, ({ requireAuth, params, body }) =>
    classes.addStudents(requireAuth(), params.id, body.students),
  );
  r.route(classesApi.removeStudents, ({ requireAuth, params, body }) =>
    classes.removeStudents(requireAuth(), params.id, body.studentIds),
  );
  r.route(classesApi.clearLockout, ({ requireAuth, params }) =>
    classes.clearLockout(requireAuth(), params.id, params.studentId),
  );
  r.route(classesApi.resetCard, ({ requireAuth, params }) =>
    classes.resetCard(requireAuth(), params.id, params.studentId),
  );
  r.route(classesApi.loginCards, async ({ requireAuth, params, reply }) => {
    const { pdf, name } = await classes.loginCards(requireAuth(), params.id);
    const file = `login-cards-${name.replace(/[^\w-]+/g, '_').slice(0, 40) || 'class'}.pdf`;
    await reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
    return reply as never;
  });
  r.route(classesApi.trustDevice, ({ requireAuth, params, body }) =>
    classes.trustDevice(requireAuth(), params.id, body.label),
  );
  r.route(classesApi.removeDevice, ({ requireAuth, params }) =>
    classes.removeDevice(requireAuth(), params.id, params.deviceId),
  );
  r.route(classesApi.updateStudent, ({ requireAuth, params, body }) =>
    classes.updateStudent(requireAuth(), params.id, body),
  );
  r.route(classesApi.setPassCode, ({ requireAuth, params, body }) =>
    classes.setPassCode(requireAuth(), params.id, body.passCode),
  );
  r.route(classesApi.cardLogin, ({ body, req }) => classes.cardLogin(body.token, meta(req)), {
    rateLimit: CARD_LOGIN_RATE_LIMIT,
  });
}
