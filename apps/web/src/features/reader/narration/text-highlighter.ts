import {
  MARK_CLASS,
  READ_TO_ME_CSS,
  SENTENCE_HIGHLIGHT,
  WORD_HIGHLIGHT,
  ensureStyle,
} from './doc-style.ts';
import { rangeFor, type TextIndex } from './text-segments.ts';

export type HighlightKind = 'sentence' | 'word';

const XHTML = 'http://www.w3.org/1999/xhtml';
const NAMES: Record<HighlightKind, string> = { sentence: SENTENCE_HIGHLIGHT, word: WORD_HIGHLIGHT };

function registryOf(doc: Document): { registry: HighlightRegistry; Ctor: typeof Highlight } | null {
  const view = doc.defaultView as (Window & typeof globalThis) | null;
  const registry = view?.CSS?.highlights;
  const Ctor = view?.Highlight;
  return registry && typeof Ctor === 'function' ? { registry, Ctor } : null;
}

/**
 * Read-to-me highlighting. With the CSS Custom Highlight API (the section document's own
 * `CSS.highlights`) the sentence gets a soft tint and the word a marker, without touching the
 * book's DOM. Without it, the word (or the sentence until the browser reports words) is wrapped in
 * `<mark>` elements, which are unwrapped again — restoring the very same text nodes — before the
 * next highlight, so the text index stays valid.
 */
export class TextHighlighter {
  readonly #registries = new Set<HighlightRegistry>();
  #marks: Element[] = [];

  /** The sentence being read; clears the word. */
  showSentence(index: TextIndex, span: { start: number; end: number }): void {
    this.#show(index, 'sentence', span);
    const api = registryOf(index.doc);
    if (api) api.registry.delete(NAMES.word);
  }

  /** The word being read (a fallback mark replaces the sentence's). */
  showWord(index: TextIndex, span: { start: number; end: number }): void {
    this.#show(index, 'word', span);
  }

  /** The DOM mark elements of the fallback. */
  get marks(): readonly Element[] {
    return this.#marks;
  }

  clear(): void {
    for (const r of this.#registries) {
      r.delete(SENTENCE_HIGHLIGHT);
      r.delete(WORD_HIGHLIGHT);
    }
    this.#registries.clear();
    this.#unwrap();
  }

  #show(index: TextIndex, kind: HighlightKind, span: { start: number; end: number }): void {
    const { doc } = index;
    ensureStyle(doc, 'read-to-me', READ_TO_ME_CSS);
    const api = registryOf(doc);
    if (api) {
      this.#registries.add(api.registry);
      const range = rangeFor(index, span.start, span.end);
      if (range) {
        const highlight = new api.Ctor(range);
        highlight.priority = kind === 'word' ? 2 : 1;
        api.registry.set(NAMES[kind], highlight);
      } else {
        api.registry.delete(NAMES[kind]);
      }
      return;
    }
    // <mark> fallback: one highlight at a time, unwrapped before the next is computed.
    this.#unwrap();
    const range = rangeFor(index, span.start, span.end);
    if (range) this.#marks = wrap(range);
  }

  #unwrap(): void {
    const parents = new Set<Node>();
    for (const mark of this.#marks) {
      const parent = mark.parentNode;
      if (!parent) continue;
      while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
      parent.removeChild(mark);
      parents.add(parent);
    }
    for (const p of parents) p.normalize();
    this.#marks = [];
  }
}

/** Wrap the text of a range in marks, one per text node piece (never inside SVG). */
function wrap(range: Range): Element[] {
  const doc = range.startContainer.ownerDocument!;
  const pieces: Array<{ node: Text; start: number; end: number }> = [];
  const root = range.commonAncestorContainer;
  const walker = doc.createTreeWalker(
    root.nodeType === Node.TEXT_NODE ? root.parentNode! : root,
    NodeFilter.SHOW_TEXT,
  );
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const node = n as Text;
    if (!range.intersectsNode(node) || node.parentElement?.closest('svg')) continue;
    const start = node === range.startContainer ? range.startOffset : 0;
    const end = node === range.endContainer ? range.endOffset : node.data.length;
    if (end > start) pieces.push({ node, start, end });
  }
  const marks: Element[] = [];
  for (const { node, start, end } of pieces) {
    let target = node;
    if (start > 0) target = target.splitText(start);
    if (end - start < target.data.length) target.splitText(end - start);
    const mark = doc.createElementNS(XHTML, 'mark');
    mark.setAttribute('class', MARK_CLASS);
    target.parentNode!.insertBefore(mark, target);
    mark.appendChild(target);
    marks.push(mark);
  }
  return marks;
}
