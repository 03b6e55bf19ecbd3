/**
 * The same book is filed once (issue 16 item 6): recognised by its file, its content or its
 * identifier and title; `--update` (importOrUpdate) brings the catalogue book up to date.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/client.ts';
import {
  bookCreators,
  bookInterests,
  books,
  creators,
  interestAreas,
} from '../../../db/schema/index.ts';
import { createLocalStorage } from '../../../providers/storage/local.ts';
import type { StorageProvider } from '../../../providers/storage/index.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/db.ts';
import { makeEpub, simpleEpub3, svgPicture, xhtml } from '../ingest/test-fixtures.ts';
import { createImportRepo } from './import.repo.ts';
import { createIngestService, type IngestService } from './import.service.ts';
import type { UpdateOutcome } from './import.types.ts';

let testDb: TestDatabase;
let database: Database;
let tmp: string;
let storage: StorageProvider;
let service: IngestService;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase(testDb.url, { max: 5 });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pagebird-update-'));
  storage = createLocalStorage({ root: path.join(tmp, 'files') });
  service = createIngestService({ repo: createImportRepo(database.db), storage });
  await database.db.insert(interestAreas).values([
    { id: 'animals', name: 'Animals', imageKey: 'interests/a.svg', color: '#ff0000' },
    { id: 'space', name: 'Space', imageKey: 'interests/s.svg', color: '#0000ff' },
  ]);
});
afterAll(async () => {
  await database?.close();
  await testDb?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const db = () => database.db;

async function booksTitled(title: string) {
  return db().select().from(books).where(eq(books.title, title)).orderBy(asc(books.idNumber));
}

async function importNew(data: Buffer, fileName: string, overrides = {}) {
  const outcome = await service.ingestBook({ data, fileName, overrides });
  if (outcome.status !== 'imported') throw new Error(JSON.stringify(outcome));
  return outcome.book;
}

function updated(outcome: UpdateOutcome) {
  if (outcome.status !== 'updated') throw new Error(`not updated: ${JSON.stringify(outcome)}`);
  return outcome;
}

describe('the same book is filed once', () => {
  it('recognises the same book with one changed byte (a zip comment) by its content', async () => {
    const file = simpleEpub3({ title: 'Comment Test', authors: ['Cora Comment'] });
    const book = await importNew(file, 'comment.epub');
    const commented = simpleEpub3({
      title: 'Comment Test',
      authors: ['Cora Comment'],
      zip: { comment: 'x' },
    });
    expect(commented.length).toBe(file.length + 1);

    const again = await service.ingestBook({ data: commented, fileName: 'comment-2.epub' });
    expect(again).toEqual({
      status: 'duplicate',
      reason: `already in the catalogue as ${book.idNumber} (the same book in a differently packed file)`,
      existing: { id: book.id, idNumber: book.idNumber, title: 'Comment Test' },
    });
    expect(await booksTitled('Comment Test')).toHaveLength(1);
  });

  it('recognises another version of a book by its identifier and title', async () => {
    const book = await importNew(
      simpleEpub3({ title: 'Version Test', pages: ['The cat sat.'] }),
      'v1.epub',
    );
    const v2 = simpleEpub3({ title: 'Version Test', pages: ['The cat sat!'] });
    const again = await service.ingestBook({ data: v2, fileName: 'v2.epub' });
    expect(again).toMatchObject({
      status: 'duplicate',
      reason: `already in the catalogue as ${book.idNumber} (another version of it: same identifier and title; --update replaces it)`,
    });
    expect(await booksTitled('Version Test')).toHaveLength(1);
    // a different book that happens to share the identifier is not taken for it
    const renamed = makeEpub(
      `<?xml version="1.0"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
  <dc:identifier id="id">urn:pagebird:test:Version Test</dc:identifier><dc:title>Versions</dc:title></metadata>
  <manifest><item id="p" href="p.xhtml" media-type="application/xhtml+xml"/></manifest>
  <spine><itemref idref="p"/></spine>
</package>`,
      { 'p.xhtml': xhtml('<p>Another book.</p>') },
    );
    expect((await service.ingestBook({ data: renamed, fileName: 'x.epub' })).status).toBe(
      'imported',
    );
  });
});

describe('importOrUpdate (--update)', () => {
  it('changes the ages of a book already there, and keeps what was not given', async () => {
    const file = simpleEpub3({ title: 'Ages Test', authors: ['Ada Age'] });
    const book = await importNew(file, 'ages.epub', {
      ageMin: 4,
      ageMax: 8,
      interests: ['animals'],
      salesTerritories: ['US'],
    });
    const result = updated(
      await service.importOrUpdate({
        data: file,
        fileName: 'ages.epub',
        overrides: { ageMin: 6, ageMax: 9 },
      }),
    );
    expect(result.book).toMatchObject({
      id: book.id,
      idNumber: book.idNumber,
      ageMin: 6,
      ageMax: 9,
    });
    expect(result.changes).toEqual(['ages 4–8 → 6–9']);
    const [row] = await booksTitled('Ages Test');
    expect(row).toMatchObject({ ageMin: 6, ageMax: 9, salesTerritories: ['US'] });
    const links = await db()
      .select({ id: bookInterests.interestId })
      .from(bookInterests)
      .where(eq(bookInterests.bookId, book.id));
    expect(links.map((l) => l.id)).toEqual(['animals']);
  });

  it('replaces the file, metadata, creators and cover of a new version, and removes the old file', async () => {
    const v1 = simpleEpub3({ title: 'Update Me', authors: ['Old Author'], pages: ['One.'] });
    const book = await importNew(v1, 'update-me.epub', { interests: ['animals'] });
    const v2 = simpleEpub3({
      title: 'Update Me',
      authors: ['New Author'],
      description: 'Now with a description.',
      pages: ['One.', 'Two.'],
      cover: { fileName: 'cover.svg', mediaType: 'image/svg+xml', data: svgPicture('New') },
    });
    const result = updated(
      await service.importOrUpdate({
        data: v2,
        fileName: 'update-me-2.epub',
        overrides: { interests: ['space'] },
      }),
    );
    expect(result.changes).toEqual(
      expect.arrayContaining(['creators', 'description', 'interests', 'cover', 'file']),
    );
    const [row] = await booksTitled('Update Me');
    expect(row!.id).toBe(book.id);
    expect(row!.description).toBe('Now with a description.');
    expect(row!.fileKey).not.toBe(book.fileKey);
    expect(row!.coverKey).toMatch(/^covers\/[0-9a-f]{32}\.svg$/);
    expect(await storage.exists(row!.fileKey)).toBe(true);
    expect(await storage.exists(book.fileKey)).toBe(false);
    const people = await db()
      .select({ name: creators.fullName })
      .from(bookCreators)
      .innerJoin(creators, eq(creators.id, bookCreators.creatorId))
      .where(eq(bookCreators.bookId, book.id));
    expect(people).toEqual([{ name: 'New Author' }]);
    const links = await db()
      .select({ id: bookInterests.interestId })
      .from(bookInterests)
      .where(eq(bookInterests.bookId, book.id));
    expect(links.map((l) => l.id)).toEqual(['space']);
  });

  it('imports a book the catalogue does not have yet', async () => {
    const outcome = await service.importOrUpdate({
      data: simpleEpub3({ title: 'Brand New' }),
      fileName: 'new.epub',
    });
    expect(outcome.status).toBe('imported');
    const [n] = await db().select({ n: count() }).from(books).where(eq(books.title, 'Brand New'));
    expect(n!.n).toBe(1);
  });

  it('refuses bad options on update as on import, changing nothing', async () => {
    const file = simpleEpub3({ title: 'Bad Update' });
    await importNew(file, 'bad.epub', { ageMin: 5, ageMax: 7 });
    const outcome = await service.importOrUpdate({
      data: file,
      fileName: 'bad.epub',
      overrides: { interests: ['nope'] },
    });
    expect(outcome).toEqual({ status: 'rejected', reason: 'Unknown interest area: nope' });
    const [row] = await booksTitled('Bad Update');
    expect(row).toMatchObject({ ageMin: 5, ageMax: 7 });
  });
});
