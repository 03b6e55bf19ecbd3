import path from 'node:path';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageRangeSchema,
  browseResponseSchema,
  discoveryQuizSchema,
  discoveryZoneSchema,
  discoveryZonesSchema,
  endOfBookQuizzesSchema,
  isHexColor,
  zoneColoursSchema,
  type DiscoveryZone,
} from '@pagebird/contract';
import { books, discoveryZones, quizzes, seedRuns } from '../../db/schema/index.ts';
import { createLocalStorage } from '../../providers/storage/local.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/app.ts';
import { childToken, createChild, createParent } from '../../test/factories.ts';
import {
  createAdminCollection,
  createBook,
  createInterestArea,
} from '../../test/catalogue-factories.ts';
import { ADMIN_COLLECTIONS, DEMO_BOOKS, INTEREST_AREAS } from '../library/content/index.ts';
import { DEMO } from '../demo.ts';
import { BOOK_QUIZZES, KIDS_WORLD_SEED_NAME, seedKidsWorld, stableUuid, ZONES } from './index.ts';

// ── the content itself ──

/** WCAG 2 contrast ratio of two "rrggbb" colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [0, 2, 4].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const consumerBooksFor = (age: number, interests: readonly string[]) =>
  DEMO_BOOKS.filter(
    (b) =>
      (b.userSegments ?? ['CONSUMER', 'EDUCATOR']).includes('CONSUMER') &&
      (b.salesTerritories ?? ['WORLD']).includes('WORLD') &&
      b.ageMin <= age &&
      age <= b.ageMax &&
      b.interests.some((i) => interests.includes(i)),
  );

describe('demo quizzes (content)', () => {
  it('has a quiz for every demo book and no other', () => {
    expect(DEMO_BOOKS).toHaveLength(45);
    expect(Object.keys(BOOK_QUIZZES).sort()).toEqual(DEMO_BOOKS.map((b) => b.idNumber).sort());
  });

  it('asks 3 questions per book, each with 3–4 different answers and exactly one right', () => {
    for (const [idNumber, questions] of Object.entries(BOOK_QUIZZES)) {
      expect(questions, idNumber).toHaveLength(3);
      for (const q of questions) {
        expect(q.question.trim().endsWith('?') || q.question.trim().endsWith('…'), q.question).toBe(
          true,
        );
        expect(q.answers.length, q.question).toBeGreaterThanOrEqual(3);
        expect(q.answers.length, q.question).toBeLessThanOrEqual(4);
        expect(new Set(q.answers).size, q.question).toBe(q.answers.length);
        for (const a of q.answers) expect(a.trim().length, q.question).toBeGreaterThan(0);
        expect(Number.isInteger(q.correct) && q.correct >= 0 && q.correct < q.answers.length).toBe(
          true,
        );
      }
    }
    // the right answer is not always in the same place
    const positions = Object.values(BOOK_QUIZZES).flatMap((qs) => qs.map((q) => q.correct));
    for (const p of [0, 1, 2]) expect(positions.filter((x) => x === p).length).toBeGreaterThan(20);
  });
});

describe('demo discovery zones (content)', () => {
  it('has at least 4 zones for different age segments, Leo (9) and Mia (5) each having one', () => {
    expect(ZONES.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ZONES.map((z) => z.key)).size).toBe(ZONES.length);
    expect(new Set(ZONES.map((z) => `${z.ageMin}-${z.ageMax}`)).size).toBe(ZONES.length);
    for (const z of ZONES) {
      expect(ageRangeSchema.safeParse({ minAge: z.ageMin, maxAge: z.ageMax }).success, z.key).toBe(
        true,
      );
    }
    for (const kid of DEMO.parent.children) {
      expect(
        ZONES.some((z) => z.ageMin <= kid.age && kid.age <= z.ageMax),
        kid.name,
      ).toBe(true);
    }
  });

  it('has readable colours: valid hex without #, dark titles on light blocks', () => {
    for (const z of ZONES) {
      expect(zoneColoursSchema.parse(z.colours)).toEqual(z.colours);
      for (const c of Object.values(z.colours)) expect(isHexColor(`#${c}`), z.key).toBe(true);
      const c = z.colours;
      expect(contrast(c.swimLaneTitle, c.background), z.key).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.swimLaneTitle, c.featuredBlock), z.key).toBeGreaterThanOrEqual(4.5);
      expect(contrast(c.swimLaneTitle, c.funFact), z.key).toBeGreaterThanOrEqual(4.5);
      // the icon colour carries white artwork
      expect(contrast('FFFFFF', c.icon), z.key).toBeGreaterThanOrEqual(3);
    }
  });

  it('has 6–10 facts and a pool of at least 6 questions per zone', () => {
    for (const z of ZONES) {
      expect(z.facts.length, z.key).toBeGreaterThanOrEqual(6);
      expect(z.facts.length, z.key).toBeLessThanOrEqual(10);
      expect(new Set(z.facts).size).toBe(z.facts.length);
      expect(z.quiz.length, z.key).toBeGreaterThanOrEqual(6);
      for (const q of z.quiz) {
        expect(q.answers.length).toBeGreaterThanOrEqual(3);
        expect(q.answers.length).toBeLessThanOrEqual(4);
        expect(new Set(q.answers).size).toBe(q.answers.length);
        expect(q.correct >= 0 && q.correct < q.answers.length).toBe(true);
      }
    }
  });

  it('fills its rows from the demo library: books for every age of the zone, a fitting featured book, real collections', () => {
    const areas = new Set(INTEREST_AREAS.map((a) => a.id));
    const collections = new Set(ADMIN_COLLECTIONS.map((c) => c.title));
    for (const z of ZONES) {
      for (const id of z.interestIds) expect(areas.has(id), `${z.key}: ${id}`).toBe(true);
      for (let age = z.ageMin; age <= z.ageMax; age++) {
        expect(consumerBooksFor(age, z.interestIds).length, `${z.key} at ${age}`).toBeGreaterThan(
          0,
        );
      }
      const featured = DEMO_BOOKS.find((b) => b.idNumber === z.featuredBook);
      expect(featured, z.key).toBeDefined();
      expect(featured!.ageMin <= z.ageMax && z.ageMin <= featured!.ageMax, z.key).toBe(true);
      expect(z.collections.length, z.key).toBeGreaterThanOrEqual(1);
      expect(z.collections.length, z.key).toBeLessThanOrEqual(2);
      for (const title of z.collections) expect(collections.has(title), title).toBe(true);
    }
  });

  it('draws safe, self-contained SVG pictures', () => {
    for (const z of ZONES) {
      for (const draw of [z.art.heroWeb, z.art.heroMobile, z.art.icon, z.art.mascot]) {
        const svg = draw();
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).not.toMatch(
          /<script|<foreignObject|href\s*=\s*["'](?!#)|url\((?!#)|on\w+\s*=/i,
        );
        // deterministic: the same bytes every run (content-addressed storage keys)
        expect(draw()).toBe(svg);
      }
    }
  });
});

// ── seeding a database ──

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const [position, area] of INTEREST_AREAS.entries()) {
    await createInterestArea(t.database.db, { id: area.id, name: area.name, position });
  }
});
afterAll(async () => {
  await t?.close();
});

const storage = () => createLocalStorage({ root: path.join(t.tmpDir, 'files') });
const seed = () => seedKidsWorld({ db: t.database.db, storage: storage() });

/** The demo books' catalogue rows (no files needed), and the demo collections. */
async function addDemoCatalogue() {
  const db = t.database.db;
  const ids = new Map<string, string>();
  for (const b of DEMO_BOOKS) {
    const row = await createBook(db, {
      title: b.title,
      ageMin: b.ageMin,
      ageMax: b.ageMax,
      interests: b.interests,
      userSegments: b.userSegments ?? ['CONSUMER', 'EDUCATOR'],
      salesTerritories: b.salesTerritories ?? ['WORLD'],
    });
    await db.update(books).set({ idNumber: b.idNumber }).where(eq(books.id, row.id));
    ids.set(b.idNumber, row.id);
  }
  for (const [position, c] of ADMIN_COLLECTIONS.entries()) {
    await createAdminCollection(db, {
      title: c.title,
      position,
      bookIds: c.books.map((n) => ids.get(n)!),
    });
  }
}

const seedRecorded = async () =>
  (await t.database.db.select().from(seedRuns).where(eq(seedRuns.name, KIDS_WORLD_SEED_NAME)))
    .length > 0;

describe('seedKidsWorld', () => {
  const poolSize = ZONES.reduce((n, z) => n + z.quiz.length, 0);

  it('waits for the demo library: zones now, book quizzes on a later run', async () => {
    const first = await seed();
    expect(first.ran).toBe(true);
    expect(first.zones).toBe(ZONES.length);
    expect(first.questions).toBe(poolSize);
    expect(first.missingBooks).toHaveLength(45);
    expect(await seedRecorded()).toBe(false);
    const zones = await t.database.db.select().from(discoveryZones);
    expect(zones).toHaveLength(ZONES.length);
    expect(zones.every((z) => z.featuredBookId === null)).toBe(true);
  });

  it('completes once the books are there, then never runs again', async () => {
    await addDemoCatalogue();
    const second = await seed();
    expect(second).toMatchObject({ ran: true, zones: ZONES.length, missingBooks: [] });
    expect(second.questions).toBe(45 * 3 + poolSize);
    expect(await seedRecorded()).toBe(true);
    expect((await seed()).ran).toBe(false);

    const db = t.database.db;
    const [bookQuestions] = await db
      .select({ n: count() })
      .from(quizzes)
      .where(sql`${quizzes.sourceBookId} IS NOT NULL`);
    expect(bookQuestions!.n).toBe(45 * 3);
    const [poolQuestions] = await db
      .select({ n: count() })
      .from(quizzes)
      .where(isNull(quizzes.sourceBookId));
    expect(poolQuestions!.n).toBe(poolSize);
    // same ids as the first, partial run: nothing duplicated
    const zones = await db.select().from(discoveryZones);
    expect(zones.map((z) => z.id).sort()).toEqual(
      ZONES.map((z) => stableUuid(`zone:${z.key}`)).sort(),
    );
    expect(zones.every((z) => z.featuredBookId !== null)).toBe(true);
    expect(zones.every((z) => z.collectionIds.length === 1)).toBe(true);
  });

  it('gives every demo book a playable quiz: 3 active questions, exactly one right answer each', async () => {
    const { rows } = await t.database.db.execute<{
      id_number: string;
      questions: number;
      one_right: boolean;
    }>(sql`
      SELECT b.id_number, count(q.id)::int AS questions,
             bool_and((SELECT count(*) FROM quiz_answers a WHERE a.quiz_id = q.id AND a.correct) = 1
                      AND (SELECT count(*) FROM quiz_answers a WHERE a.quiz_id = q.id) BETWEEN 3 AND 4)
               AS one_right
      FROM books b JOIN quizzes q ON q.source_book_id = b.id AND q.status = 'ACTIVE'
      GROUP BY b.id_number`);
    expect(rows).toHaveLength(45);
    for (const r of rows) expect(r, r.id_number).toMatchObject({ questions: 3, one_right: true });
  });

  describe('as the demo children see it', () => {
    let leo: string;
    let mia: string;

    beforeAll(async () => {
      const parent = await createParent(t.database.db);
      const leoId = (await createChild(t.database.db, parent.id, { name: 'Leo', age: 9 })).id;
      const miaId = (await createChild(t.database.db, parent.id, { name: 'Mia', age: 5 })).id;
      leo = (await childToken(t.app, parent, leoId)).childToken;
      mia = (await childToken(t.app, parent, miaId)).childToken;
    });

    const get = (token: string, url: string) =>
      t.app.inject({ method: 'GET', url, headers: bearer(token) });

    async function zonesSeenBy(token: string): Promise<DiscoveryZone[]> {
      const res = await get(token, '/api/discovery');
      expect(res.statusCode, res.body).toBe(200);
      const { zones } = discoveryZonesSchema.parse(json(res));
      const pages: DiscoveryZone[] = [];
      for (const z of zones) {
        const page = await get(token, `/api/discovery/${z.id}`);
        expect(page.statusCode, page.body).toBe(200);
        pages.push(discoveryZoneSchema.parse(json(page)));
      }
      return pages;
    }

    it('Leo (9) and Mia (5) each see zones full of books they may read, with a daily quiz', async () => {
      for (const [token, age] of [
        [leo, 9],
        [mia, 5],
      ] as const) {
        const pages = await zonesSeenBy(token);
        expect(pages.length, `age ${age}`).toBeGreaterThanOrEqual(1);
        for (const page of pages) {
          expect(page.ageSegment.min <= age && age <= page.ageSegment.max).toBe(true);
          expect(page.facts.length).toBeGreaterThanOrEqual(6);
          expect(page.mascotImages).toHaveLength(1);
          expect(page.dailyQuizQuestions).toBe(3);
          const cards = page.swimlanes.flatMap((l) => l.books);
          expect(cards.length, page.title).toBeGreaterThan(0);
          for (const card of cards) expect(card.ageMin <= age && age <= card.ageMax).toBe(true);

          const quiz = await get(token, `/api/quiz/discovery/${page.id}?timeZone=Europe/London`);
          expect(quiz.statusCode).toBe(200);
          expect(discoveryQuizSchema.parse(json(quiz)).quizzes).toHaveLength(3);
        }
        expect(pages.some((p) => p.featured !== null)).toBe(true);
      }
    });

    it('serves the zone pictures as public SVG media', async () => {
      const [page] = await zonesSeenBy(leo);
      for (const url of [
        page!.heroImages.web,
        page!.heroImages.mobile,
        page!.iconUrl,
        ...page!.mascotImages,
      ]) {
        const res = await t.app.inject({ method: 'GET', url: url! });
        expect(res.statusCode, url!).toBe(200);
        expect(res.headers['content-type']).toContain('image/svg+xml');
      }
    });

    it('shows the browse row of zones to both', async () => {
      for (const token of [leo, mia]) {
        const res = await get(token, '/api/browse');
        const row = browseResponseSchema
          .parse(json(res))
          .swimlanes.find((l) => l.type === 'B_DISCOVERY_ZONE');
        expect(row?.zones.length).toBeGreaterThanOrEqual(1);
      }
    });

    it("answers a demo book's quiz: Mia's Little Dino and Leo's Silent Beacon", async () => {
      for (const [token, idNumber] of [
        [mia, 'PB-0001'],
        [leo, 'PB-0010'],
      ] as const) {
        const res = await get(token, `/api/end-of-book/quizzes?bookIdNumber=${idNumber}`);
        expect(res.statusCode, res.body).toBe(200);
        const quiz = endOfBookQuizzesSchema.parse(json(res));
        expect(quiz.quizzes.map((q) => q.question)).toEqual(
          BOOK_QUIZZES[idNumber]!.map((q) => q.question),
        );
        for (const q of quiz.quizzes)
          expect(q.quizAnswers.filter((a) => a.correct)).toHaveLength(1);
      }
    });
  });
});
