import type { z } from 'zod';
import {
  AppErrorCode,
  MESSAGES,
  type BookContent,
  type clickBookBodySchema,
  type OpenedBookResponse,
  type EndOfBook,
  type endOfBookQuerySchema,
  type FinishedBookResponse,
  type finishedBookBodySchema,
  type openedBookBodySchema,
  type ReaderProgress,
  type saveProgressBodySchema,
  type bookUrlSchema,
} from '@pagebird/contract';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Clock } from '../../lib/clock.ts';
import type {
  ByteRangeSpec,
  StorageProvider,
  StoredObject,
} from '../../providers/storage/index.ts';
import { assertBookAvailable, bookActionViewer } from '../catalogue/catalogue.policy.ts';
import type { Viewers } from '../catalogue/viewer-cache.ts';
import type { Viewer } from '../catalogue/visibility.ts';
import { ifRangeAllows } from './reader.http.ts';
import { assertOwnSession, orderingTimeOf, READER_POLICY } from './reader.policy.ts';
import {
  bookFileUrl,
  progressOfBookRow,
  toBookContent,
  toEndOfBook,
  toReaderProgress,
} from './reader.presenter.ts';
import type { ReaderBookRow, ReaderRepo } from './reader.repo.ts';
import { noRewards } from '../rewards/rewards.engine.ts';
import type { RewardsEngine } from '../rewards/rewards.types.ts';

export interface ReaderServiceDeps {
  repo: ReaderRepo;
  /** The cached viewers: a profile's reading status lives in its viewer, so writes `forget` it. */
  viewers: Viewers;
  storage: StorageProvider;
  clock: Clock;
  /** Points, gems, levels and badges for opening and finishing books (issue 5). */
  rewards: RewardsEngine;
}

type SaveProgressBody = z.output<typeof saveProgressBodySchema>;
type ClickBookBody = z.output<typeof clickBookBodySchema>;
type OpenedBookBody = z.output<typeof openedBookBodySchema>;
type FinishedBookBody = z.output<typeof finishedBookBodySchema>;
type EndOfBookQuery = z.output<typeof endOfBookQuerySchema>;
type BookUrl = z.output<typeof bookUrlSchema>;

/** A book file ready to stream: the stored object (or the asked range of it) and its type. */
export interface BookFile {
  object: StoredObject;
  fileType: 'epub' | 'pdf';
}

/**
 * The reader (spec §2 "Reader", §4 "Book finish", §7 "Books" and "Activity"). Every call —
 * manifest, file, URL, progress, activity, end of book — applies the rules of the details page
 * first: a student outside school hours is refused (403 OUTSIDE_SCHOOL_HOURS), then the book
 * must be visible to the caller (404) and sold in the caller's territory (403
 * NOT_AVAILABLE_TERRITORY with metadata.reason).
 */
export function createReaderService(deps: ReaderServiceDeps) {
  const { repo, viewers, storage, clock, rewards } = deps;

  const viewerOf = (auth: AuthContext, territory: string, now: Date): Promise<Viewer> =>
    bookActionViewer(viewers, auth, territory, now);

  /** The viewer (school hours checked) and the book it may open. */
  async function readable(
    auth: AuthContext,
    territory: string,
    bookId: string,
  ): Promise<{ v: Viewer; book: ReaderBookRow; now: Date }> {
    const now = clock.now();
    const v = await viewerOf(auth, territory, now);
    const book = assertBookAvailable(await repo.book(v, bookId));
    return { v, book, now };
  }

  async function fetchObject(key: string, range?: ByteRangeSpec): Promise<StoredObject> {
    const object = await storage.get(key, range ? { range } : {});
    // A book row without its file (storage emptied by hand): nothing to read.
    if (!object) throw new AppError(AppErrorCode.NOT_FOUND, MESSAGES.bookNotFound);
    return object;
  }

  return {
    /** `GET /api/books/{id}/content`: file, layout, pagination and the caller's progress. */
    async content(auth: AuthContext, territory: string, bookId: string): Promise<BookContent> {
      const now = clock.now();
      const v = await viewerOf(auth, territory, now);
      return toBookContent(assertBookAvailable(await repo.content(v, bookId)));
    },

    /**
     * `GET /api/books/file/{id}`: the stored file, or one byte range of it. With If-Range, the
     * range is only served when the validator names the stored version (else the whole file).
     * Throws RangeNotSatisfiableError for a range outside the file.
     */
    async file(
      auth: AuthContext,
      territory: string,
      bookId: string,
      request: { range: ByteRangeSpec | null; ifRange: string | undefined },
    ): Promise<BookFile> {
      const { book } = await readable(auth, territory, bookId);
      let object = await fetchObject(book.file_key, request.range ?? undefined);
      if (request.range && !ifRangeAllows(request.ifRange, object)) {
        object.body.destroy();
        object = await fetchObject(book.file_key);
      }
      return { object, fileType: book.file_type };
    },

    /**
     * `GET /api/books/url/{id}`: on S3 a presigned GET URL of the file for 5 minutes; with local
     * storage the app's own file route (same origin, needs the bearer token; no expiry).
     */
    async fileUrl(auth: AuthContext, territory: string, bookId: string): Promise<BookUrl> {
      const { book, now } = await readable(auth, territory, bookId);
      const signed = await storage.signedUrl(book.file_key, {
        expiresInSeconds: READER_POLICY.fileUrlSeconds,
        now,
      });
      if (!signed) return { url: bookFileUrl(book.id), expiresAt: null, fileType: book.file_type };
      return {
        url: signed,
        expiresAt: new Date(now.getTime() + READER_POLICY.fileUrlSeconds * 1000).toISOString(),
        fileType: book.file_type,
      };
    },

    async progress(auth: AuthContext, territory: string, bookId: string): Promise<ReaderProgress> {
      const { book } = await readable(auth, territory, bookId);
      return progressOfBookRow(book);
    },

    /**
     * `PUT /api/books/{id}/progress`: keeps the newest position by client time (an older
     * clientTimestamp — an offline queue retrying out of order — is ignored and the stored
     * progress returned). NOT_STARTED → STARTED; COMPLETED stays COMPLETED while re-reading.
     */
    async saveProgress(
      auth: AuthContext,
      territory: string,
      bookId: string,
      body: SaveProgressBody,
    ): Promise<ReaderProgress> {
      const now = clock.now();
      const v = await viewerOf(auth, territory, now);
      // The availability check is part of the write's statement (one round trip): nothing is
      // written for a book the viewer may not read, and the answer is the read's 404 / 403.
      const saved = await repo.saveProgress(v, {
        userId: auth.user.id,
        bookId,
        location: { position: body.position, page: body.page, fraction: body.fraction },
        clientTime: orderingTimeOf(body.clientTimestamp, now),
        now,
      });
      assertBookAvailable(saved.book);
      const { progress, statusChanged } = saved;
      if (!progress) throw new AppError(AppErrorCode.NOT_FOUND, MESSAGES.bookNotFound);
      // The viewer keeps reading statuses (details page marks), not positions: a page turn
      // leaves it cached; the first save of a book not opened before does not.
      if (statusChanged) viewers.forget(auth.user.id);
      return toReaderProgress(progress);
    },

    /** `POST /api/activities/log/click-book`: a book card was opened (from `origin`). */
    async clickBook(auth: AuthContext, territory: string, body: ClickBookBody): Promise<void> {
      const { now } = await readable(auth, territory, body.bookId);
      await repo.logClick(auth.user.id, body.bookId, body.origin ?? null, now);
    },

    /**
     * `POST /api/activities/log/opened-book`: starts (or resumes) the caller's reading session
     * `bookSessionId` and marks the book STARTED. A session id of another profile is refused.
     * A new session awards BOOK_OPENED in its transaction (once per book: the engine's ledger).
     */
    async openedBook(
      auth: AuthContext,
      territory: string,
      body: OpenedBookBody,
    ): Promise<OpenedBookResponse> {
      const { now, book } = await readable(auth, territory, body.bookId);
      const result = await repo.openBook({
        userId: auth.user.id,
        bookId: body.bookId,
        sessionId: body.bookSessionId,
        now,
        onNewSession: (tx) =>
          rewards.award(
            tx,
            auth.user,
            { rule: 'BOOK_OPENED', bookId: book.id, bookTitle: book.title },
            now,
          ),
      });
      assertOwnSession(result);
      viewers.forget(auth.user.id);
      return { ...toReaderProgress(result.progress), rewards: result.earned ?? noRewards() };
    },

    /**
     * `POST /api/activities/finished-book` (spec §4 "Book finish"): the allowed-time check
     * (students: school hours), then the finish, idempotent — only the first finish of a book by
     * a profile completes it (`firstCompletion: true`) and, in the same transaction, earns
     * BOOK_FINISHED (with the minutes read in the book) through the rewards engine; later or
     * concurrent calls, from any session, answer `firstCompletion: false` and earn nothing.
     */
    async finishedBook(
      auth: AuthContext,
      territory: string,
      body: FinishedBookBody,
    ): Promise<FinishedBookResponse> {
      const { now, book } = await readable(auth, territory, body.bookId);
      const result = await repo.finishBook({
        userId: auth.user.id,
        bookId: body.bookId,
        sessionId: body.bookSessionId,
        now,
        capSeconds: READER_POLICY.sessionCapSeconds,
        onFirstCompletion: (tx, reading) =>
          rewards.award(
            tx,
            auth.user,
            {
              rule: 'BOOK_FINISHED',
              bookId: book.id,
              bookTitle: book.title,
              minutesRead: Math.floor(reading.secondsRead / 60),
            },
            now,
          ),
      });
      assertOwnSession(result);
      viewers.forget(auth.user.id);
      const earned = result.firstCompletionResult ?? noRewards();
      return {
        status: 'COMPLETED',
        firstCompletion: result.firstCompletion,
        completedAt: result.completedAt,
        points: earned.points,
        gems: earned.gems,
        earnings: earned.earnings,
      };
    },

    /**
     * `GET /api/end-of-book`: the caller's summary of a book (spec §2 "Book end screens").
     * `deviceType` does not change the summary (the quizzes of the end screens use it).
     */
    async endOfBook(
      auth: AuthContext,
      territory: string,
      query: EndOfBookQuery,
    ): Promise<EndOfBook> {
      const now = clock.now();
      const v = await viewerOf(auth, territory, now);
      const row = assertBookAvailable(await repo.endOfBookBook(v, query.bookIdNumber));
      const [stats, next] = await Promise.all([
        repo.readingStats(auth.user.id, row.id, READER_POLICY.sessionCapSeconds),
        row.series_id ? repo.nextInSeries(v, row.id, row.series_id) : Promise.resolve(null),
      ]);
      return toEndOfBook(row, {
        timesFinished: stats.times_finished,
        secondsRead: stats.seconds_read,
        next,
      });
    },
  };
}

export type ReaderService = ReturnType<typeof createReaderService>;
