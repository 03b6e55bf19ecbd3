import { readerApi, type BOOK_ORIGINS } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

export type BookOriginName = (typeof BOOK_ORIGINS)[number];

/**
 * POST /api/activities/log/click-book — a book card or the details page's Read button was
 * opened (spec §7 "Activity"). Fire and forget: analytics never blocks reading.
 */
export function logClickBook(bookId: string, origin?: BookOriginName): void {
  void callApi(readerApi.clickBook, { body: { bookId, origin } }).catch(() => undefined);
}
