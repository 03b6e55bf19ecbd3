import { describe, expect, it } from 'vitest';
import {
  countDocumentWords,
  countWords,
  pageListPage,
  pagePosition,
  parsePagePosition,
  sectionPage,
  textPlacePage,
  virtualPage,
  wordsBefore,
} from './pagination.ts';

describe('countWords', () => {
  it('counts words, keeping contractions, hyphenated words and numbers whole', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('Hello, little dino!')).toBe(3);
    expect(countWords("Don't stop — ice-cream time at 3.30 o’clock")).toBe(7);
    expect(countWords('  one\n\ttwo  ')).toBe(2);
    expect(countWords('Ünïcödé wörds çount too')).toBe(4);
  });

  it('counts the body text of a document, not scripts or styles', () => {
    const doc = new DOMParser().parseFromString(
      '<html><head><title>Not counted</title></head><body><p>One two <b>three</b></p><script>var a = b c d;</script><style>p { x: y }</style><p>four</p></body></html>',
      'text/html',
    );
    expect(countDocumentWords(doc)).toBe(4);
  });

  it('counts the words before a point of the page', () => {
    const doc = new DOMParser().parseFromString(
      '<html><body><p>One two three.</p><p id="p2">Four five six.</p></body></html>',
      'text/html',
    );
    const text = doc.getElementById('p2')!.firstChild!;
    expect(wordsBefore(doc, text, 0)).toBe(3);
    expect(wordsBefore(doc, text, 5)).toBe(4);
    expect(wordsBefore(doc, doc.body, 0)).toBe(0);
    // A node of another document counts nothing.
    expect(wordsBefore(doc, document.createTextNode('x'), 0)).toBe(0);
  });
});

describe('virtual pages (spec §9: 500 words a page)', () => {
  it('numbers pages of pageSize words', () => {
    expect(virtualPage(0, 1200, 500)).toEqual({ page: 0, pageCount: 3 });
    expect(virtualPage(499, 1200, 500)).toEqual({ page: 0, pageCount: 3 });
    expect(virtualPage(500, 1200, 500)).toEqual({ page: 1, pageCount: 3 });
    expect(virtualPage(1199, 1200, 500)).toEqual({ page: 2, pageCount: 3 });
  });

  it('has at least one page and never points past the last', () => {
    expect(virtualPage(0, 0, 500)).toEqual({ page: 0, pageCount: 1 });
    expect(virtualPage(5000, 1200, 500)).toEqual({ page: 2, pageCount: 3 });
    expect(virtualPage(-3, 100, 500)).toEqual({ page: 0, pageCount: 1 });
    expect(virtualPage(10, 100, 0)).toEqual({ page: 10, pageCount: 100 });
  });
});

describe('page numbers of a place in the text (stable on every screen)', () => {
  // The server's word counts of a book with a title page, two chapters and a note (2,610 words).
  const sectionWords = [10, 1200, 1300, 100];
  const place = (index: number, before: number, docWords: number, extra = {}) =>
    textPlacePage({ sectionWords, index, wordsBefore: before, docWords, pageSize: 500, ...extra });

  it('numbers the virtual page of the first word on screen, of pages cut once per book', () => {
    expect(place(0, 0, 10)).toEqual({ page: 0, pageCount: 6, fraction: 0 });
    // Word 489 of the book (10 + 479) is on page 1; word 500 on page 2.
    expect(place(1, 479, 1200).page).toBe(0);
    expect(place(1, 490, 1200).page).toBe(1);
    expect(place(2, 0, 1300)).toEqual({ page: 2, pageCount: 6, fraction: 1210 / 2610 });
    expect(place(3, 99, 100).page).toBe(5);
  });

  it('gives a place the same number whatever text size or window cut the screens', () => {
    // Screens of 180 words (big text, phone) and of 430 words (small text, desktop) through
    // chapter 1: wherever two screens start at the same word, they show the same page.
    const seen = new Map<number, number>();
    for (const perScreen of [180, 430, 90]) {
      for (let at = 0; at < 1200; at += perScreen) {
        const r = place(1, at, 1200);
        expect(r.pageCount).toBe(6);
        if (seen.has(at)) expect(r.page).toBe(seen.get(at));
        seen.set(at, r.page);
        expect(r.page).toBe(Math.floor((10 + at) / 500));
      }
    }
  });

  it('scales the words counted on screen to the book’s counts (other counting rules)', () => {
    // The rendered chapter counts 600 words where the importer counted 1,200: halfway is halfway.
    expect(place(1, 300, 600)).toEqual(place(1, 600, 1200));
    // Never beyond its own section, and a section counted empty on screen is at its start.
    expect(place(1, 900, 600).page).toBe(place(2, 0, 1300).page);
    expect(place(1, 10, 0).page).toBe(0);
  });

  it('is the first page at the start and the last page only at the end of the book', () => {
    expect(place(1, 300, 1200, { atStart: true })).toEqual({ page: 0, pageCount: 6, fraction: 0 });
    const end = place(3, 10, 100, { atEnd: true });
    expect(end).toEqual({ page: 5, pageCount: 6, fraction: 1 });
    // The screen before the last one does not reach the last page yet.
    expect(place(2, 1000, 1300).page).toBe(4);
  });

  it('has one page for a book without words', () => {
    expect(
      textPlacePage({ sectionWords: [0, 0], index: 1, wordsBefore: 0, docWords: 0, pageSize: 500 }),
    ).toEqual({ page: 0, pageCount: 1, fraction: 0 });
  });
});

describe('page list and sections', () => {
  const list = [{ href: 'a.xhtml#p1' }, { href: 'a.xhtml#p2' }, { href: 'b.xhtml#p3' }];
  it('finds the page-list entry on screen', () => {
    expect(pageListPage('a.xhtml#p2', list)).toEqual({ page: 1, pageCount: 3 });
    expect(pageListPage('x.xhtml', list)).toBeNull();
    expect(pageListPage(null, list)).toBeNull();
    expect(pageListPage('a.xhtml#p1', [])).toBeNull();
  });

  it('numbers sections in the reading order only', () => {
    const linear = [true, false, true, true];
    expect(sectionPage(0, linear)).toEqual({ page: 0, pageCount: 3 });
    expect(sectionPage(1, linear)).toEqual({ page: 1, pageCount: 3 });
    expect(sectionPage(3, linear)).toEqual({ page: 2, pageCount: 3 });
  });
});

describe('page positions', () => {
  it('round-trips page:N and rejects anything else', () => {
    expect(pagePosition(4)).toBe('page:4');
    expect(pagePosition(-1)).toBe('page:0');
    expect(parsePagePosition('page:12')).toBe(12);
    expect(parsePagePosition('page:x')).toBeNull();
    expect(parsePagePosition('epubcfi(/6/4!/2)')).toBeNull();
    expect(parsePagePosition(null)).toBeNull();
  });
});
