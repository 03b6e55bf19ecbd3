import { buffer } from 'node:stream/consumers';
import type { Jobs } from '../../../jobs/index.ts';
import type { Logger } from '../../../lib/logger.ts';
import type { StorageProvider } from '../../../providers/storage/index.ts';
import { makeThumbnail, thumbKeyFor } from './cover-files.ts';
import type { ImportRepo } from './import.repo.ts';

/**
 * The queue of the cover-thumbnails job (decision 030). The import command stores each book's
 * original cover and leaves its card-size thumbnail to this job; until then the book shows the
 * original (`cover_thumb_key ?? cover_key`).
 */
export const COVER_THUMBNAILS_JOB = 'catalogue-cover-thumbnails';
/** Covers looked up per query while the job works through the books without a thumbnail. */
const PAGE = 50;

export interface CoverThumbnailsDeps {
  repo: Pick<ImportRepo, 'coversWithoutThumbnail' | 'setCoverThumbnail'>;
  storage: StorageProvider;
  logger?: Logger;
  /** Makes the WebP (tests replace it). */
  makeThumbnail?: (data: Uint8Array) => Promise<Buffer>;
}

export interface CoverThumbnailsRun {
  /** Covers that got their thumbnail (made now, or already in storage). */
  made: number;
  /** Covers that cannot be resized, or whose original is gone: the original stays on cards. */
  original: number;
  /** Books updated. */
  books: number;
}

/**
 * Makes the missing thumbnails: for every cover that books use without a thumbnail, the WebP
 * `covers/<hash>-w320.webp` is made (unless storage has it already) and those books point at
 * it. Idempotent: a second run, or two at once, find nothing left to do or write the same file
 * and set the same key (the update only touches books still without a thumbnail). A cover that
 * cannot be decoded gets the original as its thumbnail, as the import did when it made them
 * itself. A storage failure throws (the job is retried); what was done before it stays done.
 */
export function createCoverThumbnails(deps: CoverThumbnailsDeps) {
  const make = deps.makeThumbnail ?? makeThumbnail;

  async function thumbnailOf(coverKey: string): Promise<string> {
    const thumbKey = thumbKeyFor(coverKey);
    if (!thumbKey) return coverKey;
    if (await deps.storage.exists(thumbKey)) return thumbKey;
    const stored = await deps.storage.get(coverKey);
    if (!stored) {
      deps.logger?.warn({ coverKey }, 'Cover thumbnail: the original is not in storage');
      return coverKey;
    }
    const original = await buffer(stored.body);
    let thumb: Buffer;
    try {
      thumb = await make(original);
    } catch (err) {
      deps.logger?.warn({ err, coverKey }, 'Cover thumbnail: the cover cannot be resized');
      return coverKey;
    }
    await deps.storage.put(thumbKey, thumb, 'image/webp');
    return thumbKey;
  }

  return {
    async run(): Promise<CoverThumbnailsRun> {
      const result: CoverThumbnailsRun = { made: 0, original: 0, books: 0 };
      // Each cover is done once per run: every cover handled leaves the "without" list, and one
      // that somehow did not is not tried again (no endless loop).
      const seen = new Set<string>();
      for (;;) {
        const covers = (await deps.repo.coversWithoutThumbnail(PAGE)).filter((k) => !seen.has(k));
        if (covers.length === 0) return result;
        for (const coverKey of covers) {
          seen.add(coverKey);
          const thumbKey = await thumbnailOf(coverKey);
          if (thumbKey === coverKey) result.original++;
          else result.made++;
          result.books += await deps.repo.setCoverThumbnail(coverKey, thumbKey);
        }
      }
    },
  };
}

/**
 * Declares the job: run when the import command queues it after an import, and every 10
 * minutes as a safety net (an import stopped between its last commit and the queuing).
 */
export function defineCoverThumbnailsJob(jobs: Jobs, deps: CoverThumbnailsDeps): void {
  const thumbnails = createCoverThumbnails(deps);
  jobs.define(COVER_THUMBNAILS_JOB, {
    cron: '*/10 * * * *',
    retryLimit: 3,
    retryDelay: 60,
    async handler() {
      const run = await thumbnails.run();
      if (run.books > 0) deps.logger?.info(run, 'Cover thumbnails made');
    },
  });
}
