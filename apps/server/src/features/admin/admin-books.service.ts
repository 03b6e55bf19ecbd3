import {
  ADMIN_BOOK_PREVIEW_REASONS,
  ADMIN_BOOKS_MESSAGES as M,
  AppErrorCode,
  MESSAGES,
  Role,
  WORLD_TERRITORY,
  type AdminBook,
  type AdminBookListItem,
  type AdminBookPreview,
  type AdminBookUpload,
  type AdminPage,
  type AdminStatus,
  type adminBookDtoSchema,
  type adminBookSearchQuerySchema,
} from '@pagebird/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../lib/auth-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { StorageProvider } from '../../providers/storage/index.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { formatOutcome } from '../../cli/import-files.ts';
import type { ImportRepo } from '../catalogue/import/import.repo.ts';
import type { IngestService } from '../catalogue/import/import.service.ts';
import { prepareCoverFiles, type FileToStore } from '../catalogue/import/cover-files.ts';
import { sniffImageType } from '../catalogue/ingest/index.ts';
import type { createCatalogueRepo } from '../catalogue/catalogue.repo.ts';
import { toBookDetails } from '../catalogue/catalogue.presenter.ts';
import type { Viewer } from '../catalogue/visibility.ts';
import type { AdminAudit } from './audit.ts';
import { adminPage } from './admin-list.ts';
import type { AdminBooksRepo } from './admin-books.repo.ts';
import { toAdminBook, toAdminBookListItem } from './admin-books.presenter.ts';
import { salesTerritories } from './admin-books.territories.ts';

export interface AdminBooksDeps {
  repo: AdminBooksRepo;
  importRepo: ImportRepo;
  ingest: IngestService;
  catalogue: ReturnType<typeof createCatalogueRepo>;
  audit: AdminAudit;
  storage: StorageProvider;
  clock: Clock;
  logger?: Logger;
}

type BookDto = z.output<typeof adminBookDtoSchema>;

const notFound = () => new AppError(AppErrorCode.NOT_FOUND, M.notFound);
const fieldError = (field: string, message: string) =>
  new AppError(AppErrorCode.VALIDATION, undefined, { [field]: message });

/** Names once each, case-insensitively, in their first spelling. */
function uniqueNames(names: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const n of names) {
    const key = n.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(n);
    }
  }
  return out;
}

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string }).code === '23505' ||
  (e as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * The admin book editor: list, details, upload through the importer (the CLI's verdicts), save
 * with the creators check of spec §5, status, lookups and the preview as a child. Every write
 * records its audit entry in its own transaction.
 */
export function createAdminBooksService(deps: AdminBooksDeps) {
  const { repo, importRepo, ingest, audit, storage, clock } = deps;

  // The typo-tolerance word list is rebuilt after uploads and saves, off the request path, at
  // most one rebuild running and one waiting.
  let refreshing: Promise<void> | null = null;
  let again = false;
  function refreshSearchWords(): void {
    if (refreshing) {
      again = true;
      return;
    }
    refreshing = ingest
      .refreshSearchWords()
      .then(() => undefined)
      .catch((err: unknown) => deps.logger?.warn({ err }, 'Search words refresh failed'))
      .finally(() => {
        refreshing = null;
        if (again) {
          again = false;
          refreshSearchWords();
        }
      });
  }

  async function details(id: string): Promise<AdminBook> {
    const row = await repo.details(repo.db, id);
    if (!row) throw notFound();
    return toAdminBook(row);
  }

  async function storeCover(file: UploadedFile) {
    const mediaType = sniffImageType(file.bytes);
    if (!mediaType) throw fieldError('coverFile', M.cover);
    const cover = await prepareCoverFiles({ data: file.bytes, mediaType });
    const written: FileToStore[] = [];
    for (const f of cover.files) {
      if (await storage.exists(f.key)) continue;
      await storage.put(f.key, f.data, f.contentType);
      written.push(f);
    }
    return { coverKey: cover.coverKey, coverThumbKey: cover.coverThumbKey, written };
  }

  async function removeIfUnused(keys: string[]): Promise<void> {
    for (const key of new Set(keys)) {
      try {
        if (!(await importRepo.coverKeyInUse(key))) await storage.delete(key);
      } catch (err) {
        deps.logger?.warn({ err, key }, 'Could not remove an unused cover');
      }
    }
  }

  return {
    async search(
      q: z.output<typeof adminBookSearchQuerySchema>,
    ): Promise<AdminPage<AdminBookListItem>> {
      const { rows, total } = await repo.list(q);
      return adminPage(rows.map(toAdminBookListItem), total, q);
    },

    get: details,

    /**
     * One uploaded EPUB or PDF through the importer (the same service and verdict lines as
     * `npm run import`). The book starts INACTIVE so its metadata can be fixed before children
     * see it. Imported: 200 with the verdict; already there: 409; refused: 400 — the message is
     * the import command's line either way.
     */
    async upload(auth: AuthContext, file: UploadedFile | undefined): Promise<AdminBookUpload> {
      if (!file) throw fieldError('file', M.noFile);
      const display = file.filename || 'book';
      const outcome = await ingest.ingestBook({
        data: file.bytes,
        fileName: display,
        overrides: { status: 'INACTIVE' },
        onInserted: async (tx, book) => {
          await repo.upsertExtras(tx, book.id, { uploadedById: auth.user.id }, clock.now());
          const row = await repo.details(tx, book.id);
          await audit.record(tx, {
            entity: 'BOOK',
            entityId: book.id,
            action: 'CREATE',
            actorId: auth.user.id,
            before: null,
            after: row ? toAdminBook(row) : null,
          });
        },
      });
      const verdict = formatOutcome(display, outcome);
      if (outcome.status === 'rejected') {
        throw new AppError(AppErrorCode.BAD_REQUEST, verdict, undefined, {
          status: 'rejected',
          verdict,
        });
      }
      if (outcome.status === 'duplicate') {
        throw new AppError(AppErrorCode.CONFLICT, verdict, undefined, {
          status: 'duplicate',
          verdict,
          existing: outcome.existing,
        });
      }
      refreshSearchWords();
      return {
        status: 'imported',
        verdict,
        warnings: outcome.warnings,
        book: {
          id: outcome.book.id,
          idNumber: outcome.book.idNumber,
          title: outcome.book.title,
          status: 'INACTIVE',
        },
      };
    },

    /**
     * `PUT /api/admin/books`: every editable field. Creators not in the database make it a 400
     * listing them (`metadata.unknownCreators`, spec §5) unless `saveUnknownCreators` (YES).
     */
    async save(
      auth: AuthContext,
      dto: BookDto,
      coverFile: UploadedFile | undefined,
    ): Promise<AdminBook> {
      const cover = coverFile ? await storeCover(coverFile) : null;
      let oldCoverKeys: string[] = [];
      try {
        const result = await repo.db.transaction(async (tx) => {
          const beforeRow = await repo.details(tx, dto.id, true);
          if (!beforeRow) throw notFound();
          const before = toAdminBook(beforeRow);

          const people = uniqueNames([...dto.authors, ...dto.editors, ...dto.illustrators]);
          const known = new Set(
            (await repo.existingCreators(tx, people)).map((n) => n.toLowerCase()),
          );
          const unknown = people.filter((n) => !known.has(n.toLowerCase()));
          if (unknown.length > 0 && !dto.saveUnknownCreators) {
            throw new AppError(AppErrorCode.VALIDATION, MESSAGES.creatorsUnknown, undefined, {
              unknownCreators: unknown,
            });
          }

          if (dto.idNumber !== before.idNumber) {
            const taken = await importRepo.findByIdNumber(tx, dto.idNumber);
            if (taken) throw fieldError('idNumber', M.idNumberTaken(dto.idNumber, taken.title));
          }
          const interests = [...new Set(dto.interests)];
          const missing = await importRepo.missingInterests(tx, interests);
          if (missing.length > 0) throw fieldError('interests', M.unknownInterests(missing));

          const spine = beforeRow.book.spine.map((s) => ({ ...s }));
          for (const pc of dto.pageCategories) {
            const item = spine.find((s) => s.index === pc.index);
            if (!item) throw fieldError('pageCategories', M.pageIndex(pc.index));
            item.category = pc.category;
          }

          const territories = [...new Set(dto.salesTerritories)];
          const seriesId = dto.series ? await importRepo.findOrCreateSeries(tx, dto.series) : null;
          await importRepo.updateBook(tx, dto.id, {
            idNumber: dto.idNumber,
            title: dto.title,
            description: dto.description,
            subjects: uniqueNames(dto.subjects),
            languages: [...new Set(dto.languages)],
            seriesId,
            seriesPosition: seriesId ? dto.seriesPosition : null,
            imprint: dto.imprint,
            publisher: dto.publisher,
            nonfiction: dto.nonfiction,
            userSegments: (['CONSUMER', 'EDUCATOR'] as const).filter((s) =>
              dto.userSegments.includes(s),
            ),
            salesTerritories: territories.includes(WORLD_TERRITORY)
              ? [WORLD_TERRITORY]
              : territories,
            ageMin: dto.minAge,
            ageMax: dto.maxAge,
            readingLevelSystem: dto.readingLevel?.system ?? null,
            readingLevelValue: dto.readingLevel?.value ?? null,
            readingLevelLabel: dto.readingLevel?.label ?? null,
            status: dto.status,
            spine,
            searchCreators: [
              ...dto.authors,
              ...dto.illustrators,
              ...dto.editors,
              ...(dto.series ? [dto.series] : []),
            ].join(' '),
            ...(cover ? { coverKey: cover.coverKey, coverThumbKey: cover.coverThumbKey } : {}),
          });
          const links = [];
          const roles = [
            ['AUTHOR', dto.authors],
            ['EDITOR', dto.editors],
            ['ILLUSTRATOR', dto.illustrators],
          ] as const;
          for (const [role, list] of roles) {
            for (const [position, name] of list.entries()) {
              links.push({
                bookId: dto.id,
                role,
                position,
                creatorId: await importRepo.findOrCreateCreator(tx, name),
              });
            }
          }
          await importRepo.replaceCreators(tx, dto.id, links);
          await importRepo.replaceInterests(tx, dto.id, interests);
          await repo.upsertExtras(tx, dto.id, { subtitle: dto.subtitle }, clock.now());

          const afterRow = await repo.details(tx, dto.id);
          const after = toAdminBook(afterRow!);
          await audit.record(tx, {
            entity: 'BOOK',
            entityId: dto.id,
            action: 'UPDATE',
            actorId: auth.user.id,
            before,
            after,
          });
          if (cover) {
            oldCoverKeys = [beforeRow.book.coverKey, beforeRow.book.coverThumbKey].filter(
              (k): k is string => k !== null && k !== cover.coverKey && k !== cover.coverThumbKey,
            );
          }
          return after;
        });
        if (oldCoverKeys.length > 0) await removeIfUnused(oldCoverKeys);
        refreshSearchWords();
        return result;
      } catch (e) {
        if (cover) await removeIfUnused(cover.written.map((f) => f.key));
        if (isUniqueViolation(e)) throw fieldError('idNumber', M.idNumber);
        throw e;
      }
    },

    async setStatus(
      auth: AuthContext,
      id: string,
      status: AdminStatus,
    ): Promise<AdminBookListItem> {
      return repo.db.transaction(async (tx) => {
        const beforeRow = await repo.details(tx, id, true);
        if (!beforeRow) throw notFound();
        await repo.setStatus(tx, id, status);
        const row = await repo.listRow(tx, id);
        const item = toAdminBookListItem(row!);
        await audit.record(tx, {
          entity: 'BOOK',
          entityId: id,
          action: 'STATUS',
          actorId: auth.user.id,
          before: { status: beforeRow.book.status },
          after: { status },
        });
        return item;
      });
    },

    imprints: () => repo.distinctImprints(),
    languages: () => repo.distinctArrayValues('languages'),
    series: () => repo.allSeries(),
    async subjects() {
      const [subjects, interests] = await Promise.all([
        repo.distinctArrayValues('subjects'),
        repo.interestAreas(),
      ]);
      return { subjects, interests };
    },
    salesTerritories: () => salesTerritories(),

    async creatorsExist(fullNames: string) {
      const names = uniqueNames(
        fullNames
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean),
      );
      const known = new Set(
        (await repo.existingCreators(repo.db, names)).map((n) => n.toLowerCase()),
      );
      return {
        existing: names.filter((n) => known.has(n.toLowerCase())),
        unknown: names.filter((n) => !known.has(n.toLowerCase())),
      };
    },

    /**
     * The details a CONSUMER child of `age` would get (anywhere: no territory), with whether that
     * child finds the book at all and why not — the catalogue's own query and visibility rule.
     */
    async preview(auth: AuthContext, id: string, age: number): Promise<AdminBookPreview> {
      const viewer: Viewer = {
        userId: auth.user.id,
        role: Role.CHILD,
        name: 'Preview',
        segment: 'CONSUMER',
        territory: null,
        age,
        interests: [],
        classroomIds: [],
        hiddenBookIds: [],
        school: null,
      };
      const [own, row] = await Promise.all([
        repo.details(repo.db, id),
        deps.catalogue.details(viewer, id),
      ]);
      if (!own || !row) throw notFound();
      const b = own.book;
      const reasons: string[] = [];
      if (b.status !== 'ACTIVE') reasons.push(ADMIN_BOOK_PREVIEW_REASONS.inactive);
      if (!b.userSegments.includes('CONSUMER')) reasons.push(ADMIN_BOOK_PREVIEW_REASONS.segment);
      if (age < b.ageMin || age > b.ageMax) {
        reasons.push(ADMIN_BOOK_PREVIEW_REASONS.age(age, b.ageMin, b.ageMax));
      }
      return {
        age,
        visible: row.available && reasons.length === 0,
        reasons,
        book: { ...toBookDetails(row, { viewerAge: age }), isFavorite: false },
      };
    },
  };
}

export type AdminBooksService = ReturnType<typeof createAdminBooksService>;
