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
};

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
 * JSON, body too large, rate limit) → their 4xx with a JSON body; anything else → 500 INTERNAL
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

  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500 && fe.code !== 'FST_ERR_RESPONSE_SERIALIZATION') {
    const code = codeForStatus(status);
    const message = (fe.code && FASTIFY_MESSAGES[fe.code]) ?? APP_ERROR_MESSAGE[code];
    req.log.info({ code: fe.code, status }, message);
    return send(reply, status, { code, message });
  }

  req.log.error({ err: error }, 'Unexpected error');
  return send(reply, 500, { code: AppErrorCode.INTERNAL, message: APP_ERROR_MESSAGE.INTERNAL });
}
