import {
  APP_ERROR_MESSAGE,
  APP_ERROR_STATUS,
  type AppErrorCode,
  type ErrorBody,
} from '@pagebird/contract';

/**
 * The one error type services throw. The error handler turns it into
 * `{ code, message, fields?, metadata? }` with the status of `APP_ERROR_STATUS[code]`.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly metadata: Record<string, unknown> | undefined;
  /** Extra response headers (e.g. Retry-After). */
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: AppErrorCode,
    message?: string,
    fields?: Record<string, string>,
    metadata?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) {
    super(message ?? APP_ERROR_MESSAGE[code]);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
    this.metadata = metadata;
    this.headers = headers;
  }

  /** Fastify and plugins read `statusCode` from thrown errors. */
  get statusCode(): number {
    return APP_ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { code: this.code, message: this.message };
    if (this.fields && Object.keys(this.fields).length > 0) body.fields = this.fields;
    if (this.metadata) body.metadata = this.metadata;
    return body;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
