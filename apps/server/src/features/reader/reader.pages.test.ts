import { describe, expect, it } from 'vitest';
import type { StoredSpineItem } from '../../db/schema/index.ts';
import { paginate, pdfPageSection } from './reader.pages.ts';

const item = (
  index: number,
  href: string,
  wordCount: number,
  category = 'CONTENT',
  linear = true,
): StoredSpineItem => ({
  index,
  href,
  mediaType: 'application/xhtml+xml',
  linear,
  category,
  wordCount,
  mediaOverlay: null,
});

const base = { pageCount: 0, spine: [], pageList: [], pageSize: 500 } as const;

describe('reader pagination (spec §2: sections, page list or virtual)', () => {
  it('PDF: one section per page, labelled 1…n, at the #page=n open parameter', () => {
    const { pagination, pages } = paginate({
      ...base,
      fileType: 'pdf',
      layout: 'fixed',
      pageCount: 3,
    });
    expect(pagination).toBe('sections');
    expect(pages).toEqual([
      { index: 0, label: '1', section: '#page=1', category: 'CONTENT' },
      { index: 1, label: '2', section: '#page=2', category: 'CONTENT' },
      { index: 2, label: '3', section: '#page=3', category: 'CONTENT' },
    ]);
    expect(pdfPageSection(11)).toBe('#page=12');
  });

  it('fixed layout: one page per spine item in spine order, labels from the page list', () => {
    const { pagination, pages } = paginate({
      ...base,
      fileType: 'epub',
      layout: 'fixed',
      spine: [
        item(1, 'p1.xhtml', 10),
        item(0, 'cover.xhtml', 0, 'COVER'),
        item(2, 'p2.xhtml', 8, 'NOT_A_CATEGORY'),
      ],
      pageList: [
        { label: 'Cover', href: 'cover.xhtml', depth: 0 },
        { label: '1', href: 'p1.xhtml#pg1', depth: 0 },
        { label: 'again', href: 'p1.xhtml#pg1b', depth: 0 },
      ],
    });
    expect(pagination).toBe('sections');
    expect(pages).toEqual([
      { index: 0, label: 'Cover', section: 'cover.xhtml', category: 'COVER' },
      { index: 1, label: '1', section: 'p1.xhtml', category: 'CONTENT' },
      // no page-list entry: its number; an unknown category reads as CONTENT
      { index: 2, label: '3', section: 'p2.xhtml', category: 'CONTENT' },
    ]);
  });

  it('reflowable with a page list: the publisher pages, in the spine item of their target', () => {
    const { pagination, pages } = paginate({
      ...base,
      fileType: 'epub',
      layout: 'reflowable',
      spine: [item(0, 'title.xhtml', 5, 'TITLE'), item(1, 'ch1.xhtml', 900)],
      pageList: [
        { label: 'i', href: 'title.xhtml', depth: 0 },
        { label: '1', href: 'ch1.xhtml#p1', depth: 0 },
        { label: ' ', href: 'ch1.xhtml#p2', depth: 0 },
        { label: '3', href: 'missing.xhtml#p3', depth: 0 },
      ],
    });
    expect(pagination).toBe('pageList');
    expect(pages).toEqual([
      { index: 0, label: 'i', section: 'title.xhtml', category: 'TITLE' },
      { index: 1, label: '1', section: 'ch1.xhtml', category: 'CONTENT' },
      { index: 2, label: '3', section: 'ch1.xhtml', category: 'CONTENT' },
      { index: 3, label: '3', section: 'missing.xhtml', category: 'CONTENT' },
    ]);
  });

  it('reflowable without a page list: virtual pages of 500 words through the whole book', () => {
    const { pagination, pages } = paginate({
      ...base,
      fileType: 'epub',
      layout: 'reflowable',
      spine: [
        item(0, 'cover.xhtml', 0, 'COVER'),
        item(1, 'ch1.xhtml', 1100),
        item(2, 'ch2.xhtml', 300),
        item(3, 'ch3.xhtml', 250),
      ],
    });
    expect(pagination).toBe('virtual');
    // 1,650 words → 4 pages starting at words 0, 500, 1000, 1500
    expect(pages.map((p) => [p.label, p.section, p.category])).toEqual([
      ['1', 'cover.xhtml', 'COVER'],
      ['2', 'ch1.xhtml', 'CONTENT'],
      ['3', 'ch1.xhtml', 'CONTENT'],
      ['4', 'ch3.xhtml', 'CONTENT'],
    ]);
    expect(pages.map((p) => p.index)).toEqual([0, 1, 2, 3]);
  });

  it('a book without words still has one virtual page; an empty spine has none', () => {
    const one = paginate({
      ...base,
      fileType: 'epub',
      layout: 'reflowable',
      spine: [item(0, 'a.xhtml', 0), item(1, 'b.xhtml', 0)],
    });
    expect(one.pages).toEqual([{ index: 0, label: '1', section: 'a.xhtml', category: 'CONTENT' }]);
    expect(paginate({ ...base, fileType: 'epub', layout: 'reflowable' }).pages).toEqual([]);
  });
});
