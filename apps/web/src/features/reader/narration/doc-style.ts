/**
 * Styles the narration puts into a rendered section's document (the iframe is same-origin, so the
 * parent can touch its DOM; scripts inside it never run). One `<style>` per purpose, added once.
 */
const XHTML = 'http://www.w3.org/1999/xhtml';
const SVG = 'http://www.w3.org/2000/svg';
export const STYLE_ATTRIBUTE = 'data-pagebird-narration';

export function ensureStyle(doc: Document, id: string, css: string): void {
  const root = doc.documentElement;
  if (!root) return;
  for (const s of Array.from(doc.querySelectorAll('style'))) {
    if (s.getAttribute(STYLE_ATTRIBUTE) === id) return;
  }
  const ns = root.namespaceURI === SVG ? SVG : XHTML;
  const style = doc.createElementNS(ns, 'style');
  style.setAttribute(STYLE_ATTRIBUTE, id);
  style.textContent = css;
  (doc.head ?? root).appendChild(style);
}

/** The class put on the element being read aloud (EPUB 3 default `media:active-class`). */
export const ACTIVE_CLASS = '-epub-media-overlay-active';

/**
 * Read-along highlight. `:where()` keeps it at zero specificity, so a book that styles its own
 * active class keeps its look; books that do not get a sunny marker.
 */
export const READ_ALONG_CSS = `:where(.${ACTIVE_CLASS}) {
  background-color: rgb(255 214 64 / 0.85);
  border-radius: 0.2em;
  box-shadow: 0 0 0 0.12em rgb(255 214 64 / 0.85);
  color: inherit;
}`;

/** Read-to-me highlights: CSS Custom Highlight API names, and the `<mark>` fallback. */
export const SENTENCE_HIGHLIGHT = 'pagebird-read-sentence';
export const WORD_HIGHLIGHT = 'pagebird-read-word';
export const MARK_CLASS = 'pagebird-read-mark';

export const READ_TO_ME_CSS = `::highlight(${SENTENCE_HIGHLIGHT}) {
  background-color: rgb(124 200 244 / 0.28);
}
::highlight(${WORD_HIGHLIGHT}) {
  background-color: rgb(255 214 64 / 0.9);
  color: inherit;
}
mark.${MARK_CLASS} {
  background-color: rgb(255 214 64 / 0.9);
  color: inherit;
  border-radius: 0.2em;
}`;
