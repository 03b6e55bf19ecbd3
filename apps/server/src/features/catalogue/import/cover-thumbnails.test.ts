import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/client.ts';
import { books } from '../../../db/schema/index.ts';
import { createLocalStorage } from '../../../providers/storage/local.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { simpleEpub3 } from '../ingest/test-fixtures.ts';
import { thumbKeyFor } from './cover-files.ts';
import { createCoverThumbnails } from './cover-thumbnails.ts';
import { createImportRepo } from './import.repo.ts';
import { createIngestService } from './import.service.ts';

/**
 * Decision 030: the import command stores the original cover only; the book shows it until the
 * cover-thumbnails job has made the card-size WebP. The job is idempotent.
 */

let testDb: TestDatabase;
let database: Database;
let tmp: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase(testDb.url, { max: 4 });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-thumbs-'));
});
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const png = (r: number, width = 600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 80, b: 160 } } })
    .png()
    .toBuffer();

async function rowOf(id: string) {
  const [row] = await database.db
    .select({ coverKey: books.coverKey, coverThumbKey: books.coverThumbKey })
    .from(books)
    .where(eq(books.id, id));
  return row!;
}

describe('cover thumbnails made after the import', () => {
  it('shows the original until the job has run; the job makes each WebP once, and again is a no-op', async () => {
    const storage = createLocalStorage({ root: path.join(tmp, 'files') });
    const repo = createImportRepo(database.db);
    const ingest = createIngestService({ repo, storage, coverThumbnails: 'later' });
    const shared = await png(10);
    const cover = (data: Buffer) => ({ fileName: 'cover.png', mediaType: 'image/png', data });
    const outcomes = await Promise.all(
      [
        { title: 'Thumb One', data: shared },
        { title: 'Thumb Two', data: shared }, // the same picture: one thumbnail for both
        { title: 'Thumb Three', data: await png(200) },
      ].map(({ title, data }, i) =>
        ingest.ingestBook({
          data: simpleEpub3({ title, cover: cover(data) }),
          fileName: `t${i}.epub`,
        }),
      ),
    );
    const ids = outcomes.map((o) => {
      if (o.status !== 'imported') throw new Error(JSON.stringify(o));
      expect(o.warnings).toEqual([]);
      return o.book.id;
    });

    // Imported: the original is stored, the thumbnail is not made yet.
    for (const id of ids) {
      const row = await rowOf(id);
      expect(row.coverKey).toMatch(/^covers\/[0-9a-f]{32}\.png$/);
      expect(row.coverThumbKey).toBeNull();
      expect(await storage.exists(row.coverKey!)).toBe(true);
      expect(await storage.exists(thumbKeyFor(row.coverKey!)!)).toBe(false);
    }

    let made = 0;
    const job = createCoverThumbnails({
      repo,
      storage,
      makeThumbnail: async (data) => {
        made++;
        return sharp(data).resize({ width: 320 }).webp().toBuffer();
      },
    });
    expect(await job.run()).toEqual({ made: 2, original: 0, books: 3 });
    expect(made).toBe(2);
    for (const id of ids) {
      const row = await rowOf(id);
      expect(row.coverThumbKey).toBe(thumbKeyFor(row.coverKey!));
      const stored = await storage.get(row.coverThumbKey!);
      const meta = await sharp(await buffer(stored!.body)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 320 });
    }

    // Idempotent: nothing left to do, nothing made again.
    expect(await job.run()).toEqual({ made: 0, original: 0, books: 0 });
    expect(made).toBe(2);

    // A later book with a cover whose thumbnail exists gets it at once, without the job.
    const again = await ingest.ingestBook({
      data: simpleEpub3({ title: 'Thumb Four', cover: cover(shared) }),
      fileName: 't4.epub',
    });
    if (again.status !== 'imported') throw new Error(JSON.stringify(again));
    expect((await rowOf(again.book.id)).coverThumbKey).toBe((await rowOf(ids[0]!)).coverThumbKey);
  });

  it('keeps the original on cards when the cover cannot be resized, and when a run is repeated or overlaps', async () => {
    const storage = createLocalStorage({ root: path.join(tmp, 'files-2') });
    const repo = createImportRepo(database.db);
    const ingest = createIngestService({ repo, storage, coverThumbnails: 'later' });
    const outcome = await ingest.ingestBook({
      data: simpleEpub3({
        title: 'Thumb Broken',
        cover: { fileName: 'cover.png', mediaType: 'image/png', data: await png(90, 400, 600) },
      }),
      fileName: 'broken.epub',
    });
    if (outcome.status !== 'imported') throw new Error(JSON.stringify(outcome));
    const failing = createCoverThumbnails({
      repo,
      storage,
      makeThumbnail: () => Promise.reject(new Error('cannot decode')),
    });
    // Two runs at once: both finish, the book ends with the original as its card cover.
    const runs = await Promise.all([failing.run(), failing.run()]);
    expect(runs.reduce((n, r) => n + r.books, 0)).toBe(1);
    const row = await rowOf(outcome.book.id);
    expect(row.coverThumbKey).toBe(row.coverKey);
    expect(await failing.run()).toEqual({ made: 0, original: 0, books: 0 });
  });
});
