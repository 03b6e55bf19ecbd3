import {
  APP_VERSION_HEADER,
  CLIENT_HEADERS,
  PLATFORM_HEADER,
  apiPath,
  readerApi,
} from '@pagebird/contract';
import { sessionStore } from '../../../lib/auth/session-store.ts';
import type { ProgressTransport, QueuedProgress, SendResult } from './progress-queue.ts';

/** Statuses worth another try: the request may succeed later as it is. */
const RETRY_STATUSES = new Set([401, 408, 425, 429]);

export function resultOfStatus(status: number): SendResult {
  if (status >= 200 && status < 300) return 'ok';
  if (status >= 500 || RETRY_STATUSES.has(status)) return 'retry';
  return 'drop';
}

/**
 * PUT /api/books/:id/progress with plain fetch (not callApi): a background retry must not sign
 * the reader out on a 401, and `keepalive` lets the last save outlive a closing page.
 */
export const httpProgressTransport: ProgressTransport = {
  async send(entry: QueuedProgress, { keepalive }): Promise<SendResult> {
    const token = sessionStore.get().token;
    // Another profile signed in meanwhile: keep the position for its own profile.
    if (!token || sessionStore.get().user?.id !== entry.userId) return 'retry';
    const res = await fetch(apiPath(readerApi.saveProgress.path, { id: entry.bookId }), {
      method: readerApi.saveProgress.method,
      keepalive,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        [PLATFORM_HEADER]: CLIENT_HEADERS.platform,
        [APP_VERSION_HEADER]: CLIENT_HEADERS.appVersion,
      },
      body: JSON.stringify({
        position: entry.position,
        page: entry.page,
        fraction: entry.fraction,
        clientTimestamp: entry.clientTimestamp,
      }),
    });
    return resultOfStatus(res.status);
  },
};
