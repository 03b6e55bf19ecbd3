import { readerApi } from '@pagebird/contract';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/activities/log/opened-book — starts a reading session; answers the progress. */
export const postOpenedBook = (bookId: string, bookSessionId: string) =>
  callApi(readerApi.openedBook, { body: { bookId, bookSessionId } });
