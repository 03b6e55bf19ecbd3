import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  APP_ERROR_MESSAGE,
  APP_ERROR_STATUS,
  AppErrorCode,
  type ErrorBody,
} from '@pagebird/contract';
import { AppError } from './app-error.ts';

/**
 * Map a validation error to `{ propertyPath: "message, message" }` (spec §5: messages per
 * property joined by comma). An issue on the whole body/query/params is keyed by that part.
 */
export function validationFields(
  issues: ReadonlyArray<{ instancePath?: string; message?: string }>,
  context: string | undefined,
): Record<string, string> {
  const byPath = new Map<string, string[]>();
  const root = context === 'querystring' ? 'query' : (context ?? 'request');
  for (const issue of issues) {
    const key =
      (issue.instancePath ?? '')
        .split('/')
        .filter(Boolean)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .join('.') || root;
    const list = byPath.get(key) ?? [];
    const msg = issue.message ?? 'Invalid value.';
    if (!list.includes(msg)) list.push(msg);
    byPath.set(key, list);
  }
  return Object.fromEntries([...byPath].map(([k, v]) => [k, v.join(', ')]));
}

/** Codes of Fastify's own errors that have a better text than Fastify's. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was announced.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
  FST_ERR_BAD_URL: 'The address of the request is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address of the request is too long.',
  PB_BODY_TIMEOUT: 'The request body did not arrive in time.',
};

/**
 * PostgreSQL errors that a client's value causes (SQLSTATE class 22 "data exception": a NUL or
 * an invalid byte sequence in text (22021), text that is not a number, uuid or date (22P02,
 * 22007, 22008), an invalid Unicode escape in JSON (22P05), a number out of range (22003), a
 * too long string (22001)…; and 54000 "program limit exceeded", e.g. an over-long word for the
 * full-text index). A safety net behind the contract's validation: a 400, never a 500, and the
 * SQL (with its parameters) is never logged.
 */
export function postgresClientErrorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    const isPg =
      typeof code === 'string' &&
      /^[0-9A-Z]{5}$/.test(code) &&
      ('severity' in e || 'routine' in e || 'file' in e);
    if (isPg && (code.startsWith('22') || code === '54000')) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Node's socket errors of a connection that could not be made or was cut. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** PostgreSQL going away: shutdown, crash, starting up, too many connections. */
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres' own texts when the server is gone or the pool cannot get a connection. */
const POOL_UNAVAILABLE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down|in recovery mode)/i;

/**
 * Whether an error means the database cannot be reached for now (SQLSTATE class 08
 * "connection exception", an admin or crash shutdown, a socket refused or cut, the pool's
 * connect timeout): the request was not the client's fault and may be tried again, so the
 * answer is 503 with Retry-After rather than a 500 (the reliability suite's PostgreSQL
 * restart). Looks through `cause` (drizzle wraps the driver's error).
 */
export function databaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (CONNECTION_ERRNOS.has(code) || PG_UNAVAILABLE.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && POOL_UNAVAILABLE.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again after a 503. */
export const UNAVAILABLE_RETRY_AFTER_S = 2;

function codeForStatus(status: number): AppErrorCode {
  switch (status) {
    case 401:
      return AppErrorCode.UNAUTHENTICATED;
    case 403:
      return AppErrorCode.FORBIDDEN;
    case 404:
      return AppErrorCode.NOT_FOUND;
    case 409:
      return AppErrorCode.CONFLICT;
    case 429:
      return AppErrorCode.RATE_LIMITED;
    default:
      return AppErrorCode.BAD_REQUEST;
  }
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The one error handler: AppError → its status and `{code, message, fields?, metadata?}`;
 * request validation → 400 VALIDATION with per-field messages; other client errors (malformed
 * JSON, body too large, rate limit) → their 4xx with a JSON body; the database out of reach →
 * 503 UNAVAILABLE with Retry-After; anything else → 500 INTERNAL
 * with the generic text, logged with the request id. No stack trace ever leaves the server.
 */
export function errorHandler(
  this: FastifyInstance,
  error: FastifyError | AppError | Error,
  req: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    if (error.statusCode >= 500) req.log.error({ err: error }, error.message);
    return send(reply, error.statusCode, error.toBody());
  }

  const fe = error as FastifyError;
  if (
    hasZodFastifySchemaValidationErrors(fe) ||
    (Array.isArray(fe.validation) && fe.validation.length > 0)
  ) {
    const fields = validationFields(fe.validation ?? [], fe.validationContext);
    return send(reply, APP_ERROR_STATUS.VALIDATION, {
      code: AppErrorCode.VALIDATION,
      message: APP_ERROR_MESSAGE.VALIDATION,
      fields,
    });
  }

  const pgCode = postgresClientErrorCode(error);
  if (pgCode) {
    // No `err`: its message is the failed query with its parameters.
    req.log.warn({ pgCode, url: req.routeOptions.url }, 'Value refused by PostgreSQL');
    return send(reply, APP_ERROR_STATUS.BAD_REQUEST, {
      code: AppErrorCode.BAD_REQUEST,
      message: APP_ERROR_MESSAGE.BAD_REQUEST,
    });
  }

  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500 && fe.code !== 'FST_ERR_RESPONSE_SERIALIZATION') {
    const code = codeForStatus(status);
    const message = (fe.code && FASTIFY_MESSAGES[fe.code]) ?? APP_ERROR_MESSAGE[code];
    req.log.info({ code: fe.code, status }, message);
    return send(reply, status, { code, message });
  }

  // A failed query's message holds the SQL and its parameters (personal data): log its cause.
  const failedQuery = error.message.startsWith('Failed query:') && error.cause instanceof Error;
  if (databaseUnavailable(error)) {
    const cause = failedQuery ? (error.cause as Error) : error;
    req.log.warn({ code: (cause as { code?: unknown }).code }, 'Database unavailable');
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
    return send(reply, APP_ERROR_STATUS.UNAVAILABLE, {
      code: AppErrorCode.UNAVAILABLE,
      message: APP_ERROR_MESSAGE.UNAVAILABLE,
    });
  }
  req.log.error({ err: failedQuery ? error.cause : error }, 'Unexpected error');
  return send(reply, 500, { code: AppErrorCode.INTERNAL, message: APP_ERROR_MESSAGE.INTERNAL });
}

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding (400) or with a
 * parameter longer than `maxParamLength` (414) answers with our `{code, message}` body.
 */
export function frameworkErrors(
  error: FastifyError,
  req: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const status =
    typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 400;
  const code = codeForStatus(status);
  const message = FASTIFY_MESSAGES[error.code] ?? APP_ERROR_MESSAGE[code];
  req.log.info({ code: error.code, status }, message);
  return send(reply, status, { code, message });
}

/**
 * Fastify's `clientErrorHandler`, for what Node refuses before a request exists: a request
 * that did not arrive within `requestTimeout` (408), headers or an address over Node's header
 * size (431), a malformed request (400). The answer has our `{code, message}` body.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  const message =
    status === 408
      ? 'The request did not arrive in time.'
      : status === 431
        ? 'The address or the headers of the request are too long.'
        : APP_ERROR_MESSAGE.BAD_REQUEST;
  const body = JSON.stringify({ code: AppErrorCode.BAD_REQUEST, message } satisfies ErrorBody);
  this.log.debug({ code: error.code, status }, message);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
