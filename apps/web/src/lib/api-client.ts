import type { z } from 'zod';
import {
  APP_ERROR_MESSAGE,
  APP_VERSION_HEADER,
  AppErrorCode,
  CLIENT_HEADERS,
  MESSAGES,
  PLATFORM_HEADER,
  apiPath,
  type Endpoint,
  type ErrorBody,
} from '@pagebird/contract';
import { sessionStore } from './auth/session-store.ts';
import { takeEarlyResponse } from './early-requests.ts';

/** An error answer of the API, mapped from the `{code, message, fields}` body (ARCHITECTURE §5). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: AppErrorCode;
  readonly fields: Record<string, string>;
  readonly metadata: Record<string, unknown>;

  constructor(status: number, body: Partial<ErrorBody> & { code: AppErrorCode; message: string }) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.metadata = body.metadata ?? {};
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** Spec §7: cancelled requests are ignored. */
export function isAbortError(e: unknown): boolean {
  return (
    (e instanceof DOMException && e.name === 'AbortError') ||
    (e instanceof Error && e.name === 'AbortError')
  );
}

/** Route names on which a 401 is passed on to the caller instead of logging out (spec §7). */
export const UNAUTHORIZED_TOLERATED_ROUTES: readonly string[] = [
  'signup',
  'invite',
  'students',
  'profile-select',
  'login',
];

export interface ApiClientHooks {
  /** Name of the route on screen (WEB_ROUTES name). */
  getCurrentRouteName: () => string | undefined;
  /** 401 outside the tolerated pages: log out and go to login. */
  onUnauthorized: (error: ApiError) => void;
  /** 418 outside sign-up: subscription required (spec §4). */
  onSubscriptionRequired: (error: ApiError) => void;
  /** 403 PARENT_GATE_REQUIRED: the parent gate has run out; ask for the password again. */
  onParentGateRequired?: (error: ApiError) => void;
}

let hooks: ApiClientHooks = {
  getCurrentRouteName: () => undefined,
  onUnauthorized: () => undefined,
  onSubscriptionRequired: () => undefined,
};

export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export interface CallOptions<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params?: z.input<P>;
  query?: z.input<Q>;
  body?: z.input<B>;
  signal?: AbortSignal;
  /** Use this token instead of the stored one. */
  token?: string | null;
  /** Extra request headers (e.g. sign-up's free-subscription token). */
  headers?: Record<string, string>;
}

const CODE_BY_STATUS: Record<number, AppErrorCode> = {
  400: AppErrorCode.BAD_REQUEST,
  401: AppErrorCode.UNAUTHENTICATED,
  403: AppErrorCode.FORBIDDEN,
  404: AppErrorCode.NOT_FOUND,
  409: AppErrorCode.CONFLICT,
  418: AppErrorCode.SUBSCRIPTION_REQUIRED,
  429: AppErrorCode.RATE_LIMITED,
  503: AppErrorCode.UNAVAILABLE,
};

const KNOWN_CODES = new Set<string>(Object.values(AppErrorCode));

/** Spec §7: object or array query parameters are sent JSON-encoded. */
export function encodeQuery(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    search.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

async function toApiError(res: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> | null;
  try {
    const text = await res.text();
    body = text ? (JSON.parse(text) as Partial<ErrorBody>) : null;
  } catch {
    body = null;
  }
  const code =
    body?.code && KNOWN_CODES.has(body.code)
      ? body.code
      : (CODE_BY_STATUS[res.status] ?? AppErrorCode.INTERNAL);
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : (APP_ERROR_MESSAGE[code] ?? MESSAGES.generic);
  return new ApiError(res.status, {
    code,
    message,
    fields: body?.fields,
    metadata: body?.metadata,
  });
}

/**
 * 401s that answer a password typed on the page (a wrong current password on account or
 * educator settings, the "Enter Account Password" prompt in classroom mode): the session is
 * still good, so the page shows the message instead of signing the user out.
 */
const PASSWORD_CHECK_CODES: readonly string[] = [
  AppErrorCode.INVALID_PASSWORD,
  AppErrorCode.INVALID_CREDENTIALS,
];

function handleStatus(error: ApiError) {
  const route = hooks.getCurrentRouteName();
  if (
    error.status === 401 &&
    !PASSWORD_CHECK_CODES.includes(error.code) &&
    !(route && UNAUTHORIZED_TOLERATED_ROUTES.includes(route))
  ) {
    hooks.onUnauthorized(error);
  } else if (error.status === 418 && route !== 'signup' && route !== 'invite') {
    hooks.onSubscriptionRequired(error);
  } else if (error.code === AppErrorCode.PARENT_GATE_REQUIRED) {
    hooks.onParentGateRequired?.(error);
  }
}

/**
 * Send one request to a contract endpoint with the headers every call carries: the platform
 * type, the app version and the bearer token (spec §7). Error answers become `ApiError` (after
 * the 401/418/parent-gate handling); an aborted request rejects with its AbortError untouched
 * and triggers no handling.
 */
async function send<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
  endpoint: Endpoint<P, Q, B, z.ZodType>,
  options: CallOptions<P, Q, B>,
  accept: string,
): Promise<Response> {
  const url =
    apiPath(endpoint.path, (options.params ?? {}) as Record<string, string | number>) +
    encodeQuery(options.query);
  const token = options.token === undefined ? sessionStore.get().token : options.token;
  const headers: Record<string, string> = {
    ...options.headers,
    accept,
    [PLATFORM_HEADER]: CLIENT_HEADERS.platform,
    [APP_VERSION_HEADER]: CLIENT_HEADERS.appVersion,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';

  // The page's first GET may have been sent before the app loaded (src/early.ts).
  const early =
    endpoint.method === 'GET' && !hasBody && !options.headers && accept === 'application/json'
      ? takeEarlyResponse(url, token)
      : null;
  let res: Response;
  try {
    if (early) options.signal?.throwIfAborted();
    res = await (early ??
      fetch(url, {
        method: endpoint.method,
        headers,
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
      }));
  } catch (e) {
    if (isAbortError(e)) throw e;
    throw new ApiError(0, { code: AppErrorCode.INTERNAL, message: MESSAGES.generic });
  }

  if (!res.ok) {
    const error = await toApiError(res);
    handleStatus(error);
    throw error;
  }
  return res;
}

/**
 * Call one contract endpoint: `callApi(authApi.login, { body })`. Every call carries the platform
 * type, the app version and the bearer token (spec §7). Error answers become `ApiError`; an
 * aborted request rejects with its AbortError untouched and triggers no handling.
 */
export async function callApi<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(endpoint: Endpoint<P, Q, B, R>, options: CallOptions<P, Q, B> = {}): Promise<z.output<R>> {
  const res = await send(endpoint, options, 'application/json');
  if (res.status === 204 || !endpoint.response) return undefined as z.output<R>;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as z.output<R>;
}

/**
 * Download a contract endpoint that answers a file rather than JSON (a PDF, an HTML page):
 * `fetchBlob(classesApi.loginCards, { params: { id }, accept: 'application/pdf' })`. Same
 * headers and error handling as `callApi`.
 */
export async function fetchBlob<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  endpoint: Endpoint<P, Q, B, R>,
  options: CallOptions<P, Q, B> & { accept: string },
): Promise<Blob> {
  const res = await send(endpoint, options, options.accept);
  return res.blob();
}

/** Save a Blob as a file through a temporary download link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The text to show for a failed call: the spec text for the code, else the generic text. */
export function errorMessage(e: unknown): string {
  if (isApiError(e)) {
    if (e.code === AppErrorCode.INVALID_CREDENTIALS) return MESSAGES.invalidCredentials;
    if (e.code === AppErrorCode.INVALID_PASSWORD) return MESSAGES.passwordIncorrect;
    if (e.code === AppErrorCode.LOCKED_OUT) return e.message || MESSAGES.lockedOut;
    if (e.code === AppErrorCode.INTERNAL) return MESSAGES.generic;
    return e.message || APP_ERROR_MESSAGE[e.code] || MESSAGES.generic;
  }
  return MESSAGES.generic;
}
