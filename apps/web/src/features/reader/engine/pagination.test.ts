import { describe, expect, it } from 'vitest';
import {
  countDocumentWords,
  countWords,
  pageListPage,
  pagePosition,
  parsePagePosition,
  progressionPage,
  screenStep,
  sectionPage,
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

describe('progression pages (screens as the reader turns them)', () => {
  it('is exact when every chapter has been laid out', () => {
    const known = new Map([
      [0, 1],
      [1, 3],
      [2, 2],
    ]);
    expect(
      progressionPage({
        sectionWords: [10, 900, 600],
        knownPages: known,
        index: 1,
        pageInSection: 2,
      }),
    ).toEqual({ page: 3, pageCount: 6 });
  });

  it('estimates chapters not laid out yet from the words per screen of full chapters', () => {
    // Chapter 1 filled 4 screens with 800 words: 200 words a screen.
    const known = new Map([
      [0, 1],
      [1, 4],
    ]);
    const r = progressionPage({
      sectionWords: [12, 800, 1000, 410],
      knownPages: known,
      index: 1,
      pageInSection: 0,
    });
    // 1 + 4 + ceil(1000/200)=5 + ceil(410/200)=3
    expect(r).toEqual({ page: 1, pageCount: 13 });
  });

  it('does not judge screen size by a short title page (uses the fallback until a chapter fills screens)', () => {
    const r = progressionPage({
      sectionWords: [10, 1000, 1000],
      knownPages: new Map([[0, 1]]),
      index: 0,
      pageInSection: 0,
      fallbackWordsPerPage: 250,
    });
    expect(r).toEqual({ page: 0, pageCount: 9 });
  });

  it('skips sections outside the reading order and keeps the page inside the book', () => {
    const r = progressionPage({
      sectionWords: [null, 300, null, 300],
      knownPages: new Map([[1, 2]]),
      index: 3,
      pageInSection: 9,
    });
    expect(r).toEqual({ page: 3, pageCount: 4 });
  });
});

describe('screen steps (screens turned one by one count exactly)', () => {
  const at = (index: number, pageInSection: number, textPages = 4) => ({
    index,
    pageInSection,
    textPages,
  });
  it('is +1 / -1 for the next / previous screen, across chapter ends too', () => {
    expect(screenStep(at(2, 1), at(2, 2))).toBe(1);
    expect(screenStep(at(2, 2), at(2, 1))).toBe(-1);
    expect(screenStep(at(2, 3), at(3, 0, 6))).toBe(1);
    expect(screenStep(at(3, 0, 6), at(2, 3))).toBe(-1);
  });

  it('is 0 for jumps', () => {
    expect(screenStep(at(2, 1), at(2, 3))).toBe(0);
    expect(screenStep(at(2, 1), at(3, 0))).toBe(0);
    expect(screenStep(at(2, 3), at(5, 0))).toBe(1);
    expect(screenStep(at(5, 2), at(2, 3))).toBe(0);
    expect(screenStep(at(2, 2), at(2, 2))).toBe(0);
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
