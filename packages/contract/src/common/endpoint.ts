import type { z } from 'zod';
import type { Role } from '../auth/roles.ts';
import { withSafeText } from '../validation/text.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call of spec §7: method, path (Fastify style `:param`), who may call it, and its
 * Zod schemas. The server registers routes from these, OpenAPI is generated from them and the
 * web client calls through them.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  /** `public`: no token needed; `signedIn`: any role; a role list: only those roles. */
  access: 'public' | 'signedIn' | readonly Role[];
  summary: string;
  tags: readonly string[];
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of the 2xx answer; undefined means 204 No Content. */
  response?: R;
}

export function endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  // Every string of a request (path params, query, body) goes through the shared text rule:
  // a NUL or a lone surrogate is a 400 with a field message, never a database error.
  return {
    ...e,
    ...(e.params ? { params: withSafeText(e.params) } : {}),
    ...(e.query ? { query: withSafeText(e.query) } : {}),
    ...(e.body ? { body: withSafeText(e.body) } : {}),
  };
}

/** Fill `:params` of an endpoint path (kept Zod-free in api-path.ts for the web's first script). */
export { apiPath } from './api-path.ts';
