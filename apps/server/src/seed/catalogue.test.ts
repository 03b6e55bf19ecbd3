import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import {
  adminCollectionBooks,
  adminCollections,
  banners,
  bookInterests,
  books,
  interestAreas,
  seedRuns,
} from '../db/schema/index.ts';
import { createLocalStorage } from '../providers/storage/local.ts';
import type { StorageProvider } from '../providers/storage/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/db.ts';
import {
  fixedLayoutEpub3,
  samplePdf,
  simpleEpub3,
  svgPicture,
} from '../features/catalogue/ingest/test-fixtures.ts';
import { DEMO_LIBRARY_SEED_NAME, seedCatalogue } from './catalogue.ts';
import type { DemoImage, DemoLibrary } from './library/library.types.ts';

let testDb: TestDatabase;
let database: Database;
let tmp: string;
let storage: StorageProvider;
const NOW = new Date('2026-03-01T12:00:00Z');
const DAY = 24 * 60 * 60_000;

const svg = (name: string, color: string): DemoImage => ({
  fileName: `${name}.svg`,
  contentType: 'image/svg+xml',
  data: new TextEncoder().encode(svgPicture(name, color)),
});

/** A small demo library built from the test fixtures (the real one comes from seed/library). */
async function smallLibrary(): Promise<DemoLibrary> {
  return {
    interestAreas: [
      { id: 'animals', name: 'Animals', color: '#4caf50', image: svg('animals', '#4caf50') },
      { id: 'space', name: 'Space', color: '#3f51b5', image: svg('space', '#3f51b5') },
    ],
    books: [
      {
        fileName: 'PB-0001-the-little-red-kite.epub',
        data: fixedLayoutEpub3(),
        meta: { idNumber: 'PB-0001', interests: ['animals'], ageMin: 3, ageMax: 6 },
      },
      {
        fileName: 'PB-0002-rocket-friends.epub',
        data: simpleEpub3({
          title: 'Rocket Friends',
          authors: ['Rae Rocket'],
          series: { name: 'Star Club', position: 1 },
        }),
        meta: {
          idNumber: 'PB-0002',
          interests: ['space', 'animals'],
          ageMin: 6,
          ageMax: 9,
          salesTerritories: ['US', 'CA'],
          userSegments: ['EDUCATOR'],
          publishedDaysAgo: 3,
        },
      },
      {
        fileName: 'PB-0003-planets.pdf',
        data: await samplePdf({ title: 'Planet Facts', author: 'Pat Planet', pages: 3 }),
        meta: { idNumber: 'PB-0003', interests: ['space'], ageMin: 7, ageMax: 10 },
      },
    ],
    collections: [
      { title: 'Sky High', description: 'Books about the sky', books: ['PB-0002', 'PB-0001'] },
    ],
    banners: [
      {
        name: 'Meet the kite',
        bannerType: 'BOOK',
        target: 'PB-0001',
        webImage: svg('kite-web', '#ff7043'),
        mobileImage: svg('kite-mobile', '#ff7043'),
      },
      {
        name: 'Sky High collection',
        bannerType: 'COLLECTION',
        target: 'Sky High',
        webImage: svg('sky-web', '#29b6f6'),
        mobileImage: svg('sky-mobile', '#29b6f6'),
      },
    ],
  };
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase(testDb.url, { max: 6 });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-seed-catalogue-'));
  storage = createLocalStorage({ root: path.join(tmp, 'files') });
});
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('seedCatalogue', () => {
  it('seeds interest areas, books, collections and banners once per database', async () => {
    const db = database.db;
    const loader = vi.fn(smallLibrary);
    // Two instances starting at once: one seeds, the other waits and finds it done.
    const [a, b] = await Promise.all([
      seedCatalogue({ db, storage, now: NOW }, loader),
      seedCatalogue({ db, storage, now: NOW }, loader),
    ]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect(loader).toHaveBeenCalledTimes(1);
    const result = a.ran ? a : b;
    expect(result).toMatchObject({ imported: 3, alreadyThere: 0, rejected: [] });
    expect(result.ms).toBeGreaterThan(0);

    const areas = await db.select().from(interestAreas).orderBy(asc(interestAreas.position));
    expect(areas.map((r) => [r.id, r.name, r.color, r.position])).toEqual([
      ['animals', 'Animals', '#4caf50', 0],
      ['space', 'Space', '#3f51b5', 1],
    ]);
    for (const area of areas) {
      expect(area.imageKey).toMatch(/^interests\/[0-9a-f]{32}\.svg$/);
      expect(await storage.exists(area.imageKey)).toBe(true);
    }

    const rows = await db.select().from(books).orderBy(asc(books.idNumber));
    expect(
      rows.map((r) => [r.idNumber, r.title, r.ageMin, r.ageMax, r.salesTerritories, r.fileType]),
    ).toEqual([
      ['PB-0001', 'The Little Red Kite', 3, 6, ['WORLD'], 'epub'],
      ['PB-0002', 'Rocket Friends', 6, 9, ['US', 'CA'], 'epub'],
      ['PB-0003', 'Planet Facts', 7, 10, ['WORLD'], 'pdf'],
    ]);
    expect(rows[1]!.userSegments).toEqual(['EDUCATOR']);
    expect(rows[0]!.publishedAt).toEqual(new Date(NOW.getTime() - 30 * DAY));
    expect(rows[1]!.publishedAt).toEqual(new Date(NOW.getTime() - 3 * DAY));
    expect(rows[0]!.coverKey).not.toBeNull();
    expect(rows[2]!.coverKey).toMatch(/\.png$/); // a PDF's cover: its first page, rendered

    const links = await db
      .select({ idNumber: books.idNumber, interest: bookInterests.interestId })
      .from(bookInterests)
      .innerJoin(books, eq(books.id, bookInterests.bookId))
      .orderBy(asc(books.idNumber), asc(bookInterests.interestId));
    expect(links.map((l) => `${l.idNumber}:${l.interest}`)).toEqual([
      'PB-0001:animals',
      'PB-0002:animals',
      'PB-0002:space',
      'PB-0003:space',
    ]);

    const [collection] = await db.select().from(adminCollections);
    expect(collection).toMatchObject({
      title: 'Sky High',
      description: 'Books about the sky',
      status: 'ACTIVE',
    });
    const items = await db
      .select({ idNumber: books.idNumber, position: adminCollectionBooks.position })
      .from(adminCollectionBooks)
      .innerJoin(books, eq(books.id, adminCollectionBooks.bookId))
      .orderBy(asc(adminCollectionBooks.position));
    expect(items).toEqual([
      { idNumber: 'PB-0002', position: 0 },
      { idNumber: 'PB-0001', position: 1 },
    ]);

    const bannerRows = await db.select().from(banners).orderBy(asc(banners.position));
    expect(bannerRows.map((r) => [r.name, r.bannerType, r.entityType, r.contentId])).toEqual([
      ['Meet the kite', 'BOOK', 'BOOK', rows[0]!.id],
      ['Sky High collection', 'COLLECTION', 'COLLECTION', collection!.id],
    ]);
    for (const r of bannerRows) {
      expect(r.webImageKey).toMatch(/^banners\/[0-9a-f]{32}\.svg$/);
      expect(await storage.exists(r.webImageKey)).toBe(true);
      expect(await storage.exists(r.mobileImageKey)).toBe(true);
    }

    const [run] = await db.select().from(seedRuns).where(eq(seedRuns.name, DEMO_LIBRARY_SEED_NAME));
    expect(run!.appliedAt).toEqual(NOW);

    // A later start does nothing (and does not even build the library).
    const again = await seedCatalogue({ db, storage }, loader);
    expect(again.ran).toBe(false);
    expect(loader).toHaveBeenCalledTimes(1);
    const [n] = await db.select({ n: count() }).from(books);
    expect(n!.n).toBe(3);
  });

  it('completes an interrupted seed without duplicating anything, and reports rejected books', async () => {
    const db = database.db;
    // As if the process died before recording the run.
    await db.delete(seedRuns).where(eq(seedRuns.name, DEMO_LIBRARY_SEED_NAME));
    const lib = await smallLibrary();
    lib.books.push({
      fileName: 'PB-0004-broken.epub',
      data: new TextEncoder().encode('not a book'),
      meta: { idNumber: 'PB-0004', interests: [], ageMin: 4, ageMax: 8 },
    });
    const result = await seedCatalogue({ db, storage, now: NOW }, lib);
    expect(result).toMatchObject({
      ran: true,
      imported: 0,
      alreadyThere: 3,
      rejected: [{ fileName: 'PB-0004-broken.epub', reason: 'Not an EPUB or PDF file' }],
    });
    const counts = await Promise.all(
      [books, interestAreas, adminCollections, adminCollectionBooks, banners].map(async (t) => {
        const [r] = await db.select({ n: count() }).from(t);
        return r!.n;
      }),
    );
    expect(counts).toEqual([3, 2, 1, 2, 2]);
  });
});
