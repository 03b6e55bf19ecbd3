/**
 * The seam between the reader's renderer (foliate-js for EPUB, pdf.js for PDF — engine/*) and the
 * features that work on the rendered pages: read-along narration, read-to-me, tap-a-word
 * (narration/*, dictionary/*). Renderers implement it; the others only use it.
 */

/** A section (spine item / PDF page) currently rendered and visible, with its live document. */
export interface RenderedSection {
  /** Spine index (0-based). */
  index: number;
  /** Spine item href inside the package (e.g. "OEBPS/page-03.xhtml"); PDF: "page-N". */
  href: string;
  /** The section's document inside the sandboxed iframe (same origin, scripts never run). */
  doc: Document;
}

export interface RelocateEvent {
  /** The sections now on screen: 1, or 2 for a fixed-layout spread. */
  sections: RenderedSection[];
  /** 0-based page index as shown to the reader, and the total. */
  page: number;
  pageCount: number;
  /** 0..1 through the book. */
  fraction: number;
  /** A position string to restore later (EPUB CFI, or `page:N`). */
  position: string;
  /** True when the last page of the book is on screen. */
  atEnd: boolean;
}

/** A spine item as the narration needs it. */
export interface EngineSection {
  index: number;
  href: string;
  /** Href of the section's media overlay (SMIL) in the package, if any. */
  mediaOverlayHref: string | null;
}

export interface ReaderEngine {
  readonly kind: 'epub-fixed' | 'epub-reflowable' | 'pdf';
  readonly sections: readonly EngineSection[];
  /** Read a resource of the package as text / blob (SMIL files, audio). */
  loadText(href: string): Promise<string>;
  loadBlob(href: string): Promise<Blob>;
  /** Resolve `href` relative to the package resource `base` (e.g. SMIL src attributes). */
  resolveHref(href: string, base: string): string;
  /** Sections currently on screen. */
  visible(): RenderedSection[];
  /**
   * The text on screen of a reflowable book (a range in the first visible section's document),
   * to tell what comes after the screen; fixed layouts show whole sections and may omit it.
   */
  textOnScreen?(): Range | null;
  /** Bring the section (and element `#fragment`, if given) on screen. */
  goTo(href: string): Promise<void>;
  next(): Promise<void>;
  prev(): Promise<void>;
  /** Called after every page change (also the first display); returns an unsubscribe. */
  onRelocate(cb: (e: RelocateEvent) => void): () => void;
  /** Tap/click inside a rendered section (after the engine's own page-turn zones). */
  onTap(
    cb: (e: { section: RenderedSection; x: number; y: number; target: Element | null }) => void,
  ): () => void;
  destroy(): void;
}
