import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  adminCollections,
  books,
  discoveryZones,
  facts,
  quizAnswers,
  quizzes,
  seedRuns,
} from '../../db/schema/index.ts';
import { contentHash } from '../../features/catalogue/import/cover-files.ts';
import type { Logger } from '../../lib/logger.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import type { Svg } from '../library/content/content.types.ts';
import { BOOK_QUIZZES } from './book-quizzes.ts';
import type { QuestionContent, ZoneContent } from './content.types.ts';
import { ZONES } from './zones.ts';

export { BOOK_QUIZZES } from './book-quizzes.ts';
export { ZONES } from './zones.ts';
export type { QuestionContent, ZoneContent } from './content.types.ts';

export const KIDS_WORLD_SEED_NAME = 'kids-world-v1';

/** Any fixed number: one instance seeds, concurrently starting ones wait. */
const SEED_LOCK_ID = 7_240_318_556;

/** Where the zone pictures are stored: a public media folder (see media.routes.ts). */
export const ZONE_ART_FOLDER = 'zones';

export interface KidsWorldContent {
  /** End-of-book quizzes by book catalogue number. */
  bookQuizzes: Readonly<Record<string, readonly QuestionContent[]>>;
  zones: readonly ZoneContent[];
}

export interface SeedKidsWorldDeps {
  db: Db;
  storage: StorageProvider;
  logger?: Logger;
  now?: Date;
}

export interface SeedKidsWorldResult {
  /** False when this database already had the kids' world demo data. */
  ran: boolean;
  /** Quiz questions written (end-of-book and zone pools). */
  questions: number;
  zones: number;
  /** Catalogue numbers (quizzes, featured books) not in the catalogue: retried on a later start. */
  missingBooks: string[];
}

/** A uuid derived from a name: the same on every run, so re-runs update instead of adding. */
export function stableUuid(name: string): string {
  const h = createHash('sha256').update(`pagebird:kids-world:${name}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/** content_id of a book question and of its answers. */
export const bookQuestionId = (idNumber: string, i: number) => `EOB-${idNumber}-${i + 1}`;
export const zoneQuestionId = (zoneKey: string, i: number) => `DZ-${zoneKey}-${i + 1}`;
const answerId = (questionId: string, i: number) => `${questionId}-${'abcdefgh'[i] ?? i}`;

async function storeSvg(storage: StorageProvider, svg: Svg): Promise<string> {
  const data = new TextEncoder().encode(svg);
  const key = `${ZONE_ART_FOLDER}/${contentHash(data)}.svg`;
  if (!(await storage.exists(key))) await storage.put(key, data, 'image/svg+xml');
  return key;
}

/**
 * Writes one question with its answers (by content id: a re-run rewrites the same rows) and
 * returns its id. Answers beyond the question's are removed.
 */
async function upsertQuestion(
  tx: DbOrTx,
  contentId: string,
  content: QuestionContent,
  sourceBookId: string | null,
  position: number,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(quizzes)
    .values({ contentId, question: content.question, sourceBookId, position, status: 'ACTIVE' })
    .onConflictDoUpdate({
      target: quizzes.contentId,
      set: { question: content.question, sourceBookId, position, updatedAt: now },
    })
    .returning({ id: quizzes.id });
  const quizId = row!.id;
  const answers = content.answers.map((answer, i) => ({
    quizId,
    contentId: answerId(contentId, i),
    answer,
    correct: i === content.correct,
    position: i,
  }));
  for (const a of answers) {
    await tx
      .insert(quizAnswers)
      .values(a)
      .onConflictDoUpdate({
        target: quizAnswers.contentId,
        set: { quizId: a.quizId, answer: a.answer, correct: a.correct, position: a.position },
      });
  }
  await tx.execute(sql`
    DELETE FROM quiz_answers
    WHERE quiz_id = ${quizId}::uuid
      AND NOT (content_id = ANY(${sql.param(answers.map((a) => a.contentId))}::text[]))`);
  return quizId;
}

/**
 * The kids' world demo data, once per database (seed_runs "kids-world-v1"), after the demo
 * library: an end-of-book quiz for every demo book and the demo discovery zones (pictures in
 * storage, fun facts, quiz pools, rows by interest areas and admin collections, featured book).
 * Every row has a stable key, so a run interrupted or made before the library was complete is
 * finished by the next start; the run is only recorded once every book it names exists.
 */
export async function seedKidsWorld(
  deps: SeedKidsWorldDeps,
  content: KidsWorldContent = { bookQuizzes: BOOK_QUIZZES, zones: ZONES },
): Promise<SeedKidsWorldResult> {
  const { db, storage, logger } = deps;
  const now = deps.now ?? new Date();
  const result: SeedKidsWorldResult = { ran: false, questions: 0, zones: 0, missingBooks: [] };

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [done] = await tx
      .select({ name: seedRuns.name })
      .from(seedRuns)
      .where(eq(seedRuns.name, KIDS_WORLD_SEED_NAME));
    if (done) return result;
    result.ran = true;

    const numbers = [
      ...new Set([
        ...Object.keys(content.bookQuizzes),
        ...content.zones.map((z) => z.featuredBook),
      ]),
    ];
    const bookIds = new Map(
      (
        await tx
          .select({ id: books.id, idNumber: books.idNumber })
          .from(books)
          .where(inArray(books.idNumber, numbers))
      ).map((r) => [r.idNumber, r.id]),
    );
    result.missingBooks = numbers.filter((n) => !bookIds.has(n));

    // 1. end-of-book quizzes
    for (const [idNumber, questions] of Object.entries(content.bookQuizzes)) {
      const bookId = bookIds.get(idNumber);
      if (!bookId) continue;
      for (const [i, question] of questions.entries()) {
        await upsertQuestion(tx, bookQuestionId(idNumber, i), question, bookId, i, now);
        result.questions++;
      }
    }

    // 2. discovery zones
    const collectionTitles = [...new Set(content.zones.flatMap((z) => z.collections))];
    const collectionIds = new Map(
      collectionTitles.length === 0
        ? []
        : (
            await tx
              .select({ id: adminCollections.id, title: adminCollections.title })
              .from(adminCollections)
              .where(inArray(adminCollections.title, collectionTitles))
          ).map((r) => [r.title, r.id]),
    );
    for (const [position, zone] of content.zones.entries()) {
      const factIds: string[] = [];
      for (const [i, text] of zone.facts.entries()) {
        const id = stableUuid(`fact:${zone.key}:${i + 1}`);
        await tx
          .insert(facts)
          .values({
            id,
            text,
            sourceEntityType: 'DISCOVERY_ZONE',
            sourceContentId: zone.key,
            status: 'ACTIVE',
          })
          .onConflictDoUpdate({ target: facts.id, set: { text } });
        factIds.push(id);
      }
      const quizIds: string[] = [];
      for (const [i, question] of zone.quiz.entries()) {
        quizIds.push(await upsertQuestion(tx, zoneQuestionId(zone.key, i), question, null, i, now));
        result.questions++;
      }
      const [heroWeb, heroMobile, iconUrl, mascot] = [
        await storeSvg(storage, zone.art.heroWeb()),
        await storeSvg(storage, zone.art.heroMobile()),
        await storeSvg(storage, zone.art.icon()),
        await storeSvg(storage, zone.art.mascot()),
      ];
      const missingCollections = zone.collections.filter((t) => !collectionIds.has(t));
      if (missingCollections.length > 0) {
        logger?.warn(
          `Discovery zone "${zone.title}": no collection ${missingCollections.join(', ')}`,
        );
      }
      const values = {
        title: zone.title,
        shortTitle: zone.shortTitle,
        ageMin: zone.ageMin,
        ageMax: zone.ageMax,
        status: 'ACTIVE' as const,
        heroWeb,
        heroMobile,
        iconUrl,
        mascotImages: [mascot],
        colours: zone.colours,
        factIds,
        quizIds,
        collectionIds: zone.collections.flatMap((t) => {
          const id = collectionIds.get(t);
          return id ? [id] : [];
        }),
        interestIds: [...zone.interestIds],
        featuredBookId: bookIds.get(zone.featuredBook) ?? null,
        position,
        updatedAt: now,
      };
      await tx
        .insert(discoveryZones)
        .values({ id: stableUuid(`zone:${zone.key}`), ...values })
        .onConflictDoUpdate({ target: discoveryZones.id, set: values });
      result.zones++;
    }

    if (result.missingBooks.length === 0) {
      await tx.insert(seedRuns).values({ name: KIDS_WORLD_SEED_NAME, appliedAt: now });
    } else {
      logger?.warn(
        `Kids' world: books ${result.missingBooks.join(', ')} are not in the catalogue yet; ` +
          'their quizzes are added on a later start',
      );
    }
    return result;
  });
}
