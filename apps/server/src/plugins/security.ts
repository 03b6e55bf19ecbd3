import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
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

/**
 * Time limits of a request (the app's Fastify options use them): a request whose headers and
 * body have not arrived after `requestTimeoutMs` gets 408 from Node (checked every few
 * seconds); a body that has not fully arrived `bodyDeadlineMs` after its headers gets 408 from
 * our `bodyDeadline` hook, to the millisecond; an idle socket is closed after
 * `connectionTimeoutMs`; an idle keep-alive connection after `keepAliveTimeoutMs` (above the
 * usual 60 s of a load balancer). Path parameters longer than `maxParamLength` get 414.
 */
export const REQUEST_LIMITS = {
  requestTimeoutMs: 60_000,
  bodyDeadlineMs: 30_000,
  connectionTimeoutMs: 120_000,
  keepAliveTimeoutMs: 65_000,
  maxParamLength: 200,
} as const;

class BodyTimeoutError extends Error {
  readonly code = 'PB_BODY_TIMEOUT';
  readonly statusCode = 408;
  constructor() {
    super('The request body did not arrive in time.');
  }
}

/**
 * A preParsing hook: a request body that has not fully arrived `ms` after the headers fails
 * with 408 (our JSON error body) and the connection is closed. Without it a client that
 * announces a body and never sends it holds a request open for as long as the socket lives.
 */
export function bodyDeadline(ms: number) {
  // A callback hook, not an async one: it runs for every request, most without a body.
  return (
    req: FastifyRequest,
    reply: FastifyReply,
    payload: Readable,
    done: (err: Error | null, payload: Readable) => void,
  ): void => {
    const announced =
      req.headers['transfer-encoding'] !== undefined ||
      (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
    if (!announced || payload.readableEnded) return done(null, payload);
    const timer = setTimeout(() => {
      reply.header('connection', 'close');
      payload.emit('error', new BodyTimeoutError());
    }, ms);
    timer.unref();
    const stop = () => clearTimeout(timer);
    payload.once('end', stop);
    payload.once('close', stop);
    payload.once('error', stop);
    done(null, payload);
  };
}

/**
 * The rate-limit key of a request: the key @fastify/rate-limit makes itself,
 * `normalizeIP(req.ip)`, so counters shared in Redis keep their keys. `normalizeIP` first tests
 * the address against Node's IPv6 pattern (one large regular expression), which cost more than
 * all the rest of the key, proxy-addr's parsing of X-Forwarded-For included. An address without
 * a colon is not IPv6, and for it `normalizeIP` is `toLowerCase()`: that is done directly.
 */
export function rateLimitKey(req: FastifyRequest): string {
  const ip = req.ip;
  return typeof ip === 'string' && !ip.includes(':') ? ip.toLowerCase() : normalizeIP(ip);
}

export interface SecurityOptions {
  /**
   * The web build (config `webDist`): the inline scripts of its pages are allowed by their
   * hashes (inlineScriptHashes).
   */
  webDist?: string;
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

/** The built pages whose inline scripts the policy allows (apps/web build/reading-pages.ts). */
const WEB_PAGES = ['index.html', 'landing.html'];

/**
 * `'sha256-…'` sources for the inline scripts of the web build's pages: index.html carries the
 * small script that starts a page's first requests while the HTML is read (apps/web
 * src/early.ts). Allowed by hash, never by 'unsafe-inline': any other inline script (and every
 * script in a book) stays blocked. Empty without a build.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  if (!webDist) return [];
  const hashes = new Set<string>();
  for (const page of WEB_PAGES) {
    let html: string;
    try {
      html = fs.readFileSync(path.join(webDist, page), 'utf8');
    } catch {
      continue;
    }
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc\s*=/i.test(m[1] ?? '') || !m[2]) continue;
      hashes.add(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * Helmet's headers, computed once. They depend on nothing in the request (no CSP nonces), so
 * helmet's middleware is run once against a recorder; every answer then gets the same headers.
 * (@fastify/helmet rebuilt helmet — parsing the CSP again — on every request: ≈ 4 % of the CPU of
 * the cheapest route.)
 */
export function securityHeaders(
  extraScriptSources: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...extraScriptSources],
      },
    },
    crossOriginEmbedderPolicy: false,
  })({} as never, recorder as never, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  const headers = securityHeaders(inlineScriptHashes(opts.webDist));
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('preParsing', bodyDeadline(REQUEST_LIMITS.bodyDeadlineMs));

  const max = opts.rateLimitMax === undefined ? GLOBAL_RATE_LIMIT.max : opts.rateLimitMax;
  await app.register(rateLimit, {
    // Off: the plugin stays registered for the per-route limits (login, sign-up…).
    global: max !== null,
    max: max ?? GLOBAL_RATE_LIMIT.max,
    timeWindow: GLOBAL_RATE_LIMIT.timeWindow,
    keyGenerator: rateLimitKey,
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
