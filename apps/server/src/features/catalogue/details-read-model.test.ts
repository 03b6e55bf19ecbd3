import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { Role, type BookDetails } from '@pagebird/contract';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { bookCreators, favorites } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { TestClock } from '../../lib/clock.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestApp } from '../../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/db.ts';
import { createAdmin, createClassroom, createFamily } from '../../test/factories.ts';
import {
  createBook,
  createInterestArea,
  createSeries,
  creatorId,
  hideBook,
  moveClockTo,
  setProfile,
  setReadingProgress,
} from '../../test/catalogue-factories.ts';
import { createCollectionsRepo } from '../collections/collections.repo.ts';
import { createCollectionsService } from '../collections/collections.service.ts';
import { createCatalogueRepo, type CatalogueRepo } from './catalogue.repo.ts';
import { createCatalogueService, type CatalogueService } from './catalogue.service.ts';
import {
  createDetailsReadModel,
  createDetailsReadModelFor,
  DETAILS_READ_MODEL,
  type DetailsReadModel,
} from './details-read-model.ts';
import { createDetailsReadModelRepo } from './details-read-model.repo.ts';
import { createQueryRunner, type QueryRunner } from './query-runner.ts';
import { createViewerCache } from './viewer-cache.ts';
import { createViewerRepo } from './viewer.repo.ts';

/**
 * The catalogue read model of book details (details-read-model.ts): the same answers as the SQL
 * path for every viewer, book and territory; changes picked up by a poll (updates, links,
 * interest areas, series, new and deleted books, bulk loads); invalidation; the bound; and every
 * case it leaves to PostgreSQL.
 */

let testDb: TestDatabase;
let database: Database;
let runner: QueryRunner;
let repo: CatalogueRepo;
const clock = new TestClock();
const silent = createLogger({ level: 'silent' });
const models: DetailsReadModel[] = [];

const auths: Record<string, AuthContext> = {};
const ids: Record<string, string> = {};

const authOf = (id: string, role: Role, classroomId: string | null = null): AuthContext => ({
  user: { id, role, parentId: null },
  session: { id: `session-${id}`, parentSessionId: null, classroomId },
});

function newModel(opts: Partial<Parameters<typeof createDetailsReadModel>[0]> = {}) {
  const model = createDetailsReadModel({
    repo: createDetailsReadModelRepo(runner),
    logger: silent,
    maxBooks: 1_000,
    ...opts,
  });
  models.push(model);
  return model;
}

/** A catalogue service on the model, counting the details that went to PostgreSQL. */
function serviceOn(model: DetailsReadModel | undefined, viewerRepo = createViewerRepo(runner)) {
  const sqlDetails = vi.fn(repo.details);
  const service = createCatalogueService({
    repo: { ...repo, details: sqlDetails },
    viewers: viewerRepo,
    clock,
    detailsModel: model,
  });
  return { service, sqlDetails };
}

type Outcome = { ok: BookDetails } | { error: { code: string; message: string; meta: unknown } };
async function outcome(
  service: CatalogueService,
  auth: AuthContext,
  territory: string,
  bookId: string,
): Promise<Outcome> {
  try {
    return { ok: await service.details(auth, territory, bookId) };
  } catch (e) {
    const err = e as { code: string; message: string; metadata?: unknown };
    if (!err.code) throw e;
    return { error: { code: err.code, message: err.message, meta: err.metadata } };
  }
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase(testDb.url, { max: 4 });
  runner = createQueryRunner(database.pool);
  repo = createCatalogueRepo(runner);
  const db = database.db;
  moveClockTo(clock, { weekday: 'Wed', hour: 10 });

  await createInterestArea(db, { id: 'animals', name: 'Animals', position: 1 });
  await createInterestArea(db, { id: 'space', name: 'Space', position: 0 });
  await createInterestArea(db, { id: 'zebras', name: 'Zebras', position: 2 });
  await createInterestArea(db, { id: 'apples', name: 'Apples', position: 2 });
  await createInterestArea(db, { id: 'retired', name: 'Retired', status: 'INACTIVE' });
  const series = await createSeries(db, { name: 'Moon Club' });
  ids.series = series.id;
  const add = async (key: string, opts: Parameters<typeof createBook>[1] = {}) => {
    ids[key] = (await createBook(db, { title: `Book ${key}`, ...opts })).id;
  };
  await add('plain');
  await add('rich', {
    authors: ['Ann Author', 'Zed Writer'],
    illustrators: ['Ivy Painter'],
    editors: ['Ed Itor'],
    interests: ['animals', 'zebras', 'space', 'apples', 'retired'],
    subjects: ['Astronomy', 'Animals'],
    languages: ['en', 'es'],
    nonfiction: true,
    readingLevel: { system: 'FLESCH_KINCAID_GRADE', value: 2.5, label: 'Grade 2' },
    fileType: 'pdf',
    layout: 'fixed',
  });
  await add('bare', { description: null, wordCount: null, coverKey: null, coverThumbKey: null });
  await add('young', { ageMin: 2, ageMax: 5, interests: ['animals'] });
  await add('older', { ageMin: 8, ageMax: 12 });
  await add('consumer', { userSegments: ['CONSUMER'] });
  await add('educator', { userSegments: ['EDUCATOR'] });
  await add('britain', { salesTerritories: ['GB'] });
  await add('inactive', { status: 'INACTIVE' });
  await add('hiddenmia');
  await add('hiddenclass');
  await add('s1', { series: { ...series, position: 1 } });
  await add('s2', { series: { ...series, position: 2 }, ageMin: 8, ageMax: 14 });
  await add('s3', { series: { ...series, position: 3 }, salesTerritories: ['GB'] });
  await add('s4', { series: { ...series, position: null }, status: 'INACTIVE' });

  const family = await createFamily(db, ['Mia', 'Leo']);
  const mia = family.children[0]!;
  const leo = family.children[1]!;
  await setProfile(db, mia.id, { age: 5 });
  await setProfile(db, leo.id, { age: 9 });
  const klass = await createClassroom(db, 1);
  const student = klass.students[0]!;
  await setProfile(db, student.id, { age: 10 });
  const admin = await createAdmin(db);
  await hideBook(db, ids.hiddenmia!, { userId: mia.id }, family.parent.id);
  await hideBook(db, ids.hiddenclass!, { classroomId: klass.classroom.id }, klass.teacher.id);
  await db.insert(favorites).values([
    { userId: leo.id, bookId: ids.rich!, createdAt: new Date(Date.now() - 60_000) },
    { userId: leo.id, bookId: ids.s1!, createdAt: new Date() },
  ]);
  // A minute apart, like the favourites: two writes in the same millisecond tied, and the tie
  // went to whichever id sorted first (CI on 27 Nov).
  await setReadingProgress(db, leo.id, ids.rich!, 'STARTED', new Date(Date.now() - 60_000));
  await setReadingProgress(db, leo.id, ids.s2!, 'COMPLETED', new Date());

  auths.parent = authOf(family.parent.id, Role.PARENT);
  auths.mia = authOf(mia.id, Role.CHILD);
  auths.leo = authOf(leo.id, Role.CHILD);
  auths.teacher = authOf(klass.teacher.id, Role.TEACHER);
  auths.student = authOf(student.id, Role.STUDENT, klass.classroom.id);
  auths.admin = authOf(admin.id, Role.ADMIN);
}, 120_000);

afterAll(async () => {
  for (const m of models) await m.stop();
  await database?.close();
  await testDb?.drop();
});

/** A book inserted as a bulk load does: with its own, older updated_at. */
async function insertBulkBook(title: string): Promise<string> {
  const { rows } = await database.db.execute<{ id: string }>(sql`
    INSERT INTO books (id_number, title, file_type, original_file_type, file_key, file_size,
                       file_sha256, updated_at)
    VALUES ('PB-BULK-' || ${title}, ${title}, 'epub', 'epub', 'books/bulk.epub', 1,
            md5(${title}), now() - interval '2 years')
    RETURNING id`);
  return rows[0]!.id;
}

/** Every viewer × territory × book (and an unknown id): same answer from both paths. */
async function expectParity(model: DetailsReadModel, bookIds: string[]) {
  const sqlPath = serviceOn(undefined).service;
  const { service, sqlDetails } = serviceOn(model);
  let answered = 0;
  let fromModel = 0;
  for (const auth of Object.values(auths)) {
    for (const territory of ['US', 'GB', 'ZZ']) {
      for (const id of bookIds) {
        const before = sqlDetails.mock.calls.length;
        const expected = await outcome(sqlPath, auth, territory, id);
        const actual = await outcome(service, auth, territory, id);
        expect(actual, `${auth.user.role} in ${territory}, book ${id}`).toEqual(expected);
        if ('ok' in expected) {
          answered += 1;
          if (sqlDetails.mock.calls.length === before) fromModel += 1;
        }
      }
    }
  }
  return { answered, fromModel, sqlCalls: sqlDetails.mock.calls.length };
}

describe('catalogue read model: same answers as PostgreSQL', () => {
  it('for every viewer, territory and book, answering every visible book itself', async () => {
    const model = newModel();
    await model.reload();
    expect(model.stats()).toMatchObject({ ready: true, books: 15, truncated: false });
    const all = [...Object.values(ids).filter((id) => id !== ids.series)];
    const r = await expectParity(model, [...all, '00000000-0000-4000-8000-00000000abcd']);
    expect(r.answered).toBeGreaterThan(100);
    // Every 200 came from memory; only 404 / 403 went to PostgreSQL (which confirms them).
    expect(r.fromModel).toBe(r.answered);
    expect(r.sqlCalls).toBe(6 * 3 * (all.length + 1) - r.answered);
  });

  it('shows the rich book exactly: creators, active interests in order, series total, marks', async () => {
    const model = newModel();
    await model.reload();
    const { service, sqlDetails } = serviceOn(model);
    const leo = await service.details(auths.leo!, 'US', ids.rich!);
    expect(sqlDetails).not.toHaveBeenCalled();
    expect(leo).toMatchObject({
      authors: ['Ann Author', 'Zed Writer'],
      illustrators: ['Ivy Painter'],
      editors: ['Ed Itor'],
      interests: [
        { id: 'space', name: 'Space' },
        { id: 'animals', name: 'Animals' },
        { id: 'apples', name: 'Apples' },
        { id: 'zebras', name: 'Zebras' },
      ],
      isFavorite: true,
      progress: 'STARTED',
      readingLevel: { system: 'FLESCH_KINCAID_GRADE', value: 2.5, label: 'Grade 2' },
      fileType: 'pdf',
      layout: 'fixed',
    });
    const s1 = await service.details(auths.leo!, 'US', ids.s1!);
    // s2 (ages 8–14) is visible to Leo (9); s3 only in GB; s4 inactive.
    expect(s1.series).toEqual({ id: ids.series, name: 'Moon Club', position: 1, total: 2 });
    expect((await service.details(auths.leo!, 'GB', ids.s1!)).series?.total).toBe(3);
    expect((await service.details(auths.mia!, 'US', ids.s1!)).series?.total).toBe(1);
    expect((await service.details(auths.leo!, 'US', ids.s2!)).progress).toBe('COMPLETED');
    expect(sqlDetails).not.toHaveBeenCalled();
  });

  it('refuses outside school hours before looking at the book', async () => {
    const model = newModel();
    await model.reload();
    const { service, sqlDetails } = serviceOn(model);
    const saved = clock.now().getTime();
    moveClockTo(clock, { weekday: 'Sat', hour: 10 });
    try {
      await expect(service.details(auths.student!, 'US', ids.plain!)).rejects.toMatchObject({
        code: 'OUTSIDE_SCHOOL_HOURS',
      });
    } finally {
      clock.advance(saved - clock.now().getTime());
    }
    expect(sqlDetails).not.toHaveBeenCalled();
  });
});

describe('catalogue read model: changes', () => {
  it('picks up book updates, links, interest areas and series names at the next poll', async () => {
    const db = database.db;
    const model = newModel();
    await model.reload();
    const { service } = serviceOn(model);
    const leoRich = () => service.details(auths.leo!, 'US', ids.rich!);

    await db.execute(sql`UPDATE books SET title = 'Rich, renamed' WHERE id = ${ids.rich}::uuid`);
    expect((await leoRich()).title).toBe('Book rich'); // until the poll
    await model.refresh();
    expect((await leoRich()).title).toBe('Rich, renamed');

    await db.insert(bookCreators).values({
      bookId: ids.rich!,
      creatorId: await creatorId(db, 'Amy Artist'),
      role: 'ILLUSTRATOR',
      position: 1,
    });
    await db.execute(
      sql`DELETE FROM book_interests WHERE book_id = ${ids.rich}::uuid AND interest_id = 'zebras'`,
    );
    await db.execute(sql`UPDATE interest_areas SET name = 'Outer space' WHERE id = 'space'`);
    await db.execute(sql`UPDATE interest_areas SET status = 'INACTIVE' WHERE id = 'apples'`);
    await db.execute(sql`UPDATE series SET name = 'Moon Club Two' WHERE id = ${ids.series}::uuid`);
    await db.execute(
      sql`UPDATE creators SET full_name = 'Ann A. Author' WHERE full_name = 'Ann Author'`,
    );
    await model.refresh();
    const after = await leoRich();
    expect(after.illustrators).toEqual(['Ivy Painter', 'Amy Artist']);
    expect(after.authors).toEqual(['Ann A. Author', 'Zed Writer']);
    expect(after.interests).toEqual([
      { id: 'space', name: 'Outer space' },
      { id: 'animals', name: 'Animals' },
    ]);
    expect((await service.details(auths.leo!, 'US', ids.s1!)).series?.name).toBe('Moon Club Two');
    await expectParity(model, [ids.rich!, ids.s1!, ids.s2!]);

    await db.execute(sql`UPDATE interest_areas SET status = 'ACTIVE' WHERE id = 'apples'`);
    await db.execute(sql`UPDATE interest_areas SET name = 'Space' WHERE id = 'space'`);
    await db.execute(sql`UPDATE series SET name = 'Moon Club' WHERE id = ${ids.series}::uuid`);
    await db.execute(
      sql`UPDATE creators SET full_name = 'Ann Author' WHERE full_name = 'Ann A. Author'`,
    );
  });

  it('adds new books, drops deleted and deactivated ones, and catches bulk loads', async () => {
    const db = database.db;
    const model = newModel();
    await model.reload();
    const { service, sqlDetails } = serviceOn(model);
    const count = model.stats().books;

    const fresh = await createBook(db, { title: 'Fresh', interests: ['space'] });
    await model.refresh();
    expect(model.stats().books).toBe(count + 1);
    expect((await service.details(auths.leo!, 'US', fresh.id)).title).toBe('Fresh');
    expect(sqlDetails).not.toHaveBeenCalled();

    // A bulk load writes its own (older) updated_at: found by the count of books.
    const bulk = await insertBulkBook('Bulk');
    await model.refresh();
    expect(model.stats().books).toBe(count + 2);
    expect((await service.details(auths.leo!, 'US', bulk)).title).toBe('Bulk');
    expect(sqlDetails).not.toHaveBeenCalled();

    const deleted = await createBook(db, { title: 'Soon gone' });
    await model.refresh();
    expect(model.stats().books).toBe(count + 3);
    await db.execute(sql`DELETE FROM books WHERE id = ${deleted.id}::uuid`);
    await model.refresh();
    expect(model.stats().books).toBe(count + 2);
    await expect(service.details(auths.leo!, 'US', deleted.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(sqlDetails).toHaveBeenCalledTimes(1);

    await db.execute(sql`UPDATE books SET status = 'INACTIVE' WHERE id = ${fresh.id}::uuid`);
    expect((await service.details(auths.leo!, 'US', fresh.id)).title).toBe('Fresh'); // until…
    await model.refresh(); // …the poll
    await expect(service.details(auths.leo!, 'US', fresh.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expectParity(model, [fresh.id, bulk, deleted.id]);
    for (const id of [fresh.id, bulk]) {
      await db.execute(sql`DELETE FROM books WHERE id = ${id}::uuid`);
    }
  });

  it('catches a write whose transaction began before a poll and committed after it', async () => {
    const model = newModel();
    await model.reload();
    const { service } = serviceOn(model);
    const title = async () => (await service.details(auths.leo!, 'US', ids.plain!)).title;
    const slow = await database.pool.connect();
    try {
      await slow.query('BEGIN');
      // updated_at = the transaction's start, before the poll below
      await slow.query(`UPDATE books SET title = 'Slow write' WHERE id = $1`, [ids.plain]);
      await new Promise((r) => setTimeout(r, 20));
      await model.refresh(); // does not see the write yet
      expect(await title()).toBe('Book plain');
      await slow.query('COMMIT');
    } finally {
      slow.release();
    }
    await model.refresh();
    expect(await title()).toBe('Slow write');
    await database.db.execute(
      sql`UPDATE books SET title = 'Book plain' WHERE id = ${ids.plain}::uuid`,
    );
  });

  it('answers invalidated books from PostgreSQL until the next poll', async () => {
    const model = newModel();
    await model.reload();
    const { service, sqlDetails } = serviceOn(model);
    await service.details(auths.leo!, 'US', ids.plain!);
    expect(sqlDetails).not.toHaveBeenCalled();
    model.invalidate([ids.plain!.toUpperCase()]);
    const viaSql = await service.details(auths.leo!, 'US', ids.plain!);
    expect(sqlDetails).toHaveBeenCalledTimes(1);
    await model.refresh();
    expect(await service.details(auths.leo!, 'US', ids.plain!)).toEqual(viaSql);
    expect(sqlDetails).toHaveBeenCalledTimes(1);
  });

  it('reloads everything when too many books changed at once', async () => {
    const model = newModel({ changedLimit: 2 });
    await model.reload();
    expect(model.stats().fullLoads).toBe(1);
    await database.db.execute(sql`UPDATE books SET description = description || '!'`);
    await model.refresh();
    expect(model.stats().fullLoads).toBe(2);
    await expectParity(model, [ids.plain!, ids.rich!]);
    await database.db.execute(
      sql`UPDATE books SET description = left(description, -1) WHERE description LIKE '%!'`,
    );
  });
});

describe('catalogue read model: bound and fallbacks', () => {
  it('holds at most maxBooks, by id; later books and cut series go to PostgreSQL', async () => {
    const model = newModel({ maxBooks: 5, batchSize: 2 });
    await model.reload();
    const stats = model.stats();
    expect(stats).toMatchObject({ books: 5, truncated: true });
    const sorted = (await createDetailsReadModelRepo(runner).ids(null)).sort();
    expect(stats.lastId).toBe(sorted[4]);
    const { service, sqlDetails } = serviceOn(model);
    const seriesIds = new Set([ids.s1, ids.s2, ids.s3, ids.s4]);
    let sqlExpected = 0;
    for (const id of sorted) {
      const before = sqlDetails.mock.calls.length;
      const r = await outcome(service, auths.parent!, 'US', id);
      const held = id <= stats.lastId!;
      const visible = 'ok' in r;
      const viaSql = sqlDetails.mock.calls.length > before;
      if (!visible || !held || seriesIds.has(id)) {
        expect(viaSql, id).toBe(true);
        sqlExpected += 1;
      } else {
        expect(viaSql, id).toBe(false);
      }
    }
    expect(sqlExpected).toBeLessThan(sorted.length);
    await expectParity(model, sorted);

    const exact = newModel({ maxBooks: sorted.length, batchSize: 4 });
    await exact.reload();
    expect(exact.stats()).toMatchObject({ books: sorted.length, truncated: false });
  });

  it('does not answer before its first load, when stale, or for a viewer without marks', async () => {
    let t = 0;
    const model = newModel({ now: () => t });
    const { service, sqlDetails } = serviceOn(model);
    await service.details(auths.leo!, 'US', ids.plain!);
    expect(sqlDetails).toHaveBeenCalledTimes(1);
    await model.reload();
    await service.details(auths.leo!, 'US', ids.plain!);
    expect(sqlDetails).toHaveBeenCalledTimes(1);
    t += DETAILS_READ_MODEL.maxStaleMs + 1;
    await service.details(auths.leo!, 'US', ids.plain!);
    expect(sqlDetails).toHaveBeenCalledTimes(2);
    await model.refresh();
    const viewer = await createViewerRepo(runner).load(auths.leo!, 'US', clock.now());
    expect(model.details(viewer, ids.plain!)).toBeDefined();
    expect(model.details({ ...viewer, marks: undefined }, ids.plain!)).toBeUndefined();
  });

  it('leaves books beyond a cut list of favourites or progress to PostgreSQL', async () => {
    const model = newModel();
    await model.reload();
    // Leo has two favourites (s1 newest) and two progress rows (s2 newest): keep one of each.
    const { service, sqlDetails } = serviceOn(model, createViewerRepo(runner, { marksMax: 1 }));
    const viewer = await createViewerRepo(runner, { marksMax: 1 }).load(
      auths.leo!,
      'US',
      clock.now(),
    );
    expect(viewer.marks).toMatchObject({ allFavorites: false, allProgress: false });
    expect([...viewer.marks!.favorites]).toEqual([ids.s1]);
    expect([...viewer.marks!.progress]).toEqual([[ids.s2, 'COMPLETED']]);
    expect(model.details(viewer, ids.s1!)).toBeUndefined(); // progress unknown
    expect(model.details(viewer, ids.rich!)).toBeUndefined(); // favourite unknown
    const rich = await service.details(auths.leo!, 'US', ids.rich!);
    expect(rich).toMatchObject({ isFavorite: true, progress: 'STARTED' });
    expect(sqlDetails).toHaveBeenCalledTimes(1);
  });
});

describe('catalogue read model: running', () => {
  it('loads in the background, polls, and stops', async () => {
    const model = newModel({ pollMs: 20 });
    model.start();
    await vi.waitFor(() => expect(model.stats().polls).toBeGreaterThan(0), { timeout: 10_000 });
    const before = model.stats().books;
    const extra = await createBook(database.db, { title: 'Polled in' });
    await vi.waitFor(() => expect(model.stats().books).toBe(before + 1), { timeout: 10_000 });
    await model.stop();
    const polls = model.stats().polls;
    await new Promise((r) => setTimeout(r, 100));
    expect(model.stats().polls).toBe(polls);
    await database.db.execute(sql`DELETE FROM books WHERE id = ${extra.id}::uuid`);
  });

  it('is on by default, off with CATALOGUE_READ_MODEL=off, bounded by a number', () => {
    expect(loadConfig({}).catalogueReadModelMax).toBe(200_000);
    expect(loadConfig({ CATALOGUE_READ_MODEL: 'on' }).catalogueReadModelMax).toBe(200_000);
    expect(loadConfig({ CATALOGUE_READ_MODEL: '5000' }).catalogueReadModelMax).toBe(5000);
    expect(loadConfig({ CATALOGUE_READ_MODEL: 'off' }).catalogueReadModelMax).toBeNull();
    expect(loadConfig({ CATALOGUE_READ_MODEL: '0' }).catalogueReadModelMax).toBeNull();
    expect(() => loadConfig({ CATALOGUE_READ_MODEL: 'lots' })).toThrow(
      'CATALOGUE_READ_MODEL must be on, off or a number of books',
    );
    expect(createDetailsReadModelFor(null, runner, silent)).toBeUndefined();
  });

  it('starts with the app and logs its load', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const t = await createTestApp({ logger });
    try {
      await vi.waitFor(
        () => expect(lines.join('')).toMatch(/Catalogue read model: 0 books in \d+\.\d s/),
        { timeout: 10_000 },
      );
    } finally {
      await t.close();
    }
  });
});

describe('favourites on the details page (per-profile viewer invalidation)', () => {
  it('shows a heart set or cleared on this instance at once, from memory', async () => {
    const model = newModel();
    await model.reload();
    const viewerRepo = createViewerRepo(runner);
    const load = vi.spyOn(viewerRepo, 'load');
    const viewers = createViewerCache(viewerRepo, clock);
    const { service, sqlDetails } = serviceOn(model, viewers);
    const collections = createCollectionsService({
      repo: createCollectionsRepo(database.db, runner),
      viewers,
      clock,
    });
    const heart = async () => (await service.details(auths.leo!, 'US', ids.plain!)).isFavorite;

    expect(await heart()).toBe(false);
    await service.details(auths.mia!, 'US', ids.plain!);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await heart()).toBe(false); // cached viewer
    expect(load).toHaveBeenCalledTimes(2);

    await collections.addFavorite(auths.leo!, 'US', ids.plain!);
    expect(await heart()).toBe(true);
    await collections.removeFavorite(auths.leo!, 'US', ids.plain!);
    expect(await heart()).toBe(false);
    // Leo was read again after each change; Mia's cached viewer stayed.
    await service.details(auths.mia!, 'US', ids.plain!);
    expect(load.mock.calls.map(([a]) => a.user.id)).toEqual([
      auths.leo!.user.id,
      auths.mia!.user.id,
      auths.leo!.user.id, // after addFavorite forgot Leo
      auths.leo!.user.id, // after removeFavorite forgot Leo
    ]);
    expect(sqlDetails).not.toHaveBeenCalled();
  });
});
