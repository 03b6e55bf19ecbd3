import { createHash, randomUUID } from 'node:crypto';
import { USER_SEGMENTS, WORLD_TERRITORY, type UserSegment } from '@pagebird/contract';
import type { StoredNavEntry, StoredSpineItem } from '../../../db/schema/index.ts';
import { systemClock, type Clock } from '../../../lib/clock.ts';
import type { Logger } from '../../../lib/logger.ts';
import type { StorageProvider } from '../../../providers/storage/index.ts';
import {
  AGE_MAX,
  AGE_MIN,
  inspectBook,
  readCoverImage,
  REASONS,
  sniffImageType,
  type AgeRangeSuggestion,
  type CoverImage,
  type IngestOptions,
  type ParsedBook,
} from '../ingest/index.ts';
import { prepareCoverFiles, type FileToStore } from './cover-files.ts';
import type { CreatorRole, ImportRepo } from './import.repo.ts';
import {
  INGEST_MESSAGES,
  type IngestInput,
  type IngestOutcome,
  type IngestOverrides,
} from './import.types.ts';

/** Largest book file accepted (the parser separately caps the unpacked size of an EPUB). */
export const DEFAULT_MAX_FILE_BYTES = 500 * 1024 * 1024;

export interface IngestServiceDeps {
  repo: ImportRepo;
  storage: StorageProvider;
  logger?: Logger;
  clock?: Clock;
  limits?: IngestOptions & { maxFileBytes?: number };
}

/** A refusal found after inspection (bad overrides, a taken number); nothing is kept. */
class Refusal extends Error {}
class Duplicate extends Error {
  constructor(readonly existing: { id: string; idNumber: string; title: string }) {
    super(INGEST_MESSAGES.duplicate(existing.idNumber));
  }
}

const NONFICTION = /\bnon[-\s]?fiction\b|^jnf\d|\binformational\b|\bfacts?\b/i;

/**
 * Nonfiction when a subject says so: "Nonfiction", "Juvenile Nonfiction / Animals", a BISAC
 * JNF code, "Informational", "Facts". Anything else (including no subjects) is fiction.
 */
export function isNonfictionBySubjects(subjects: string[]): boolean {
  return subjects.some((s) => NONFICTION.test(s.trim()));
}

const ID_NUMBER = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;
const TERRITORY = /^[A-Z]{2}$/;
const isAge = (n: number) => Number.isInteger(n) && n >= AGE_MIN && n <= AGE_MAX;

function resolveAges(
  o: IngestOverrides,
  suggested: AgeRangeSuggestion | null,
): { min: number; max: number } {
  if ((o.ageMin !== undefined && !isAge(o.ageMin)) || (o.ageMax !== undefined && !isAge(o.ageMax)))
    throw new Refusal(INGEST_MESSAGES.badAges);
  let min = o.ageMin ?? suggested?.min ?? AGE_MIN;
  let max = o.ageMax ?? suggested?.max ?? AGE_MAX;
  if (min > max) {
    if (o.ageMin !== undefined && o.ageMax !== undefined)
      throw new Refusal(INGEST_MESSAGES.badAges);
    // One side given: the other (from the file) follows it.
    if (o.ageMin !== undefined) max = min;
    else min = max;
  }
  return { min, max };
}

function resolveTerritories(values: string[] | undefined): string[] {
  if (values === undefined) return [WORLD_TERRITORY];
  const upper = [...new Set(values.map((v) => v.trim().toUpperCase()).filter(Boolean))];
  const bad = upper.filter((v) => v !== WORLD_TERRITORY && !TERRITORY.test(v));
  if (upper.length === 0 || bad.length > 0) {
    throw new Refusal(INGEST_MESSAGES.badTerritories(bad.length > 0 ? bad : ['nothing']));
  }
  return upper.includes(WORLD_TERRITORY) ? [WORLD_TERRITORY] : upper;
}

function resolveSegments(values: UserSegment[] | undefined): UserSegment[] {
  if (values === undefined) return [...USER_SEGMENTS];
  const set = [...new Set(values)];
  if (set.length === 0 || set.some((s) => !(USER_SEGMENTS as readonly string[]).includes(s))) {
    throw new Refusal(INGEST_MESSAGES.badSegments);
  }
  return USER_SEGMENTS.filter((s) => set.includes(s));
}

/** Extension of the uploaded file name ("Book.EPUB" → "epub"), or the detected format. */
function originalExtension(fileName: string, format: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return m ? m[1]!.toLowerCase() : format;
}

const toBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/**
 * Book ingestion: inspect the file (the pure, hostile-file-safe parser), then store the file and
 * its cover, then write the catalogue rows in ONE transaction. Files go first; if the
 * transaction fails, the files it wrote are removed again, so nothing is ever half-stored.
 */
export function createIngestService(deps: IngestServiceDeps) {
  const { repo, storage } = deps;
  const clock = deps.clock ?? systemClock;
  const maxFileBytes = deps.limits?.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;

  /** Removes files this ingest wrote; a shared cover stays when a stored book uses it. */
  async function removeWritten(written: FileToStore[]): Promise<void> {
    for (const f of written) {
      try {
        if (f.key.startsWith('covers/') && (await repo.coverKeyInUse(f.key))) continue;
        await storage.delete(f.key);
      } catch (err) {
        deps.logger?.warn({ err, key: f.key }, 'Could not remove a file of a failed import');
      }
    }
  }

  async function coverOf(
    buffer: Buffer,
    parsed: ParsedBook,
    o: IngestOverrides,
    warnings: string[],
  ): Promise<CoverImage | null> {
    if (o.cover) {
      const data = toBuffer(o.cover.data);
      const mediaType = sniffImageType(data);
      if (!mediaType) throw new Refusal(INGEST_MESSAGES.badCover);
      return { data, mediaType };
    }
    try {
      const cover = await readCoverImage(buffer, parsed, deps.limits);
      if (!cover && parsed.cover) warnings.push(`The cover ${parsed.cover.path} is not an image`);
      return cover;
    } catch {
      warnings.push('The cover image could not be read');
      return null;
    }
  }

  async function ingestBook(input: IngestInput): Promise<IngestOutcome> {
    const o = input.overrides ?? {};
    const buffer = toBuffer(input.data);
    if (buffer.length > maxFileBytes) {
      return { status: 'rejected', reason: REASONS.fileTooLarge(maxFileBytes) };
    }
    const sha256 = createHash('sha256').update(buffer).digest('hex');
    const known = await repo.findBySha(repo.db, sha256);
    if (known) return duplicate(known);

    const inspected = await inspectBook(buffer, input.fileName, deps.limits);
    if (!inspected.ok) return { status: 'rejected', reason: inspected.reason };
    const parsed = inspected.book;
    const warnings = [...parsed.warnings];

    let row: Parameters<ImportRepo['insertBook']>[1];
    let people: Array<{ name: string; role: CreatorRole; position: number }>;
    let interests: string[];
    let files: FileToStore[];
    let seriesName: string | undefined;
    const bookId = randomUUID();
    try {
      const title = (o.title ?? parsed.title).replace(/\s+/g, ' ').trim();
      if (!title) throw new Refusal(INGEST_MESSAGES.emptyTitle);
      if (o.idNumber !== undefined && !ID_NUMBER.test(o.idNumber)) {
        throw new Refusal(INGEST_MESSAGES.badIdNumber);
      }
      const ages = resolveAges(o, parsed.suggestedAgeRange);
      const salesTerritories = resolveTerritories(o.salesTerritories);
      const userSegments = resolveSegments(o.userSegments);
      interests = [...new Set(o.interests ?? [])];
      const missing = await repo.missingInterests(repo.db, interests);
      if (missing.length > 0) throw new Refusal(INGEST_MESSAGES.unknownInterests(missing));

      const cover = await coverOf(buffer, parsed, o, warnings);
      const coverFiles = cover ? await prepareCoverFiles(cover) : null;
      warnings.push(...(coverFiles?.warnings ?? []));
      const fileKey = `books/${bookId}/${sha256}.${parsed.format}`;
      files = [
        {
          key: fileKey,
          data: buffer,
          contentType: parsed.format === 'pdf' ? 'application/pdf' : 'application/epub+zip',
        },
        ...(coverFiles?.files ?? []),
      ];

      const subjects = o.subjects ?? parsed.subjects;
      const seriesIn = o.series !== undefined ? o.series : parsed.series;
      const seriesInfo =
        seriesIn && seriesIn.name.trim()
          ? {
              name: seriesIn.name.trim(),
              position:
                seriesIn.position === null || !Number.isFinite(seriesIn.position)
                  ? null
                  : Math.min(2_000_000_000, Math.max(0, Math.round(seriesIn.position))),
            }
          : null;
      people = [
        ...parsed.authors.map((name, position) => ({ name, role: 'AUTHOR' as const, position })),
        ...parsed.illustrators.map((name, position) => ({
          name,
          role: 'ILLUSTRATOR' as const,
          position,
        })),
        ...parsed.editors.map((name, position) => ({ name, role: 'EDITOR' as const, position })),
      ];
      const spine: StoredSpineItem[] = parsed.spine.map((s, index) => ({
        index,
        href: s.path,
        mediaType: s.mediaType,
        linear: s.linear,
        category: s.category,
        wordCount: s.wordCount,
        mediaOverlay: s.mediaOverlay,
      }));
      const nav = (entries: ParsedBook['toc']): StoredNavEntry[] =>
        entries.map((e) => ({ label: e.label, href: e.href, depth: e.depth }));

      row = {
        id: bookId,
        idNumber: o.idNumber ?? '', // numbered inside the transaction
        title,
        description: o.description !== undefined ? o.description : parsed.description,
        subjects,
        languages: o.languages ?? parsed.languages,
        seriesId: null,
        seriesPosition: seriesInfo?.position ?? null,
        imprint: o.imprint !== undefined ? o.imprint : parsed.imprint,
        publisher: o.publisher !== undefined ? o.publisher : parsed.publisher,
        nonfiction: o.nonfiction ?? isNonfictionBySubjects(subjects),
        fileType: parsed.format,
        originalFileType: originalExtension(input.fileName, parsed.format),
        extraBookExtension: null,
        formatVersion: parsed.formatVersion,
        layout: parsed.layout,
        userSegments,
        salesTerritories,
        isAudioIncluded: parsed.isAudioIncluded,
        ageMin: ages.min,
        ageMax: ages.max,
        pageCount: parsed.pageCount,
        wordCount: parsed.wordCount,
        readingLevelSystem: parsed.readingLevel?.system ?? null,
        readingLevelValue: parsed.readingLevel?.grade ?? null,
        readingLevelLabel: parsed.readingLevel?.label ?? null,
        spine,
        toc: nav(parsed.toc),
        pageList: nav(parsed.pageList),
        fileKey,
        fileSize: buffer.length,
        fileSha256: sha256,
        coverKey: coverFiles?.coverKey ?? null,
        coverThumbKey: coverFiles?.coverThumbKey ?? null,
        searchCreators: [
          ...parsed.authors,
          ...parsed.illustrators,
          ...parsed.editors,
          ...(seriesInfo ? [seriesInfo.name] : []),
        ].join(' '),
        status: o.status ?? 'ACTIVE',
        publishedAt: o.publishedAt ?? clock.now(),
      };
      seriesName = seriesInfo?.name;
    } catch (e) {
      if (e instanceof Refusal) return { status: 'rejected', reason: e.message };
      throw e;
    }

    // 1. files (content-addressed covers may already be there: those are not ours to remove)
    const written: FileToStore[] = [];
    try {
      for (const f of files) {
        if (f.key.startsWith('covers/') && (await storage.exists(f.key))) continue;
        await storage.put(f.key, f.data, f.contentType);
        written.push(f);
      }
    } catch (e) {
      await removeWritten(written);
      throw e;
    }

    // 2. rows, in one transaction
    try {
      const idNumber = await repo.inLockedTransaction(async (tx) => {
        const dup = await repo.findBySha(tx, sha256);
        if (dup) throw new Duplicate(dup);
        const missing = await repo.missingInterests(tx, interests);
        if (missing.length > 0) throw new Refusal(INGEST_MESSAGES.unknownInterests(missing));
        let number = o.idNumber;
        if (number !== undefined) {
          const taken = await repo.findByIdNumber(tx, number);
          if (taken) throw new Refusal(INGEST_MESSAGES.idNumberTaken(number, taken.title));
        } else {
          number = await repo.nextIdNumber(tx);
        }
        const seriesId = seriesName ? await repo.findOrCreateSeries(tx, seriesName) : null;
        await repo.insertBook(tx, { ...row, idNumber: number, seriesId });
        const links = [];
        for (const p of people) {
          links.push({
            bookId,
            creatorId: await repo.findOrCreateCreator(tx, p.name),
            role: p.role,
            position: p.position,
          });
        }
        await repo.linkCreators(tx, links);
        await repo.linkInterests(tx, bookId, interests);
        return number;
      });
      deps.logger?.debug({ bookId, idNumber, title: row.title }, 'Book imported');
      return {
        status: 'imported',
        warnings,
        book: {
          id: bookId,
          idNumber,
          title: row.title,
          fileType: parsed.format,
          formatVersion: parsed.formatVersion,
          layout: parsed.layout,
          pageCount: parsed.pageCount,
          isAudioIncluded: parsed.isAudioIncluded,
          ageMin: row.ageMin!,
          ageMax: row.ageMax!,
          fileKey: row.fileKey,
          coverKey: row.coverKey ?? null,
          coverThumbKey: row.coverThumbKey ?? null,
        },
      };
    } catch (e) {
      await removeWritten(written);
      if (e instanceof Duplicate) return duplicate(e.existing);
      if (e instanceof Refusal) return { status: 'rejected', reason: e.message };
      throw e;
    }
  }

  function duplicate(existing: { id: string; idNumber: string; title: string }): IngestOutcome {
    return { status: 'duplicate', reason: INGEST_MESSAGES.duplicate(existing.idNumber), existing };
  }

  return {
    ingestBook,
    /** Call after a batch: refreshes the search word list when the search migration is there. */
    refreshSearchWords: () => repo.refreshSearchWords(),
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
