import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { AppErrorCode, type Endpoint, type Role } from '@pagebird/contract';
import { AppError } from './app-error.ts';
import { bearerToken, type AuthContext, type Authenticator } from './auth-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for non-public endpoints once the bearer token has been checked. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The contract's access rule of the route (public, signedIn, or roles). */
    access?: Endpoint['access'];
  }
}

/** JSON body of every error answer (mirrors the contract's `ErrorBody`). */
export const errorBodySchema = z
  .object({
    code: z.enum(Object.values(AppErrorCode) as [AppErrorCode, ...AppErrorCode[]]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .describe('Error');

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The caller; null only on public endpoints. */
  auth: AuthContext | null;
  /** The caller, for endpoints that are not public (throws UNAUTHENTICATED otherwise). */
  requireAuth(): AuthContext;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<P, Q, B, R> = (
  ctx: RouteContext<Out<P>, Out<Q>, Out<B>>,
) => Promise<R> | R;

export interface RouteOptions {
  /**
   * Per-route rate limit, on top of the global one (@fastify/rate-limit route config).
   * `false` disables limiting for the route.
   */
  rateLimit?: { max: number; timeWindow: number | string } | false;
  /** Further documented answers, e.g. `{ 503: healthResponseSchema }`. */
  responses?: Record<number, z.ZodType>;
  /** Largest body in bytes, above the app's default (e.g. pictures sent as base64). */
  bodyLimit?: number;
}

export interface Router {
  /**
   * Register one contract endpoint: method, path, schemas (validated and serialised by
   * fastify-type-provider-zod, documented in OpenAPI), and access (401 without a valid token,
   * 403 for a role not listed). The handler's return value is the 2xx body; endpoints without a
   * response schema answer 204.
   */
  route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
    endpoint: Endpoint<P, Q, B, R>,
    handler: RouteHandler<P, Q, B, z.output<R> | void>,
    options?: RouteOptions,
  ): void;
}

export function describeAccess(access: Endpoint['access']): string {
  if (access === 'public') return 'Access: public (no token).';
  if (access === 'signedIn') return 'Access: any signed-in user (Bearer token).';
  return `Access: ${access.join(', ')} (Bearer token).`;
}

/** The access check shared by every route: authenticate, then compare the role. */
export async function checkAccess(
  req: FastifyRequest,
  access: Endpoint['access'],
  authenticate: Authenticator,
): Promise<void> {
  if (access === 'public') return;
  const auth = await authenticate(bearerToken(req.headers.authorization));
  req.auth = auth;
  if (access !== 'signedIn' && !(access as readonly Role[]).includes(auth.user.role)) {
    throw new AppError(AppErrorCode.FORBIDDEN);
  }
}

export function createRouter(app: FastifyInstance, deps: { authenticate: Authenticator }): Router {
  return {
    route(endpoint, handler, options = {}) {
      const { access } = endpoint;
      const responses: Record<number, z.ZodType> = {};
      if (endpoint.response) responses[200] = endpoint.response;
      else responses[204] = z.undefined().describe('No content');
      if (endpoint.params || endpoint.query || endpoint.body) responses[400] = errorBodySchema;
      if (access !== 'public') {
        responses[401] = errorBodySchema;
        if (access !== 'signedIn') responses[403] = errorBodySchema;
      }
      responses[429] = errorBodySchema;
      responses[500] = errorBodySchema;
      Object.assign(responses, options.responses);

      const schema: FastifySchema & Record<string, unknown> = {
        summary: endpoint.summary,
        description: describeAccess(access),
        tags: [...endpoint.tags],
        security: access === 'public' ? [] : [{ bearerAuth: [] }],
        response: responses,
      };
      if (endpoint.params) schema.params = endpoint.params;
      if (endpoint.query) schema.querystring = endpoint.query;
      if (endpoint.body) schema.body = endpoint.body;

      app.route({
        method: endpoint.method,
        url: endpoint.path,
        schema,
        ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
        config: {
          access,
          ...(options.rateLimit !== undefined ? { rateLimit: options.rateLimit } : {}),
        },
        // preParsing: after the rate limit (onRequest), before the body is parsed and
        // validated, so a caller without a valid token gets 401 whatever it sent. (A callback
        // hook: no promise of its own on every request, none at all for public endpoints.)
        preParsing:
          access === 'public'
            ? (_req, _reply, payload, done) => done(null, payload)
            : (req, _reply, payload, done) => {
                checkAccess(req, access, deps.authenticate).then(
                  () => done(null, payload),
                  (err: Error) => done(err, payload),
                );
              },
        handler: async (req, reply) => {
          const result = await handler({
            params: req.params as never,
            query: req.query as never,
            body: req.body as never,
            auth: req.auth,
            requireAuth: () => {
              if (!req.auth) throw new AppError(AppErrorCode.UNAUTHENTICATED);
              return req.auth;
            },
            req,
            reply,
          });
          if (!endpoint.response) {
            if (!reply.sent) await reply.code(204).send();
            return reply;
          }
          return result;
        },
      });
    },
  };
}
