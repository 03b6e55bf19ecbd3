import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { Role, textSearchQuerySchema, type TextSearchQuery } from '@pagebird/contract';
import { openDatabase, type Database } from '../../db/client.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { TestClock } from '../../lib/clock.ts';
import { createLogger } from '../../lib/logger.ts';
import { createTestDatabase, type TestDatabase } from '../../test/db.ts';
import { createAdmin, createClassroom, createFamily } from '../../test/factories.ts';
import {
  createBook,
  createInterestArea,
  hideBook,
  moveClockTo,
  refreshSearchWords,
  setProfile,
  setReadingProgress,
} from '../../test/catalogue-factories.ts';
import { createCatalogueRepo } from './catalogue.repo.ts';
import {
  createDetailsReadModel,
  DETAILS_READ_MODEL,
  type DetailsReadModel,
} from './details-read-model.ts';
import { createDetailsReadModelRepo } from './details-read-model.repo.ts';
import { createQueryRunner, type QueryRunner } from './query-runner.ts';
import { createSearchIndex, firstK, pageOfPlan, type SearchPlan } from './search-index.ts';
import { createSearchRepo, RANK_WINDOW, type SearchRepo } from './search.repo.ts';
import { createSearchService } from './search.service.ts';
import { createViewerRepo } from './viewer.repo.ts';

/**
 * Search planned over the catalogue read model (search-index.ts, decision 014) against the SQL
 * path it replaces (search.repo.ts `search`): the same answer — items in order, total,
 * correction, paging — for every viewer, territory, query, filter, sort and page, over a
 * generated catalogue with ties in publication time, microsecond differences and more matches
 * than the rank window; and the SQL path whenever the model cannot answer exactly.
 */

let testDb: TestDatabase;
let database: Database;
let runner: QueryRunner;
let searchRepo: SearchRepo;
const clock = new TestClock();
const silent = createLogger({ level: 'silent' });
const models: DetailsReadModel[] = [];
const auths: Record<string, AuthContext> = {};
const bookIds: string[] = [];

const authOf = (id: string, role: Role, classroomId: string | null = null): AuthContext => ({
  user: { id, role, parentId: null },
  session: { id: `session-${id}`, parentSessionId: null, classroomId },
});

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NOUNS = ['Dragon', 'Dinosaur', 'Rocket', 'Robot', 'Penguin', 'Moon', 'Friend'];
const ADJECTIVES = ['Brave', 'Sleepy', 'Happy', 'Tiny', 'Jolly'];
const BOOKS = 240;

async function newModel(maxBooks = 10_000): Promise<DetailsReadModel> {
  const model = createDetailsReadModel({
    repo: createDetailsReadModelRepo(runner),
    logger: silent,
    maxBooks,
  });
  models.push(model);
  await model.reload();
  return model;
}

/** A search service on `model` (none: the SQL path only), counting the SQL-path searches. */
function serviceOn(model: DetailsReadModel | undefined, repo: SearchRepo = searchRepo) {
  const sqlSearch = vi.fn(repo.search);
  const service = createSearchService({
    search: { ...repo, search: sqlSearch },
    catalogue: createCatalogueRepo(runner),
    viewers: createViewerRepo(runner),
    clock,
    resultTtlMs: 0,
    model,
  });
  return { service, sqlSearch };
}

type Params = TextSearchQuery;
type Search = ReturnType<typeof serviceOn>['service'];
const run = (s: Search, auth: string, territory: string, params: Params) =>
  s.textSearch(auths[auth]!, territory, textSearchQuerySchema.parse(params));

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase(testDb.url, { max: 4 });
  runner = createQueryRunner(database.pool);
  searchRepo = createSearchRepo(runner);
  const db = database.db;
  moveClockTo(clock, { weekday: 'Wed', hour: 10 });
  await createInterestArea(db, { id: 'animals', name: 'Animals', position: 0 });
  await createInterestArea(db, { id: 'space', name: 'Space', position: 1 });
  await createInterestArea(db, { id: 'dinosaurs', name: 'Dinosaurs', position: 2 });
  await createInterestArea(db, { id: 'retired', name: 'Retired', status: 'INACTIVE' });

  const rnd = random(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const base = Date.UTC(2026, 0, 1);
  for (let i = 0; i < BOOKS; i++) {
    const noun = pick(NOUNS);
    const title =
      i % 3 === 0
        ? `The ${pick(ADJECTIVES)} ${noun}`
        : i % 3 === 1
          ? `${pick(['Mia', 'Leo', 'Zoe'])} and the ${pick(ADJECTIVES)} ${noun}`
          : `All About ${noun}s`;
    const ageMin = 2 + Math.floor(rnd() * 8);
    const r = rnd();
    const book = await createBook(db, {
      title,
      // "friends" in every description: more matches than the rank window.
      description: `A story of ${pick(NOUNS).toLowerCase()} friends${r < 0.3 ? ' and a dragon' : ''}.`,
      // Groups of books published at the same moment: the id decides among them.
      publishedAt: new Date(base - (i % 37) * 86_400_000),
      pageCount: 8 + Math.floor(rnd() * 292),
      ageMin,
      ageMax: Math.min(14, ageMin + 2 + Math.floor(rnd() * 4)),
      languages: pick([['en'], ['en'], ['es'], ['en', 'es'], ['fr']]),
      nonfiction: rnd() < 0.3,
      isAudioIncluded: rnd() < 0.35,
      interests: pick([
        ['animals'],
        ['space'],
        ['dinosaurs', 'animals'],
        ['retired'],
        ['space', 'dinosaurs'],
        [],
      ]),
      userSegments: pick([
        ['CONSUMER', 'EDUCATOR'],
        ['CONSUMER', 'EDUCATOR'],
        ['CONSUMER'],
        ['EDUCATOR'],
      ]),
      salesTerritories: pick([['WORLD'], ['WORLD'], ['WORLD'], ['GB'], ['US', 'CA']]),
      status: rnd() < 0.04 ? 'INACTIVE' : 'ACTIVE',
    });
    bookIds.push(book.id);
  }
  // Publication times a microsecond apart (JavaScript dates only hold milliseconds).
  await db.execute(sql`
    UPDATE books SET published_at = published_at + (id_number ~ '[02468]$')::int * interval '1 microsecond'`);
  await refreshSearchWords(db);

  const family = await createFamily(db, ['Mia', 'Leo']);
  const [mia, leo] = family.children;
  await setProfile(db, mia!.id, { age: 5 });
  await setProfile(db, leo!.id, { age: 9 });
  for (const id of bookIds.slice(0, 12))
    await hideBook(db, id, { userId: leo!.id }, family.parent.id);
  const klass = await createClassroom(db, 1);
  await setProfile(db, klass.students[0]!.id, { age: 10 });
  await hideBook(db, bookIds[20]!, { classroomId: klass.classroom.id }, klass.teacher.id);
  const admin = await createAdmin(db);
  auths.parent = authOf(family.parent.id, Role.PARENT);
  auths.mia = authOf(mia!.id, Role.CHILD);
  auths.leo = authOf(leo!.id, Role.CHILD);
  auths.teacher = authOf(klass.teacher.id, Role.TEACHER);
  auths.student = authOf(klass.students[0]!.id, Role.STUDENT, klass.classroom.id);
  auths.admin = authOf(admin.id, Role.ADMIN);
}, 180_000);

afterAll(async () => {
  for (const m of models) await m.stop();
  await database?.close();
  await testDb?.drop();
});

const QUERIES = ['', 'dra', 'dragon', 'brave dragon', 'fri', 'friends', 'dragn', 'zqxjv', 'moon'];
const FILTERS: Params[] = [
  {},
  { interests: ['space'] },
  { interests: ['dinosaurs', 'retired'] },
  { minPages: 24, maxPages: 100 },
  { readAlong: true },
  { bookType: 'Nonfiction' },
  { language: 'es' },
  { age: 9, minPages: 100 },
  { bookType: 'Fiction', language: 'en', readAlong: true },
];
const SORTS = ['relevance', 'newest'] as const;

/**
 * Every case through both services: the answers must be equal, and the model service must not
 * have run a single search in PostgreSQL.
 */
async function expectParity(model: DetailsReadModel, cases: Array<[string, string, Params]>) {
  const sqlPath = serviceOn(undefined).service;
  const { service, sqlSearch } = serviceOn(model);
  let nonEmpty = 0;
  for (const [auth, territory, params] of cases) {
    const expected = await run(sqlPath, auth, territory, params);
    const actual = await run(service, auth, territory, params);
    expect(actual, `${auth} ${territory} ${JSON.stringify(params)}`).toEqual(expected);
    if (expected.items.length > 0) nonEmpty += 1;
  }
  expect(sqlSearch).not.toHaveBeenCalled();
  return nonEmpty;
}

describe('search from the read model: the same answers as PostgreSQL', () => {
  it('for every viewer, territory, query and sort', async () => {
    const model = await newModel();
    const cases: Array<[string, string, Params]> = [];
    for (const auth of Object.keys(auths)) {
      for (const territory of ['US', 'GB']) {
        for (const query of QUERIES) {
          for (const sort of SORTS) cases.push([auth, territory, { query, sort }]);
        }
      }
    }
    const nonEmpty = await expectParity(model, cases);
    expect(nonEmpty).toBeGreaterThan(cases.length / 2);
  });

  it('for every filter (with and without words), including typo corrections', async () => {
    const model = await newModel();
    const cases: Array<[string, string, Params]> = [];
    for (const auth of ['parent', 'leo']) {
      for (const query of QUERIES) {
        for (const filters of FILTERS) {
          for (const sort of SORTS) cases.push([auth, 'US', { query, sort, ...filters }]);
        }
      }
    }
    const nonEmpty = await expectParity(model, cases);
    expect(nonEmpty).toBeGreaterThan(cases.length / 3);
    const typo = await run(serviceOn(model).service, 'parent', 'US', { query: 'dragn' });
    expect(typo.correctedQuery).toBe('dragon');
    expect(typo.total).toBeGreaterThan(0);
  });

  it('on every page, inside, across and beyond the rank window', async () => {
    const model = await newModel();
    const sqlPath = serviceOn(undefined).service;
    expect((await run(sqlPath, 'parent', 'US', { query: 'fri' })).total).toBeGreaterThan(
      RANK_WINDOW,
    );
    expect((await run(sqlPath, 'admin', 'US', { query: 'fri' })).total).toBeGreaterThan(
      RANK_WINDOW + 24,
    );
    const cases: Array<[string, string, Params]> = [];
    const pages = [
      { page: 0, size: 24 },
      { page: 1, size: 24 },
      { page: 4, size: 24 }, // the window's last page
      { page: 5, size: 24 }, // just after it
      { page: 2, size: 50 }, // across its end
      { page: 1, size: 100 },
      { page: 40, size: 24 }, // past the last book
    ];
    for (const auth of ['parent', 'admin', 'leo']) {
      for (const query of ['', 'fri', 'friends dragon', 'dragon']) {
        for (const filters of [{}, { interests: ['space', 'animals'] }]) {
          for (const sort of SORTS) {
            for (const p of pages) cases.push([auth, 'US', { query, sort, ...filters, ...p }]);
          }
        }
      }
    }
    await expectParity(model, cases);
  });

  it('leaves the title, shortest and longest orders to PostgreSQL', async () => {
    const model = await newModel();
    const sqlPath = serviceOn(undefined).service;
    const { service, sqlSearch } = serviceOn(model);
    for (const sort of ['title', 'shortest', 'longest'] as const) {
      const params = { query: 'dra', sort, interests: ['animals'] };
      expect(await run(service, 'leo', 'US', params)).toEqual(
        await run(sqlPath, 'leo', 'US', params),
      );
    }
    expect(sqlSearch).toHaveBeenCalledTimes(3);
  });
});

describe('search from the read model: when it cannot answer exactly', () => {
  /** Run `params` on the model service; the answer must equal the SQL path's. */
  async function compare(model: DetailsReadModel, params: Params, auth = 'parent') {
    const { service, sqlSearch } = serviceOn(model);
    const expected = await run(serviceOn(undefined).service, auth, 'US', params);
    const actual = await run(service, auth, 'US', params);
    expect(actual).toEqual(expected);
    return { answer: actual, viaSql: sqlSearch.mock.calls.length > 0 };
  }

  it('goes to PostgreSQL for a book written since the last poll, until the poll', async () => {
    const db = database.db;
    const model = await newModel();
    const first = await compare(model, { query: 'dragon', sort: 'newest' });
    expect(first.viaSql).toBe(false);
    const newest = first.answer.items[0]!.id;

    // Withdrawn behind the model's back.
    await db.execute(sql`UPDATE books SET status = 'INACTIVE' WHERE id = ${newest}::uuid`);
    const withdrawn = await compare(model, { query: 'dragon', sort: 'newest' });
    expect(withdrawn.viaSql).toBe(true);
    expect(withdrawn.answer.total).toBe(first.answer.total - 1);
    // Listings too: the book was in the model, the poll mark tells it changed.
    expect((await compare(model, { query: '', sort: 'newest' })).viaSql).toBe(true);
    await model.refresh();
    expect((await compare(model, { query: 'dragon', sort: 'newest' })).viaSql).toBe(false);
    expect((await compare(model, { query: '', sort: 'newest' })).viaSql).toBe(false);

    // A new book: missing from the model.
    const fresh = await createBook(db, {
      title: 'The Newest Dragon',
      publishedAt: new Date(Date.UTC(2026, 5, 1)),
      interests: ['space'],
    });
    const added = await compare(model, { query: 'dragon', sort: 'newest' });
    expect(added.viaSql).toBe(true);
    expect(added.answer.items[0]!.id).toBe(fresh.id);
    expect((await compare(model, { query: '', interests: ['space'] })).viaSql).toBe(true);
    await model.refresh();
    const polled = await compare(model, { query: 'dragon', sort: 'newest' });
    expect(polled.viaSql).toBe(false);
    expect(polled.answer.items[0]!.id).toBe(fresh.id);

    // Renamed: the word set's matches are read again once the model has the change.
    await db.execute(
      sql`UPDATE books SET title = 'The Quiet Zeppelin' WHERE id = ${fresh.id}::uuid`,
    );
    expect((await compare(model, { query: 'zeppelin' })).viaSql).toBe(true);
    await model.refresh();
    const renamed = await compare(model, { query: 'zeppelin' });
    expect(renamed).toMatchObject({ viaSql: false, answer: { total: 1 } });
    expect((await compare(model, { query: 'dragon', sort: 'newest' })).viaSql).toBe(false);

    await db.execute(sql`DELETE FROM books WHERE id = ${fresh.id}::uuid`);
    await db.execute(sql`UPDATE books SET status = 'ACTIVE' WHERE id = ${newest}::uuid`);
    await model.refresh();
  });

  it('goes to PostgreSQL when a book of the page was deleted since the last poll', async () => {
    const db = database.db;
    const model = await newModel();
    const extra = await createBook(db, {
      title: 'The Vanishing Dragon',
      publishedAt: new Date(Date.UTC(2026, 6, 1)),
    });
    await model.refresh();
    const before = await compare(model, { query: '', sort: 'newest' });
    expect(before).toMatchObject({ viaSql: false });
    expect(before.answer.items[0]!.id).toBe(extra.id);
    await db.execute(sql`DELETE FROM books WHERE id = ${extra.id}::uuid`);
    const after = await compare(model, { query: '', sort: 'newest' });
    expect(after.viaSql).toBe(true);
    expect(after.answer.total).toBe(before.answer.total - 1);
    await model.refresh();
    expect((await compare(model, { query: '', sort: 'newest' })).viaSql).toBe(false);
  });

  it('goes to PostgreSQL before the first load, when invalidated, stale or cut by its bound', async () => {
    const idle = createDetailsReadModel({
      repo: createDetailsReadModelRepo(runner),
      logger: silent,
      maxBooks: 10_000,
    });
    models.push(idle);
    expect((await compare(idle, { query: 'dragon' })).viaSql).toBe(true);
    await idle.reload();
    expect((await compare(idle, { query: 'dragon' })).viaSql).toBe(false);
    idle.invalidate([bookIds[30]!]);
    expect((await compare(idle, { query: 'dragon' })).viaSql).toBe(true);
    await idle.refresh();
    expect((await compare(idle, { query: 'dragon' })).viaSql).toBe(false);

    // Without a successful poll for too long (database trouble).
    let t = 0;
    const late = createDetailsReadModel({
      repo: createDetailsReadModelRepo(runner),
      logger: silent,
      maxBooks: 10_000,
      now: () => t,
    });
    models.push(late);
    await late.reload();
    expect((await compare(late, { query: 'dragon' })).viaSql).toBe(false);
    t += DETAILS_READ_MODEL.maxStaleMs + 1;
    expect(late.catalogue()).toBeUndefined();
    expect((await compare(late, { query: 'dragon' })).viaSql).toBe(true);

    const cut = await newModel(BOOKS - 10);
    expect(cut.stats().truncated).toBe(true);
    expect((await compare(cut, { query: 'dragon' })).viaSql).toBe(true);
    expect((await compare(cut, { query: '', interests: ['space'] })).viaSql).toBe(true);
  });
});

describe('cards from the read model', () => {
  /** A search service on `model` with its page cache, counting the repo's card reads. */
  function cachedServiceOn(model: DetailsReadModel) {
    const spies = {
      search: vi.fn(searchRepo.search),
      cards: vi.fn(searchRepo.cards),
      pageOfIds: vi.fn(searchRepo.pageOfIds),
      freshness: vi.fn(searchRepo.freshness),
    };
    const service = createSearchService({
      search: { ...searchRepo, ...spies },
      catalogue: createCatalogueRepo(runner),
      viewers: createViewerRepo(runner),
      clock,
      model,
    });
    return { service, spies };
  }

  it('gives the reading statuses and cards PostgreSQL gives, new and repeated, with one light query', async () => {
    const model = await newModel();
    const sqlPath = serviceOn(undefined).service;
    const leo = auths.leo!.user.id;
    const first = await run(sqlPath, 'leo', 'US', { query: 'dragon', sort: 'newest' });
    expect(first.items.length).toBeGreaterThan(3);
    await setReadingProgress(database.db, leo, first.items[0]!.id, 'STARTED');
    await setReadingProgress(database.db, leo, first.items[2]!.id, 'COMPLETED');
    const { service, spies } = cachedServiceOn(model);
    for (const params of [
      { query: 'dragon', sort: 'newest' },
      { query: 'dragon' },
      { query: 'fri', page: 1 },
      { query: '', interests: ['space'] },
    ] as Params[]) {
      const expected = await run(sqlPath, 'leo', 'US', params);
      expect(await run(service, 'leo', 'US', params)).toEqual(expected);
      // Repeated: from the page cache, the cards again from the model after one light query.
      spies.freshness.mockClear();
      expect(await run(service, 'leo', 'US', params)).toEqual(expected);
      expect(spies.freshness).toHaveBeenCalledTimes(1);
    }
    const again = await run(service, 'leo', 'US', { query: 'dragon', sort: 'newest' });
    expect(again.items.slice(0, 3).map((b) => b.progress)).toEqual([
      'STARTED',
      'NOT_STARTED',
      'COMPLETED',
    ]);
    expect(spies.search).not.toHaveBeenCalled();
    expect(spies.cards).not.toHaveBeenCalled();
    expect(spies.pageOfIds).not.toHaveBeenCalled();

    // A profile with more reading statuses than the viewer holds: cards from PostgreSQL.
    const pageOfIds = vi.fn(searchRepo.pageOfIds);
    const few = createSearchService({
      search: { ...searchRepo, pageOfIds },
      catalogue: createCatalogueRepo(runner),
      viewers: createViewerRepo(runner, { marksMax: 1 }),
      clock,
      resultTtlMs: 0,
      model,
    });
    const params: Params = { query: 'dragon', sort: 'newest' };
    expect(await run(few, 'leo', 'US', params)).toEqual(await run(sqlPath, 'leo', 'US', params));
    expect(pageOfIds).toHaveBeenCalledTimes(1);
    await database.db.execute(sql`DELETE FROM reading_progress WHERE user_id = ${leo}::uuid`);
  });

  it('reads the cards of a repeated search from PostgreSQL after a write or a deletion the model has not polled', async () => {
    const db = database.db;
    const model = await newModel();
    const extra = await createBook(db, {
      title: 'The Cached Dragon',
      publishedAt: new Date(Date.UTC(2026, 7, 1)),
    });
    await model.refresh();
    const { service, spies } = cachedServiceOn(model);
    const params: Params = { query: 'dragon', sort: 'newest' };
    const first = await run(service, 'parent', 'US', params);
    expect(first.items[0]!.id).toBe(extra.id);
    const second = first.items[1]!.id;

    // Withdrawn behind the model's back: the cached page, its cards from PostgreSQL.
    await db.execute(sql`UPDATE books SET status = 'INACTIVE' WHERE id = ${extra.id}::uuid`);
    const withdrawn = await run(service, 'parent', 'US', params);
    expect(withdrawn.items[0]!.id).toBe(second);
    expect(spies.cards).toHaveBeenCalledTimes(1);
    await model.refresh();
    await run(service, 'parent', 'US', params);
    expect(spies.cards).toHaveBeenCalledTimes(1);

    // Deleted: the model still holds it until its poll; the light query sees it gone.
    await db.execute(sql`UPDATE books SET status = 'ACTIVE' WHERE id = ${extra.id}::uuid`);
    await model.refresh();
    expect((await run(service, 'parent', 'US', params)).items[0]!.id).toBe(extra.id);
    await db.execute(sql`DELETE FROM books WHERE id = ${extra.id}::uuid`);
    const deleted = await run(service, 'parent', 'US', params);
    expect(deleted.items[0]!.id).toBe(second);
    expect(spies.cards).toHaveBeenCalledTimes(2);
    await model.refresh();
  });

  it('needs no second query when the search read its word set itself and found the model current', async () => {
    const model = await newModel();
    const { service, spies } = cachedServiceOn(model);
    const sqlPath = serviceOn(undefined).service;
    const params: Params = { query: 'brave moon' };
    const expected = await run(sqlPath, 'leo', 'US', params);
    expect(await run(service, 'leo', 'US', params)).toEqual(expected);
    expect(spies.freshness).not.toHaveBeenCalled();
    // Another viewer: the word set from the cache, so one light query.
    await run(service, 'mia', 'US', params);
    expect(spies.freshness).toHaveBeenCalledTimes(1);
    expect(spies.search).not.toHaveBeenCalled();
  });

  it('orders the rank window by score, ties in the pre-order, as PostgreSQL does', () => {
    const plan: SearchPlan = {
      total: 6,
      ids: ['a', 'b', 'c', 'd', 'e', 'f'],
      rank: { words: ['x'], window: 4, offset: 1, size: 4 },
      expected: 4,
      mark: '',
      version: 0,
      scoring: {
        scores: Float32Array.from([0.5, -Infinity, 0.5, 0.9, NaN, NaN]),
        keys: [1, 0, 3, 2, 4, 5],
      },
    };
    // Scores by id: a -Infinity (gone), b 0.5, c 0.9, d 0.5; e and f after the window.
    expect(pageOfPlan(plan)).toEqual(['b', 'd', 'a', 'e']);
    expect(
      pageOfPlan({ ...plan, scoring: { ...plan.scoring!, keys: [4, 0, 3, 2] } }),
    ).toBeUndefined();
  });
});

describe('word matches cache', () => {
  it('reads a word set once while the model stays the same, shared by concurrent searches', async () => {
    const model = await newModel();
    const wordMatches = vi.fn(searchRepo.wordMatches);
    const { service, sqlSearch } = serviceOn(model, { ...searchRepo, wordMatches });
    const answers = await Promise.all(
      ['parent', 'leo', 'mia', 'admin'].map((a) => run(service, a, 'US', { query: 'dragon' })),
    );
    expect(answers.every((a) => a.total > 0)).toBe(true);
    await run(service, 'leo', 'US', { query: 'dragon', bookType: 'Fiction', sort: 'newest' });
    expect(wordMatches).toHaveBeenCalledTimes(1);
    await run(service, 'leo', 'US', { query: 'robot' });
    expect(wordMatches).toHaveBeenCalledTimes(2);
    // A change the model applies makes every word set be read again.
    await database.db.execute(
      sql`UPDATE books SET page_count = page_count + 1 WHERE id = ${bookIds[40]}::uuid`,
    );
    await model.refresh();
    await run(service, 'leo', 'US', { query: 'dragon' });
    expect(wordMatches).toHaveBeenCalledTimes(3);
    expect(sqlSearch).not.toHaveBeenCalled();
  });

  it('gives nothing for a word set with a book the model does not hold', async () => {
    const model = await newModel();
    const index = createSearchIndex({
      repo: {
        wordMatches: async () => ({
          ids: `${bookIds[1]},00000000-0000-4000-8000-000000000001`,
          hits: '10',
        }),
      },
      model,
      ttlMs: 30_000,
    });
    expect(await index.matches(['anything'])).toBeUndefined();
    const ok = createSearchIndex({
      repo: { wordMatches: async () => ({ ids: `${bookIds[1]},${bookIds[2]}`, hits: '12' }) },
      model,
      ttlMs: 30_000,
    });
    const m = await ok.matches(['anything']);
    expect(m?.books).toHaveLength(2);
    expect([...m!.titleHits]).toEqual([1, 2]);
    const viewer = await createViewerRepo(runner).load(auths.admin!, 'US', clock.now());
    const plan = ok.plan(viewer, ['anything'], m, {}, 'newest', { page: 0, size: 24 });
    expect(plan?.total).toBeGreaterThan(0);
    expect(new Set([bookIds[1], bookIds[2]])).toEqual(
      new Set([...plan!.ids, bookIds[1], bookIds[2]]),
    );
    // Matches of another version of the model are refused.
    expect(
      ok.plan(viewer, ['anything'], { ...m!, version: -1 }, {}, 'newest', { page: 0, size: 24 }),
    ).toBeUndefined();
  });
});

describe('firstK (unit)', () => {
  it('keeps the k first by the order, like sorting everything', () => {
    const rnd = random(3);
    for (const [n, k] of [
      [0, 5],
      [3, 5],
      [100, 0],
      [100, 1],
      [500, 24],
      [500, 500],
      [50, 120],
    ] as const) {
      const values = Array.from({ length: n }, () => Math.floor(rnd() * 20));
      // Ties by value broken by index, as the search orders break them by id.
      const cmp = (i: number, j: number) => values[i]! - values[j]! || i - j;
      const top = firstK(k, cmp);
      for (let i = 0; i < n; i++) top.offer(i);
      const all = Array.from({ length: n }, (_, i) => i).sort(cmp);
      expect(top.sorted()).toEqual(all.slice(0, k));
    }
  });
});
