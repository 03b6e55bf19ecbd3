import { MESSAGES } from './messages.ts';

/**
 * Machine-readable error codes. The server throws `AppError(code)`; one error handler maps
 * code → HTTP status and `{ code, message }`; the client maps codes to spec texts.
 */
export const AppErrorCode = {
  VALIDATION: 'VALIDATION',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  LOCKED_OUT: 'LOCKED_OUT',
  RATE_LIMITED: 'RATE_LIMITED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOKEN_INVALID: 'TOKEN_INVALID',
  SUBSCRIPTION_REQUIRED: 'SUBSCRIPTION_REQUIRED',
  OUTSIDE_SCHOOL_HOURS: 'OUTSIDE_SCHOOL_HOURS',
  NOT_AVAILABLE_TERRITORY: 'NOT_AVAILABLE_TERRITORY',
  /** A parent area (dashboard, reports, children, account, subscription, share/hide) needs a recent password re-entry. */
  PARENT_GATE_REQUIRED: 'PARENT_GATE_REQUIRED',
  /** A card was declined by the payments provider (metadata: family/billing paymentDeclinedMetadataSchema). */
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
  /** The database cannot be reached for a moment (an outage, a restart): try again soon (503). */
  UNAVAILABLE: 'UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type AppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];

export const APP_ERROR_STATUS: Record<AppErrorCode, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_PASSWORD: 401,
  LOCKED_OUT: 429,
  RATE_LIMITED: 429,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOKEN_INVALID: 400,
  SUBSCRIPTION_REQUIRED: 418,
  OUTSIDE_SCHOOL_HOURS: 403,
  NOT_AVAILABLE_TERRITORY: 403,
  PARENT_GATE_REQUIRED: 403,
  PAYMENT_DECLINED: 402,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** Default user-facing message for each code (spec §8 texts where the spec has one). */
export const APP_ERROR_MESSAGE: Record<AppErrorCode, string> = {
  VALIDATION: 'Some fields are not valid.',
  BAD_REQUEST: 'The request could not be understood.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  INVALID_CREDENTIALS: MESSAGES.invalidCredentials,
  INVALID_PASSWORD: MESSAGES.passwordIncorrect,
  LOCKED_OUT: MESSAGES.lockedOut,
  RATE_LIMITED: MESSAGES.rateLimited,
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'We could not find that.',
  CONFLICT: 'That already exists.',
  TOKEN_INVALID: MESSAGES.resetLinkInvalid,
  SUBSCRIPTION_REQUIRED: 'A subscription is needed to continue.',
  OUTSIDE_SCHOOL_HOURS: MESSAGES.classTimeOver,
  NOT_AVAILABLE_TERRITORY: MESSAGES.territory,
  PARENT_GATE_REQUIRED: 'Please enter your account password to continue.',
  PAYMENT_DECLINED: 'Your card was declined.',
  UNAVAILABLE: MESSAGES.generic,
  INTERNAL: MESSAGES.generic,
};

/** The JSON body of every error answer. `fields` maps a property path to its joined messages. */
export interface ErrorBody {
  code: AppErrorCode;
  message: string;
  fields?: Record<string, string>;
  metadata?: Record<string, unknown>;
}
