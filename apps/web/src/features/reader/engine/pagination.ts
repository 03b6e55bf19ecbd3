/**
 * Page numbers of spec §2/§3 "Reader pagination", as pure functions the engines share.
 *
 * Two page systems (browser value "reader page system", default "progression"):
 * - `progression`: pages as the reader turns them on this screen — one screen of a reflowable
 *   book, one page of a fixed-layout book or PDF. Screens of chapters not laid out yet are
 *   estimated from their word counts with the pages-per-word of the chapters already laid out.
 * - `publisher`: the book's own pagination type — `pageList` (the publisher's page list, e.g. the
 *   print edition's page numbers), `virtual` (one page per `pageSize` words, spec §9: 500) or
 *   `sections` (one page per spine item).
 * Fixed-layout books and PDFs have one page per spine item / PDF page in both systems.
 */

const WORD = /[\p{L}\p{N}]+(?:['’\-.][\p{L}\p{N}]+)*/gu;

/** Words in a text: runs of letters/digits, keeping contractions and hyphenated words whole. */
export function countWords(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(WORD)) n++;
  return n;
}

/** Words of a section document's body (script and style contents excluded). */
export function countDocumentWords(doc: Document): number {
  const body = doc.body ?? doc.documentElement;
  if (!body) return 0;
  const walker = doc.createTreeWalker(body, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => {
      const parent = node.parentElement?.localName;
      return parent === 'script' || parent === 'style'
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT;
    },
  });
  let words = 0;
  // Counted per text node, as reading systems do (a word split by markup counts twice, rare).
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    words += countWords(node.nodeValue ?? '');
  }
  return words;
}

/**
 * Words from the start of the body up to a point (the first visible text of a page), counted
 * per text node like `countDocumentWords` (block boundaries separate words).
 */
export function wordsBefore(doc: Document, node: Node, offset: number): number {
  const body = doc.body ?? doc.documentElement;
  if (!body || !body.contains(node)) return 0;
  const limit = doc.createRange();
  try {
    limit.setStart(node, offset);
  } catch {
    return 0;
  }
  const walker = doc.createTreeWalker(body, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => {
      const parent = n.parentElement?.localName;
      return parent === 'script' || parent === 'style'
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT;
    },
  });
  let words = 0;
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const text = t.nodeValue ?? '';
    if (t === node) {
      words += countWords(text.slice(0, offset));
      break;
    }
    // Stop at the first text node at or after the point.
    if (limit.comparePoint(t, 0) >= 0) break;
    words += countWords(text);
  }
  return words;
}

export interface PageNumber {
  /** 0-based page shown. */
  page: number;
  pageCount: number;
}

/** Spec §9: virtual pages of `pageSize` words (default 500). */
export function virtualPage(wordsRead: number, totalWords: number, pageSize: number): PageNumber {
  const size = Math.max(1, Math.floor(pageSize));
  const pageCount = Math.max(1, Math.ceil(Math.max(0, totalWords) / size));
  const page = Math.min(pageCount - 1, Math.max(0, Math.floor(Math.max(0, wordsRead) / size)));
  return { page, pageCount };
}

export interface ProgressionInput {
  /** Words of every section; `null` for sections left out of the reading order (linear="no"). */
  sectionWords: readonly (number | null)[];
  /** Screen pages of the sections already laid out on this screen (by index). */
  knownPages: ReadonlyMap<number, number>;
  /** The section on screen and the 0-based screen page inside it. */
  index: number;
  pageInSection: number;
  /** Words a screen holds before any chapter filled a screen (default 250). */
  fallbackWordsPerPage?: number;
}

/**
 * Screen pages through the whole book: exact for chapters laid out, estimated for the others
 * from their words at the words-per-screen measured on chapters that filled more than one
 * screen (a short title page says nothing about how much text a screen holds).
 */
export function progressionPage(input: ProgressionInput): PageNumber {
  const { sectionWords, knownPages, index, pageInSection } = input;
  let knownWords = 0;
  let knownCount = 0;
  for (const [i, pages] of knownPages) {
    const w = sectionWords[i];
    if (w && w > 0 && pages >= 2) {
      knownWords += w;
      knownCount += pages;
    }
  }
  const fallback = Math.max(1, input.fallbackWordsPerPage ?? 250);
  const perWord = knownWords > 0 ? knownCount / knownWords : 1 / fallback;
  const pagesOf = (i: number): number => {
    const w = sectionWords[i];
    if (w === null || w === undefined) return 0;
    const known = knownPages.get(i);
    if (known !== undefined) return Math.max(1, known);
    if (perWord > 0 && w > 0) return Math.max(1, Math.ceil(w * perWord));
    return 1;
  };
  let before = 0;
  let total = 0;
  for (let i = 0; i < sectionWords.length; i++) {
    const p = pagesOf(i);
    if (i < index) before += p;
    total += p;
  }
  const here = Math.max(1, pagesOf(index));
  const page = before + Math.min(Math.max(0, pageInSection), here - 1);
  return { page, pageCount: Math.max(total, page + 1) };
}

export interface ScreenPlace {
  /** Section index and the 0-based screen inside it, of how many. */
  index: number;
  pageInSection: number;
  textPages: number;
}

/**
 * One screen forward (+1), back (-1), or a jump (0) from `from` to `to`: the next or previous
 * screen of a chapter, or the first screen of the next chapter after the last of this one (and
 * back). Screens turned one by one are then counted exactly, whatever the estimate says.
 */
export function screenStep(from: ScreenPlace, to: ScreenPlace): -1 | 0 | 1 {
  if (from.index === to.index) {
    const d = to.pageInSection - from.pageInSection;
    return d === 1 ? 1 : d === -1 ? -1 : 0;
  }
  if (
    to.index > from.index &&
    to.pageInSection === 0 &&
    from.pageInSection === from.textPages - 1
  ) {
    return 1;
  }
  if (to.index < from.index && from.pageInSection === 0 && to.pageInSection === to.textPages - 1) {
    return -1;
  }
  return 0;
}

/** A page-list entry matched by index, for the `pageList` type. */
export function pageListPage(
  itemHref: string | null | undefined,
  pageList: readonly { href: string }[],
): PageNumber | null {
  if (!itemHref || pageList.length === 0) return null;
  const i = pageList.findIndex((p) => p.href === itemHref);
  if (i < 0) return null;
  return { page: i, pageCount: pageList.length };
}

/** The `sections` type: one page per section in the reading order. */
export function sectionPage(index: number, linear: readonly boolean[]): PageNumber {
  const order = linear.map((l, i) => (l ? i : -1)).filter((i) => i >= 0);
  const count = Math.max(1, order.length);
  let page = order.findIndex((i) => i >= index);
  if (page < 0) page = count - 1;
  return { page, pageCount: count };
}

/** `page:N` positions of fixed layout and PDF (0-based page index). */
export function pagePosition(index: number): string {
  return `page:${Math.max(0, Math.floor(index))}`;
}

export function parsePagePosition(position: string | null | undefined): number | null {
  const m = /^page:(\d{1,6})$/.exec(position ?? '');
  return m ? Number(m[1]) : null;
}
