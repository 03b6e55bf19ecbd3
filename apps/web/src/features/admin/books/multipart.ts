import {
  APP_VERSION_HEADER,
  AppErrorCode,
  CLIENT_HEADERS,
  MESSAGES,
  PLATFORM_HEADER,
  type Endpoint,
  type ErrorBody,
} from '@pagebird/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/auth/session-store.ts';

export interface MultipartOptions {
  /** Upload progress, 0…1 (XMLHttpRequest upload events). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Prefix of field names to drop from a 400's `fields` (the JSON part's name). */
  jsonField?: string;
}

/**
 * Send a multipart admin call (book upload, `PUT /api/admin/books`) with the headers every call
 * carries, through XMLHttpRequest so the upload's progress can be shown. An error answer becomes
 * an `ApiError` with the server's message, fields (without the JSON part's prefix) and metadata
 * (the creators check's `unknownCreators`, an upload's verdict).
 */
export function sendMultipart<T>(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  form: FormData,
  options: MultipartOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpoint.path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(PLATFORM_HEADER, CLIENT_HEADERS.platform);
    xhr.setRequestHeader(APP_VERSION_HEADER, CLIENT_HEADERS.appVersion);
    const token = sessionStore.get().token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    const fail = () =>
      reject(new ApiError(0, { code: AppErrorCode.INTERNAL, message: MESSAGES.generic }));
    xhr.onerror = fail;
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(body as T);
        return;
      }
      const err = (body ?? {}) as Partial<ErrorBody>;
      const prefix = options.jsonField ? `${options.jsonField}.` : null;
      const fields = Object.fromEntries(
        Object.entries(err.fields ?? {}).map(([k, v]) => [
          prefix && k.startsWith(prefix) ? k.slice(prefix.length) : k,
          v,
        ]),
      );
      reject(
        new ApiError(xhr.status, {
          code: (err.code as AppErrorCode | undefined) ?? AppErrorCode.INTERNAL,
          message: err.message || MESSAGES.generic,
          fields,
          metadata: err.metadata,
        }),
      );
    };
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
