import {
  ENTITY_TYPES,
  PAGE_CATEGORIES,
  USER_SEGMENTS,
  type Banner,
  type BookCard,
  type BookDetails,
  type FilterDefinition,
  type InterestArea,
  type PageCategory,
  type SeriesResponse,
  type Swimlane,
  type UserSegment,
} from '@pagebird/contract';
import { mediaUrl } from '../../providers/storage/media-url.ts';
import type { BookCardRow } from './book-cards.repo.ts';
import type {
  BannerRow,
  BookDetailsRow,
  InterestAreaRow,
  SeriesRow,
  SpineRow,
} from './catalogue.repo.ts';

/** Card cover: the card-size derivative, else the original. */
export function cardCoverUrl(row: {
  cover_thumb_key: string | null;
  cover_key: string | null;
}): string | null {
  return mediaUrl(row.cover_thumb_key ?? row.cover_key);
}

export function toBookCard(row: BookCardRow): BookCard {
  return {
    id: row.id,
    idNumber: row.id_number,
    title: row.title,
    authors: row.authors ?? [],
    coverUrl: cardCoverUrl(row),
    isAudioIncluded: row.is_audio_included,
    fileType: row.file_type,
    ageMin: row.age_min,
    ageMax: row.age_max,
    pageCount: row.page_count,
    bookType: row.nonfiction ? 'Nonfiction' : 'Fiction',
    progress: row.progress,
  };
}

/**
 * Children's reading pace in words per minute by age (ours; the spec gives none): 60 under 7
 * (read-aloud and first readers), 100 under 10, 150 from 10.
 */
export function wordsPerMinute(age: number): number {
  if (age < 7) return 60;
  if (age < 10) return 100;
  return 150;
}

/**
 * Minutes to read a book at a child's pace, rounded up. The pace is the viewer's age; adults
 * (parents, teachers) see the time for the youngest reader the book is meant for.
 */
export function readingMinutes(
  wordCount: number | null,
  viewerAge: number | null,
  bookAgeMin: number,
): number | null {
  if (wordCount === null || wordCount < 0) return null;
  if (wordCount === 0) return 0;
  return Math.ceil(wordCount / wordsPerMinute(viewerAge ?? bookAgeMin));
}

const isSegment = (s: string): s is UserSegment => (USER_SEGMENTS as readonly string[]).includes(s);

export function toBookDetails(
  row: BookDetailsRow,
  extra: { viewerAge: number | null },
): BookDetails {
  const byRole = (role: string) =>
    (row.creators ?? []).filter((c) => c.role === role).map((c) => c.name);
  return {
    ...toBookCard(row),
    bookIdNumber: row.id_number,
    description: row.description,
    editors: byRole('EDITOR'),
    illustrators: byRole('ILLUSTRATOR'),
    subjects: row.subjects ?? [],
    languages: row.languages ?? [],
    series: row.series_id
      ? {
          id: row.series_id,
          name: row.series_name ?? '',
          position: row.series_position,
          total: row.series_total ?? 0,
        }
      : null,
    imprint: row.imprint,
    publisher: row.publisher,
    nonfiction: row.nonfiction,
    originalFileType: row.original_file_type,
    extraBookExtension: row.extra_book_extension,
    layout: row.layout === 'fixed' ? 'fixed' : 'reflowable',
    wordCount: row.word_count,
    readingMinutes: readingMinutes(row.word_count, extra.viewerAge, row.age_min),
    readingLevel:
      row.reading_level_system && row.reading_level_value !== null
        ? {
            system: row.reading_level_system,
            value: row.reading_level_value,
            label:
              row.reading_level_label ?? `${row.reading_level_system} ${row.reading_level_value}`,
          }
        : null,
    interests: row.interests ?? [],
    userSegments: (row.user_segments ?? []).filter(isSegment),
    salesTerritories: row.sales_territories ?? [],
    territoryAvailable: row.territory_ok,
    lastModifiedDate: row.updated_at,
    isFavorite: row.is_favorite,
    coverLargeUrl: mediaUrl(row.cover_key ?? row.cover_thumb_key),
  };
}

export function toSeries(
  series: SeriesRow,
  books: Array<BookCardRow & { series_position: number | null }>,
): SeriesResponse {
  return {
    id: series.id,
    name: series.name,
    description: series.description,
    books: books.map((b) => ({ ...toBookCard(b), position: b.series_position })),
  };
}

const isPageCategory = (c: string): c is PageCategory =>
  (PAGE_CATEGORIES as readonly string[]).includes(c);

export function toPageCategories(
  spine: SpineRow[],
): Array<{ index: number; href: string; category: PageCategory }> {
  return spine.map((item, i) => ({
    index: Number.isInteger(item.index) ? item.index : i,
    href: item.href,
    category: isPageCategory(item.category) ? item.category : 'CONTENT',
  }));
}

export function toInterestArea(row: InterestAreaRow): InterestArea {
  return {
    id: row.id,
    name: row.name,
    imageUrl: mediaUrl(row.image_key) ?? '',
    color: row.color,
  };
}

const isEntityType = (t: string): t is Banner['content']['entityType'] =>
  (ENTITY_TYPES as readonly string[]).includes(t);

export function toBanner(row: BannerRow): Banner {
  const bannerType = row.banner_type === 'COLLECTION' ? 'COLLECTION' : 'BOOK';
  return {
    id: row.id,
    name: row.name,
    bannerType,
    content: {
      entityType: isEntityType(row.entity_type) ? row.entity_type : bannerType,
      contentId: row.content_id,
    },
    webImageUrl: mediaUrl(row.web_image_key) ?? '',
    mobileImageUrl: mediaUrl(row.mobile_image_key) ?? '',
    position: row.position,
  };
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** "en" → "English"; unknown codes are shown as they are. */
export function languageLabel(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The filter definitions of the search page (spec §3 "Filter definition"). */
export function toSearchFilters(input: {
  interests: Array<{ id: string; name: string }>;
  languages: string[];
  pages: { min: number; max: number };
  ages: { min: number; max: number };
}): FilterDefinition[] {
  const filters: FilterDefinition[] = [];
  if (input.interests.length > 0) {
    filters.push({
      name: 'interests',
      type: 'list',
      title: 'Interests',
      shortTitle: 'Interests',
      options: input.interests.map((i) => ({ value: i.id, label: i.name })),
    });
  }
  filters.push({
    name: 'bookType',
    type: 'select',
    title: 'Fiction or nonfiction',
    shortTitle: 'Type',
    options: [
      { value: 'Fiction', label: 'Fiction' },
      { value: 'Nonfiction', label: 'Nonfiction' },
    ],
  });
  if (input.languages.length > 0) {
    filters.push({
      name: 'language',
      type: 'select',
      title: 'Language',
      shortTitle: 'Language',
      options: input.languages
        .map((code) => ({ value: code, label: languageLabel(code) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    });
  }
  const ages: Array<{ value: string; label: string }> = [];
  for (let a = input.ages.min; a <= input.ages.max; a++) {
    ages.push({ value: String(a), label: `${a} years` });
  }
  filters.push({ name: 'age', type: 'select', title: 'Age', shortTitle: 'Age', options: ages });
  filters.push({
    name: 'pages',
    type: 'range',
    title: 'Number of pages',
    shortTitle: 'Pages',
    min: input.pages.min,
    max: input.pages.max,
  });
  filters.push({
    name: 'readAlong',
    type: 'switch',
    title: 'Read-Along',
    shortTitle: 'Read-Along',
  });
  return filters;
}

/** A browse row of `type` (spec §2 swimlanes): the item list of its type filled, the rest empty. */
export function lane(
  id: string,
  type: Swimlane['type'],
  title: string,
  fill: Partial<Omit<Swimlane, 'id' | 'type' | 'title'>>,
): Swimlane {
  return {
    id,
    type,
    title,
    seeAll: null,
    books: [],
    banners: [],
    interests: [],
    collections: [],
    zones: [],
    ...fill,
  };
}

/** Which row a book card goes to: its id, type, title and "See all" target. */
export type LaneOf<T> = (card: T) => Pick<Swimlane, 'id' | 'type' | 'title' | 'seeAll'>;

/**
 * Book cards of several rows (ordered by row, then position) grouped into one book row each,
 * in the order the rows first appear.
 */
export function bookLanesBy<T extends BookCardRow>(
  cards: readonly T[],
  laneOf: LaneOf<T>,
): Swimlane[] {
  const lanes = new Map<string, Swimlane>();
  for (const card of cards) {
    const { id, type, title, seeAll } = laneOf(card);
    let row = lanes.get(id);
    if (!row) {
      row = lane(id, type, title, { seeAll });
      lanes.set(id, row);
    }
    row.books.push(toBookCard(card));
  }
  return [...lanes.values()];
}

/** An admin collection's row (browse, discovery zones). */
export const collectionLaneOf: LaneOf<{ collection_id: string; collection_title: string }> = (
  card,
) => ({
  id: `collection-${card.collection_id}`,
  type: 'B_COLLECTION',
  title: card.collection_title,
  seeAll: { type: 'COLLECTION', id: card.collection_id },
});
