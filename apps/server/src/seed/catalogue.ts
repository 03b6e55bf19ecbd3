import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  adminCollectionBooks,
  adminCollections,
  banners,
  books,
  interestAreas,
  seedRuns,
} from '../db/schema/index.ts';
import { contentHash } from '../features/catalogue/import/cover-files.ts';
import { createImportRepo } from '../features/catalogue/import/import.repo.ts';
import { createIngestService } from '../features/catalogue/import/import.service.ts';
import type { Logger } from '../lib/logger.ts';
import { extensionFor, type StorageProvider } from '../providers/storage/index.ts';
import type { DemoImage, DemoLibrary } from './library/library.types.ts';

export const DEMO_LIBRARY_SEED_NAME = 'demo-library-v1';

/** Any fixed number: one instance seeds the library, concurrently starting ones wait. */
const SEED_LOCK_ID = 7_240_318_554;
const DAY_MS = 24 * 60 * 60_000;

export interface SeedCatalogueDeps {
  db: Db;
  storage: StorageProvider;
  logger?: Logger;
  /** "Now" for the publication dates (default: the current time). */
  now?: Date;
}

export interface SeedCatalogueResult {
  /** False when this database already had the demo library. */
  ran: boolean;
  imported: number;
  /** Books whose file was already in the catalogue (a re-run after an interrupted seed). */
  alreadyThere: number;
  rejected: Array<{ fileName: string; reason: string }>;
  ms: number;
}

/** Stores a demo picture under `<folder>/<content hash>.<ext>` and returns its key. */
async function storeImage(
  storage: StorageProvider,
  folder: 'interests' | 'banners',
  image: DemoImage,
): Promise<string> {
  const ext = extensionFor(image.contentType);
  if (!ext || !image.contentType.startsWith('image/')) {
    throw new Error(`Demo image ${image.fileName} has an unsupported type ${image.contentType}`);
  }
  const key = `${folder}/${contentHash(image.data)}.${ext}`;
  if (!(await storage.exists(key))) await storage.put(key, image.data, image.contentType);
  return key;
}

/**
 * The demo catalogue, once per database (recorded in seed_runs as "demo-library-v1"): interest
 * areas with their tiles, every demo book through the real ingest (its meta as overrides,
 * published `publishedDaysAgo` days before now), the admin collections and the banners, then a
 * refresh of the search words. An advisory lock held by the seed transaction makes concurrently
 * starting instances wait for the first one; each step skips what is already there, so an interrupted seed
 * completes on the next start. `library` may be a loader, called only when seeding is needed.
 */
export async function seedCatalogue(
  deps: SeedCatalogueDeps,
  library: DemoLibrary | (() => Promise<DemoLibrary>),
): Promise<SeedCatalogueResult> {
  const { db, storage, logger } = deps;
  const started = Date.now();
  const result: SeedCatalogueResult = {
    ran: false,
    imported: 0,
    alreadyThere: 0,
    rejected: [],
    ms: 0,
  };
  try {
    // The transaction holds the seed lock until the run is recorded; the books themselves are
    // committed one by one by the ingest on other connections.
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
      const [done] = await tx
        .select({ name: seedRuns.name })
        .from(seedRuns)
        .where(eq(seedRuns.name, DEMO_LIBRARY_SEED_NAME));
      if (done) return result;
      result.ran = true;
      const lib = typeof library === 'function' ? await library() : library;
      const now = deps.now ?? new Date();

      // 1. interest areas (books refer to them)
      for (const [position, area] of lib.interestAreas.entries()) {
        const imageKey = await storeImage(storage, 'interests', area.image);
        await db
          .insert(interestAreas)
          .values({ id: area.id, name: area.name, color: area.color, imageKey, position })
          .onConflictDoNothing();
      }

      // 2. books, through the same ingest as uploads and the CLI
      const ingest = createIngestService({ repo: createImportRepo(db), storage, logger });
      // A demo book whose catalogue number is already there was ingested by an earlier,
      // interrupted run (its file may differ byte for byte, e.g. a PDF's creation date).
      const present = new Set(
        (
          await db
            .select({ idNumber: books.idNumber })
            .from(books)
            .where(
              inArray(
                books.idNumber,
                lib.books.map((b) => b.meta.idNumber),
              ),
            )
        ).map((r) => r.idNumber),
      );
      for (const book of lib.books) {
        const m = book.meta;
        if (present.has(m.idNumber)) {
          result.alreadyThere++;
          continue;
        }
        const outcome = await ingest.ingestBook({
          data: book.data,
          fileName: book.fileName,
          overrides: {
            idNumber: m.idNumber,
            interests: m.interests,
            ageMin: m.ageMin,
            ageMax: m.ageMax,
            salesTerritories: m.salesTerritories,
            userSegments: m.userSegments,
            publishedAt: new Date(now.getTime() - (m.publishedDaysAgo ?? 30) * DAY_MS),
          },
        });
        if (outcome.status === 'imported') result.imported++;
        else if (outcome.status === 'duplicate') result.alreadyThere++;
        else {
          result.rejected.push({ fileName: book.fileName, reason: outcome.reason });
          logger?.warn(`Demo book ${book.fileName} was rejected: ${outcome.reason}`);
        }
      }

      // 3. collections and banners, with the seed record, in the seed transaction
      const numbers = [...new Set(lib.collections.flatMap((c) => c.books))];
      numbers.push(...lib.banners.filter((b) => b.bannerType === 'BOOK').map((b) => b.target));
      const bookIds = new Map(
        numbers.length === 0
          ? []
          : (
              await tx
                .select({ id: books.id, idNumber: books.idNumber })
                .from(books)
                .where(inArray(books.idNumber, numbers))
            ).map((r) => [r.idNumber, r.id]),
      );

      const collectionIds = new Map<string, string>();
      for (const [position, c] of lib.collections.entries()) {
        const [existing] = await tx
          .select({ id: adminCollections.id })
          .from(adminCollections)
          .where(eq(adminCollections.title, c.title))
          .limit(1);
        const id =
          existing?.id ??
          (
            await tx
              .insert(adminCollections)
              .values({ title: c.title, description: c.description, position })
              .returning({ id: adminCollections.id })
          )[0]!.id;
        collectionIds.set(c.title, id);
        const items = c.books.flatMap((idNumber, i) => {
          const bookId = bookIds.get(idNumber);
          if (!bookId) logger?.warn(`Demo collection "${c.title}": no book ${idNumber}`);
          return bookId ? [{ collectionId: id, bookId, position: i }] : [];
        });
        if (items.length > 0) {
          await tx.insert(adminCollectionBooks).values(items).onConflictDoNothing();
        }
      }

      for (const [position, b] of lib.banners.entries()) {
        const contentId =
          b.bannerType === 'BOOK' ? bookIds.get(b.target) : collectionIds.get(b.target);
        if (!contentId) {
          logger?.warn(`Demo banner "${b.name}": no ${b.bannerType.toLowerCase()} ${b.target}`);
          continue;
        }
        const [existing] = await tx
          .select({ id: banners.id })
          .from(banners)
          .where(eq(banners.name, b.name))
          .limit(1);
        if (existing) continue;
        await tx.insert(banners).values({
          name: b.name,
          bannerType: b.bannerType,
          entityType: b.bannerType === 'BOOK' ? 'BOOK' : 'COLLECTION',
          contentId,
          webImageKey: await storeImage(storage, 'banners', b.webImage),
          mobileImageKey: await storeImage(storage, 'banners', b.mobileImage),
          position,
        });
      }
      await tx.insert(seedRuns).values({ name: DEMO_LIBRARY_SEED_NAME, appliedAt: now });

      // 4. typo-tolerant search words (when the search migration is there)
      await ingest.refreshSearchWords();
      return result;
    });
  } finally {
    result.ms = Date.now() - started;
  }
}
