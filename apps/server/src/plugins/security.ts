import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { AppErrorCode, MESSAGES } from '@pagebird/contract';
import { AppError } from '../lib/app-error.ts';
import type { Logger } from '../lib/logger.ts';
import { GLOBAL_RATE_LIMIT_MAX } from '../config.ts';

/**
 * Global per-IP limit for /api: generous (a school shares one IP), a guard against floods. The
 * maximum per minute is configurable (RATE_LIMIT_MAX, config `rateLimitMax`).
 */
export const GLOBAL_RATE_LIMIT = { max: GLOBAL_RATE_LIMIT_MAX, timeWindow: 60_000 } as const;

/** An ioredis client for the shared rate-limit counters (REDIS_URL), tuned as the plugin advises. */
export async function createRateLimitRedis(
  url: string,
  logger: Logger,
): Promise<{ quit(): Promise<unknown> }> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  client.on('error', (err) => logger.warn({ err }, 'Redis (rate-limit counters) error'));
  return client;
}

export interface SecurityOptions {
  /** Shared counters for several instances (ioredis client), else in memory. */
  redis?: unknown;
  /**
   * Requests per minute per IP on /api (config `rateLimitMax`); null turns the global limit off
   * (per-route limits still apply). Default GLOBAL_RATE_LIMIT.max.
   */
  rateLimitMax?: number | null;
}

/**
 * Content Security Policy for the Vite-built SPA: own scripts only, inline styles allowed
 * (CSS-in-JS and style attributes), fonts and media from self, images also from data: and
 * blob:, readers in blob: frames and workers.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // blob: book stylesheets and fonts, unpacked from the EPUB by the reader (never scripts).
  styleSrc: ["'self'", "'unsafe-inline'", 'blob:'],
  fontSrc: ["'self'", 'data:', 'blob:'],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  // Not upgrade-insecure-requests: the default setup serves plain http on localhost / a LAN.
  upgradeInsecureRequests: null,
};

export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
  });

  const max = opts.rateLimitMax === undefined ? GLOBAL_RATE_LIMIT.max : opts.rateLimitMax;
  await app.register(rateLimit, {
    // Off: the plugin stays registered for the per-route limits (login, sign-up…).
    global: max !== null,
    max: max ?? GLOBAL_RATE_LIMIT.max,
    timeWindow: GLOBAL_RATE_LIMIT.timeWindow,
    // Only /api is limited; static files of the SPA are not.
    allowList: (req: FastifyRequest) => !req.url.startsWith('/api'),
    ...(opts.redis
      ? { redis: opts.redis as never, nameSpace: 'pagebird-rl-', skipOnError: true }
      : {}),
    errorResponseBuilder: (_req, context) =>
      new AppError(AppErrorCode.RATE_LIMITED, MESSAGES.rateLimited, undefined, {
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}
