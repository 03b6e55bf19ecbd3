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

/**
 * POST a multipart admin call (spec §7: banner `body` + `webImage` + `mobileImage`) with the
 * headers every call carries. The JSON part goes under `jsonField`; a failure becomes an
 * `ApiError` whose field names drop the `body.` prefix, so they land on the form's fields.
 */
export async function postMultipart<T>(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  jsonField: string,
  json: unknown,
  files: Record<string, File | null | undefined>,
): Promise<T> {
  const form = new FormData();
  form.set(jsonField, JSON.stringify(json));
  for (const [name, file] of Object.entries(files)) if (file) form.set(name, file, file.name);
  const token = sessionStore.get().token;
  const headers: Record<string, string> = {
    accept: 'application/json',
    [PLATFORM_HEADER]: CLIENT_HEADERS.platform,
    [APP_VERSION_HEADER]: CLIENT_HEADERS.appVersion,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(endpoint.path, { method: endpoint.method, headers, body: form });
  } catch {
    throw new ApiError(0, { code: AppErrorCode.INTERNAL, message: MESSAGES.generic });
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const err = (body ?? {}) as Partial<ErrorBody>;
    const prefix = `${jsonField}.`;
    const fields = Object.fromEntries(
      Object.entries(err.fields ?? {}).map(([k, v]) => [
        k.startsWith(prefix) ? k.slice(prefix.length) : k,
        v,
      ]),
    );
    throw new ApiError(res.status, {
      code: (err.code as AppErrorCode | undefined) ?? AppErrorCode.INTERNAL,
      message: err.message || MESSAGES.generic,
      fields,
    });
  }
  return body as T;
}
