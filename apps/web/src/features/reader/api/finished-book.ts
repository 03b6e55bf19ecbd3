import { readerApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

/**
 * POST /api/activities/finished-book — the last page was reached (spec §4 "Book finish"). The
 * server checks the allowed time (students: 403 OUTSIDE_SCHOOL_HOURS) and counts a book once.
 */
export const postFinishedBook = (bookId: string, bookSessionId: string) =>
  callApi(readerApi.finishedBook, { body: { bookId, bookSessionId } });
