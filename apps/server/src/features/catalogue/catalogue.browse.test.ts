import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { BookPage, BrowseResponse, InterestArea, Swimlane } from '@pagebird/contract';
import { searchActivities } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createAdmin, createFamily, loginAs } from '../../test/factories.ts';
import {
  createAdminCollection,
  createBanner,
  createBook,
  createInterestArea,
  createSeries,
  hideBook,
  setBookStatus,
  setProfile,
  setReadingProgress,
} from '../../test/catalogue-factories.ts';

/** Browse rows, landing lists, admin collections, series, page categories and visual search. */

let t: TestApp;
let leo: { id: string; token: string };
let mia: { id: string; token: string };
let adminToken: string;
const b: Record<string, string> = {};
const c: Record<string, string> = {};
const DAY = 24 * 60 * 60_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const family = await createFamily(db, ['Leo', 'Mia']);
  const [leoRow, miaRow] = family.children as [
    (typeof family.children)[0],
    (typeof family.children)[0],
  ];
  await setProfile(db, leoRow.id, { age: 9, interests: ['space', 'animals'] });
  await setProfile(db, miaRow.id, { age: 4, interests: [] });

  // 17 active interest areas (positions 0..16) + one inactive + one with only books for teens.
  for (let i = 0; i < 17; i++) {
    const id = i === 0 ? 'space' : i === 1 ? 'animals' : `topic-${String(i).padStart(2, '0')}`;
    await createInterestArea(db, { id, name: id, position: i });
    if (i >= 2)
      await createBook(db, {
        title: `Topic book ${i}`,
        interests: [id],
        publishedAt: daysAgo(40 + i),
      });
  }
  await createInterestArea(db, {
    id: 'retired',
    name: 'Retired',
    position: -1,
    status: 'INACTIVE',
  });
  await createInterestArea(db, { id: 'teens', name: 'Teens', position: -2 });
  await createBook(db, {
    title: 'Teen book',
    interests: ['teens', 'space'],
    ageMin: 12,
    ageMax: 14,
  });

  const book = async (key: string, opts: Parameters<typeof createBook>[1]) =>
    (b[key] = (await createBook(db, opts)).id);
  await book('spaceAnimals', {
    title: 'Space animals',
    interests: ['space', 'animals'],
    publishedAt: daysAgo(30),
  });
  await book('spaceOnly', { title: 'Space only', interests: ['space'], publishedAt: daysAgo(2) });
  await book('animalsOnly', {
    title: 'Animals only',
    interests: ['animals'],
    publishedAt: daysAgo(3),
  });
  await book('completed', {
    title: 'Finished space',
    interests: ['space'],
    publishedAt: daysAgo(1),
  });
  await book('startedOld', { title: 'Started long ago', publishedAt: daysAgo(60) });
  await book('startedNew', { title: 'Started yesterday', publishedAt: daysAgo(61) });
  await book('hidden', { title: 'Hidden from Leo', interests: ['space'], publishedAt: daysAgo(0) });
  await book('newest', { title: 'Brand new', publishedAt: new Date(Date.now() - 60_000) });
  await setReadingProgress(db, leoRow.id, b.completed!, 'COMPLETED');
  await setReadingProgress(db, leoRow.id, b.startedOld!, 'STARTED', daysAgo(5));
  await setReadingProgress(db, leoRow.id, b.startedNew!, 'STARTED', daysAgo(1));
  await hideBook(db, b.hidden!, { userId: leoRow.id }, family.parent.id);

  c.second = (
    await createAdminCollection(db, {
      title: 'Second row',
      position: 2,
      bookIds: [b.animalsOnly!, b.hidden!, b.spaceOnly!],
    })
  ).id;
  c.first = (
    await createAdminCollection(db, { title: 'First row', position: 1, bookIds: [b.spaceOnly!] })
  ).id;
  c.inactive = (
    await createAdminCollection(db, { title: 'Off', status: 'INACTIVE', bookIds: [b.spaceOnly!] })
  ).id;
  c.onlyHidden = (
    await createAdminCollection(db, { title: 'Only hidden', bookIds: [b.hidden!] })
  ).id;

  await createBanner(db, {
    bannerType: 'BOOK',
    contentId: b.spaceOnly!,
    name: 'Book banner',
    position: 1,
  });
  await createBanner(db, {
    bannerType: 'COLLECTION',
    contentId: c.first!,
    name: 'Collection banner',
    position: 0,
  });
  await createBanner(db, { bannerType: 'BOOK', contentId: b.hidden!, name: 'Hidden target' });
  await createBanner(db, {
    bannerType: 'COLLECTION',
    contentId: c.onlyHidden!,
    name: 'Empty collection',
  });
  await createBanner(db, {
    bannerType: 'BOOK',
    contentId: b.spaceOnly!,
    name: 'Expired',
    endDate: daysAgo(1),
  });
  await createBanner(db, {
    bannerType: 'BOOK',
    contentId: b.spaceOnly!,
    name: 'Not yet',
    startDate: new Date(Date.now() + DAY),
  });

  const tokens = await childToken(t.app, family.parent, leoRow.id);
  leo = { id: leoRow.id, token: tokens.childToken };
  const miaTokens = await childToken(t.app, family.parent, miaRow.id);
  mia = { id: miaRow.id, token: miaTokens.childToken };
  const admin = await createAdmin(db);
  adminToken = await loginAs(t.app, admin.email!, admin.password);
});
afterAll(async () => {
  await t?.close();
});

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function browse(token: string): Promise<Swimlane[]> {
  const res = await get(token, '/api/browse');
  expect(res.statusCode).toBe(200);
  return json<BrowseResponse>(res).swimlanes;
}

describe('GET /api/browse', () => {
  it('puts the rows in the spec order and leaves empty ones out', async () => {
    const lanes = await browse(leo.token);
    expect(lanes.map((l) => [l.type, l.title])).toEqual([
      ['B_BANNERS', 'Featured'],
      ['B_CONTINUE_READING', 'Continue reading'],
      ['B_RECOMMENDED', 'Picked for you'],
      ['B_INTEREST_AREAS', 'Explore by interest'],
      ['B_COLLECTION', 'First row'],
      ['B_COLLECTION', 'Second row'],
      ['B_NEW', 'New books'],
    ]);
  });

  it('shows running banners whose target the profile may see, by position', async () => {
    const [banners] = await browse(leo.token);
    expect(banners!.banners.map((x) => x.name)).toEqual(['Collection banner', 'Book banner']);
    expect(banners!.banners[0]).toMatchObject({
      bannerType: 'COLLECTION',
      content: { entityType: 'COLLECTION', contentId: c.first },
      webImageUrl: expect.stringMatching(/^\/api\/media\/banners\//),
    });
  });

  it('continues the started books, most recent first', async () => {
    const lane = (await browse(leo.token)).find((l) => l.type === 'B_CONTINUE_READING')!;
    expect(lane.books.map((x) => x.id)).toEqual([b.startedNew, b.startedOld]);
    expect(lane.books[0]!.progress).toBe('STARTED');
    expect(lane.seeAll).toEqual({ type: 'CONTINUE_READING' });
  });

  it('recommends books of the profile interests by overlap, then newness, without finished or hidden ones', async () => {
    const lane = (await browse(leo.token)).find((l) => l.type === 'B_RECOMMENDED')!;
    const ids = lane.books.map((x) => x.id);
    expect(ids.slice(0, 3)).toEqual([b.spaceAnimals, b.spaceOnly, b.animalsOnly]);
    expect(ids).not.toContain(b.completed);
    expect(ids).not.toContain(b.hidden);
  });

  it('shows the first 15 active interest areas that hold a book the profile may see', async () => {
    const lane = (await browse(leo.token)).find((l) => l.type === 'B_INTEREST_AREAS')!;
    const ids = lane.interests.map((i: InterestArea) => i.id);
    expect(ids).toHaveLength(15);
    expect(ids.slice(0, 3)).toEqual(['space', 'animals', 'topic-02']);
    expect(ids).not.toContain('retired');
    expect(ids).not.toContain('teens');
    expect(ids).not.toContain('topic-16');
    expect(lane.interests[0]).toEqual({
      id: 'space',
      name: 'space',
      imageUrl: '/api/media/interests/space.svg',
      color: '#33aa77',
    });
  });

  it('has one row per active admin collection with visible books, in collection order', async () => {
    const lanes = (await browse(leo.token)).filter((l) => l.type === 'B_COLLECTION');
    expect(lanes.map((l) => l.seeAll)).toEqual([
      { type: 'COLLECTION', id: c.first },
      { type: 'COLLECTION', id: c.second },
    ]);
    expect(lanes[1]!.books.map((x) => x.id)).toEqual([b.animalsOnly, b.spaceOnly]);
  });

  it('lists at most 20 new books, newest first', async () => {
    const lane = (await browse(leo.token)).find((l) => l.type === 'B_NEW')!;
    expect(lane.books).toHaveLength(20);
    expect(lane.books[0]!.id).toBe(b.newest);
    expect(lane.books.map((x) => x.id)).not.toContain(b.hidden);
  });

  it('a profile without interests still gets picks (new books for its age)', async () => {
    const lanes = await browse(mia.token);
    const rec = lanes.find((l) => l.type === 'B_RECOMMENDED')!;
    expect(rec.books.length).toBeGreaterThan(0);
    expect(lanes.find((l) => l.type === 'B_CONTINUE_READING')).toBeUndefined();
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/browse' })).statusCode).toBe(401);
  });
});

describe('GET /api/books/landing', () => {
  const landing = (q: string, token = leo.token) => get(token, `/api/books/landing?${q}`);

  it('pages the new books with their total', async () => {
    const first = json<BookPage>(await landing('type=NEW&page=0&size=5'));
    const second = json<BookPage>(await landing('type=NEW&page=1&size=5'));
    expect(first.title).toBe('New books');
    expect(first.items).toHaveLength(5);
    expect(second.items).toHaveLength(5);
    expect(first.total).toBe(second.total);
    expect(first.total).toBeGreaterThan(20);
    expect(first.items[0]!.id).toBe(b.newest);
    expect(second.items.map((x) => x.id)).not.toContain(first.items[4]!.id);
  });

  it('lists an interest area, a collection and the started books', async () => {
    const interest = json<BookPage>(await landing('type=INTEREST_AREA&id=space'));
    expect(interest.title).toBe('space');
    expect(interest.items.map((x) => x.id)).toEqual([b.completed, b.spaceOnly, b.spaceAnimals]);
    const coll = json<BookPage>(await landing(`type=COLLECTION&id=${c.second}`));
    expect(coll).toMatchObject({ title: 'Second row', total: 2 });
    const started = json<BookPage>(await landing('type=CONTINUE_READING'));
    expect(started.total).toBe(2);
    const rec = json<BookPage>(await landing('type=RECOMMENDED&size=2'));
    expect(rec.items.map((x) => x.id)).toEqual([b.spaceAnimals, b.spaceOnly]);
  });

  it('asks for an id where one is needed and answers unknown ones with 404', async () => {
    const missing = await landing('type=INTEREST_AREA');
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toMatchObject({ code: 'VALIDATION', fields: { id: expect.any(String) } });
    expect((await landing('type=INTEREST_AREA&id=retired')).statusCode).toBe(404);
    expect((await landing(`type=COLLECTION&id=${c.inactive}`)).statusCode).toBe(404);
    expect((await landing('type=COLLECTION&id=nope')).statusCode).toBe(404);
    expect((await landing('type=SOMETHING')).statusCode).toBe(400);
  });
});

describe('GET /api/collection/:id/child', () => {
  it('shows an active admin collection with the books the profile may see', async () => {
    const res = await get(leo.token, `/api/collection/${c.second}/child`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: c.second, title: 'Second row', description: null });
    expect(json<{ books: Array<{ id: string }> }>(res).books.map((x) => x.id)).toEqual([
      b.animalsOnly,
      b.spaceOnly,
    ]);
  });

  it('hides an inactive collection', async () => {
    expect((await get(leo.token, `/api/collection/${c.inactive}/child`)).statusCode).toBe(404);
  });
});

describe('GET /api/books/series/:id and /api/books/:id/page-categories', () => {
  it('lists the visible books of a series in order, with the series in the details', async () => {
    const db = t.database.db;
    const s = await createSeries(db, { name: 'Moon Club', description: 'Friends on the moon' });
    const two = await createBook(db, {
      title: 'Moon Club 2',
      series: { id: s.id, name: s.name, position: 2 },
    });
    const one = await createBook(db, {
      title: 'Moon Club 1',
      series: { id: s.id, name: s.name, position: 1 },
    });
    const teen = await createBook(db, {
      title: 'Moon Club 3',
      series: { id: s.id, name: s.name, position: 3 },
      ageMin: 13,
    });
    const res = await get(leo.token, `/api/books/series/${s.id}`);
    expect(res.statusCode).toBe(200);
    const body = json<{ name: string; books: Array<{ id: string; position: number }> }>(res);
    expect(body).toMatchObject({ id: s.id, name: 'Moon Club', description: 'Friends on the moon' });
    expect(body.books.map((x) => [x.id, x.position])).toEqual([
      [one.id, 1],
      [two.id, 2],
    ]);
    expect(body.books.map((x) => x.id)).not.toContain(teen.id);
    const details = json<{ series: unknown }>(await get(leo.token, `/api/books/details/${two.id}`));
    expect(details.series).toEqual({ id: s.id, name: 'Moon Club', position: 2, total: 2 });
    expect((await get(leo.token, `/api/books/series/${b.spaceOnly}`)).statusCode).toBe(404);
  });

  it('gives the category of every spine item', async () => {
    const book = await createBook(t.database.db, {
      spine: [
        {
          index: 0,
          href: 'cover.xhtml',
          mediaType: 'application/xhtml+xml',
          linear: true,
          category: 'COVER',
          wordCount: 0,
          mediaOverlay: null,
        },
        {
          index: 1,
          href: 'p1.xhtml',
          mediaType: 'application/xhtml+xml',
          linear: true,
          category: 'CONTENT',
          wordCount: 40,
          mediaOverlay: null,
        },
        {
          index: 2,
          href: 'odd.xhtml',
          mediaType: 'application/xhtml+xml',
          linear: true,
          category: 'SOMETHING',
          wordCount: 1,
          mediaOverlay: null,
        },
      ],
    });
    const res = await get(leo.token, `/api/books/${book.id}/page-categories`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual([
      { index: 0, href: 'cover.xhtml', category: 'COVER' },
      { index: 1, href: 'p1.xhtml', category: 'CONTENT' },
      { index: 2, href: 'odd.xhtml', category: 'CONTENT' },
    ]);
    expect((await get(leo.token, `/api/books/${b.hidden}/page-categories`)).statusCode).toBe(404);
  });
});

describe('book details fields', () => {
  it('reading time follows the reader age; related books share interests', async () => {
    const db = t.database.db;
    const book = await createBook(db, {
      title: 'Counting stars',
      interests: ['space'],
      authors: ['Ann Author'],
      illustrators: ['Ivy Painter'],
      editors: ['Ed Itor'],
      wordCount: 1000,
      nonfiction: true,
      subjects: ['Astronomy'],
      readingLevel: { system: 'FLESCH_KINCAID_GRADE', value: 2, label: 'Grade 2' },
    });
    const leoView = json<Record<string, unknown>>(
      await get(leo.token, `/api/books/details/${book.id}`),
    );
    expect(leoView).toMatchObject({
      title: 'Counting stars',
      authors: ['Ann Author'],
      illustrators: ['Ivy Painter'],
      editors: ['Ed Itor'],
      bookType: 'Nonfiction',
      nonfiction: true,
      subjects: ['Astronomy'],
      languages: ['en'],
      wordCount: 1000,
      readingMinutes: 10, // 9 years: 100 words a minute
      readingLevel: { system: 'FLESCH_KINCAID_GRADE', value: 2, label: 'Grade 2' },
      coverUrl: expect.stringMatching(/^\/api\/media\/covers\/.*-w320\.webp$/),
      coverLargeUrl: expect.stringMatching(/^\/api\/media\/covers\/.*\.png$/),
      userSegments: ['CONSUMER', 'EDUCATOR'],
      salesTerritories: ['WORLD'],
    });
    expect(leoView).not.toHaveProperty('related');
    const related = json<{ books: Array<{ id: string }> }>(
      await get(leo.token, `/api/books/details/${book.id}/related`),
    ).books.map((x) => x.id);
    expect(related).toContain(b.spaceOnly);
    expect(related).not.toContain(book.id);
    expect(related).not.toContain(b.hidden);
    expect(related.length).toBeLessThanOrEqual(12);
    const miaView = json<Record<string, unknown>>(
      await get(mia.token, `/api/books/details/${book.id}`),
    );
    expect(miaView.readingMinutes).toBe(17); // 4 years: 60 words a minute
  });

  it('related books kept between requests are checked again and carry fresh progress', async () => {
    const db = t.database.db;
    const opts = { interests: ['topic-07'], publishedAt: daysAgo(300) };
    const book = await createBook(db, { title: 'Cached relations', ...opts });
    const other = await createBook(db, { title: 'Cached neighbour', ...opts });
    const relatedOf = async () =>
      json<{ books: Array<{ id: string; progress: string }> }>(
        await get(leo.token, `/api/books/details/${book.id}/related`),
      ).books;

    expect((await relatedOf()).find((r) => r.id === other.id)).toMatchObject({
      progress: 'NOT_STARTED',
    });
    // Second request (ids from the cache): the card's progress is read fresh…
    await setReadingProgress(db, leo.id, other.id, 'STARTED');
    expect((await relatedOf()).find((r) => r.id === other.id)).toMatchObject({
      progress: 'STARTED',
    });
    // …and a book that became invisible is left out.
    await setBookStatus(db, other.id, 'INACTIVE');
    expect((await relatedOf()).map((r) => r.id)).not.toContain(other.id);
    await setBookStatus(db, other.id, 'ACTIVE');
    // Another viewer class (age 4) gets its own list, not Leo's.
    const miaRelated = json<{ books: Array<{ id: string; progress: string }> }>(
      await get(mia.token, `/api/books/details/${book.id}/related`),
    ).books;
    expect(miaRelated.find((r) => r.id === other.id)).toMatchObject({ progress: 'NOT_STARTED' });
  });

  it('related books follow the access rules of the details page', async () => {
    const hidden = await get(leo.token, `/api/books/details/${b.hidden!}/related`);
    expect(hidden.statusCode).toBe(404);
    const unknown = await get(leo.token, `/api/books/details/${randomUUID()}/related`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('visual search', () => {
  it('lists the interest areas with visible books as picture tiles', async () => {
    const res = await get(leo.token, '/api/visual-search/items');
    expect(res.statusCode).toBe(200);
    const ids = json<InterestArea[]>(res).map((i) => i.id);
    expect(ids).toHaveLength(17);
    expect(ids).not.toContain('teens');
  });

  it('records a tap on a tile and refuses an unknown interest', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/activities/visual-search',
      headers: bearer(leo.token),
      payload: { interestId: 'space' },
    });
    expect(ok.statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(searchActivities)
      .where(eq(searchActivities.userId, leo.id));
    expect(rows).toMatchObject([{ kind: 'VISUAL_SEARCH', interestId: 'space' }]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/activities/visual-search',
      headers: bearer(leo.token),
      payload: { interestId: 'no-such-thing' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({
      code: 'VALIDATION',
      fields: { interestId: expect.any(String) },
    });
    const count = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM search_activities`,
    );
    expect(count.rows[0]).toEqual({ n: 1 });
  });

  it('admins may not record activities', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activities/visual-search',
      headers: bearer(adminToken),
      payload: { interestId: 'space' },
    });
    expect(res.statusCode).toBe(403);
  });
});
