import {
  APP_VERSION_HEADER,
  AppErrorCode,
  CLIENT_HEADERS,
  MESSAGES,
  PLATFORM_HEADER,
  apiPath,
  readerApi,
} from '@pagebird/contract';
import { ApiError, isAbortError } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/auth/session-store.ts';

/** The same-origin file route of a book (`GET /api/books/file/:id`). */
export const bookFilePath = (id: string) => apiPath(readerApi.file.path, { id });

/**
 * GET /api/books/file/:id — the EPUB or PDF bytes. Files are served only to signed-in readers,
 * so the request carries the bearer token like every API call (spec §7).
 */
export async function fetchBookFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = sessionStore.get().token;
  const headers: Record<string, string> = {
    [PLATFORM_HEADER]: CLIENT_HEADERS.platform,
    [APP_VERSION_HEADER]: CLIENT_HEADERS.appVersion,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(url, { headers, signal });
  } catch (e) {
    if (isAbortError(e)) throw e;
    throw new ApiError(0, { code: AppErrorCode.INTERNAL, message: MESSAGES.generic });
  }
  if (!res.ok) {
    let code: AppErrorCode = AppErrorCode.INTERNAL;
    let message: string = MESSAGES.generic;
    try {
      const body = (await res.json()) as { code?: AppErrorCode; message?: string };
      if (body.code) code = body.code;
      if (body.message) message = body.message;
    } catch {
      // Not a JSON error body.
    }
    throw new ApiError(res.status, { code, message });
  }
  return res.blob();
}
