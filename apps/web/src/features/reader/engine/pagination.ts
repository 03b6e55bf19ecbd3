/**
 * Page numbers of spec §2/§3 "Reader pagination", as pure functions the engines share.
 *
 * Page numbers never depend on the screen (docs/decisions/020-stable-page-numbers.md). Two page
 * systems (browser value "reader page system", default "progression"):
 * - `progression`: reflowable books count virtual pages of `pageSize` words (spec §9: 500), cut
 *   once per book from the server's word counts of its sections; a text-size change, another
 *   window or device, or a reopening never changes the number of a place in the text.
 * - `publisher`: the publisher's page list (`pageList`, e.g. the print edition's page numbers)
 *   when the book has one, else the same virtual pages.
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

export interface TextPlaceInput {
  /**
   * Words of every section (spine order) as the server counted them once for the book
   * (`BookContent.sections`): the virtual pages are cut from these, never from screens.
   */
  sectionWords: readonly number[];
  /** The section on screen, and the words before its first word on screen / in all of it, as
   * counted in the rendered document (scaled to the server's count of the section). */
  index: number;
  wordsBefore: number;
  docWords: number;
  /** Words per virtual page (spec §9: 500). */
  pageSize: number;
  /** The first / last screen of the book is on screen. */
  atStart?: boolean;
  atEnd?: boolean;
}

/**
 * The virtual page (spec §2/§9: pages of `pageSize` words) of the first word on screen, and how
 * far through the book's words it is. The pages are cut from the book's word counts, so a place
 * in the text has the same "Page N of M" on every device, text size, window size and reopening;
 * the last page is shown only on the last screen, the first on the first.
 */
export function textPlacePage(input: TextPlaceInput): PageNumber & { fraction: number } {
  const words = input.sectionWords.map((w) => Math.max(0, Number.isFinite(w) ? w : 0));
  const total = words.reduce((a, b) => a + b, 0);
  const size = Math.max(1, Math.floor(input.pageSize));
  const pageCount = Math.max(1, Math.ceil(total / size));
  if (input.atEnd) return { page: pageCount - 1, pageCount, fraction: 1 };
  if (input.atStart || total === 0) return { page: 0, pageCount, fraction: 0 };
  let before = 0;
  for (let i = 0; i < input.index && i < words.length; i++) before += words[i]!;
  const own = words[input.index] ?? 0;
  const within =
    input.docWords > 0
      ? Math.min(own, Math.round((Math.max(0, input.wordsBefore) / input.docWords) * own))
      : 0;
  const at = before + within;
  const { page } = virtualPage(at, total, size);
  return { page, pageCount, fraction: Math.min(1, at / total) };
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
