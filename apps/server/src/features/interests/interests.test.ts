import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  INTERESTS_MAX,
  INTERESTS_MESSAGES,
  type BrowseResponse,
  type InterestsResponse,
} from '@pagebird/contract';
import { users } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createClassroom, createFamily, studentLogin } from '../../test/factories.ts';
import { createBook, createInterestArea, moveClockTo } from '../../test/catalogue-factories.ts';

/** GET/PUT /api/user/interests against real PostgreSQL: own row only, active areas only. */

let t: TestApp;
let mia: string;
let leo: string;
let leoId: string;
let miaId: string;
let parentToken: string;
let student: string;
let dinoBook: string;
let spaceBook: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createInterestArea(db, { id: 'space', name: 'Space', position: 2, color: '#112233' });
  await createInterestArea(db, { id: 'dinosaurs', name: 'Dinosaurs', position: 1 });
  await createInterestArea(db, { id: 'retired', name: 'Retired', position: 0, status: 'INACTIVE' });
  dinoBook = (await createBook(db, { title: 'Dino Days', interests: ['dinosaurs'] })).id;
  spaceBook = (await createBook(db, { title: 'Moon Trip', interests: ['space'] })).id;
  const family = await createFamily(db, ['Mia', 'Leo']);
  miaId = family.children[0]!.id;
  leoId = family.children[1]!.id;
  const miaTokens = await childToken(t.app, family.parent, miaId);
  mia = miaTokens.childToken;
  parentToken = miaTokens.parentToken;
  leo = (await childToken(t.app, family.parent, leoId)).childToken;
  moveClockTo(t.clock, { weekday: 'Wed', hour: 10 });
  const klass = await createClassroom(db, 1);
  const s = klass.students[0]!;
  const res = await studentLogin(t.app, klass.classroom.loginCode, s.id, s.pin);
  expect(res.statusCode).toBe(200);
  student = json<{ token: string }>(res).token;
});
afterAll(async () => {
  await t?.close();
});

const get = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/interests', headers: bearer(token) });
const put = (token: string, interestIds: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/interests',
    headers: bearer(token),
    payload: { interestIds },
  });
const storedInterests = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!.interests;

describe('GET /api/user/interests', () => {
  it('lists the active areas by position with picture URLs and no chosen interests yet', async () => {
    const res = await get(mia);
    expect(res.statusCode).toBe(200);
    const body = json<InterestsResponse>(res);
    expect(body.interestIds).toEqual([]);
    expect(body.areas.map((a) => a.id)).toEqual(['dinosaurs', 'space']);
    const space = body.areas.find((a) => a.id === 'space')!;
    expect(space).toMatchObject({ name: 'Space', color: '#112233' });
    expect(space.imageUrl).toMatch(/interests\/space\.svg$/);
  });

  it('is for children and students only', async () => {
    expect((await get(student)).statusCode).toBe(200);
    expect((await get(parentToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/interests' })).statusCode).toBe(
      401,
    );
  });
});

describe('PUT /api/user/interests', () => {
  it("writes the caller's interests only and answers the new state", async () => {
    const res = await put(mia, ['space', 'dinosaurs']);
    expect(res.statusCode).toBe(200);
    expect(json<InterestsResponse>(res).interestIds).toEqual(['space', 'dinosaurs']);
    expect(await storedInterests(miaId)).toEqual(['space', 'dinosaurs']);
    expect(await storedInterests(leoId)).toEqual([]);
    expect(json<InterestsResponse>(await get(mia)).interestIds).toEqual(['space', 'dinosaurs']);
    expect(json<InterestsResponse>(await get(leo)).interestIds).toEqual([]);
  });

  it('clears with an empty list', async () => {
    await put(leo, ['space']);
    const res = await put(leo, []);
    expect(res.statusCode).toBe(200);
    expect(await storedInterests(leoId)).toEqual([]);
  });

  it('refuses an inactive or unknown area with a field message and keeps the old state', async () => {
    for (const ids of [['space', 'retired'], ['no-such-area']]) {
      const res = await put(mia, ids);
      expect(res.statusCode).toBe(400);
      const body = json<{ code: string; fields: Record<string, string> }>(res);
      expect(body.code).toBe('VALIDATION');
      expect(body.fields.interestIds).toBe(INTERESTS_MESSAGES.unknown);
    }
    expect(await storedInterests(miaId)).toEqual(['space', 'dinosaurs']);
  });

  it('refuses repeated ids and more than the maximum', async () => {
    expect((await put(mia, ['space', 'space'])).statusCode).toBe(400);
    const many = Array.from({ length: INTERESTS_MAX + 1 }, (_, i) => `area-${i}`);
    expect((await put(mia, many)).statusCode).toBe(400);
    expect((await put(mia, 'space')).statusCode).toBe(400);
  });

  it('students may set theirs; parents may not', async () => {
    expect((await put(student, ['dinosaurs'])).statusCode).toBe(200);
    expect((await put(parentToken, ['dinosaurs'])).statusCode).toBe(403);
  });

  it('changes browse recommendations at once (viewer cache forgotten)', async () => {
    const picked = async (token: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/browse', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      const lane = json<BrowseResponse>(res).swimlanes.find((l) => l.type === 'B_RECOMMENDED');
      return lane?.books.map((b) => b.id) ?? [];
    };
    expect((await put(leo, ['dinosaurs'])).statusCode).toBe(200);
    const before = await picked(leo);
    expect(before[0]).toBe(dinoBook);
    // No clock move: within the cache's lifetime the new interests must show straight away.
    expect((await put(leo, ['space'])).statusCode).toBe(200);
    const after = await picked(leo);
    expect(after[0]).toBe(spaceBook);
  });
});
