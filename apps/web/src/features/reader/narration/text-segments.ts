/**
 * The readable text of a rendered section for read-to-me: a flat string over the document's text
 * nodes (block boundaries become paragraph separators, so a heading and the next paragraph never run into
 * one sentence), split into sentences and words with Intl.Segmenter. Every piece maps back to a DOM
 * Range, so a speech boundary event (a character index in the spoken sentence) becomes the word
 * to highlight.
 */

/** Stands between blocks in the flat text (a paragraph separator: always a sentence break). */
export const BLOCK_BREAK = '\u2029';

const SKIPPED = 'script,style,noscript,template,title,head,[hidden],[aria-hidden="true"]';
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'svg',
  'text',
]);

interface IndexedNode {
  node: Text;
  /** Offsets of the node's data in the flat text. */
  start: number;
  end: number;
}

export interface TextIndex {
  doc: Document;
  /** The flat text; BLOCK_BREAK stands between blocks (it belongs to no node). */
  text: string;
  nodes: IndexedNode[];
}

function blockOf(node: Node): Element | null {
  for (let el = node.parentElement; el; el = el.parentElement) {
    if (BLOCKS.has(el.localName)) return el;
  }
  return null;
}

export function buildTextIndex(
  doc: Document,
  root: Element | null = doc.body ?? doc.documentElement,
): TextIndex {
  const nodes: IndexedNode[] = [];
  let text = '';
  if (!root) return { doc, text, nodes };
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType !== Node.ELEMENT_NODE) return NodeFilter.FILTER_ACCEPT;
      const el = node as Element;
      if (el.matches(SKIPPED)) return NodeFilter.FILTER_REJECT;
      return el.localName === 'br' ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    },
  });
  let lastBlock: Element | null = null;
  let breakPending = false;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.nodeType === Node.ELEMENT_NODE) {
      breakPending = true;
      continue;
    }
    const node = n as Text;
    if (node.data.length === 0) continue;
    const block = blockOf(node);
    // A new block ends the sentence; a <br> (a poem's line, a PDF text line) is only a space.
    if (text.length > 0 && block !== lastBlock) text += BLOCK_BREAK;
    else if (text.length > 0 && breakPending) text += '\n';
    breakPending = false;
    lastBlock = block;
    nodes.push({ node, start: text.length, end: text.length + node.data.length });
    text += node.data;
  }
  return { doc, text, nodes };
}

/** Is every node of the index still where it was (a fallback highlight may have moved them)? */
export function isIndexCurrent(index: TextIndex): boolean {
  return index.nodes.every((n) => n.node.isConnected && n.node.data.length === n.end - n.start);
}

function nodeAt(index: TextIndex, offset: number, preferEnd: boolean): IndexedNode | null {
  const { nodes } = index;
  let lo = 0;
  let hi = nodes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const n = nodes[mid]!;
    if (preferEnd ? offset <= n.start : offset < n.start) hi = mid - 1;
    else if (preferEnd ? offset > n.end : offset >= n.end) lo = mid + 1;
    else return n;
  }
  // Between nodes (a block break): the start moves forward, the end back.
  return preferEnd ? (nodes[hi] ?? null) : (nodes[lo] ?? null);
}

/** A DOM Range over the flat text [start, end). */
export function rangeFor(index: TextIndex, start: number, end: number): Range | null {
  if (end <= start) return null;
  const a = nodeAt(index, start, false);
  const b = nodeAt(index, end, true);
  if (!a || !b) return null;
  const range = index.doc.createRange();
  range.setStart(a.node, Math.max(0, Math.min(start - a.start, a.node.data.length)));
  range.setEnd(b.node, Math.max(0, Math.min(end - b.start, b.node.data.length)));
  return range.collapsed ? null : range;
}

export interface Sentence {
  /** What is spoken: the sentence with whitespace runs made single spaces. */
  text: string;
  /** Flat-text offset of each spoken character (same length as text). */
  map: number[];
  /** Flat-text span of the sentence. */
  start: number;
  end: number;
  /** Words as spoken-text spans [start, end). */
  words: Array<{ start: number; end: number }>;
}

const SPEAKABLE = /[\p{L}\p{N}]/u;

function segmenter(lang: string | undefined, granularity: 'sentence' | 'word'): Intl.Segmenter {
  try {
    return new Intl.Segmenter(lang, { granularity });
  } catch {
    return new Intl.Segmenter(undefined, { granularity });
  }
}

/** English titles and abbreviations a sentence break should not follow. */
const ABBREVIATION =
  /(?:^|[\s("'“‘])(?:Mr|Mrs|Ms|Mx|Dr|St|Mt|Jr|Sr|Prof|Capt|Gen|Sgt|Lt|Col|vs|etc|e\.g|i\.e)\.$/;
const STARTS_LOWER = /^[\s"'“‘([]*\p{Ll}/u;

/**
 * The segmenter's raw breaks, joined where a reader would not stop: before a lower-case word
 * ('"Where are you?" asked Owl.') and after "Mr." and friends in English — never across a block.
 */
function sentenceSpans(
  flat: string,
  lang: string | undefined,
): Array<{ index: number; segment: string }> {
  const english = !lang || lang.toLowerCase().startsWith('en');
  const out: Array<{ index: number; segment: string }> = [];
  // Line breaks inside a text node are source formatting, not paragraph ends.
  for (const seg of segmenter(lang, 'sentence').segment(flat.replace(/[\r\n]/g, ' '))) {
    const prev = out.at(-1);
    if (prev && !prev.segment.includes(BLOCK_BREAK)) {
      const body = prev.segment.trimEnd();
      if (STARTS_LOWER.test(seg.segment) || (english && ABBREVIATION.test(body))) {
        prev.segment += seg.segment;
        continue;
      }
    }
    out.push({ index: seg.index, segment: seg.segment });
  }
  return out;
}

/** The sentences of a flat text (those with no letter or digit are left out). */
export function segmentSentences(flat: string, lang?: string): Sentence[] {
  const words = segmenter(lang, 'word');
  const out: Sentence[] = [];
  for (const seg of sentenceSpans(flat, lang)) {
    if (!SPEAKABLE.test(seg.segment)) continue;
    let text = '';
    const map: number[] = [];
    let space = false;
    for (let i = 0; i < seg.segment.length; i++) {
      const ch = seg.segment[i]!;
      if (/\s/u.test(ch)) {
        space = text.length > 0;
        continue;
      }
      if (space) {
        text += ' ';
        map.push(seg.index + i - 1);
        space = false;
      }
      text += ch;
      map.push(seg.index + i);
    }
    const spans: Sentence['words'] = [];
    for (const w of words.segment(text)) {
      if (w.isWordLike) spans.push({ start: w.index, end: w.index + w.segment.length });
    }
    out.push({ text, map, start: map[0]!, end: map.at(-1)! + 1, words: spans });
  }
  return out;
}

/**
 * The spoken span of the word a boundary event points at. Browsers give the character index of the
 * word start and usually its length; without a length (or with a zero one) the word is taken from
 * the segmenter.
 */
export function wordAt(
  sentence: Sentence,
  charIndex: number,
  charLength?: number,
): { start: number; end: number } | null {
  const len = sentence.text.length;
  if (charIndex < 0 || charIndex >= len) return null;
  if (charLength && charLength > 0) {
    return { start: charIndex, end: Math.min(len, charIndex + charLength) };
  }
  return (
    sentence.words.find((w) => charIndex >= w.start && charIndex < w.end) ??
    sentence.words.find((w) => w.start >= charIndex) ??
    null
  );
}

/** Flat-text span of a spoken span of the sentence. */
export function flatSpan(
  sentence: Sentence,
  start: number,
  end: number,
): { start: number; end: number } {
  return { start: sentence.map[start]!, end: sentence.map[end - 1]! + 1 };
}
