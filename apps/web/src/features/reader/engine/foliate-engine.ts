import type { FoliateBook, FoliateLocation, View } from 'foliate-js/view.js';

import type { EngineSection, RelocateEvent, RenderedSection } from './reader-engine.ts';
import type {
  EngineOptions,
  ReaderDisplay,
  PaginationType,
  ReaderEngineHandle,
  ReaderLocation,
} from './engine-types.ts';
import { FIXED_LAYOUT_CSS, readerBookCss } from './book-styles.ts';
import {
  createInputController,
  Emitter,
  frameOf,
  resolvePath,
  sectionToViewport,
  type InputController,
  type TapEvent,
} from './engine-support.ts';
import {
  countDocumentWords,
  pageListPage,
  pagePosition,
  parsePagePosition,
  progressionPage,
  screenStep,
  sectionPage,
  virtualPage,
  type ScreenPlace,
  wordsBefore,
  type PageNumber,
} from './pagination.ts';
import { markTurnStart } from '../perf.ts';

/**
 * EPUB renderer over foliate-js (view.js): `foliate-fxl` for fixed-layout books (single pages
 * and two-page spreads scaled to fit, `rendition:spread` honoured by foliate) and
 * `foliate-paginator` for reflowable books (CSS columns). Book documents render in iframes with
 * `sandbox="allow-same-origin"` only (patches/foliate-js+1.0.1.patch): scripts in a book never
 * run, and the app's CSP (inherited by the blob: documents) blocks scripts and foreign requests.
 */

const MIME_BY_EXT: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  webm: 'audio/webm',
  smil: 'application/smil+xml',
};

export async function createFoliateEngine(opts: EngineOptions): Promise<ReaderEngineHandle> {
  const { makeBook } = await import('foliate-js/view.js');
  const file = new File([opts.file], 'book.epub', { type: 'application/epub+zip' });
  const book = await makeBook(file);
  const engine = new FoliateEngine(book, opts);
  await engine.open();
  return engine;
}

class FoliateEngine implements ReaderEngineHandle {
  readonly kind: 'epub-fixed' | 'epub-reflowable';
  readonly sections: readonly EngineSection[];
  readonly rtl: boolean;
  readonly pagination: PaginationType;

  #book: FoliateBook;
  #opts: EngineOptions;
  #view: View;
  #input: InputController;
  #display: ReaderDisplay;
  #docs = new Map<number, Document>();
  #relocate = new Emitter<ReaderLocation>();
  #tap = new Emitter<TapEvent>();
  #location: ReaderLocation | null = null;
  #lastDetail: FoliateLocation | null = null;
  #mediaTypes = new Map<string, string>();
  #linear: boolean[];
  /** Words per section (null: outside the reading order); counted after the first page shows. */
  #sectionWords: (number | null)[] | null = null;
  #wordsBeforeSection: number[] = [];
  #totalWords = 0;
  /** Screen pages of the sections laid out at the current size (progression page system). */
  #knownPages = new Map<number, number>();
  #resize: ResizeObserver | null = null;
  #preloaded = new Set<number>();
  /** The last screen shown in the progression page system, to count screens turned. */
  #lastScreen: (ScreenPlace & { cfi: string; page: number }) | null = null;
  /** The page number shown at the stored position (set by start). */
  #startPage: number | null = null;
  /** A page turn asked for by the reader (buttons, keys, taps, narration) is running. */
  #turning = false;
  #turns: Promise<void> = Promise.resolve();
  #queued = 0;
  #destroyed = false;

  constructor(book: FoliateBook, opts: EngineOptions) {
    this.#book = book;
    this.#opts = opts;
    this.#display = opts.display;
    const fixed = book.rendition?.layout === 'pre-paginated';
    this.kind = fixed ? 'epub-fixed' : 'epub-reflowable';
    this.rtl = book.dir === 'rtl';
    this.pagination = opts.manifest.pagination;
    this.#linear = book.sections.map((s) => s.linear !== 'no');
    for (const item of book.resources?.manifest ?? [])
      this.#mediaTypes.set(item.href, item.mediaType);
    this.sections = book.sections.map((s, index) => ({
      index,
      href: s.id,
      mediaOverlayHref: s.mediaOverlay?.href ?? null,
    }));
    this.#view = document.createElement('foliate-view') as View;
    this.#view.style.display = 'block';
    this.#view.style.width = '100%';
    this.#view.style.height = '100%';
    this.#input = createInputController({
      stage: opts.container,
      layout: fixed ? 'fixed' : 'flow',
      rtl: this.rtl,
      // The paginator scrolls and snaps on touch by itself.
      swipe: fixed,
      wordMode: opts.wordMode ?? false,
      turn: (action) => void (action === 'next' ? this.next() : this.prev()),
      tap: (e) => this.#tap.emit(e),
    });
  }

  async open(): Promise<void> {
    const view = this.#view;
    view.addEventListener('load', (e) => {
      const { doc, index } = (e as CustomEvent<{ doc: Document; index: number }>).detail;
      this.#onLoad(doc, index);
    });
    // Links out of the book never open (a book must not send a child to the web).
    view.addEventListener('external-link', (e) => e.preventDefault());
    this.#opts.container.append(view);
    await view.open(this.#book);
    const renderer = view.renderer;
    // The renderer's own event comes after the view has worked out the location (its listener
    // was added first) and says why the place changed: a page turn, or a relayout.
    renderer.addEventListener('relocate', (e) => {
      const reason = (e as CustomEvent<{ reason?: string }>).detail?.reason ?? null;
      this.#lastDetail = view.lastLocation;
      this.#update(reason);
    });
    if (this.kind === 'epub-reflowable') {
      renderer.setAttribute('flow', 'paginated');
      renderer.setAttribute('margin', '40px');
      renderer.setAttribute('gap', '6%');
      renderer.setAttribute('max-inline-size', '680px');
      renderer.setAttribute('max-column-count', '2');
      renderer.setStyles?.(readerBookCss(this.#display));
      // A new size lays the chapters out again: screen page counts change.
      this.#resize = new ResizeObserver(() => this.#knownPages.clear());
      this.#resize.observe(this.#opts.container);
    }
  }

  #onLoad(doc: Document, index: number) {
    if (this.#destroyed) return;
    this.#docs.set(index, doc);
    for (const [i, d] of this.#docs) if (!d.defaultView) this.#docs.delete(i);
    if (this.kind === 'epub-fixed' && doc.head) {
      const style = doc.createElement('style');
      style.textContent = FIXED_LAYOUT_CSS;
      doc.head.append(style);
    }
    frameOf(doc)?.setAttribute('title', this.#opts.frameTitle?.(index) ?? `Page ${index + 1}`);
    this.#input.attachDocument(doc, () => this.#sectionOf(doc));
  }

  #sectionOf(doc: Document): RenderedSection | null {
    for (const [index, d] of this.#docs) {
      if (d === doc) return { index, href: this.sections[index]?.href ?? '', doc };
    }
    return null;
  }

  visible(): RenderedSection[] {
    if (this.kind === 'epub-reflowable') {
      const contents = this.#view.renderer?.getContents() ?? [];
      return contents
        .filter((c) => typeof c.index === 'number' && c.doc)
        .map((c) => ({ index: c.index!, href: this.sections[c.index!]?.href ?? '', doc: c.doc }));
    }
    const out: RenderedSection[] = [];
    for (const [index, doc] of this.#docs) {
      const frame = frameOf(doc);
      if (!frame || !doc.defaultView) continue;
      if (frame.style.display === 'none' || frame.parentElement?.style.display === 'none') continue;
      out.push({ index, href: this.sections[index]?.href ?? '', doc });
    }
    return out.sort((a, b) => a.index - b.index);
  }

  #update(reason: string | null = null) {
    const detail = this.#lastDetail;
    if (!detail || this.#destroyed) return;
    const visible = this.visible();
    const loc =
      this.kind === 'epub-fixed'
        ? this.#fixedLocation(detail, visible)
        : this.#flowLocation(detail, visible, reason);
    this.#location = loc;
    this.#relocate.emit(loc);
    if (this.kind === 'epub-fixed') this.#preload([loc.pageEnd + 1, loc.pageEnd + 2, loc.page - 1]);
  }

  /**
   * Unpack the pages next to the spread ahead of time (foliate keeps their blob URLs), so a page
   * turn only has to lay them out.
   */
  #preload(indexes: number[]) {
    for (const i of indexes) {
      const section = this.#book.sections[i];
      if (!section || this.#preloaded.has(i)) continue;
      this.#preloaded.add(i);
      void Promise.resolve()
        .then(() => section.load())
        .catch(() => this.#preloaded.delete(i));
    }
  }

  #fixedLocation(detail: FoliateLocation, visible: RenderedSection[]): ReaderLocation {
    const count = this.sections.length;
    const current = detail.section?.current ?? 0;
    const first = visible[0]?.index ?? current;
    const last = visible[visible.length - 1]?.index ?? current;
    const lastLinear = this.#linear.lastIndexOf(true);
    const firstLinear = this.#linear.indexOf(true);
    return {
      sections: visible,
      page: first,
      pageEnd: last,
      pageCount: count,
      fraction: count > 0 ? Math.min(1, (last + 1) / count) : 1,
      position: pagePosition(first),
      atEnd: last >= (lastLinear < 0 ? count - 1 : lastLinear),
      atStart: first <= Math.max(0, firstLinear),
      label: null,
    };
  }

  #flowLocation(
    detail: FoliateLocation,
    visible: RenderedSection[],
    reason: string | null,
  ): ReaderLocation {
    const renderer = this.#view.renderer;
    const index = visible[0]?.index ?? detail.section?.current ?? 0;
    const textPages = Math.max(1, (renderer.pages ?? 3) - 2);
    const pageInSection = Math.min(textPages - 1, Math.max(0, (renderer.page ?? 1) - 1));
    this.#knownPages.set(index, textPages);
    const atEnd = !!renderer.atEnd;
    let shown: PageNumber | null = null;
    let label: string | null = null;
    if (this.#display.pageSystem === 'publisher') {
      if (this.pagination === 'pageList') {
        shown = pageListPage(detail.pageItem?.href, this.#book.pageList ?? []);
        label = shown ? (detail.pageItem?.label ?? null) : null;
      } else if (this.pagination === 'virtual' && this.#sectionWords && detail.range) {
        const doc = visible[0]?.doc;
        const within = doc
          ? wordsBefore(doc, detail.range.startContainer, detail.range.startOffset)
          : 0;
        shown = virtualPage(
          (this.#wordsBeforeSection[index] ?? 0) + within,
          this.#totalWords,
          this.#opts.manifest.pageSize,
        );
        if (atEnd) shown = { page: shown.pageCount - 1, pageCount: shown.pageCount };
      } else if (this.pagination === 'sections') {
        shown = sectionPage(index, this.#linear);
      }
    }
    if (!shown) {
      const estimate = progressionPage({
        sectionWords: this.#sectionWords ?? this.#linear.map((l) => (l ? 0 : null)),
        knownPages: this.#knownPages,
        index,
        pageInSection,
        fallbackWordsPerPage: (200 * (renderer.columnCount ?? 1)) / this.#display.fontScale ** 2,
      });
      // Screens turned one by one count exactly; the estimate only places jumps (opening at a
      // stored place takes the number shown there before). A relayout (fonts arriving, a new
      // size) keeps the number of the screen.
      const here = { index, pageInSection, textPages };
      const prev = this.#lastScreen;
      const turn = reason === 'page' || reason === 'snap' || this.#turning;
      const sameScreen =
        !!prev &&
        (prev.cfi === detail.cfi || (prev.index === index && prev.pageInSection === pageInSection));
      let page = estimate.page;
      if (renderer.atStart) page = 0;
      else if (this.#startPage !== null) page = this.#startPage;
      else if (prev && sameScreen) page = prev.page;
      else if (prev && turn) {
        const step = screenStep(prev, here);
        if (step !== 0) page = Math.max(0, prev.page + step);
      } else if (prev && prev.index === index) page = prev.page;
      this.#startPage = null;
      this.#lastScreen = { ...here, cfi: detail.cfi, page };
      shown = { page, pageCount: atEnd ? page + 1 : Math.max(estimate.pageCount, page + 1) };
    }
    return {
      sections: visible,
      page: shown.page,
      pageEnd: shown.page,
      pageCount: shown.pageCount,
      fraction: atEnd ? 1 : this.#fraction(detail.fraction, index),
      position: detail.cfi,
      atEnd,
      atStart: !!renderer.atStart,
      label,
    };
  }

  /** 0..1 through the book; a one-screen chapter gives foliate no fraction (NaN). */
  #fraction(raw: number | undefined, index: number): number {
    if (typeof raw === 'number' && Number.isFinite(raw)) return Math.min(1, Math.max(0, raw));
    const count = this.sections.length;
    return count > 0 ? Math.min(1, index / count) : 0;
  }

  /** Word counts of every section (reflowable books), read from the package, not rendered. */
  async #countWords() {
    const counts: (number | null)[] = [];
    for (const [i, section] of this.#book.sections.entries()) {
      if (this.#destroyed) return;
      if (!this.#linear[i]) {
        counts.push(null);
        continue;
      }
      try {
        counts.push(countDocumentWords(await section.createDocument()));
      } catch {
        counts.push(0);
      }
    }
    let sum = 0;
    this.#wordsBeforeSection = counts.map((c) => {
      const before = sum;
      sum += c ?? 0;
      return before;
    });
    this.#totalWords = sum;
    this.#sectionWords = counts;
    this.#update();
  }

  async start(position: string | null, shownPage?: number | null): Promise<void> {
    if (position && typeof shownPage === 'number' && Number.isFinite(shownPage) && shownPage >= 0) {
      this.#startPage = Math.floor(shownPage);
    }
    const page = parsePagePosition(position);
    const view = this.#view;
    if (page !== null && page < this.sections.length) {
      await view.goTo(page);
    } else if (position && position.startsWith('epubcfi(')) {
      await view.init({ lastLocation: position });
    } else {
      await view.init({});
    }
    // Nothing shown (a stale position that no longer resolves): start at the beginning.
    if (!this.#location) await view.init({});
    if (this.kind === 'epub-reflowable') void this.#countWords();
  }

  location(): ReaderLocation | null {
    return this.#location;
  }

  async loadText(href: string): Promise<string> {
    const text = await this.#book.loadText(href.split('#')[0] ?? href);
    if (text === null || text === undefined) throw new Error(`Not in the book: ${href}`);
    return text;
  }

  async loadBlob(href: string): Promise<Blob> {
    const path = href.split('#')[0] ?? href;
    const blob = await this.#book.loadBlob(path);
    if (!blob) throw new Error(`Not in the book: ${href}`);
    if (blob.type) return blob;
    const type =
      this.#mediaTypes.get(path) ?? MIME_BY_EXT[path.split('.').pop()?.toLowerCase() ?? ''];
    return type ? new Blob([blob], { type }) : blob;
  }

  resolveHref(href: string, base: string): string {
    return resolvePath(href, base);
  }

  async goTo(href: string): Promise<void> {
    await this.#view.goTo(href);
  }

  /**
   * Page turns run one after the other: foliate ignores a turn asked for while the previous one
   * still runs (it locks for 100 ms after each), so quick taps would be lost. At most two wait.
   */
  #turn(step: () => Promise<void>): Promise<void> {
    if (this.#queued >= 2) return this.#turns;
    this.#queued++;
    const run = async () => {
      this.#queued--;
      markTurnStart();
      this.#turning = true;
      try {
        await step();
      } finally {
        this.#turning = false;
      }
    };
    this.#turns = this.#turns.then(run, run);
    return this.#turns;
  }

  next(): Promise<void> {
    return this.#turn(() => this.#view.next());
  }

  prev(): Promise<void> {
    return this.#turn(() => this.#view.prev());
  }

  goLeft(): Promise<void> {
    return this.#turn(() => this.#view.goLeft());
  }

  goRight(): Promise<void> {
    return this.#turn(() => this.#view.goRight());
  }

  onRelocate(cb: (e: RelocateEvent) => void): () => void {
    return this.#relocate.on(cb);
  }

  onLocation(cb: (e: ReaderLocation) => void): () => void {
    return this.#relocate.on(cb);
  }

  onTap(cb: (e: TapEvent) => void): () => void {
    return this.#tap.on(cb);
  }

  onPress(cb: (e: TapEvent) => void): () => void {
    return this.#tap.on(cb);
  }

  setDisplay(display: Partial<ReaderDisplay>): void {
    const before = this.#display;
    this.#display = { ...before, ...display };
    if (
      this.kind === 'epub-reflowable' &&
      (before.fontScale !== this.#display.fontScale ||
        before.dyslexiaFont !== this.#display.dyslexiaFont)
    ) {
      this.#knownPages.clear();
      this.#view.renderer.setStyles?.(readerBookCss(this.#display));
    }
    if (before.pageSystem !== this.#display.pageSystem) this.#update();
  }

  setWordMode(on: boolean): void {
    this.#input.setWordMode(on);
  }

  toViewport(section: RenderedSection, rect: DOMRect): DOMRect {
    return sectionToViewport(section.doc, rect);
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    this.#resize?.disconnect();
    this.#input.destroy();
    this.#relocate.clear();
    this.#tap.clear();
    try {
      this.#view.close();
    } catch (e) {
      console.warn(e);
    }
    this.#view.remove();
    this.#book.destroy?.();
    this.#docs.clear();
  }
}
