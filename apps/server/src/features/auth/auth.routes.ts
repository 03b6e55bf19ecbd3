import type { FastifyRequest } from 'fastify';
import { authApi } from '@pagebird/contract';
import type { Router } from '../../lib/route.ts';
import type { AuthService, RequestMeta } from './auth.service.ts';

const meta = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip ?? null,
  userAgent: req.headers['user-agent'] ?? null,
});

/**
 * Per-IP limits of the sign-in routes, on top of the global limit. Generous on purpose: a whole
 * class signs in from one school IP at once; the real guard is the per-account lockout.
 */
export const AUTH_RATE_LIMITS = {
  emailLogin: { max: 120, timeWindow: '1 minute' },
  studentLogin: { max: 300, timeWindow: '1 minute' },
  passwordGate: { max: 60, timeWindow: '1 minute' },
  passwordReset: { max: 30, timeWindow: '1 minute' },
} as const;

/** Thin routes: contract endpoint → service call. */
export function registerAuthRoutes(r: Router, auth: AuthService): void {
  r.route(authApi.login, ({ body, req }) => auth.login(body, meta(req)), {
    rateLimit: AUTH_RATE_LIMITS.emailLogin,
  });
  r.route(authApi.studentLogin, ({ body, req }) => auth.studentLogin(body, meta(req)), {
    rateLimit: AUTH_RATE_LIMITS.studentLogin,
  });
  r.route(authApi.classStudents, ({ query }) => auth.classStudents(query.classCode), {
    rateLimit: AUTH_RATE_LIMITS.studentLogin,
  });
  r.route(authApi.logout, ({ requireAuth }) => auth.logout(requireAuth()));
  r.route(authApi.details, ({ requireAuth }) => auth.details(requireAuth()));
  r.route(authApi.profileList, ({ requireAuth }) => auth.profileList(requireAuth()));
  r.route(authApi.selectProfile, ({ requireAuth, params, req }) =>
    auth.selectProfile(requireAuth(), params.id, meta(req)),
  );
  r.route(
    authApi.verifyPassword,
    ({ requireAuth, body, req }) => auth.verifyPassword(requireAuth(), body.password, meta(req)),
    { rateLimit: AUTH_RATE_LIMITS.passwordGate },
  );
  r.route(authApi.passwordReset, ({ body }) => auth.requestPasswordReset(body.email), {
    rateLimit: AUTH_RATE_LIMITS.passwordReset,
  });
  r.route(authApi.tokenValidation, ({ query }) => auth.validateResetToken(query.token), {
    rateLimit: AUTH_RATE_LIMITS.passwordReset,
  });
  r.route(authApi.passwordUpdate, ({ body }) => auth.updatePasswordWithToken(body), {
    rateLimit: AUTH_RATE_LIMITS.passwordReset,
  });
  r.route(
    authApi.passwordChange,
    ({ requireAuth, body }) => auth.changePassword(requireAuth(), body),
    {
      rateLimit: AUTH_RATE_LIMITS.passwordGate,
    },
  );
}
