import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterDefinition, TextSearchResponse } from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { createParent, loginAs } from '../../test/factories.ts';
import {
  createBook,
  createInterestArea,
  refreshSearchWords,
  setBookStatus,
} from '../../test/catalogue-factories.ts';
import { bestCorrection, editDistance, queryWords } from './search.service.ts';

/** Full-text search (migration 0002 + search.repo.ts) and the filter definitions. */

let t: TestApp;
let token: string;
const id: Record<string, string> = {};
const DAY = 24 * 60 * 60_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createInterestArea(db, { id: 'dinosaurs', name: 'Dinosaurs', position: 0 });
  await createInterestArea(db, { id: 'space', name: 'Space', position: 1 });
  await createInterestArea(db, { id: 'retired', name: 'Retired', status: 'INACTIVE' });
  const book = async (key: string, opts: Parameters<typeof createBook>[1]) =>
    (id[key] = (await createBook(db, opts)).id);
  await book('days', {
    title: 'Dinosaur Days',
    subjects: ['Dinosaurs', 'Fossils'],
    interests: ['dinosaurs'],
    pageCount: 12,
    publishedAt: daysAgo(10),
    isAudioIncluded: true,
  });
  await book('running', {
    title: 'The Dinosaurs Went Running',
    interests: ['dinosaurs'],
    pageCount: 40,
    publishedAt: daysAgo(5),
    languages: ['es'],
  });
  await book('moon', {
    title: 'Dino and the Moon',
    interests: ['dinosaurs', 'space'],
    pageCount: 28,
    publishedAt: daysAgo(1),
    nonfiction: true,
  });
  await book('described', {
    title: 'Big Bones',
    description: 'A dinosaur museum at night.',
    pageCount: 60,
    publishedAt: daysAgo(2),
    ageMin: 8,
    ageMax: 12,
  });
  await book('rocket', {
    title: 'Rocket Rabbit',
    interests: ['space'],
    authors: ['José Núñez'],
    pageCount: 20,
    publishedAt: daysAgo(3),
  });
  await book('stories', { title: 'Bedtime Story Time', pageCount: 8, publishedAt: daysAgo(4) });
  await book('happy', {
    title: 'The Whale of Happiness',
    pageCount: 16,
    publishedAt: daysAgo(6),
  });
  await book('crepe', { title: 'Crème and Crêpes', pageCount: 30, publishedAt: daysAgo(7) });
  await refreshSearchWords(db);
  const parent = await createParent(db);
  token = await loginAs(t.app, parent.email!, parent.password);
});
afterAll(async () => {
  await t?.close();
});

async function search(params: Record<string, string | number | boolean | string[]>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    q.set(k, Array.isArray(v) ? JSON.stringify(v) : String(v));
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/text-search/child?${q.toString()}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<TextSearchResponse>(res);
}
const keys = (r: TextSearchResponse) => {
  const byId = Object.fromEntries(Object.entries(id).map(([k, v]) => [v, k]));
  return r.items.map((b) => byId[b.id]);
};

describe('GET /api/text-search/child — matching', () => {
  it('matches word prefixes while typing: "dino" finds every dinosaur book', async () => {
    const r = await search({ query: 'dino' });
    expect(r.total).toBe(4);
    expect(new Set(keys(r))).toEqual(new Set(['days', 'running', 'moon', 'described']));
    expect(r.correctedQuery).toBeNull();
    expect(r.query).toBe('dino');
  });

  it('corrects a word that matches nothing: "dinosuar" → "dinosaur"', async () => {
    const r = await search({ query: 'dinosuar' });
    expect(r.correctedQuery).toBe('dinosaur');
    expect(r.query).toBe('dinosuar');
    expect(r.total).toBe(3);
    expect(new Set(keys(r))).toEqual(new Set(['days', 'running', 'described']));
  });

  it('leaves a query alone when nothing close exists', async () => {
    const r = await search({ query: 'zqxjv' });
    expect(r).toMatchObject({ total: 0, items: [], correctedQuery: null });
  });

  it('uses English stems: "dinosaurs" finds "Dinosaur Days", "stories" finds "Story"', async () => {
    expect(keys(await search({ query: 'dinosaurs' }))).toContain('days');
    expect(keys(await search({ query: 'stories' }))).toEqual(['stories']);
  });

  it('keeps prefixes of plain words that are longer than their stem ("happin")', async () => {
    expect(keys(await search({ query: 'happin' }))).toEqual(['happy']);
  });

  it('needs every word and ignores accents and punctuation', async () => {
    expect(keys(await search({ query: 'dino moon' }))).toEqual(['moon']);
    expect(keys(await search({ query: 'creme crepes!' }))).toEqual(['crepe']);
    expect(keys(await search({ query: 'Núñez' }))).toEqual(['rocket']);
    expect(keys(await search({ query: 'nunez rabbit' }))).toEqual(['rocket']);
  });

  it('ranks title matches above description matches', async () => {
    const r = await search({ query: 'dinosaur' });
    expect(keys(r).at(-1)).toBe('described');
  });
});

describe('GET /api/text-search/child — filters, sorting, paging', () => {
  it('narrows by page range', async () => {
    expect(
      keys(await search({ query: 'dino', minPages: 20, maxPages: 45, sort: 'shortest' })),
    ).toEqual(['moon', 'running']);
    expect((await search({ query: 'dino', maxPages: 12 })).total).toBe(1);
  });

  it('refuses a page range upside down', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/text-search/child?minPages=50&maxPages=10',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({
      fields: { maxPages: 'The smallest page count cannot be more than the largest.' },
    });
  });

  it('filters by interests (JSON list), type, language, age and read-along', async () => {
    expect(new Set(keys(await search({ query: '', interests: ['space'] })))).toEqual(
      new Set(['moon', 'rocket']),
    );
    expect(new Set(keys(await search({ query: '', interests: ['space', 'dinosaurs'] })))).toEqual(
      new Set(['moon', 'rocket', 'days', 'running']),
    );
    expect(keys(await search({ query: 'dino', bookType: 'Nonfiction' }))).toEqual(['moon']);
    expect(keys(await search({ query: 'dino', language: 'es' }))).toEqual(['running']);
    expect(keys(await search({ query: 'dino', readAlong: true }))).toEqual(['days']);
    expect((await search({ query: 'dino', readAlong: false })).total).toBe(4);
    expect(keys(await search({ query: 'dino', age: 3, sort: 'title' }))).toEqual([
      'moon',
      'days',
      'running',
    ]);
  });

  it('lists everything matching the filters for an empty query, newest first', async () => {
    const r = await search({ query: '', minPages: 0 });
    expect(r.total).toBe(8);
    expect(keys(r).slice(0, 3)).toEqual(['moon', 'described', 'rocket']);
  });

  it('sorts by title, newest, shortest and longest', async () => {
    expect(keys(await search({ query: 'dino', sort: 'title' }))).toEqual([
      'described',
      'moon',
      'days',
      'running',
    ]);
    expect(keys(await search({ query: 'dino', sort: 'newest' }))).toEqual([
      'moon',
      'described',
      'running',
      'days',
    ]);
    expect(keys(await search({ query: 'dino', sort: 'shortest' }))).toEqual([
      'days',
      'moon',
      'running',
      'described',
    ]);
    expect(keys(await search({ query: 'dino', sort: 'longest' }))[0]).toBe('described');
  });

  it('pages with a stable total', async () => {
    const p0 = await search({ query: 'dino', sort: 'newest', size: 3, page: 0 });
    const p1 = await search({ query: 'dino', sort: 'newest', size: 3, page: 1 });
    const p2 = await search({ query: 'dino', sort: 'newest', size: 3, page: 2 });
    expect([p0.total, p1.total, p2.total]).toEqual([4, 4, 4]);
    expect([...keys(p0), ...keys(p1)]).toEqual(['moon', 'described', 'running', 'days']);
    expect(p2.items).toEqual([]);
    expect(p1).toMatchObject({ page: 1, size: 3 });
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/text-search/child?query=dino' });
    expect(res.statusCode).toBe(401);
  });
});

describe('search page cache', () => {
  it('serves a repeated search from the cache but never shows a book withdrawn since', async () => {
    const db = t.database.db;
    const a = await createBook(db, { title: 'Xylophone Parade', publishedAt: daysAgo(1) });
    const b2 = await createBook(db, { title: 'Xylophone Nights', publishedAt: daysAgo(2) });
    const first = await search({ query: 'xylophone', sort: 'newest' });
    expect(first.items.map((x) => x.id)).toEqual([a.id, b2.id]);
    await setBookStatus(db, a.id, 'INACTIVE');
    const again = await search({ query: 'xylophone', sort: 'newest' });
    expect(again.items.map((x) => x.id)).toEqual([b2.id]);
    // A different page size is another search: computed afresh.
    expect((await search({ query: 'xylophone', sort: 'newest', size: 10 })).total).toBe(1);
  });
});

describe('GET /api/text-search/filters', () => {
  it('describes every filter with options and the catalogue page range', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/text-search/filters',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const filters = json<FilterDefinition[]>(res);
    const byName = Object.fromEntries(filters.map((f) => [f.name, f]));
    expect(filters.map((f) => f.name)).toEqual([
      'interests',
      'bookType',
      'language',
      'age',
      'pages',
      'readAlong',
    ]);
    expect(byName.interests).toMatchObject({
      type: 'list',
      options: [
        { value: 'dinosaurs', label: 'Dinosaurs' },
        { value: 'space', label: 'Space' },
      ],
    });
    expect(byName.language!.options).toEqual([
      { value: 'en', label: 'English' },
      { value: 'es', label: 'Spanish' },
    ]);
    expect(byName.pages).toMatchObject({ type: 'range', min: 8, max: 60 });
    expect(byName.age!.options).toHaveLength(13);
    expect(byName.readAlong).toMatchObject({ type: 'switch', title: 'Read-Along' });
    expect(byName.bookType!.options!.map((o) => o.value)).toEqual(['Fiction', 'Nonfiction']);
  });
});

describe('query words and corrections (unit)', () => {
  it('splits, lower-cases and strips accents; drops one-letter pieces next to words', () => {
    expect(queryWords("  Dragon's  ÉCOLE t-rex ")).toEqual(['dragon', 'ecole', 'rex']);
    expect(queryWords('a')).toEqual(['a']);
    expect(queryWords('  ')).toEqual([]);
  });

  it('measures edits with transpositions and picks the closest candidate', () => {
    expect(editDistance('dinosuar', 'dinosaur')).toBe(1);
    expect(editDistance('dinosuar', 'dino')).toBe(4);
    expect(editDistance('', 'abc')).toBe(3);
    expect(bestCorrection('dinosuar', ['dino', 'dinosaur', 'dinosaurs'])).toBe('dinosaur');
    expect(bestCorrection('x', [])).toBeUndefined();
  });
});
