import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { ZoneColours } from '@pagebird/contract';
import type { Db } from '../../db/client.ts';
import {
  discoveryZones,
  facts,
  quizAnswers,
  quizzes,
  rewardLedger,
} from '../../db/schema/index.ts';

/**
 * Test data of the quizzes and discovery tests, inserted directly with Drizzle: questions with
 * their answers (a book's end-of-book quiz or a zone's pool), facts and discovery zones.
 */

const uniq = () => randomBytes(4).toString('hex');

export interface TestQuestion {
  id: string;
  contentId: string;
  answers: Array<{ contentId: string; correct: boolean }>;
  /** The content id of the right answer and of a wrong one. */
  right: string;
  wrong: string;
}

/** `n` questions with three answers each (the second one right), in order. */
export async function createQuestions(
  db: Db,
  opts: {
    bookId?: string | null;
    n?: number;
    status?: 'ACTIVE' | 'INACTIVE';
    prefix?: string;
  } = {},
): Promise<TestQuestion[]> {
  const prefix = opts.prefix ?? `Q${uniq()}`;
  const out: TestQuestion[] = [];
  for (let i = 0; i < (opts.n ?? 3); i++) {
    const contentId = `${prefix}-${i + 1}`;
    const [row] = await db
      .insert(quizzes)
      .values({
        contentId,
        question: `Question ${i + 1} of ${prefix}?`,
        sourceBookId: opts.bookId ?? null,
        position: i,
        status: opts.status ?? 'ACTIVE',
      })
      .returning({ id: quizzes.id });
    const answers = ['a', 'b', 'c'].map((x, position) => ({
      quizId: row!.id,
      contentId: `${contentId}-${x}`,
      answer: `Answer ${x}`,
      correct: x === 'b',
      position,
    }));
    await db.insert(quizAnswers).values(answers);
    out.push({
      id: row!.id,
      contentId,
      answers: answers.map((a) => ({ contentId: a.contentId, correct: a.correct })),
      right: `${contentId}-b`,
      wrong: `${contentId}-a`,
    });
  }
  return out;
}

/** Every question answered right the first time. */
export const allRight = (qs: readonly TestQuestion[]) =>
  qs.map((q) => ({ quizId: q.contentId, answerId: q.right, wrongAttempts: 0 }));

export const TEST_COLOURS: ZoneColours = {
  icon: '3B5BDB',
  funFact: 'FFF9DB',
  background: 'F1F5FF',
  featuredBlock: 'E7F5FF',
  funFactBorder: 'F59F00',
  swimLaneTitle: '1C2E6E',
  featuredBlockBorder: '4C6EF5',
};

export async function createFact(
  db: Db,
  opts: { text?: string; status?: 'ACTIVE' | 'INACTIVE' } = {},
): Promise<string> {
  const [row] = await db
    .insert(facts)
    .values({ text: opts.text ?? `Fact ${uniq()}`, status: opts.status ?? 'ACTIVE' })
    .returning({ id: facts.id });
  return row!.id;
}

export async function createZone(
  db: Db,
  opts: {
    title?: string;
    ageMin?: number;
    ageMax?: number;
    status?: 'ACTIVE' | 'INACTIVE';
    position?: number;
    factIds?: string[];
    quizIds?: string[];
    collectionIds?: string[];
    interestIds?: string[];
    featuredBookId?: string | null;
    colours?: ZoneColours;
  } = {},
) {
  const title = opts.title ?? `Zone ${uniq()}`;
  const [row] = await db
    .insert(discoveryZones)
    .values({
      title,
      shortTitle: title.slice(0, 12),
      ageMin: opts.ageMin ?? 2,
      ageMax: opts.ageMax ?? 14,
      status: opts.status ?? 'ACTIVE',
      heroWeb: `banners/${uniq()}-web.svg`,
      heroMobile: `banners/${uniq()}-mobile.svg`,
      iconUrl: `banners/${uniq()}-icon.svg`,
      mascotImages: [`banners/${uniq()}-mascot.svg`],
      colours: opts.colours ?? TEST_COLOURS,
      factIds: opts.factIds ?? [],
      quizIds: opts.quizIds ?? [],
      collectionIds: opts.collectionIds ?? [],
      interestIds: opts.interestIds ?? [],
      featuredBookId: opts.featuredBookId ?? null,
      position: opts.position ?? 0,
    })
    .returning();
  return row!;
}

/** Ledger rows of a rule for a profile (one per rewarded cause). */
export async function ledgerCount(db: Db, userId: string, rule: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.userId, userId), eq(rewardLedger.rule, rule)));
  return row!.n;
}
