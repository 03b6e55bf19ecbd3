import {
  NOT_STARTED_PROGRESS,
  READER_RULES,
  type BookContent,
  type EndOfBook,
  type ReaderProgress,
  type ReadingPosition,
} from '@pagebird/contract';
import { toBookCard } from '../catalogue/catalogue.presenter.ts';
import type { BookCardRow } from '../catalogue/book-cards.repo.ts';
import { paginate, readerSections } from './reader.pages.ts';
import type { EndOfBookRow, ProgressRow, ReaderContentRow } from './reader.repo.ts';

/** `GET /api/books/file/{id}`: the same-origin URL of a book file. */
export const bookFileUrl = (bookId: string): string => `/api/books/file/${bookId}`;

/** A stored location, if it has the shape the reader writes (older rows may have none). */
function toPosition(location: unknown): ReadingPosition | null {
  if (typeof location !== 'object' || location === null) return null;
  const l = location as Record<string, unknown>;
  if (
    typeof l.position !== 'string' ||
    typeof l.page !== 'number' ||
    typeof l.fraction !== 'number'
  ) {
    return null;
  }
  return { position: l.position, page: l.page, fraction: l.fraction };
}

export function toReaderProgress(row: ProgressRow | undefined): ReaderProgress {
  if (!row) return { ...NOT_STARTED_PROGRESS };
  return {
    status: row.status,
    location: toPosition(row.location),
    completedAt: row.completed_at,
    updatedAt: row.updated_at,
    positionAt: row.position_at,
  };
}

/** The viewer's progress carried by a reader book row (`progress_*` columns). */
export function progressOfBookRow(row: {
  progress_status: ProgressRow['status'] | null;
  progress_location?: unknown;
  progress_completed_at: string | null;
  progress_updated_at: string | null;
  progress_position_at?: string | null;
}): ReaderProgress {
  if (!row.progress_status) return toReaderProgress(undefined);
  return toReaderProgress({
    status: row.progress_status,
    location: row.progress_location ?? null,
    completed_at: row.progress_completed_at,
    updated_at: row.progress_updated_at,
    position_at: row.progress_position_at ?? null,
  });
}

export function toBookContent(row: ReaderContentRow): BookContent {
  const layout = row.file_type === 'pdf' || row.layout === 'fixed' ? 'fixed' : 'reflowable';
  const { pagination, pages } = paginate({
    fileType: row.file_type,
    layout,
    pageCount: row.page_count,
    spine: row.spine ?? [],
    pageList: row.page_list ?? [],
    pageSize: READER_RULES.virtualPageWords,
  });
  return {
    id: row.id,
    bookIdNumber: row.id_number,
    title: row.title,
    fileType: row.file_type,
    layout,
    isAudioIncluded: row.is_audio_included,
    pageCount: row.page_count,
    wordCount: row.word_count,
    languages: row.languages ?? [],
    pagination,
    pageSize: READER_RULES.virtualPageWords,
    fileUrl: bookFileUrl(row.id),
    fileSize: row.file_size,
    pages,
    sections: readerSections(row.file_type === 'pdf' ? [] : (row.spine ?? [])),
    progress: progressOfBookRow(row),
  };
}

export function toEndOfBook(
  row: EndOfBookRow,
  extra: { timesFinished: number; secondsRead: number; next: BookCardRow | null },
): EndOfBook {
  const progress = progressOfBookRow(row);
  return {
    book: toBookCard(row),
    status: progress.status,
    completedAt: progress.completedAt,
    timesFinished: extra.timesFinished,
    pageCount: row.page_count,
    wordCount: row.word_count,
    minutesRead: Math.round(extra.secondsRead / 60),
    nextInSeries: extra.next ? toBookCard(extra.next) : null,
  };
}
