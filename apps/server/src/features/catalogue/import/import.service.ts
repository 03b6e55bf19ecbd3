import { createHash, randomUUID } from 'node:crypto';
import { USER_SEGMENTS, WORLD_TERRITORY, type UserSegment } from '@pagebird/contract';
import type { DbOrTx } from '../../../db/client.ts';
import type { NewBookRow, StoredNavEntry, StoredSpineItem } from '../../../db/schema/index.ts';
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
import { renderPdfCover } from '../ingest/pdf-cover.ts';
import { prepareCoverFiles, type FileToStore } from './cover-files.ts';
import type { CreatorRole, ImportRepo, SameBook } from './import.repo.ts';
import {
  INGEST_MESSAGES,
  type IngestInput,
  type IngestOutcome,
  type IngestOverrides,
  type IngestedBook,
  type UpdateOutcome,
} from './import.types.ts';

/** Largest book file accepted (the parser separately caps the unpacked size of an EPUB). */
export const DEFAULT_MAX_FILE_BYTES = 500 * 1024 * 1024;

export interface IngestServiceDeps {
  repo: ImportRepo;
  storage: StorageProvider;
  logger?: Logger;
  clock?: Clock;
  limits?: IngestOptions & { maxFileBytes?: number };
  /**
   * 'now' (default): the card-size cover is made during the import. 'later' (the import
   * command): only the original is stored and the book shows it until the cover-thumbnails job
   * has made the thumbnail (decision 030).
   */
  coverThumbnails?: 'now' | 'later';
}

/** A refusal found after inspection (bad overrides, a taken number); nothing is kept. */
class Refusal extends Error {}
class Duplicate extends Error {
  constructor(readonly existing: SameBook) {
    super(INGEST_MESSAGES.duplicate(existing.idNumber, existing.match));
  }
}

/** Catalogue columns that come from the file (or the options that replace what it says). */
type FileFields = Omit<
  NewBookRow,
  | 'id'
  | 'idNumber'
  | 'seriesId'
  | 'extraBookExtension'
  | 'userSegments'
  | 'salesTerritories'
  | 'ageMin'
  | 'ageMax'
  | 'fileKey'
  | 'status'
  | 'publishedAt'
> & { title: string; fileSha256: string };

/** An inspected file, ready to become (or update) a catalogue row. */
interface Prepared {
  parsed: ParsedBook;
  warnings: string[];
  fromFile: FileFields;
  chosen: {
    ages: { min: number; max: number };
    salesTerritories: string[];
    userSegments: UserSegment[];
    interests: string[];
  };
  people: Array<{ name: string; role: CreatorRole; position: number }>;
  seriesName: string | undefined;
  coverFiles: FileToStore[];
  /** The title the file gives (whitespace collapsed), for recognising the same book. */
  fileTitle: string;
}

interface BookSummary {
  ageMin: number;
  ageMax: number;
  fileKey: string;
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

const contentTypeOf = (format: 'epub' | 'pdf') =>
  format === 'pdf' ? 'application/pdf' : 'application/epub+zip';

type UpdatableRow = NonNullable<Awaited<ReturnType<ImportRepo['bookForUpdate']>>>;

/** What an update changed, for the report line ("ages 4–8 → 6–9", "title", "file"). */
export function describeChanges(before: UpdatableRow, after: UpdatableRow): string[] {
  const out: string[] = [];
  if (before.ageMin !== after.ageMin || before.ageMax !== after.ageMax) {
    out.push(`ages ${before.ageMin}–${before.ageMax} → ${after.ageMin}–${after.ageMax}`);
  }
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const named: Array<[keyof UpdatableRow, string]> = [
    ['title', 'title'],
    ['idNumber', 'catalogue number'],
    ['searchCreators', 'creators'],
    ['description', 'description'],
    ['subjects', 'subjects'],
    ['languages', 'languages'],
    ['seriesId', 'series'],
    ['seriesPosition', 'series position'],
    ['publisher', 'publisher'],
    ['imprint', 'imprint'],
    ['nonfiction', 'nonfiction'],
    ['salesTerritories', 'territories'],
    ['userSegments', 'segments'],
    ['interests', 'interests'],
    ['isAudioIncluded', 'read-along'],
    ['pageCount', 'pages'],
    ['coverKey', 'cover'],
    ['fileSha256', 'file'],
    ['status', 'status'],
  ];
  for (const [key, label] of named) if (!same(before[key], after[key])) out.push(label);
  return out;
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
    if (parsed.format === 'pdf') {
      // A PDF has no cover image of its own: its first page is the cover.
      const rendered = await renderPdfCover(buffer);
      if (!rendered) warnings.push('The first page could not be rendered as a cover');
      return rendered;
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

  /** Reads the file and works out the catalogue row; a Refusal or rejection stores nothing. */
  async function prepare(
    input: IngestInput,
    sha256: string,
    buffer: Buffer,
  ): Promise<Prepared | { status: 'rejected'; reason: string }> {
    const o = input.overrides ?? {};
    const inspected = await inspectBook(buffer, input.fileName, deps.limits);
    if (!inspected.ok) return { status: 'rejected', reason: inspected.reason };
    const parsed = inspected.book;
    const warnings = [...parsed.warnings];
    try {
      const title = collapse(o.title ?? parsed.title);
      if (!title) throw new Refusal(INGEST_MESSAGES.emptyTitle);
      if (o.idNumber !== undefined && !ID_NUMBER.test(o.idNumber)) {
        throw new Refusal(INGEST_MESSAGES.badIdNumber);
      }
      const ages = resolveAges(o, parsed.suggestedAgeRange);
      const salesTerritories = resolveTerritories(o.salesTerritories);
      const userSegments = resolveSegments(o.userSegments);
      const interests = [...new Set(o.interests ?? [])];
      const missing = await repo.missingInterests(repo.db, interests);
      if (missing.length > 0) throw new Refusal(INGEST_MESSAGES.unknownInterests(missing));

      const cover = await coverOf(buffer, parsed, o, warnings);
      const coverFiles = cover
        ? await prepareCoverFiles(cover, {
            thumbnail: deps.coverThumbnails ?? 'now',
            exists: (key) => storage.exists(key),
          })
        : null;
      warnings.push(...(coverFiles?.warnings ?? []));

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
      const people = [
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

      // What the file says (and the options that replace it), for a new book and an update.
      const fromFile: FileFields = {
        title,
        description: o.description !== undefined ? o.description : parsed.description,
        subjects,
        languages: o.languages ?? parsed.languages,
        seriesPosition: seriesInfo?.position ?? null,
        imprint: o.imprint !== undefined ? o.imprint : parsed.imprint,
        publisher: o.publisher !== undefined ? o.publisher : parsed.publisher,
        nonfiction: o.nonfiction ?? isNonfictionBySubjects(subjects),
        fileType: parsed.format,
        originalFileType: originalExtension(input.fileName, parsed.format),
        formatVersion: parsed.formatVersion,
        layout: parsed.layout,
        isAudioIncluded: parsed.isAudioIncluded,
        pageCount: parsed.pageCount,
        wordCount: parsed.wordCount,
        readingLevelSystem: parsed.readingLevel?.system ?? null,
        readingLevelValue: parsed.readingLevel?.grade ?? null,
        readingLevelLabel: parsed.readingLevel?.label ?? null,
        spine,
        toc: nav(parsed.toc),
        pageList: nav(parsed.pageList),
        fileSize: buffer.length,
        fileSha256: sha256,
        contentSha256: parsed.contentDigest,
        identifier: parsed.identifier,
        coverKey: coverFiles?.coverKey ?? null,
        coverThumbKey: coverFiles?.coverThumbKey ?? null,
        searchCreators: [
          ...parsed.authors,
          ...parsed.illustrators,
          ...parsed.editors,
          ...(seriesInfo ? [seriesInfo.name] : []),
        ].join(' '),
      };
      return {
        parsed,
        warnings,
        fromFile,
        // What only the options (or defaults for a new book) decide.
        chosen: { ages, salesTerritories, userSegments, interests },
        people,
        seriesName: seriesInfo?.name,
        coverFiles: coverFiles?.files ?? [],
        fileTitle: collapse(parsed.title),
      };
    } catch (e) {
      if (e instanceof Refusal) return { status: 'rejected', reason: e.message };
      throw e;
    }
  }

  /** Puts files into storage (covers already there are shared, not rewritten); all or none. */
  async function putFiles(files: FileToStore[]): Promise<FileToStore[]> {
    const written: FileToStore[] = [];
    try {
      for (const f of files) {
        if (f.key.startsWith('covers/') && (await storage.exists(f.key))) continue;
        await storage.put(f.key, f.data, f.contentType);
        written.push(f);
      }
      return written;
    } catch (e) {
      await removeWritten(written);
      throw e;
    }
  }

  async function creatorLinks(tx: DbOrTx, bookId: string, p: Prepared) {
    const ids = await repo.findOrCreateCreators(
      tx,
      p.people.map((person) => person.name),
    );
    return p.people.map((person, i) => ({
      bookId,
      creatorId: ids[i]!,
      role: person.role,
      position: person.position,
    }));
  }

  function reportOf(id: string, idNumber: string, p: Prepared, row: BookSummary): IngestedBook {
    return {
      id,
      idNumber,
      title: p.fromFile.title,
      fileType: p.parsed.format,
      formatVersion: p.parsed.formatVersion,
      layout: p.parsed.layout,
      pageCount: p.parsed.pageCount,
      isAudioIncluded: p.parsed.isAudioIncluded,
      ageMin: row.ageMin,
      ageMax: row.ageMax,
      fileKey: row.fileKey,
      coverKey: p.fromFile.coverKey ?? null,
      coverThumbKey: p.fromFile.coverThumbKey ?? null,
    };
  }

  const sameBookOf = (p: Prepared) => ({
    sha256: p.fromFile.fileSha256,
    contentSha256: p.fromFile.contentSha256!,
    identifier: p.fromFile.identifier ?? null,
    title: p.fileTitle,
  });

  async function insertNew(
    input: IngestInput,
    p: Prepared,
    buffer: Buffer,
  ): Promise<IngestOutcome> {
    const o = input.overrides ?? {};
    const bookId = randomUUID();
    const fileKey = `books/${bookId}/${p.fromFile.fileSha256}.${p.parsed.format}`;
    const row: NewBookRow = {
      ...p.fromFile,
      id: bookId,
      idNumber: o.idNumber ?? '', // numbered inside the transaction
      seriesId: null,
      extraBookExtension: null,
      userSegments: p.chosen.userSegments,
      salesTerritories: p.chosen.salesTerritories,
      ageMin: p.chosen.ages.min,
      ageMax: p.chosen.ages.max,
      fileKey,
      status: o.status ?? 'ACTIVE',
      publishedAt: o.publishedAt ?? clock.now(),
    };
    // 1. files (content-addressed covers may already be there: those are not ours to remove)
    const written = await putFiles([
      { key: fileKey, data: buffer, contentType: contentTypeOf(p.parsed.format) },
      ...p.coverFiles,
    ]);
    // 2. rows, in one transaction
    try {
      const idNumber = await repo.inLockedTransaction(async (tx) => {
        const dup = await repo.findSameBook(tx, sameBookOf(p));
        if (dup) throw new Duplicate(dup);
        const missing = await repo.missingInterests(tx, p.chosen.interests);
        if (missing.length > 0) throw new Refusal(INGEST_MESSAGES.unknownInterests(missing));
        const seriesId = p.seriesName ? await repo.findOrCreateSeries(tx, p.seriesName) : null;
        let number = o.idNumber;
        if (number !== undefined) {
          const taken = await repo.findByIdNumber(tx, number);
          if (taken) throw new Refusal(INGEST_MESSAGES.idNumberTaken(number, taken.title));
          await repo.insertBook(tx, { ...row, idNumber: number, seriesId });
        } else {
          // numbered and inserted in one statement
          const { idNumber: _unset, ...unnumbered } = row;
          number = await repo.insertNumberedBook(tx, { ...unnumbered, seriesId });
        }
        await repo.linkCreators(tx, await creatorLinks(tx, bookId, p));
        await repo.linkInterests(tx, bookId, p.chosen.interests);
        await input.onInserted?.(tx, { id: bookId, idNumber: number, title: row.title });
        return number;
      });
      deps.logger?.debug({ bookId, idNumber, title: row.title }, 'Book imported');
      return {
        status: 'imported',
        warnings: p.warnings,
        book: reportOf(bookId, idNumber, p, { ageMin: row.ageMin!, ageMax: row.ageMax!, fileKey }),
      };
    } catch (e) {
      await removeWritten(written);
      if (e instanceof Duplicate) return duplicate(e.existing);
      if (e instanceof Refusal) return { status: 'rejected', reason: e.message };
      throw e;
    }
  }

  /**
   * `--update`: the catalogue book that is this file's book gets what the file says now (title,
   * creators, description, pages, cover, the file itself when its bytes changed) and the options
   * given (ages, interests, territories, segments); options not given keep their catalogue value.
   */
  async function updateExisting(
    input: IngestInput,
    p: Prepared,
    buffer: Buffer,
    same: SameBook,
  ): Promise<UpdateOutcome> {
    const o = input.overrides ?? {};
    const newFile = same.fileSha256 !== p.fromFile.fileSha256;
    const fileKey = newFile
      ? `books/${same.id}/${p.fromFile.fileSha256}.${p.parsed.format}`
      : same.fileKey;
    const written = await putFiles([
      ...(newFile
        ? [{ key: fileKey, data: buffer, contentType: contentTypeOf(p.parsed.format) }]
        : []),
      ...p.coverFiles,
    ]);
    try {
      const result = await repo.inLockedTransaction(async (tx) => {
        const before = await repo.bookForUpdate(tx, same.id);
        if (!before) throw new Refusal(INGEST_MESSAGES.updatedAway(same.idNumber));
        const clash = await repo.findSameBook(tx, { ...sameBookOf(p), identifier: null });
        if (clash && clash.id !== same.id) throw new Duplicate(clash);
        const missing = await repo.missingInterests(tx, p.chosen.interests);
        if (missing.length > 0) throw new Refusal(INGEST_MESSAGES.unknownInterests(missing));
        let idNumber = before.idNumber;
        if (o.idNumber !== undefined && o.idNumber !== before.idNumber) {
          const taken = await repo.findByIdNumber(tx, o.idNumber);
          if (taken) throw new Refusal(INGEST_MESSAGES.idNumberTaken(o.idNumber, taken.title));
          idNumber = o.idNumber;
        }
        const ageGiven = o.ageMin !== undefined || o.ageMax !== undefined;
        const fields: Partial<NewBookRow> = {
          ...p.fromFile,
          idNumber,
          fileKey,
          seriesId: p.seriesName ? await repo.findOrCreateSeries(tx, p.seriesName) : null,
          ...(ageGiven ? { ageMin: p.chosen.ages.min, ageMax: p.chosen.ages.max } : {}),
          ...(o.salesTerritories ? { salesTerritories: p.chosen.salesTerritories } : {}),
          ...(o.userSegments ? { userSegments: p.chosen.userSegments } : {}),
          ...(o.status ? { status: o.status } : {}),
          ...(o.publishedAt ? { publishedAt: o.publishedAt } : {}),
        };
        await repo.updateBook(tx, same.id, fields);
        await repo.replaceCreators(tx, same.id, await creatorLinks(tx, same.id, p));
        if (o.interests !== undefined) await repo.replaceInterests(tx, same.id, p.chosen.interests);
        const after = await repo.bookForUpdate(tx, same.id);
        return { before, after: after! };
      });
      // The old file and pictures go once nothing points at them any more.
      const stale = [
        result.before.fileKey,
        result.before.coverKey,
        result.before.coverThumbKey,
      ].filter(
        (k): k is string =>
          k !== null &&
          k !== result.after.fileKey &&
          k !== result.after.coverKey &&
          k !== result.after.coverThumbKey,
      );
      await removeUnused([...new Set(stale)]);
      const changes = describeChanges(result.before, result.after);
      deps.logger?.debug({ bookId: same.id, changes }, 'Book updated');
      return {
        status: 'updated',
        warnings: p.warnings,
        changes,
        book: reportOf(same.id, result.after.idNumber, p, result.after),
      };
    } catch (e) {
      await removeWritten(written);
      if (e instanceof Duplicate) return duplicate(e.existing);
      if (e instanceof Refusal) return { status: 'rejected', reason: e.message };
      throw e;
    }
  }

  /** Removes stored files no book uses any more (after an update replaced them). */
  async function removeUnused(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        if (await repo.fileKeyInUse(key)) continue;
        if (key.startsWith('covers/') && (await repo.coverKeyInUse(key))) continue;
        await storage.delete(key);
      } catch (err) {
        deps.logger?.warn({ err, key }, 'Could not remove a replaced file');
      }
    }
  }

  async function run(input: IngestInput, update: boolean): Promise<UpdateOutcome> {
    const buffer = toBuffer(input.data);
    if (buffer.length > maxFileBytes) {
      return { status: 'rejected', reason: REASONS.fileTooLarge(maxFileBytes) };
    }
    const sha256 = createHash('sha256').update(buffer).digest('hex');
    if (!update) {
      // The very same file: answered without reading it.
      const known = await repo.findBySha(repo.db, sha256);
      if (known) return duplicate({ ...known, match: 'file' });
    }
    const p = await prepare(input, sha256, buffer);
    if ('status' in p) return p;
    const same = await repo.findSameBook(repo.db, sameBookOf(p));
    if (same && !update) return duplicate(same);
    if (same) return updateExisting(input, p, buffer, same);
    return insertNew(input, p, buffer);
  }

  /** Imports a book; a file that is already in the catalogue (same book) is a duplicate. */
  async function ingestBook(input: IngestInput): Promise<IngestOutcome> {
    const outcome = await run(input, false);
    // run() never updates without being asked.
    if (outcome.status === 'updated') throw new Error('unexpected update');
    return outcome;
  }

  /** Imports a book, or when the catalogue has it already, updates it from the file (`--update`). */
  function importOrUpdate(input: IngestInput): Promise<UpdateOutcome> {
    return run(input, true);
  }

  function duplicate(existing: {
    id: string;
    idNumber: string;
    title: string;
    match: SameBook['match'];
  }): IngestOutcome {
    return {
      status: 'duplicate',
      reason: INGEST_MESSAGES.duplicate(existing.idNumber, existing.match),
      existing: { id: existing.id, idNumber: existing.idNumber, title: existing.title },
    };
  }

  return {
    ingestBook,
    importOrUpdate,
    /** Call after a batch: refreshes the search word list when the search migration is there. */
    refreshSearchWords: () => repo.refreshSearchWords(),
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
