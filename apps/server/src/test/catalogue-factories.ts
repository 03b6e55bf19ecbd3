import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { zonedWeekdayAndMinutes } from '@pagebird/contract';
import type { Db } from '../db/client.ts';
import type { TestClock } from '../lib/clock.ts';
import {
  adminCollectionBooks,
  adminCollections,
  banners,
  bookCreators,
  bookInterests,
  books,
  creators,
  hiddenBooks,
  interestAreas,
  readingProgress,
  series,
  users,
  type BookRow,
  type StoredSpineItem,
} from '../db/schema/index.ts';

/**
 * Catalogue test data inserted directly with Drizzle (no files, no ingest): interest areas,
 * creators, series, books with creators and interests, admin collections, banners, reading
 * progress and hidden books. The search document of a book is filled by the trigger of
 * migration 0002; call `refreshSearchWords` after inserting books that typo tests rely on.
 */

const uniq = () => randomBytes(4).toString('hex');
let bookCounter = 0;

export async function createInterestArea(
  db: Db,
  opts: {
    id?: string;
    name?: string;
    position?: number;
    status?: 'ACTIVE' | 'INACTIVE';
    color?: string;
  } = {},
) {
  const id = opts.id ?? `interest-${uniq()}`;
  const [row] = await db
    .insert(interestAreas)
    .values({
      id,
      name: opts.name ?? id.replace(/-/g, ' '),
      imageKey: `interests/${id}.svg`,
      color: opts.color ?? '#33aa77',
      position: opts.position ?? 0,
      status: opts.status ?? 'ACTIVE',
    })
    .returning();
  return row!;
}

/** Find or create a creator by full name (names are unique case-insensitively). */
export async function creatorId(db: Db, fullName: string): Promise<string> {
  const [found] = await db
    .select({ id: creators.id })
    .from(creators)
    .where(sql`lower(${creators.fullName}) = lower(${fullName})`)
    .limit(1);
  if (found) return found.id;
  const [row] = await db.insert(creators).values({ fullName }).returning({ id: creators.id });
  return row!.id;
}

export async function createSeries(db: Db, opts: { name?: string; description?: string } = {}) {
  const [row] = await db
    .insert(series)
    .values({ name: opts.name ?? `Series ${uniq()}`, description: opts.description ?? null })
    .returning();
  return row!;
}

export interface BookOpts {
  title?: string;
  description?: string | null;
  subjects?: string[];
  languages?: string[];
  authors?: string[];
  illustrators?: string[];
  editors?: string[];
  interests?: string[];
  ageMin?: number;
  ageMax?: number;
  userSegments?: Array<'CONSUMER' | 'EDUCATOR'>;
  salesTerritories?: string[];
  status?: 'ACTIVE' | 'INACTIVE';
  pageCount?: number;
  wordCount?: number | null;
  isAudioIncluded?: boolean;
  nonfiction?: boolean;
  fileType?: 'epub' | 'pdf';
  layout?: 'fixed' | 'reflowable';
  series?: { id: string; name: string; position?: number | null };
  publishedAt?: Date;
  coverKey?: string | null;
  coverThumbKey?: string | null;
  spine?: StoredSpineItem[];
  readingLevel?: { system: string; value: number; label: string };
}

/** A book row with creators and interest areas. Defaults: active, everyone, ages 2–14, WORLD. */
export async function createBook(db: Db, opts: BookOpts = {}): Promise<BookRow> {
  bookCounter += 1;
  const n = `${process.pid}${bookCounter}${uniq()}`;
  const title = opts.title ?? `Book ${n}`;
  const authors = opts.authors ?? ['Ada Writer'];
  const illustrators = opts.illustrators ?? [];
  const editors = opts.editors ?? [];
  const fileType = opts.fileType ?? 'epub';
  const [book] = await db
    .insert(books)
    .values({
      idNumber: `PB-T${n}`,
      title,
      description: opts.description === undefined ? `About ${title}.` : opts.description,
      subjects: opts.subjects ?? [],
      languages: opts.languages ?? ['en'],
      seriesId: opts.series?.id ?? null,
      seriesPosition: opts.series?.position ?? null,
      publisher: 'Pagebird Press',
      imprint: 'Pagebird Kids',
      nonfiction: opts.nonfiction ?? false,
      fileType,
      originalFileType: fileType,
      layout: opts.layout ?? 'reflowable',
      userSegments: opts.userSegments ?? ['CONSUMER', 'EDUCATOR'],
      salesTerritories: opts.salesTerritories ?? ['WORLD'],
      isAudioIncluded: opts.isAudioIncluded ?? false,
      ageMin: opts.ageMin ?? 2,
      ageMax: opts.ageMax ?? 14,
      pageCount: opts.pageCount ?? 24,
      wordCount: opts.wordCount === undefined ? 600 : opts.wordCount,
      readingLevelSystem: opts.readingLevel?.system ?? null,
      readingLevelValue: opts.readingLevel?.value ?? null,
      readingLevelLabel: opts.readingLevel?.label ?? null,
      spine: opts.spine ?? [],
      fileKey: `books/${n}/book.${fileType}`,
      fileSize: 1000,
      fileSha256: createHash('sha256').update(n).digest('hex'),
      coverKey: opts.coverKey === undefined ? `covers/${n}.png` : opts.coverKey,
      coverThumbKey:
        opts.coverThumbKey === undefined ? `covers/${n}-w320.webp` : opts.coverThumbKey,
      searchCreators: [...authors, ...illustrators, ...editors, opts.series?.name ?? '']
        .filter(Boolean)
        .join(' '),
      status: opts.status ?? 'ACTIVE',
      ...(opts.publishedAt ? { publishedAt: opts.publishedAt } : {}),
    })
    .returning();
  const roles = [
    ['AUTHOR', authors],
    ['ILLUSTRATOR', illustrators],
    ['EDITOR', editors],
  ] as const;
  for (const [role, names] of roles) {
    for (const [position, name] of names.entries()) {
      await db
        .insert(bookCreators)
        .values({ bookId: book!.id, creatorId: await creatorId(db, name), role, position });
    }
  }
  if (opts.interests?.length) {
    await db
      .insert(bookInterests)
      .values(opts.interests.map((interestId) => ({ bookId: book!.id, interestId })));
  }
  return book!;
}

export async function setBookStatus(db: Db, bookId: string, status: 'ACTIVE' | 'INACTIVE') {
  await db.update(books).set({ status }).where(eq(books.id, bookId));
}

export async function createAdminCollection(
  db: Db,
  opts: {
    title?: string;
    description?: string;
    bookIds?: string[];
    position?: number;
    status?: 'ACTIVE' | 'INACTIVE';
  } = {},
) {
  const [row] = await db
    .insert(adminCollections)
    .values({
      title: opts.title ?? `Collection ${uniq()}`,
      description: opts.description ?? null,
      position: opts.position ?? 0,
      status: opts.status ?? 'ACTIVE',
    })
    .returning();
  if (opts.bookIds?.length) {
    await db
      .insert(adminCollectionBooks)
      .values(
        opts.bookIds.map((bookId, position) => ({ collectionId: row!.id, bookId, position })),
      );
  }
  return row!;
}

export async function createBanner(
  db: Db,
  opts: {
    bannerType: 'BOOK' | 'COLLECTION';
    contentId: string;
    name?: string;
    position?: number;
    startDate?: Date | null;
    endDate?: Date | null;
    status?: 'ACTIVE' | 'INACTIVE';
  },
) {
  const [row] = await db
    .insert(banners)
    .values({
      name: opts.name ?? `Banner ${uniq()}`,
      bannerType: opts.bannerType,
      entityType: opts.bannerType,
      contentId: opts.contentId,
      webImageKey: `banners/${uniq()}-web.png`,
      mobileImageKey: `banners/${uniq()}-mobile.png`,
      position: opts.position ?? 0,
      startDate: opts.startDate ?? null,
      endDate: opts.endDate ?? null,
      status: opts.status ?? 'ACTIVE',
    })
    .returning();
  return row!;
}

export async function setReadingProgress(
  db: Db,
  userId: string,
  bookId: string,
  status: 'STARTED' | 'COMPLETED',
  updatedAt: Date = new Date(),
) {
  await db
    .insert(readingProgress)
    .values({ userId, bookId, status, updatedAt })
    .onConflictDoUpdate({
      target: [readingProgress.userId, readingProgress.bookId],
      set: { status, updatedAt },
    });
}

/** Hide a book from a profile (`userId`) or a classroom (`classroomId`). */
export async function hideBook(
  db: Db,
  bookId: string,
  target: { userId: string } | { classroomId: string },
  hiddenById: string,
) {
  await db.insert(hiddenBooks).values({
    bookId,
    hiddenById,
    userId: 'userId' in target ? target.userId : null,
    classroomId: 'classroomId' in target ? target.classroomId : null,
  });
}

/** Give a profile an age (birth year this year − age) and interests. */
export async function setProfile(
  db: Db,
  userId: string,
  opts: { age?: number | null; interests?: string[] },
) {
  await db
    .update(users)
    .set({
      ...(opts.age !== undefined
        ? { birthYear: opts.age === null ? null : new Date().getUTCFullYear() - opts.age }
        : {}),
      ...(opts.interests ? { interests: opts.interests } : {}),
    })
    .where(eq(users.id, userId));
}

/** Rebuild the typo-tolerance vocabulary (migration 0002). */
export async function refreshSearchWords(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`SELECT pb_refresh_search_words() AS n`);
  return rows[0]?.n ?? 0;
}

/**
 * Move a test clock to the nearest moment (within ±8 days, in the current UTC year so ages do
 * not change) that is `weekday` at `hour:minute` in `timeZone`. Call it before signing in: a
 * jump of more than 30 minutes ends open sessions.
 */
export function moveClockTo(
  clock: TestClock,
  at: { weekday: string; hour: number; minute?: number; timeZone?: string },
): Date {
  const timeZone = at.timeZone ?? 'America/New_York';
  const minutes = at.hour * 60 + (at.minute ?? 0);
  const step = 5 * 60_000;
  const now = Math.floor(clock.now().getTime() / step) * step;
  const year = new Date(now).getUTCFullYear();
  for (let i = 0; i < (16 * 24 * 60 * 60_000) / step; i++) {
    for (const t of [now + i * step, now - i * step]) {
      const z = zonedWeekdayAndMinutes(new Date(t), timeZone);
      if (
        z?.weekday === at.weekday &&
        z.minutes === minutes &&
        new Date(t).getUTCFullYear() === year
      ) {
        clock.advance(t - clock.now().getTime());
        return new Date(t);
      }
    }
  }
  throw new Error(`no ${at.weekday} ${at.hour}:${at.minute ?? 0} near now in ${timeZone}`);
}
