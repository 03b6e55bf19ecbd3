import type { AdminBook, AdminBookListItem, PageCategory } from '@pagebird/contract';
import { mediaUrl } from '../../providers/storage/media-url.ts';
import type { AdminBookListRow, AdminBooksRepo } from './admin-books.repo.ts';

type DetailsRow = NonNullable<Awaited<ReturnType<AdminBooksRepo['details']>>>;

export function toAdminBookListItem(row: AdminBookListRow): AdminBookListItem {
  return {
    id: row.id,
    idNumber: row.idNumber,
    title: row.title,
    authors: row.authors,
    fileType: row.fileType,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    status: row.status,
    coverUrl: mediaUrl(row.coverThumbKey ?? row.coverKey),
    isAudioIncluded: row.isAudioIncluded,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The editor's view of a book (also what the audit log stores before and after a write). */
export function toAdminBook(row: DetailsRow): AdminBook {
  const b = row.book;
  return {
    id: b.id,
    idNumber: b.idNumber,
    title: b.title,
    subtitle: row.subtitle ?? null,
    description: b.description,
    authors: row.authors,
    editors: row.editors,
    illustrators: row.illustrators,
    subjects: b.subjects,
    languages: b.languages,
    series: row.seriesName ?? null,
    seriesPosition: b.seriesPosition,
    imprint: b.imprint,
    publisher: b.publisher,
    nonfiction: b.nonfiction,
    bookType: b.nonfiction ? 'Nonfiction' : 'Fiction',
    userSegments: b.userSegments.filter(
      (s): s is 'CONSUMER' | 'EDUCATOR' => s === 'CONSUMER' || s === 'EDUCATOR',
    ),
    salesTerritories: b.salesTerritories,
    minAge: b.ageMin,
    maxAge: b.ageMax,
    interests: row.interests,
    pageCategories: b.spine.map((s) => ({
      index: s.index,
      href: s.href,
      category: s.category as PageCategory,
    })),
    readingLevel:
      b.readingLevelSystem && b.readingLevelValue !== null
        ? {
            system: b.readingLevelSystem,
            value: b.readingLevelValue,
            label: b.readingLevelLabel ?? `${b.readingLevelSystem} ${b.readingLevelValue}`,
          }
        : null,
    status: b.status,
    isAudioIncluded: b.isAudioIncluded,
    fileType: b.fileType,
    originalFileType: b.originalFileType,
    extraBookExtension: b.extraBookExtension,
    layout: b.layout === 'fixed' ? 'fixed' : 'reflowable',
    pageCount: b.pageCount,
    wordCount: b.wordCount,
    coverUrl: mediaUrl(b.coverKey ?? b.coverThumbKey),
    lastModifiedDate: b.updatedAt.toISOString(),
    createdAt: b.createdAt.toISOString(),
  };
}
