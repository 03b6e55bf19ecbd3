import { AppErrorCode } from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { SessionClaim } from './reader.repo.ts';

/** Reader rules that are ours (the spec gives no numbers for them). */
export const READER_POLICY = {
  /** Lifetime of a presigned book-file URL (`GET /api/books/url/{id}` on S3). */
  fileUrlSeconds: 5 * 60,
  /** Browser cache of a book file (`Cache-Control: private, max-age=…`). */
  fileMaxAgeSeconds: 5 * 60,
  /** A reading session counts at most this long in "minutes read". */
  sessionCapSeconds: 2 * 60 * 60,
  /**
   * A clientTimestamp further ahead of the server's clock than this is taken as now + this:
   * a device whose clock runs far ahead cannot block the writes of the profile's other devices
   * for longer.
   */
  clientClockAheadMs: 5 * 60_000,
} as const;

export const SESSION_NOT_FOUND = 'We could not find that reading session.';

/**
 * A reading session id given by the client must be the caller's own session of this book: the
 * session of another profile (or of another book) is "not found" and nothing is written.
 */
export function assertOwnSession<T extends { claim: SessionClaim }>(
  result: T,
): asserts result is Exclude<T, { claim: 'foreign' }> {
  if (result.claim === 'foreign') throw new AppError(AppErrorCode.NOT_FOUND, SESSION_NOT_FOUND);
}

/** The client time a progress write is ordered by: its clientTimestamp, at most a bit ahead. */
export function orderingTimeOf(clientTimestamp: string, now: Date): Date {
  const client = new Date(clientTimestamp);
  const latest = now.getTime() + READER_POLICY.clientClockAheadMs;
  return client.getTime() > latest ? new Date(latest) : client;
}
