import { APP_ERROR_MESSAGE, AppErrorCode } from '@pagebird/contract';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * The message to show under the collection name field for a failed save, or null when the
 * failure is not about the name (then the caller shows a notification). Validation answers carry
 * the server's field text (`fields.title`); a taken or reserved name comes as the message.
 */
export function titleErrorFrom(e: unknown): string | null {
  if (!isApiError(e)) return null;
  if (e.fields.title) return e.fields.title;
  const aboutTheName =
    e.code === AppErrorCode.CONFLICT ||
    e.code === AppErrorCode.VALIDATION ||
    e.code === AppErrorCode.BAD_REQUEST;
  if (aboutTheName && e.message && e.message !== APP_ERROR_MESSAGE[e.code]) return e.message;
  return null;
}
