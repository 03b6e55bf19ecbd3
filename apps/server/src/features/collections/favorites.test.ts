import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookCard, BookDetails } from '@pagebird/contract';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createAdmin, createFamily, loginAs } from '../../test/factories.ts';
import { createBook, setBookStatus } from '../../test/catalogue-factories.ts';

/** Favorites: idempotent add/remove, only visible books, newest first, per profile. */

let t: TestApp;
let mia: string;
let leo: string;
let parentToken: string;
const books: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const family = await createFamily(db, ['Mia', 'Leo']);
  const tokens = await childToken(t.app, family.parent, family.children[0]!.id);
  mia = tokens.childToken;
  parentToken = tokens.parentToken;
  leo = (await childToken(t.app, family.parent, family.children[1]!.id)).childToken;
  for (let i = 0; i < 3; i++) books.push((await createBook(db, { title: `Fav ${i}` })).id);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string) =>
  t.app.inject({ method, url, headers: bearer(token) });
const list = async (token: string) => {
  const res = await call('GET', '/api/favorite', token);
  expect(res.statusCode).toBe(200);
  return json<{ items: BookCard[]; total: number }>(res);
};

describe('favorites', () => {
  it('adds idempotently and lists newest first', async () => {
    expect((await call('POST', `/api/favorite/${books[0]}`, mia)).statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await call('POST', `/api/favorite/${books[1]}`, mia)).statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await call('POST', `/api/favorite/${books[0]}`, mia)).statusCode).toBe(204);
    const body = await list(mia);
    expect(body.total).toBe(2);
    expect(body.items.map((b) => b.id)).toEqual([books[1], books[0]]);
  });

  it('is per profile and shows on the details page', async () => {
    expect((await list(leo)).total).toBe(0);
    expect((await list(parentToken)).total).toBe(0);
    const details = json<BookDetails>(await call('GET', `/api/books/details/${books[1]}`, mia));
    expect(details.isFavorite).toBe(true);
    const other = json<BookDetails>(await call('GET', `/api/books/details/${books[1]}`, leo));
    expect(other.isFavorite).toBe(false);
  });

  it('removes idempotently', async () => {
    expect((await call('DELETE', `/api/favorite/${books[1]}`, mia)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/favorite/${books[1]}`, mia)).statusCode).toBe(204);
    expect((await list(mia)).items.map((b) => b.id)).toEqual([books[0]]);
  });

  it('refuses unknown books and drops books that stop being visible from the list', async () => {
    const unknown = await call('POST', '/api/favorite/00000000-0000-4000-8000-000000000000', mia);
    expect(unknown.statusCode).toBe(404);
    await call('POST', `/api/favorite/${books[2]}`, mia);
    await setBookStatus(t.database.db, books[2]!, 'INACTIVE');
    expect((await list(mia)).items.map((b) => b.id)).toEqual([books[0]]);
    expect((await call('POST', `/api/favorite/${books[2]}`, mia)).statusCode).toBe(404);
  });

  it('is not for admins; needs a token', async () => {
    const admin = await createAdmin(t.database.db);
    const token = await loginAs(t.app, admin.email!, admin.password);
    expect((await call('GET', '/api/favorite', token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/favorite' })).statusCode).toBe(401);
  });
});
