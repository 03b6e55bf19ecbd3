import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AppErrorCode, type FinishedBookResponse } from '@pagebird/contract';
import { isApiError } from '../../../lib/api-client.ts';
import { STORAGE_KEYS, writeValue } from '../../../lib/storage.ts';
import { postFinishedBook } from '../api/finished-book.ts';

export type FinishOutcome =
  | { kind: 'finished'; result: FinishedBookResponse }
  | { kind: 'outsideSchoolHours' }
  | { kind: 'failed'; error: unknown };

export interface FinishBook {
  finish(): Promise<FinishOutcome>;
  pending: boolean;
}

/**
 * Spec §4 "Book finish": posts finished-book once per reading session, however often the
 * button is pressed (a second press gets the first answer). A student outside school hours gets
 * 403 OUTSIDE_SCHOOL_HOURS; any other failure can be tried again. On success the book is marked
 * as the browser's "completed book" (spec §3) and cached book lists are refreshed.
 */
export function useFinishBook(bookId: string, bookSessionId: string): FinishBook {
  const queryClient = useQueryClient();
  const inflight = useRef<Promise<FinishOutcome> | null>(null);
  const [pending, setPending] = useState(false);

  const finish = useCallback((): Promise<FinishOutcome> => {
    if (inflight.current) return inflight.current;
    setPending(true);
    const job = postFinishedBook(bookId, bookSessionId).then(
      (result): FinishOutcome => {
        writeValue(STORAGE_KEYS.completedBook, bookId);
        // Cards and shelves show the new reading status next time they are seen.
        void queryClient.invalidateQueries({ refetchType: 'none' });
        return { kind: 'finished', result };
      },
      (error: unknown): FinishOutcome => {
        // A failed attempt may be made again (a finished one never is).
        inflight.current = null;
        if (isApiError(error) && error.code === AppErrorCode.OUTSIDE_SCHOOL_HOURS) {
          return { kind: 'outsideSchoolHours' };
        }
        return { kind: 'failed', error };
      },
    );
    inflight.current = job;
    void job.finally(() => setPending(false));
    return job;
  }, [bookId, bookSessionId, queryClient]);

  return { finish, pending };
}
