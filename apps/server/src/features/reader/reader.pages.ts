import type { z } from 'zod';
import {
  PAGE_CATEGORIES,
  type PageCategory,
  type readerPageSchema,
  type readerSectionSchema,
} from '@pagebird/contract';
import type { StoredNavEntry, StoredSpineItem } from '../../db/schema/index.ts';

type ReaderPage = z.infer<typeof readerPageSchema>;
type ReaderSection = z.infer<typeof readerSectionSchema>;
type PaginationType = 'sections' | 'pageList' | 'virtual';

export interface PaginationInput {
  fileType: 'epub' | 'pdf';
  layout: 'fixed' | 'reflowable';
  /** PDF pages (books.page_count). */
  pageCount: number;
  spine: readonly StoredSpineItem[];
  pageList: readonly StoredNavEntry[];
  /** Words per virtual page (READER_RULES.virtualPageWords). */
  pageSize: number;
}

const isPageCategory = (c: string): c is PageCategory =>
  (PAGE_CATEGORIES as readonly string[]).includes(c);
const categoryOf = (c: string | undefined): PageCategory =>
  c && isPageCategory(c) ? c : 'CONTENT';

/** "text/p3.xhtml#page-12" → "text/p3.xhtml" */
const withoutFragment = (href: string): string => {
  const hash = href.indexOf('#');
  return hash < 0 ? href : href.slice(0, hash);
};

/** Section of a PDF page: the PDF open parameter of the page (RFC 8118), 1-based. */
export const pdfPageSection = (index: number): string => `#page=${index + 1}`;

/**
 * The spine in reading order with the words the importer counted in each item: the one source of
 * the reader's virtual page numbers (the same cut as `paginate`'s virtual pages), so a place in
 * the text shows the same "Page N of M" on every device, text size and reopening.
 */
export function readerSections(spine: readonly StoredSpineItem[]): ReaderSection[] {
  return [...spine]
    .sort((a, b) => a.index - b.index)
    .map((item) => ({ href: item.href, words: Math.max(0, Math.floor(item.wordCount)) }));
}

/**
 * The reader's pages of a book (spec §2 "Reader": pagination types sections, page list or
 * virtual; spec §3 "Reader pagination"):
 *
 * - PDF and fixed-layout EPUB → `sections`: one page per PDF page / spine item, labelled by the
 *   publisher's page list where it names the item, else by its 1-based number;
 * - reflowable EPUB with a page list → `pageList`: the publisher's pages, in their order;
 * - any other reflowable EPUB → `virtual`: the book's words cut into pages of `pageSize` words
 *   (at least one page; as many as the catalogue's page count), numbered 1, 2, 3…; each page is
 *   placed in the spine item holding its first word.
 */
export function paginate(input: PaginationInput): {
  pagination: PaginationType;
  pages: ReaderPage[];
} {
  if (input.fileType === 'pdf') {
    const pages = Array.from({ length: Math.max(0, input.pageCount) }, (_, index) => ({
      index,
      label: String(index + 1),
      section: pdfPageSection(index),
      category: 'CONTENT' as const,
    }));
    return { pagination: 'sections', pages };
  }

  const spine = [...input.spine].sort((a, b) => a.index - b.index);
  const categoryBySection = new Map(spine.map((s) => [s.href, s.category]));

  if (input.layout === 'fixed') {
    const labelBySection = new Map<string, string>();
    for (const entry of input.pageList) {
      const section = withoutFragment(entry.href);
      if (!labelBySection.has(section) && entry.label.trim()) {
        labelBySection.set(section, entry.label.trim());
      }
    }
    return {
      pagination: 'sections',
      pages: spine.map((item, index) => ({
        index,
        label: labelBySection.get(item.href) ?? String(index + 1),
        section: item.href,
        category: categoryOf(item.category),
      })),
    };
  }

  if (input.pageList.length > 0) {
    return {
      pagination: 'pageList',
      pages: input.pageList.map((entry, index) => {
        const section = withoutFragment(entry.href);
        return {
          index,
          label: entry.label.trim() || String(index + 1),
          section,
          category: categoryOf(categoryBySection.get(section)),
        };
      }),
    };
  }

  // Word offsets of the spine items: page k starts at word k × pageSize, in the item holding
  // that word (page 1 at the very start of the book, so on its first item).
  const pages: ReaderPage[] = [];
  const total = spine.reduce((sum, item) => sum + Math.max(0, item.wordCount), 0);
  const count = spine.length === 0 ? 0 : Math.max(1, Math.ceil(total / input.pageSize));
  let item = 0;
  let itemEnd = Math.max(0, spine[0]?.wordCount ?? 0);
  for (let index = 0; index < count; index++) {
    const offset = index * input.pageSize;
    while (index > 0 && offset >= itemEnd && item < spine.length - 1) {
      item += 1;
      itemEnd += Math.max(0, spine[item]!.wordCount);
    }
    const at = spine[item]!;
    pages.push({
      index,
      label: String(index + 1),
      section: at.href,
      category: categoryOf(at.category),
    });
  }
  return { pagination: 'virtual', pages };
}
