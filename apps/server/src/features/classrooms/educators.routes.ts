import type { FastifyRequest } from 'fastify';
import { EDUCATOR_LOOKUPS, educatorsApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { RequestMeta } from '../auth/auth.service.ts';
import type { EducatorsService } from './educators.service.ts';

const meta = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip ?? null,
  userAgent: req.headers['user-agent'] ?? null,
});

/** Sign-up and the email check are limited per address (account creation, email probing). */
export const EDUCATOR_RATE_LIMITS = {
  signup: { max: 30, timeWindow: '1 minute' },
  validateEmail: { max: 30, timeWindow: '1 minute' },
} as const;

/** Thin routes: contract endpoint → service call. */
export function registerEducatorsRoutes(r: Router, educators: EducatorsService): void {
  r.route(educatorsApi.validateEmail, ({ body }) => educators.validateEmail(body.email), {
    rateLimit: EDUCATOR_RATE_LIMITS.validateEmail,
  });
  r.route(educatorsApi.signup, ({ body, req }) => educators.signup(body, meta(req)), {
    rateLimit: EDUCATOR_RATE_LIMITS.signup,
  });
  r.route(educatorsApi.onboarding, ({ requireAuth, body }) =>
    educators.onboarding(requireAuth(), body),
  );
  r.route(educatorsApi.profile, ({ requireAuth }) => educators.profile(requireAuth()));
  r.route(educatorsApi.updateProfile, ({ requireAuth, body }) =>
    educators.updateProfile(requireAuth(), body),
  );
  r.route(educatorsApi.titles, () => EDUCATOR_LOOKUPS.titles);
  r.route(educatorsApi.educatorRoles, () => EDUCATOR_LOOKUPS.educatorRoles);
  r.route(educatorsApi.locations, () => EDUCATOR_LOOKUPS.locations);
  r.route(educatorsApi.grades, () => EDUCATOR_LOOKUPS.grades);
  r.route(educatorsApi.schools, ({ requireAuth }) => educators.schools(requireAuth()));
  r.route(educatorsApi.createSchool, ({ requireAuth, body }) =>
    educators.createSchool(requireAuth(), body),
  );
  r.route(educatorsApi.updateSchool, ({ requireAuth, params, body }) =>
    educators.updateSchool(requireAuth(), params.id, body),
  );
}
