/**
 * The word under a tap inside a book page (an iframe's document): the caret position at the
 * point (caretPositionFromPoint, or WebKit's caretRangeFromPoint), widened to the word around
 * it with Intl.Segmenter (so "don’t", "ice-cream" and non-Latin scripts split the way the
 * language does). Returns null when the tap is not on a word: white space, punctuation, a
 * picture, or past the end of a line (caret APIs snap to the nearest text, so the point must be
 * inside the word's box).
 */

export interface WordAtPoint {
  word: string;
  /** The word's box in the coordinates of `doc`'s viewport. */
  rect: DOMRect;
}

/** How far (px) outside the word's box a tap still counts (fingers are not precise). */
const SLACK_PX = 4;

type CaretDocument = Document & {
  caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  caretRangeFromPoint?: (x: number, y: number) => Range | null;
};

function caretAt(doc: Document, x: number, y: number): { node: Node; offset: number } | null {
  const d = doc as CaretDocument;
  if (typeof d.caretPositionFromPoint === 'function') {
    const pos = d.caretPositionFromPoint(x, y);
    return pos ? { node: pos.offsetNode, offset: pos.offset } : null;
  }
  if (typeof d.caretRangeFromPoint === 'function') {
    const range = d.caretRangeFromPoint(x, y);
    return range ? { node: range.startContainer, offset: range.startOffset } : null;
  }
  return null;
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenterFor(lang: string | undefined): Intl.Segmenter {
  const key = lang ?? '';
  let s = segmenters.get(key);
  if (!s) {
    try {
      s = new Intl.Segmenter(lang || undefined, { granularity: 'word' });
    } catch {
      s = new Intl.Segmenter(undefined, { granularity: 'word' });
    }
    segmenters.set(key, s);
  }
  return s;
}

/** The language of a node: the nearest lang attribute (books mark languages this way). */
function langOf(node: Node): string | undefined {
  const el = node.nodeType === 1 ? (node as Element) : node.parentElement;
  return el?.closest('[lang]')?.getAttribute('lang') ?? undefined;
}

/** The word segment of `text` at `offset` (or ending right at it), as [start, end). */
export function wordBoundsAt(
  text: string,
  offset: number,
  lang?: string,
): { start: number; end: number } | null {
  let before: { start: number; end: number } | null = null;
  for (const seg of segmenterFor(lang).segment(text)) {
    const start = seg.index;
    const end = start + seg.segment.length;
    if (offset >= start && offset < end) {
      if (seg.isWordLike) return { start, end };
      // A caret right after a word ("dog|.") belongs to that word.
      return offset === start && before ? before : null;
    }
    before = seg.isWordLike ? { start, end } : null;
  }
  // The caret at the very end of the text, right after its last word.
  return offset === text.length ? before : null;
}

const inside = (r: DOMRect, x: number, y: number) =>
  x >= r.left - SLACK_PX &&
  x <= r.right + SLACK_PX &&
  y >= r.top - SLACK_PX &&
  y <= r.bottom + SLACK_PX;

export function wordAtPoint(doc: Document, x: number, y: number): WordAtPoint | null {
  const caret = caretAt(doc, x, y);
  if (!caret || caret.node.nodeType !== 3) return null;
  const text = (caret.node as Text).data;
  const bounds = wordBoundsAt(text, caret.offset, langOf(caret.node));
  if (!bounds) return null;
  const range = doc.createRange();
  range.setStart(caret.node, bounds.start);
  range.setEnd(caret.node, bounds.end);
  const rect = range.getBoundingClientRect();
  if (!inside(rect, x, y)) return null;
  const word = text.slice(bounds.start, bounds.end);
  return { word, rect };
}
