import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BookContent, ReadingPosition, RewardOutcome } from '@pagebird/contract';
import { SESSION_KEYS, writeSessionValue } from '../../../lib/storage.ts';
import { postOpenedBook } from '../api/opened-book.ts';
import { progressQueue } from '../progress/progress-store.ts';

function newSessionId(): string {
  return crypto.randomUUID();
}

/** Where a book opens: a stored position and the page number shown there. */
export type StartAt = { position: string; page: number } | null;

/**
 * Where to open: the newest of the server's position and a position still waiting in this
 * device's queue (read offline, not sent yet). A book finished at its very end opens at the
 * start again.
 */
export function startPositionOf(
  progress: BookContent['progress'],
  pending: { position: string; page: number; fraction: number; clientTimestamp: string } | null,
): StartAt {
  const server = progress.location;
  // Device times on both sides: the server's updatedAt is when a save arrived, and an older
  // save arriving late would otherwise look newer than the newest one still queued here.
  const serverStamp = progress.positionAt ?? progress.updatedAt;
  const serverAt = serverStamp ? Date.parse(serverStamp) : 0;
  const local = pending && Date.parse(pending.clientTimestamp) >= serverAt ? pending : null;
  const chosen = local ?? server;
  if (!chosen) return null;
  if (progress.status === 'COMPLETED' && chosen.fraction >= 0.999) return null;
  return { position: chosen.position, page: chosen.page };
}

/**
 * One reading session per open (spec §3 per-session "book session id", a new UUID each time the
 * book opens): posts opened-book, then queues every new position (debounced sending, kept in
 * localStorage until the server has it). `openRewards` holds what opening the book earned when
 * that includes a celebration step (a badge or a level reached), until `celebrated()`.
 */
export function useReadingSession(bookId: string, startPosition: string | null) {
  const [bookSessionId] = useState(newSessionId);
  // The position the book opened at is not a new reading: it is not saved again.
  const last = useRef<string | null>(startPosition);
  const [openRewards, setOpenRewards] = useState<RewardOutcome | null>(null);

  useEffect(() => {
    writeSessionValue(SESSION_KEYS.bookSessionId, bookSessionId);
    void postOpenedBook(bookId, bookSessionId)
      .then((opened) => {
        // Points alone are not worth interrupting the reading; a badge or a level is.
        if (opened.rewards.earnings.length > 0) setOpenRewards(opened.rewards);
      })
      .catch(() => undefined);
  }, [bookId, bookSessionId]);
  const celebrated = useCallback(() => setOpenRewards(null), []);

  useEffect(() => {
    const queue = progressQueue();
    const stop = queue.listen();
    // Positions left from an earlier visit (offline, closed tab) go first.
    void queue.flush({ force: true });
    return () => {
      stop();
      void queue.flush({ force: true, keepalive: true });
    };
  }, []);

  const save = useCallback(
    (position: ReadingPosition) => {
      if (position.position === last.current) return;
      last.current = position.position;
      progressQueue().save(bookId, position);
    },
    [bookId],
  );

  return useMemo(
    () => ({ bookSessionId, save, openRewards, celebrated }),
    [bookSessionId, save, openRewards, celebrated],
  );
}
