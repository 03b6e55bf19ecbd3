import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browseResponseSchema,
  DISCOVERY_MESSAGES,
  discoveryVisitResponseSchema,
  discoveryZoneSchema,
  discoveryZonesSchema,
  type DiscoveryZone,
} from '@pagebird/contract';
import { discoveryVisits } from '../../db/schema/index.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import {
  childToken,
  createChild,
  createClassroom,
  createParent,
  loginAs,
  studentLogin,
} from '../../test/factories.ts';
import {
  createAdminCollection,
  createBook,
  createInterestArea,
  hideBook,
  moveClockTo,
} from '../../test/catalogue-factories.ts';
import { VIEWER_CACHE } from '../catalogue/viewer-cache.ts';
import {
  createFact,
  createQuestions,
  createZone,
  ledgerCount,
  TEST_COLOURS,
} from '../quizzes/quiz-test-data.ts';

/**
 * Discovery zones against real PostgreSQL: the zones of a kid's age, a zone's page (colours,
 * pictures, facts in order, featured book, rows of books the caller may see), 404s, the visit
 * rewarded once, and the browse row B_DISCOVERY_ZONE.
 */

let t: TestApp;
let parent: Awaited<ReturnType<typeof createParent>>;
let leoId: string;
let leo: string;
let mia: string;
let tot: string;
let parentToken: string;
let zone: Record<'little' | 'dino' | 'nature' | 'space' | 'closed', { id: string }>;
let facts: string[];
let inactiveFact: string;
let bugBook: string;
let hiddenBugBook: string;
let teenBugBook: string;
let collectionId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  parent = await createParent(db);
  leoId = (await createChild(db, parent.id, { name: 'Leo', age: 9 })).id;
  const miaId = (await createChild(db, parent.id, { name: 'Mia', age: 5 })).id;
  const totId = (await createChild(db, parent.id, { name: 'Tot', age: 2 })).id;
  leo = (await childToken(t.app, parent, leoId)).childToken;
  mia = (await childToken(t.app, parent, miaId)).childToken;
  tot = (await childToken(t.app, parent, totId)).childToken;
  parentToken = await loginAs(t.app, parent.email!, parent.password);

  await createInterestArea(db, { id: 'bugs', name: 'Bugs', position: 1 });
  await createInterestArea(db, { id: 'nature', name: 'Nature', position: 2 });
  await createInterestArea(db, { id: 'retired', name: 'Retired', status: 'INACTIVE' });
  bugBook = (
    await createBook(db, { title: 'Beetle Days', interests: ['bugs'], ageMin: 6, ageMax: 10 })
  ).id;
  hiddenBugBook = (await createBook(db, { title: 'Hidden Ants', interests: ['bugs'] })).id;
  teenBugBook = (
    await createBook(db, { title: 'Teen Moths', interests: ['bugs'], ageMin: 12, ageMax: 14 })
  ).id;
  await createBook(db, {
    title: 'Old Oak',
    interests: ['nature', 'retired'],
    ageMin: 7,
    ageMax: 9,
  });
  await hideBook(db, hiddenBugBook, { userId: leoId }, parent.id);
  collectionId = (
    await createAdminCollection(db, { title: 'Minibeast Week', bookIds: [teenBugBook, bugBook] })
  ).id;
  const emptyCollection = (
    await createAdminCollection(db, { title: 'Teens only', bookIds: [teenBugBook] })
  ).id;

  facts = [
    await createFact(db, { text: 'Second fact' }),
    await createFact(db, { text: 'First fact' }),
  ];
  inactiveFact = await createFact(db, { text: 'Retired fact', status: 'INACTIVE' });
  const pool = await createQuestions(db, { n: 6 });

  zone = {
    little: await createZone(db, { title: 'Little Meadow', ageMin: 3, ageMax: 5, position: 1 }),
    dino: await createZone(db, { title: 'Dino Valley', ageMin: 5, ageMax: 8, position: 2 }),
    nature: await createZone(db, {
      title: 'Nature Trail',
      ageMin: 7,
      ageMax: 10,
      position: 3,
      factIds: [facts[0]!, inactiveFact, facts[1]!],
      quizIds: pool.map((q) => q.id),
      interestIds: ['bugs', 'retired', 'nature'],
      collectionIds: [collectionId, emptyCollection],
      featuredBookId: bugBook,
    }),
    space: await createZone(db, {
      title: 'Space Port',
      ageMin: 9,
      ageMax: 14,
      position: 4,
      featuredBookId: teenBugBook,
    }),
    closed: await createZone(db, { title: 'Closed Zone', status: 'INACTIVE', position: 0 }),
  };
});
afterAll(async () => {
  await t?.close();
});

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function zonesOf(token: string): Promise<string[]> {
  const res = await get(token, '/api/discovery');
  expect(res.statusCode, res.body).toBe(200);
  return discoveryZonesSchema.parse(json(res)).zones.map((z) => z.title);
}
async function zonePage(token: string, id: string): Promise<DiscoveryZone> {
  const res = await get(token, `/api/discovery/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return discoveryZoneSchema.parse(json(res));
}
const visit = (token: string, zoneId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/activities/discovery',
    headers: bearer(token),
    payload: { zoneId },
  });

describe('GET /api/discovery', () => {
  it("lists the active zones of a kid's age segment, in order", async () => {
    expect(await zonesOf(leo)).toEqual(['Nature Trail', 'Space Port']);
    expect(await zonesOf(mia)).toEqual(['Little Meadow', 'Dino Valley']);
    expect(await zonesOf(tot)).toEqual([]);
  });

  it('lists every active zone for grown-ups', async () => {
    expect(await zonesOf(parentToken)).toEqual([
      'Little Meadow',
      'Dino Valley',
      'Nature Trail',
      'Space Port',
    ]);
  });

  it('uses the default age 14 for a student without an age', async () => {
    moveClockTo(t.clock, { weekday: 'Wed', hour: 10 });
    const klass = await createClassroom(t.database.db, 1);
    const s = klass.students[0]!;
    const res = await studentLogin(t.app, klass.classroom.loginCode, s.id, s.pin);
    expect(res.statusCode).toBe(200);
    expect(await zonesOf(json<{ token: string }>(res).token)).toEqual(['Space Port']);
    // the clock moved: sessions of the other profiles are signed in again
    leo = (await childToken(t.app, parent, leoId)).childToken;
    parentToken = await loginAs(t.app, parent.email!, parent.password);
  });

  it('sends cards with colours (hex without #) and the icon URL', async () => {
    const res = await get(leo, '/api/discovery');
    const card = discoveryZonesSchema.parse(json(res)).zones[0]!;
    expect(card).toMatchObject({
      id: zone.nature.id,
      title: 'Nature Trail',
      ageSegment: { min: 7, max: 10 },
      colours: TEST_COLOURS,
    });
    expect(card.iconUrl).toMatch(/^\/api\/media\/banners\/.+\.svg$/);
  });
});

describe('GET /api/discovery/{id}', () => {
  it('shows the zone with its facts in order, pictures, featured book and rows', async () => {
    const page = await zonePage(leo, zone.nature.id);
    expect(page.colours).toEqual(TEST_COLOURS);
    expect(page.heroImages.web).toMatch(/^\/api\/media\/banners\//);
    expect(page.heroImages.mobile).toMatch(/^\/api\/media\/banners\//);
    expect(page.mascotImages).toHaveLength(1);
    expect(page.facts.map((f) => f.text)).toEqual(['Second fact', 'First fact']);
    expect(page.facts.map((f) => f.id)).toEqual(facts);
    expect(page.featured?.id).toBe(bugBook);
    expect(page.dailyQuizQuestions).toBe(3);

    // rows: the active interest areas in the zone's order, then the collections; only books
    // Leo may see (not the hidden one, not the one for teens); rows without books left out
    expect(page.swimlanes.map((l) => [l.type, l.title])).toEqual([
      ['B_RECOMMENDED', 'Bugs'],
      ['B_RECOMMENDED', 'Nature'],
      ['B_COLLECTION', 'Minibeast Week'],
    ]);
    const [bugs, nature, minibeasts] = page.swimlanes;
    expect(bugs!.books.map((b) => b.id)).toEqual([bugBook]);
    expect(bugs!.seeAll).toEqual({ type: 'INTEREST_AREA', id: 'bugs' });
    expect(nature!.books.map((b) => b.title)).toEqual(['Old Oak']);
    expect(minibeasts!.books.map((b) => b.id)).toEqual([bugBook]);
    expect(minibeasts!.seeAll).toEqual({ type: 'COLLECTION', id: collectionId });
  });

  it('leaves out a featured book the caller may not see', async () => {
    const page = await zonePage(leo, zone.space.id);
    expect(page.featured).toBeNull();
    expect(page.swimlanes).toEqual([]);
    expect(page.dailyQuizQuestions).toBe(0);
    // a grown-up sees the teen book
    expect((await zonePage(parentToken, zone.space.id)).featured?.id).toBe(teenBugBook);
  });

  it('404s unknown and inactive zones, and zones of another age for kids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', zone.closed.id, zone.little.id]) {
      const res = await get(leo, `/api/discovery/${id}`);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ code: 'NOT_FOUND', message: DISCOVERY_MESSAGES.zoneNotFound });
    }
    expect((await get(parentToken, `/api/discovery/${zone.little.id}`)).statusCode).toBe(200);
    expect((await get(parentToken, `/api/discovery/${zone.closed.id}`)).statusCode).toBe(404);
    expect((await get(leo, '/api/discovery/not-a-uuid')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/discovery' })).statusCode).toBe(401);
  });
});

describe('POST /api/activities/discovery', () => {
  const visits = async (zoneId: string) =>
    (
      await t.database.db
        .select()
        .from(discoveryVisits)
        .where(and(eq(discoveryVisits.userId, leoId), eq(discoveryVisits.zoneId, zoneId)))
    )[0];

  it('rewards the first visit of a zone only', async () => {
    const before = await ledgerCount(t.database.db, leoId, 'DISCOVERY_VISIT');
    const first = await visit(leo, zone.nature.id);
    expect(first.statusCode, first.body).toBe(200);
    const firstBody = discoveryVisitResponseSchema.parse(json(first));
    expect(firstBody.firstVisit).toBe(true);
    expect(firstBody.rewards.points).toBeGreaterThan(0);

    const again = discoveryVisitResponseSchema.parse(json(await visit(leo, zone.nature.id)));
    expect(again).toEqual({ firstVisit: false, rewards: { points: 0, gems: 0, earnings: [] } });
    expect(await ledgerCount(t.database.db, leoId, 'DISCOVERY_VISIT')).toBe(before + 1);
    expect(await visits(zone.nature.id)).toMatchObject({ visits: 2 });
  });

  it('rewards one of 10 simultaneous first visits', async () => {
    const before = await ledgerCount(t.database.db, leoId, 'DISCOVERY_VISIT');
    const answers = await Promise.all(Array.from({ length: 10 }, () => visit(leo, zone.space.id)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const bodies = answers.map((a) => discoveryVisitResponseSchema.parse(json(a)));
    expect(bodies.filter((b) => b.firstVisit)).toHaveLength(1);
    expect(await ledgerCount(t.database.db, leoId, 'DISCOVERY_VISIT')).toBe(before + 1);
    expect(await visits(zone.space.id)).toMatchObject({ visits: 10 });
  });

  it('refuses zones that are not open to the caller, and grown-ups', async () => {
    expect((await visit(leo, zone.little.id)).statusCode).toBe(404);
    expect((await visit(leo, zone.closed.id)).statusCode).toBe(404);
    expect((await visit(parentToken, zone.nature.id)).statusCode).toBe(403);
  });
});

describe('browse row B_DISCOVERY_ZONE', () => {
  async function lanes(token: string) {
    const res = await get(token, '/api/browse');
    expect(res.statusCode, res.body).toBe(200);
    return browseResponseSchema.parse(json(res)).swimlanes;
  }

  it("shows the zones of the viewer's age after the interest areas", async () => {
    t.clock.advance(VIEWER_CACHE.ttlMs + 1);
    const leoLanes = await lanes(leo);
    const types = leoLanes.map((l) => l.type);
    const row = leoLanes.find((l) => l.type === 'B_DISCOVERY_ZONE')!;
    expect(row).toMatchObject({ id: 'discovery-zones', title: 'Discovery Zones', books: [] });
    expect(row.zones.map((z) => z.title)).toEqual(['Nature Trail', 'Space Port']);
    expect(types.indexOf('B_DISCOVERY_ZONE')).toBe(types.indexOf('B_INTEREST_AREAS') + 1);

    const miaRow = (await lanes(mia)).find((l) => l.type === 'B_DISCOVERY_ZONE')!;
    expect(miaRow.zones.map((z) => z.title)).toEqual(['Little Meadow', 'Dino Valley']);
  });

  it('is left out when no zone is for the viewer', async () => {
    expect((await lanes(tot)).some((l) => l.type === 'B_DISCOVERY_ZONE')).toBe(false);
  });
});
